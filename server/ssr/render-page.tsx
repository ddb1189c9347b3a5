// Renders one page run (server/ssr/page-pipeline.ts#runPage has decided its status, or a redirect, before any byte).
// `preparePage` builds its document; then either
// `streamPage` sends it to a reader — the shell as soon as it is ready, secondary data streaming in behind
// Suspense, or the complete document for bots and HEAD — or `renderPageToBuffer` produces the complete document for
// the whole-page cache. The render and its upstream calls stop when the reader goes away or the timeout passes.
import { Writable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticRouter, type RouteObject, type StaticHandlerContext } from 'react-router';
import { documentElement } from '../../client/render-entry.tsx';
import type { BootData } from '../../shared/pages/boot-data.ts';
import { pageTypeOf } from '../../shared/pages/route-table.ts';
import { TEXT_BACK_HOME, TEXT_SERVER_ERROR_LEAD, TEXT_SERVER_ERROR_TEXT } from '../../shared/constants.ts';
import { jsonForScript } from '../../shared/json-script.ts';
import { withoutDomBackedFields } from '../../shared/pages/dom-backed.ts';
import type { ClientManifest } from '../assets/client-manifest.ts';
import { contentSecurityPolicy, type ThirdPartyOrigins } from './content-security-policy.ts';
import { coalesceFlushes } from './coalesce-flushes.ts';
import type { KeptParts } from './kept-parts.tsx';
import { ServerSecondary } from './server-secondary.ts';
import { createCompressor, negotiateStreamEncoding } from './compression.ts';
import { serializeErrors, staticHandler } from './page-query.ts';
import { READER_GONE } from './reader-gone.ts';
import { scriptNonce } from './script-nonce.ts';
import type { PageRequest } from './page-request.ts';
import type { PageRun } from './page-pipeline.ts';
import type { ReaderServicesBoot } from './reader-services-boot.ts';
import { answerAs, retryAfterHeader } from '../policy/answer-policy.ts';

export interface RenderDeps {
  manifest: ClientManifest;
  renderTimeoutMs: number;
  /** how long a streamed shell waits for its streamed parts (decision 109) */
  renderShellGraceMs: number;
  /** the configured ad service and social SDK, whose origins the CSP lets in */
  thirdParty?: ThirdPartyOrigins;
  /** the data site and allow-listed frame senders (CSP frame-src) */
  frameOrigins?: readonly string[];
}

export interface PreparedPage {
  status: number;
  leafRouteId: string;
  context: StaticHandlerContext;
  /** Builds the React tree; a streamed render passes its nonce, a complete one none. */
  element(nonce: string | undefined): ReactElement;
  /** Settles when the secondary parts read ahead are in, or after one turn of the event loop (decision 113). */
  readAhead: Promise<unknown>;
}

type PageOfRun = Extract<PageRun, { kind: 'page' }>;

function assetsFor(manifest: ClientManifest, leafRouteId: string): BootData['assets'] {
  const type = pageTypeOf(leafRouteId);
  return {
    css: manifest.css,
    entry: manifest.entry,
    preload: type ? [...manifest.common, ...manifest.pages[type]] : manifest.common,
  };
}

/**
 * The route tree's matched branch alone (the root and the page's route), for the render's router. React Router copies
 * every route it is given on each render (`createStaticRouter`), some sixty, about 2 % of an uncached answer's CPU;
 * a data router renders the matches the query found and looks their routes up by id, so the branch is all it reads
 * (decision 105).
 */
function matchedBranch(context: StaticHandlerContext): RouteObject[] {
  let branch: RouteObject[] | undefined;
  for (let i = context.matches.length - 1; i >= 0; i--) {
    const route = context.matches[i].route;
    branch = [route.index ? { ...route } : { ...route, children: branch }];
  }
  return branch ?? staticHandler.dataRoutes;
}

/** Loader data as the hydration payload carries it: without what the document's HTML already holds. */
function hydrationLoaderData(loaderData: StaticHandlerContext['loaderData']): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [id, data] of Object.entries(loaderData)) out[id] = withoutDomBackedFields(data);
  return out;
}

