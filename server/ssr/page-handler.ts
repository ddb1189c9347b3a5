// Every HTML page: from the whole-page cache when an anonymous reader can be served from it, otherwise rendered once.
// A cache miss renders the complete document once and serves it both to its reader and to the cache (decision 005,
// revisited); readers who arrive during that render wait for it. Editors, preview mode and an unshared page stream a
// fresh, private render. Uncached renders take a turn at the render gate (decision 011): when none can start within
// the budget, the reader gets a stale copy if one exists, else a quick 503 with Retry-After.
// The page itself is decided by the pipeline (server/ssr/page-pipeline.ts: openPage, runPage); this file keeps the
// page cache, coalescing and the gate. `decide` returns what to answer; `send` is the one place an answer is written.
import { frameOriginsOf } from '../event-data-config.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LOGIN_PATH } from '../../shared/constants.ts';
import { isCrawler } from '../../shared/user-agent.ts';
import type { ClientManifest } from '../assets/client-manifest.ts';
import { addCookies } from '../auth/session-reply.ts';
import { answerAs, documentHeaders, finalReplyHeaders, retryAfter, shareableOr } from '../policy/answer-policy.ts';
import { sameSiteLocation } from '../policy/same-site-location.ts';
import { cacheEvents } from '../metrics.ts';
import { MAX_PATH_LENGTH } from '../../shared/request-limits.ts';
import { contentSecurityPolicy } from './content-security-policy.ts';
import { negotiateEncoding } from './compression.ts';
import type { CachedPage, PageCache } from './page-cache.ts';
import type { PageHits } from './page-hits.ts';
import { openPage, runPage, type Opened, type PageRun, type PipelineDeps, type SignIn } from './page-pipeline.ts';
import type { PageRequest } from './page-request.ts';
import { READER_GONE } from './reader-gone.ts';
import { readerServicesBoot, type ReaderServicesBoot } from './reader-services-boot.ts';
import type { Release, RenderGate } from './render-gate.ts';
import type { KeptParts } from './kept-parts.tsx';
import type { Tracing } from '../tracing/tracing.ts';
import {
  preparePage,
  renderPageToBuffer,
  SHELL_ERROR_HTML,
  streamPage,
  type PreparedPage,
  type RenderDeps,
} from './render-page.tsx';

export interface PageHandlerDeps extends PipelineDeps {
  manifest: ClientManifest;
  pageCache: PageCache | null;
  gate: RenderGate;
  /** spans around the cache lookup, the page's data and its render; null when tracing is off (decision 091) */
  tracing: Tracing | null;
  /** the hits answered before Fastify, which learn from the answers given here (decision 094); null without them */
  hits: PageHits | null;
  /** deferred parts' markup kept per data version (decision 113) */
  kept: KeptParts;
}

type OpenPage = Extract<Opened, { kind: 'page' }>;
type RunPage = Extract<PageRun, { kind: 'page' }>;
type CacheOutcome = 'hit' | 'stale' | 'coalesced' | 'miss' | 'stale_error';

/** What a reader is answered with, decided before any byte of it is written. */
type Answer =
  | { kind: 'too-long' }
  | SignIn
  | { kind: 'redirect'; status: number; location: string; origin: string; shared: boolean; cookies: string[] }
  | { kind: 'cached'; page: CachedPage; outcome: CacheOutcome; key: string }
  | {
      kind: 'render';
      run: RunPage;
      prepared: PreparedPage;
      page: PageRequest;
      complete: boolean;
      headers: Record<string, string>;
    }
  | { kind: 'refused' }
  | { kind: 'reader-gone' };
type RenderAnswer = Extract<Answer, { kind: 'render' }>;

/** An answer, and the render gate's turn it holds until the answer is written. */
interface Turn {
  answer: Answer;
  release?: Release;
}

/** What one render for the cache produced: the stored page, or what to tell this reader instead. */
type FillOutcome =
  | { kind: 'cached'; page: CachedPage }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'uncacheable'; run: RunPage; prepared: PreparedPage };

const REFUSED: Answer = { kind: 'refused' };

/** Whether this request wants the complete document: bots, HEAD, and a caching proxy that will store it. */
function wantsComplete(req: FastifyRequest): boolean {
  return (
    req.method === 'HEAD' || isCrawler(req.headers['user-agent']) || req.headers['surrogate-capability'] !== undefined
  );
}

/**
 * When the request arrived (the first global hook, server/global-hooks.ts, on the gate's clock): a waiter's budget
 * counts from here, not from when the page reached the gate (decision 048).
 */
