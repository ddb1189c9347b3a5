// Streams one page: status and redirects are decided before any byte; people get the shell as soon as it is ready
// and secondary data streams in behind Suspense; bots and HEAD get the complete document; the render and its
// upstream calls stop when the reader goes away, or when the stream timeout passes.
import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticRouter, StaticRouterProvider } from 'react-router';
import { BootProvider } from '../../client/boot-context.tsx';
import { HydrationPayloadContext } from '../../client/document.tsx';
import type { BootData } from '../../client/page-data.ts';
import { routeModules } from '../../client/route-modules.ts';
import type { PageRouteId } from '../../client/route-tree.tsx';
import { SecondaryContext, type SecondaryResources, type SecondarySource } from '../../client/secondary-data.tsx';
import { TEXT_BACK_HOME, TEXT_SERVER_ERROR_LEAD } from '../../shared/constants.ts';
import { jsonForScript } from '../../shared/json-script.ts';
import { isCrawler } from '../../shared/user-agent.ts';
import type { ClientManifest } from '../assets/client-manifest.ts';
import type { LoadContext } from '../load-context.ts';
import { loadSecondary } from '../loaders/secondary-loaders.ts';
import { contentSecurityPolicy } from './content-security-policy.ts';
import { createCompressor, negotiateEncoding } from './compression.ts';
import { queryPage, serializeErrors, staticHandler } from './page-query.ts';
import type { PageRequest } from './page-request.ts';

export interface RenderDeps {
  manifest: ClientManifest;
  renderTimeoutMs: number;
}

class ServerSecondary implements SecondarySource {
  private readonly memo = new Map<string, Promise<unknown>>();
  constructor(private readonly ctx: LoadContext) {}
  get<N extends keyof SecondaryResources>(name: N): Promise<SecondaryResources[N]> {
    let p = this.memo.get(name);
    if (!p) {
      p = loadSecondary(name, this.ctx);
      this.memo.set(name, p);
    }
    return p as Promise<SecondaryResources[N]>;
  }
}

function assetsFor(manifest: ClientManifest, leafRouteId: string): BootData['assets'] {
  const module = routeModules[leafRouteId as PageRouteId];
  const preload = new Set(manifest.modules['client/entry-client.tsx'] ?? [manifest.entry]);
  if (module) for (const f of manifest.modules[module] ?? []) preload.add(f);
  preload.delete(manifest.entry);
  return { css: manifest.css, entry: manifest.entry, preload: [...preload] };
}

const SHELL_ERROR_HTML = `<!doctype html><html lang="hu"><head><meta charset="utf-8"><title>Hiba történt</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head><body style="font-family:system-ui,sans-serif;text-align:center;padding:4rem 1rem">
<h1>${TEXT_SERVER_ERROR_LEAD}</h1><p>Az oldalt karbantartjuk, vagy átmeneti hiba történt. Kérjük, próbálja újra néhány perc múlva.</p>
<p><a href="/">${TEXT_BACK_HOME}</a></p></body></html>`;

export async function renderPage(req: FastifyRequest, reply: FastifyReply, page: PageRequest, deps: RenderDeps): Promise<void> {
  const { ctx, abort, url } = page;
  const result = await queryPage(new Request(url, { signal: abort.signal, headers: { accept: 'text/html' } }), ctx);
  if (result.kind === 'redirect') {
    reply.header('cache-control', 'public, max-age=300');
    return reply.redirect(result.location, result.status);
  }
  if (abort.signal.aborted) return;
  const { context, status, leafRouteId } = result;
  page.routeId = leafRouteId;
  const complete = req.method === 'HEAD' || isCrawler(req.headers['user-agent']) || page.complete;
  const nonce = complete ? undefined : randomBytes(16).toString('base64');
  const assets = assetsFor(deps.manifest, leafRouteId);
  const boot: BootData = {
    siteDomain: ctx.site.domain,
    publicOrigin: page.publicOrigin,
    now: Math.floor(Date.now() / 1000),
    buildId: deps.manifest.buildId,
    assets,
  };
  const payload = {
    boot: jsonForScript(boot),
    router: jsonForScript({ loaderData: context.loaderData, actionData: null, errors: serializeErrors(context.errors) }),
  };
  const router = createStaticRouter(staticHandler.dataRoutes, context);
  const app = (
    <SecondaryContext.Provider value={new ServerSecondary(ctx)}>
      <HydrationPayloadContext.Provider value={payload}>
        <BootProvider boot={boot}>
          <StaticRouterProvider router={router} context={context} hydrate={false} nonce={nonce} />
        </BootProvider>
      </HydrationPayloadContext.Provider>
    </SecondaryContext.Provider>
  );

  const headers: Record<string, string | number | string[]> = {};
  // Headers set earlier in the lifecycle (hooks, cookies) first: hijacking skips Fastify's own header writing.
  for (const [k, v] of Object.entries(reply.getHeaders())) if (v !== undefined) headers[k] = v as string;
  Object.assign(headers, {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': contentSecurityPolicy(nonce),
    vary: 'Accept-Encoding',
  });
  const encoding = negotiateEncoding(req.headers['accept-encoding'] as string | undefined);
  if (encoding) headers['content-encoding'] = encoding;

  await new Promise<void>((resolve) => {
    let started = false;
    const timer = setTimeout(() => stream.abort(new Error(`render timeout after ${deps.renderTimeoutMs} ms`)), deps.renderTimeoutMs);
    const start = () => {
      if (started || abort.signal.aborted) return;
      started = true;
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(status, headers);
      if (req.method === 'HEAD') {
        raw.end();
        stream.abort();
        return;
      }
      const sink = encoding ? createCompressor(encoding) : new PassThrough();
      sink.pipe(raw);
      stream.pipe(sink);
    };
    const stream = renderToPipeableStream(app, {
      nonce,
      // A complete render writes every finished boundary in place; React otherwise moves large ones behind inline
      // reveal scripts, which a nonce-free (cacheable) page cannot run.
      ...(complete ? { progressiveChunkSize: Number.POSITIVE_INFINITY } : {}),
      bootstrapModules: [assets.entry],
      onShellReady() {
        if (!complete) start();
      },
      onAllReady() {
        if (complete) start();
      },
      onShellError(err) {
        req.log.error({ err }, 'page shell failed');
        if (!started && !reply.sent) {
          started = true;
          reply.code(500).header('content-type', 'text/html; charset=utf-8').send(SHELL_ERROR_HTML);
        }
      },
      onError(err) {
        if (!abort.signal.aborted) req.log.error({ err }, 'page render error');
      },
    });
    const finish = () => {
      clearTimeout(timer);
      resolve();
    };
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) {
        abort.abort();
        stream.abort();
      }
      finish();
    });
    reply.raw.once('finish', finish);
    abort.signal.addEventListener('abort', () => {
      stream.abort();
      finish();
    });
  });
}