export const SHELL_ERROR_HTML = `<!doctype html><html lang="hu"><head><meta charset="utf-8"><title>Hiba történt</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head><body style="font-family:system-ui,sans-serif;text-align:center;padding:4rem 1rem">
<h1>${TEXT_SERVER_ERROR_LEAD}</h1><p>${TEXT_SERVER_ERROR_TEXT}</p>
<p><a href="/">${TEXT_BACK_HOME}</a></p></body></html>`;

/** The document of a page run (its loaders have run, its status is decided): the React tree and its payload. */
export function preparePage(
  page: PageRequest,
  run: PageOfRun,
  manifest: ClientManifest,
  services: ReaderServicesBoot,
  kept: KeptParts,
  opts: { pipMode?: string } = {},
): PreparedPage {
  const { ctx } = page;
  const { context, status, routeId: leafRouteId } = run;
  const boot: BootData = {
    siteDomain: ctx.site.domain,
    publicOrigin: page.publicOrigin,
    publicOrigins: page.publicOrigins,
    now: Math.floor(ctx.clock() / 1000),
    buildId: manifest.buildId,
    assets: assetsFor(manifest, leafRouteId),
    ...services(ctx.site),
    pipMode: opts.pipMode,
  };
  const payload = {
    boot: jsonForScript(boot),
    router: jsonForScript({
      loaderData: hydrationLoaderData(context.loaderData),
      actionData: null,
      errors: serializeErrors(context.errors),
    }),
  };
  const router = createStaticRouter(matchedBranch(context), context);
  const url = new URL(page.url);
  const secondary = new ServerSecondary(ctx, kept, leafRouteId, { boot, location: url.pathname + url.search });
  return {
    status,
    leafRouteId,
    context,
    element: (nonce) => documentElement({ router, context, boot, payload, secondary, nonce }),
    readAhead: secondary.readAhead(),
  };
}

interface PipeableOptions {
  nonce?: string;
  complete: boolean;
  entry: string;
  timeoutMs: number;
  /** how long a streamed shell waits for its streamed parts before it leaves without them; none: at once */
  shellGraceMs?: number;
  log: FastifyRequest['log'];
  onReady(pipe: (dest: Writable) => void): void;
  onFailure(err: unknown): void;
}

function startRender(element: ReactElement, opts: PipeableOptions): { abort(reason?: unknown): void } {
  let done = false;
  let grace: NodeJS.Timeout | undefined;
  const stream = renderToPipeableStream(element, {
    nonce: opts.nonce,
    bootstrapModules: [opts.entry],
    // Every boundary finished when its part leaves is written in place; React otherwise moves large ones behind
    // inline reveal scripts, which a nonce-free (cacheable) page cannot run and a streamed one need not carry.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    // A streamed shell waits a moment for its streamed parts: those in memory are ready within it and leave in place,
    // in one piece with the shell; a slower part streams behind the shell as before (decision 109).
    onShellReady() {
      if (opts.complete) return;
      if (opts.shellGraceMs) grace = setTimeout(ready, opts.shellGraceMs);
      else ready();
    },
    onAllReady() {
      clearTimeout(grace);
      ready();
    },
    onShellError(err) {
      clearTimeout(timer);
      opts.log.error({ err }, 'page shell failed');
      if (!done) {
        done = true;
        opts.onFailure(err);
      }
    },
    onError(err) {
      // A reader who went away (or a HEAD answered by its headers) ends the render on purpose: not an error.
      if (err === READER_GONE || (err instanceof Error && err.cause === READER_GONE)) return;
      opts.log.error({ err }, 'page render error');
    },
  });
  const timer = setTimeout(() => stream.abort(new Error(`render timeout after ${opts.timeoutMs} ms`)), opts.timeoutMs);
  function ready() {
    if (done) return;
    done = true;
    opts.onReady((dest) => {
      dest.once('close', () => clearTimeout(timer));
      dest.once('finish', () => clearTimeout(timer));
      stream.pipe(dest);
    });
  }
  return {
    abort(reason) {
      clearTimeout(timer);
      clearTimeout(grace);
      stream.abort(reason);
    },
  };
}