function arrivalOf(req: FastifyRequest): number | undefined {
  return (req as { t0?: number }).t0;
}

/** Fired when the reader goes away before their answer is finished. */
function readerGone(reply: FastifyReply): AbortSignal {
  const gone = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) gone.abort(READER_GONE);
  });
  return gone.signal;
}

/**
 * A page's answer-policy headers (besides its content type and CSP): its rule's kind when a shared cache may keep this
 * answer (a complete one: a streamed render carries this reader's nonce), the reader's own otherwise; its purge keys
 * when it is a shared page.
 */
function pageHeaders(run: RunPage, complete: boolean): Record<string, string> {
  const { shared } = run;
  return documentHeaders(shared && complete ? run.cache.kind : 'page.private', shared ? run.cache.surrogateKey : null);
}

/** The page cache, coalescing and the render gate around the page pipeline, for every HTML page. */
class PageHandler {
  private readonly renderDeps: RenderDeps;
  /** Cached pages carry no nonce: one policy string serves every hit. */
  private readonly cachedPagePolicy: string;
  private readonly services: ReaderServicesBoot;
  private readonly clock: () => number;
  private readonly pageCache: PageCache | null;
  private readonly gate: RenderGate;
  private readonly tracing: Tracing | null;

  constructor(private readonly deps: PageHandlerDeps) {
    const { config, manifest } = deps;
    const frameOrigins = frameOriginsOf(config.eventData);
    this.renderDeps = {
      manifest,
      renderTimeoutMs: config.renderTimeoutMs,
      renderShellGraceMs: config.renderShellGraceMs,
      thirdParty: config,
      frameOrigins,
    };
    this.cachedPagePolicy = contentSecurityPolicy(undefined, config, frameOrigins);
    this.services = readerServicesBoot(config);
    this.clock = config.clock ?? Date.now;
    this.pageCache = deps.pageCache;
    this.gate = deps.gate;
    this.tracing = deps.tracing;
  }

  /** The page's data (its loaders and build step), in a span when tracing is on. */
  private load(opened: OpenPage, req: FastifyRequest): Promise<PageRun> {
    if (!this.tracing) return runPage(opened, 'html', this.deps, req.log);
    return this.tracing.step('page data', { timing: 'data' }, () => runPage(opened, 'html', this.deps, req.log));
  }

  /** A cached page, if there is one, looked up in a span when tracing is on (off, a hit makes no span or context). */
  private lookup(key: string) {
    if (!this.tracing) return this.pageCache!.lookup(key);
    return this.tracing.stepSync('page cache lookup', { timing: 'cache' }, () => this.pageCache!.lookup(key));
  }

  /** A complete render (for the cache), in a span when tracing is on. */
  private renderComplete(prepared: PreparedPage, req: FastifyRequest, signal: AbortSignal) {
    if (!this.tracing) return renderPageToBuffer(prepared, this.renderDeps, req.log, signal);
    const render = () => renderPageToBuffer(prepared, this.renderDeps, req.log, signal);
    return this.tracing.step('render', { timing: 'render' }, render);
  }

  /** The page's document, once the secondary parts its route reads that are in memory have settled (decision 113). */
  private async prepare(page: PageRequest, run: RunPage): Promise<PreparedPage> {
    const prepared = preparePage(page, run, this.deps.manifest, this.services, this.deps.kept, {
      pipMode: this.deps.config.pipAutoMode,
    });
    await prepared.readAhead;
    return prepared;
  }

  /** The one place a page answer is written. */
  async send(req: FastifyRequest, reply: FastifyReply, answer: Answer): Promise<unknown> {
    switch (answer.kind) {
      case 'too-long':
        return reply.code(414).type('text/plain; charset=utf-8').send('URI Too Long');
      case 'sign-in':
        addCookies(reply, answer.cookies);
        return answerAs(reply, 'readersOwn').redirect(sameSiteLocation(LOGIN_PATH, answer.origin), 302);
      case 'redirect':
        addCookies(reply, answer.cookies);
        return answerAs(reply, shareableOr(answer.shared, 'page.redirect')).redirect(
          sameSiteLocation(answer.location, answer.origin),
          answer.status,
        );
      case 'cached':
        return this.sendCached(req, reply, answer);
      case 'refused':
        return answerAs(retryAfter(reply.code(503)), 'unavailable')
          .type('text/html; charset=utf-8')
          .send(SHELL_ERROR_HTML);
      case 'reader-gone':
        return undefined;
      case 'render':
        this.answeredBy(req, answer.run.routeId);
        // Cookies before the shell: the streamed reply is hijacked and skips onSend hooks.
        addCookies(reply, answer.run.cookies);
        return this.stream(req, reply, answer);
    }
  }

  /** A page streamed to its reader, in a span when tracing is on (its Server-Timing goes with the headers, first). */
  stream(req: FastifyRequest, reply: FastifyReply, answer: RenderAnswer): Promise<void> {
    if (!this.tracing) return this.streamNow(req, reply, answer);
    this.tracing.addServerTiming(req, reply);
    return this.tracing.step('render', { timing: 'render' }, () => this.streamNow(req, reply, answer));
  }

  private streamNow(req: FastifyRequest, reply: FastifyReply, answer: RenderAnswer): Promise<void> {
    // The answer policy's rule for a hijacked reply (decision 039): cookies or a session make it private, keys only to a trusted proxy.
    return streamPage(req, reply, answer.prepared, answer.page, this.renderDeps, {
      complete: answer.complete,
      headers: finalReplyHeaders(req, reply, answer.headers),
    });
  }

  /** The route a request was answered by, for the request log and metrics: set once, when the answer is written. */
  answeredBy(req: FastifyRequest, routeId: string) {
    if (req.page) req.page.routeId = routeId;
  }

  sendCached(req: FastifyRequest, reply: FastifyReply, { page, outcome, key }: Extract<Answer, { kind: 'cached' }>) {
    cacheEvents.inc({ cache: 'page', outcome });
    this.answeredBy(req, page.routeId);
    const encoding = negotiateEncoding(req.headers['accept-encoding']);
    this.deps.hits?.noteAnswer(req, key, page, encoding);
    const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity;
    reply
      .code(page.status)
      .headers(page.headers)
      .header('content-security-policy', this.cachedPagePolicy)
      .header('age', String(Math.floor((this.clock() - page.storedAt) / 1000)))
      .header('x-cache', outcome.toUpperCase());
    if (encoding) reply.header('content-encoding', encoding);
    if (req.method === 'HEAD') return reply.header('content-length', String(body.length)).send();
    return reply.send(body);
  }

  /** The cache entry of a complete render (its headers are the page's, as a shared cache may keep them). */
  async cacheEntry(run: RunPage, opened: OpenPage, req: FastifyRequest) {
    const prepared = await this.prepare(opened.page, run);
    const identity = await this.renderComplete(prepared, req, opened.page.abort.signal);
    const headers = { 'content-type': 'text/html; charset=utf-8', ...pageHeaders(run, true) };
    return {
      status: run.status,
      routeId: run.routeId,
      headers,
      identity,
      ttlMs: Math.min(this.deps.config.pageCacheTtlMs, run.cache.sharedTtlMs),
      staleIfErrorMs: run.cache.staleIfErrorMs,
    };
  }

  /**
   * One complete render for the cache, from the opened page, which no reader's disconnect aborts (others may be waiting
   * for the same render); its own timeout does. The caller holds a turn at the this.gate. null: another reader's render got
   * there first and its page may not be cached.
   */
  async fillCache(req: FastifyRequest, opened: OpenPage): Promise<FillOutcome | null> {
    let outcome: FillOutcome | null = null;
    const cached = await this.pageCache!.fill(opened.cacheKey, async () => {
      const { abort } = opened.page;
      const timer = setTimeout(
        () => abort.abort(new Error('page cache fill timed out')),
        this.deps.config.renderTimeoutMs,
      );
      try {
        const run = await this.load(opened, req);
        if (run.kind !== 'page') {
          if (run.kind === 'redirect') outcome = run;
          return null;
        }
        if (run.cache.cacheable) return await this.cacheEntry(run, opened, req);
        outcome = { kind: 'uncacheable', run, prepared: await this.prepare(opened.page, run) };
        return null;
      } finally {
        clearTimeout(timer);
      }
    });
    return cached ? { kind: 'cached', page: cached } : outcome;
  }

  /** A stale page refreshed in the background, only when a render can start now (under load the stale copy serves). */
  refreshInBackground(req: FastifyRequest, opened: OpenPage) {
    if (this.pageCache!.pendingFill(opened.cacheKey)) return;
    const release = this.gate.tryEnter();
    if (!release) return;
    this.fillCache(req, opened)
      .catch((err) => req.log.warn({ err }, 'page refresh failed'))
      .finally(release);
  }