/** Sends a prepared page to the reader: streamed (with a fresh nonce) or complete (bots, HEAD, no nonce). */
export function streamPage(
  req: FastifyRequest,
  reply: FastifyReply,
  prepared: PreparedPage,
  page: PageRequest,
  deps: RenderDeps,
  opts: { complete: boolean; headers: Record<string, string> },
): Promise<void> {
  const nonce = opts.complete ? undefined : scriptNonce();
  const headers: Record<string, string | number | string[]> = {};
  // Headers set earlier in the lifecycle (hooks, cookies) first: hijacking skips Fastify's own header writing.
  for (const [k, v] of Object.entries(reply.getHeaders())) if (v !== undefined) headers[k] = v;
  // opts.headers are the answer policy's for the document (Cache-Control, Vary, purge keys: documentHeaders).
  Object.assign(headers, opts.headers, {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': contentSecurityPolicy(nonce, deps.thirdParty, deps.frameOrigins),
  });
  // an upstream that cannot answer for now (server/ssr/page-query.ts)
  if (prepared.status === 503) Object.assign(headers, retryAfterHeader());
  const encoding = negotiateStreamEncoding(req.headers['accept-encoding']);
  if (encoding) headers['content-encoding'] = encoding;
  const assets = assetsFor(deps.manifest, prepared.leafRouteId);

  return new Promise<void>((resolve) => {
    const render = startRender(prepared.element(nonce), {
      nonce,
      complete: opts.complete,
      entry: assets.entry,
      timeoutMs: deps.renderTimeoutMs,
      shellGraceMs: deps.renderShellGraceMs,
      log: req.log,
      onReady(pipe) {
        if (page.abort.signal.aborted) return resolve();
        reply.hijack();
        reply.raw.writeHead(prepared.status, headers);
        if (req.method === 'HEAD') {
          reply.raw.end();
          render.abort(READER_GONE);
          return resolve();
        }
        if (encoding) {
          const sink = coalesceFlushes(createCompressor(encoding));
          sink.pipe(reply.raw);
          pipe(sink);
        } else {
          pipe(reply.raw); // React's text goes to the socket as it is (decision 104)
        }
      },
      onFailure() {
        if (!reply.sent) {
          answerAs(reply.code(500).header('content-type', 'text/html; charset=utf-8'), 'unavailable').send(
            SHELL_ERROR_HTML,
          );
        }
        resolve();
      },
    });
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) {
        page.abort.abort(READER_GONE);
        render.abort(READER_GONE);
      }
      resolve();
    });
    reply.raw.once('finish', () => resolve());
    page.abort.signal.addEventListener(
      'abort',
      () => {
        render.abort(page.abort.signal.reason);
        resolve();
      },
      { once: true },
    );
  });
}

/** The complete document as bytes, for the whole-page cache; it carries no nonce and no inline script. */
export function renderPageToBuffer(
  prepared: PreparedPage,
  deps: RenderDeps,
  log: FastifyRequest['log'],
  signal: AbortSignal,
): Promise<Buffer> {
  const assets = assetsFor(deps.manifest, prepared.leafRouteId);
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const render = startRender(prepared.element(undefined), {
      complete: true,
      entry: assets.entry,
      timeoutMs: deps.renderTimeoutMs,
      log,
      onReady(pipe) {
        pipe(
          new Writable({
            write(chunk: Buffer, _enc, cb) {
              chunks.push(Buffer.from(chunk));
              cb();
            },
            final(cb) {
              resolve(Buffer.concat(chunks));
              cb();
            },
          }),
        );
      },
      onFailure: reject,
    });
    signal.addEventListener(
      'abort',
      () => {
        render.abort(signal.reason);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}