  /** An anonymous reader's page: from the cache, after another reader's fill, or from a fill of its own. */
  async decideShared(req: FastifyRequest, opened: OpenPage, reader: AbortSignal): Promise<Turn> {
    const key = opened.cacheKey;
    const cached = (page: CachedPage, outcome: CacheOutcome): Turn => ({
      answer: { kind: 'cached', page, outcome, key },
    });
    const found = this.lookup(opened.cacheKey);
    if (found?.state === 'fresh') return cached(found.page, 'hit');
    if (found?.state === 'stale') {
      this.refreshInBackground(req, opened);
      return cached(found.page, 'stale');
    }
    const staleForErrors = found?.state === 'error-only' ? found.page : null;
    const filled = await this.pageCache!.pendingFill(opened.cacheKey)?.catch(() => null);
    if (filled) return cached(filled, 'coalesced');
    const release = await this.gate.enter(reader, arrivalOf(req));
    if (!release) return staleForErrors ? cached(staleForErrors, 'stale_error') : { answer: REFUSED };
    try {
      const fill = await this.fillCache(req, opened);
      return { answer: await this.fillAnswer(req, opened, reader, fill, staleForErrors), release };
    } catch (err) {
      release();
      throw err;
    }
  }

  /** What a fill of this reader's own tells them. */
  async fillAnswer(
    req: FastifyRequest,
    opened: OpenPage,
    reader: AbortSignal,
    fill: FillOutcome | null,
    staleForErrors: CachedPage | null,
  ): Promise<Answer> {
    if (!fill) return this.freshAnswer(req, opened, reader);
    if (fill.kind === 'cached') return { kind: 'cached', page: fill.page, outcome: 'miss', key: opened.cacheKey };
    const { page } = opened;
    if (fill.kind === 'redirect') return { ...fill, origin: page.publicOrigin, shared: true, cookies: [] };
    if (fill.run.status >= 500 && staleForErrors)
      return { kind: 'cached', page: staleForErrors, outcome: 'stale_error', key: opened.cacheKey };
    cacheEvents.inc({ cache: 'page', outcome: 'uncacheable' });
    reader.addEventListener('abort', () => page.abort.abort(READER_GONE), { once: true });
    return {
      kind: 'render',
      run: fill.run,
      prepared: fill.prepared,
      page,
      complete: false,
      headers: documentHeaders('page.private', null),
    };
  }

  /** A render for this reader alone: streamed with a nonce, or complete for bots and HEAD. The caller holds a turn. */
  async freshAnswer(req: FastifyRequest, opened: OpenPage, reader: AbortSignal): Promise<Answer> {
    const { page } = opened;
    if (reader.aborted) page.abort.abort(READER_GONE);
    reader.addEventListener('abort', () => page.abort.abort(READER_GONE), { once: true });
    const run = await this.load(opened, req);
    if (page.abort.signal.aborted) return { kind: 'reader-gone' };
    if (run.kind === 'sign-in') return run;
    if (run.kind === 'redirect') return { ...run, origin: page.publicOrigin };
    const complete = wantsComplete(req);
    cacheEvents.inc({ cache: 'page', outcome: 'bypass' });
    return {
      kind: 'render',
      run,
      prepared: await this.prepare(page, run),
      page,
      complete,
      headers: pageHeaders(run, complete),
    };
  }

  /** What to answer this request with, and the this.gate's turn it holds. */
  async decide(req: FastifyRequest, reply: FastifyReply): Promise<Turn> {
    if (req.url.length > MAX_PATH_LENGTH) {
      req.log.info(`Page Not Found: ${req.url.slice(0, 200)}…`);
      return { answer: { kind: 'too-long' } };
    }
    const opened = openPage(req, req.url, this.deps);
    if (opened.kind === 'sign-in') return { answer: opened };
    req.page = opened.page;
    const reader = readerGone(reply);
    // Anyone carrying session cookies is served privately, even before the tokens are checked.
    if (this.pageCache && opened.shared) return this.decideShared(req, opened, reader);
    const release = await this.gate.enter(reader, arrivalOf(req));
    if (!release) return { answer: reader.aborted ? { kind: 'reader-gone' } : REFUSED };
    try {
      return { answer: await this.freshAnswer(req, opened, reader), release };
    } catch (err) {
      release();
      throw err;
    }
  }

  async handlePage(req: FastifyRequest, reply: FastifyReply) {
    const { answer, release } = await this.decide(req, reply);
    try {
      return await this.send(req, reply, answer);
    } finally {
      release?.();
    }
  }
}

export function createPageHandler(deps: PageHandlerDeps) {
  const handler = new PageHandler(deps);
  return { handlePage: (req: FastifyRequest, reply: FastifyReply) => handler.handlePage(req, reply) };
}
