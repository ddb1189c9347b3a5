// Every HTML page: from the whole-page cache when an anonymous reader can be served from it, otherwise rendered once.
// A cache miss renders the complete document once and serves it both to its reader and to the cache (decision 005,
// revisited); readers who arrive during that render wait for it. Editors, preview mode and an unshared page stream a
// fresh, private render. Uncached renders take a turn at the render gate (decision 011): when none can start within
// the budget, the reader gets a stale copy if one exists, else a quick 503 with Retry-After.
import { frameOriginsOf } from '../event-data-config.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LOGIN_PATH } from '../../shared/constants.ts';
import { isCrawler } from '../../shared/user-agent.ts';
import type { ClientManifest } from '../assets/client-manifest.ts';
import { PRIVATE, ruleHeader } from '../http/cache-headers.ts';
import { sameSiteLocation } from '../http/same-site-location.ts';
import { cacheEvents } from '../metrics.ts';
import { hostDomain } from '../request/host-domain.ts';
import { MAX_PATH_LENGTH } from '../request/path-limits.ts';
import { contentSecurityPolicy } from './content-security-policy.ts';
import { negotiateEncoding } from './compression.ts';
import type { CachedPage, PageCache } from './page-cache.ts';
import { cacheMetaOf, isSharedAnswer, openPage, RETRY_AFTER_S, settlePage, type PipelineDeps } from './page-pipeline.ts';
import { makePageRequest, type PageRequest } from './page-request.ts';
import { readerServicesBoot } from './reader-services-boot.ts';
import type { RenderGate } from './render-gate.ts';
import { preparePage, renderPageToBuffer, SHELL_ERROR_HTML, streamPage, type PreparedPage, type RenderDeps } from './render-page.tsx';

export interface PageHandlerDeps extends PipelineDeps {
  manifest: ClientManifest;
  pageCache: PageCache | null;
  gate: RenderGate;
}


/** What one render for the cache produced: the stored page, or what to tell this reader instead. */
type FillOutcome =
  | { kind: 'cached'; page: CachedPage }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'uncacheable'; prepared: Extract<PreparedPage, { kind: 'page' }>; page: PageRequest };

export function createPageHandler(deps: PageHandlerDeps) {
  const { config, api, manifest, pageCache, gate } = deps;
  const frameOrigins = frameOriginsOf(config.eventData);
  const renderDeps: RenderDeps = { manifest, renderTimeoutMs: config.renderTimeoutMs, thirdParty: config, frameOrigins };
  // Cached pages carry no nonce: one policy string serves every hit.
  const cachedPagePolicy = contentSecurityPolicy(undefined, config, frameOrigins);
  const services = readerServicesBoot(config);
  const clock = config.clock ?? Date.now;

  function sendCached(req: FastifyRequest, reply: FastifyReply, page: CachedPage, outcome: string) {
    cacheEvents.inc({ cache: 'page', outcome });
    if (req.page) req.page.routeId = page.routeId;
    const encoding = negotiateEncoding(req.headers['accept-encoding'] as string | undefined);
    const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity;
    reply.code(page.status).headers(page.headers)
      .header('content-security-policy', cachedPagePolicy)
      .header('age', String(Math.floor((clock() - page.storedAt) / 1000)))
      .header('x-cache', outcome.toUpperCase());
    if (encoding) reply.header('content-encoding', encoding);
    if (req.method === 'HEAD') return reply.header('content-length', String(body.length)).send();
    return reply.send(body);
  }

  function refuse(reply: FastifyReply) {
    return reply.code(503).header('retry-after', String(RETRY_AFTER_S)).header('cache-control', 'no-store')
      .type('text/html; charset=utf-8').send(SHELL_ERROR_HTML);
  }

  /**
   * One complete render for the cache, detached from any reader (who may leave without cancelling it: others may be
   * waiting for the same render). The caller holds a turn at the gate.
   */
  async function renderForCache(req: FastifyRequest, key: string, pageReq: PageRequest, pathAndQuery: string): Promise<FillOutcome | null> {
    let outcome: FillOutcome | null = null;
    const cached = await pageCache!.fill(key, async () => {
      const page = makePageRequest({ config, api, domain: pageReq.domain, pathAndQuery, log: req.log, quiz: req.server.upstreams?.quiz,
        livescore: pageReq.ctx.livescore });
      const timer = setTimeout(() => page.abort.abort(new Error('page cache fill timed out')), config.renderTimeoutMs);
      try {
        const prepared = await preparePage(page, manifest, services, { pipMode: config.pipAutoMode });
        if (prepared.kind !== 'page') {
          outcome = prepared;
          return null;
        }
        const meta = cacheMetaOf(page, prepared.status);
        if (!meta.cacheable) {
          outcome = { kind: 'uncacheable', prepared, page };
          return null;
        }
        const identity = await renderPageToBuffer(prepared, renderDeps, req.log, page.abort.signal);
        return {
          status: prepared.status,
          routeId: prepared.leafRouteId,
          headers: {
            'content-type': 'text/html; charset=utf-8',
            'cache-control': meta.cacheControl,
            'surrogate-key': meta.surrogateKey,
            vary: 'Accept-Encoding',
          },
          identity,
          ttlMs: Math.min(config.pageCacheTtlMs, meta.sharedTtlMs),
          staleIfErrorMs: meta.staleIfErrorMs,
        };
      } finally {
        clearTimeout(timer);
      }
    });
    // null: another reader's render got there first and its page may not be cached; render one for this reader.
    return cached ? { kind: 'cached', page: cached } : outcome;
  }

  /** A stale page refreshed in the background, only when a render can start now (under load the stale copy serves). */
  function refreshInBackground(req: FastifyRequest, key: string, page: PageRequest) {
    if (pageCache!.pendingFill(key)) return;
    const release = gate.tryEnter();
    if (!release) return;
    renderForCache(req, key, page, req.url).catch((err) => req.log.warn({ err }, 'page refresh failed')).finally(release);
  }

  async function handlePage(req: FastifyRequest, reply: FastifyReply) {
    if (req.url.length > MAX_PATH_LENGTH) {
      req.log.info(`Page Not Found: ${req.url.slice(0, 200)}…`);
      return reply.code(414).type('text/plain; charset=utf-8').send('URI Too Long');
    }
    const opened = openPage(req, reply, req.url, deps);
    if (opened.kind === 'sign-in') {
      return reply.header('cache-control', PRIVATE).redirect(sameSiteLocation(LOGIN_PATH, config.publicOrigin[hostDomain(config, req.hostname)]), 302);
    }
    const { page } = opened;
    // Anyone carrying session cookies is served privately, even before the tokens are checked.
    const shared = isSharedAnswer(page, config);
    let staleForErrors: CachedPage | null = null;
    if (pageCache && shared) {
      const key = `${page.domain} ${req.url}`;
      const found = pageCache.lookup(key);
      if (found?.state === 'fresh') return sendCached(req, reply, found.page, 'hit');
      if (found?.state === 'stale') {
        refreshInBackground(req, key, page);
        return sendCached(req, reply, found.page, 'stale');
      }
      if (found?.state === 'error-only') staleForErrors = found.page;
      const pending = pageCache.pendingFill(key);
      if (pending) {
        const filled = await pending.catch(() => null);
        if (filled) return sendCached(req, reply, filled, 'coalesced');
      }
      const release = await gate.enter(page.abort.signal);
      if (!release) return staleForErrors ? sendCached(req, reply, staleForErrors, 'stale_error') : refuse(reply);
      try {
        const filled = await renderForCache(req, key, page, req.url);
        if (!filled) return await renderFresh(req, reply, page, shared);
        if (filled.kind === 'cached') return sendCached(req, reply, filled.page, 'miss');
        if (filled.kind === 'redirect') {
          return reply.header('cache-control', ruleHeader('redirect')).redirect(sameSiteLocation(filled.location, page.publicOrigin), filled.status);
        }
        if (filled.prepared.status >= 500 && staleForErrors) return sendCached(req, reply, staleForErrors, 'stale_error');
        cacheEvents.inc({ cache: 'page', outcome: 'uncacheable' });
        page.routeId = filled.prepared.leafRouteId;
        return await streamPage(req, reply, filled.prepared, filled.page, renderDeps, { complete: false, headers: { 'cache-control': PRIVATE } });
      } finally {
        release();
      }
    }
    const release = await gate.enter(page.abort.signal);
    if (!release) return page.abort.signal.aborted ? undefined : refuse(reply);
    try {
      return await renderFresh(req, reply, page, shared);
    } finally {
      release();
    }
  }

  /** A render for this reader alone: streamed with a nonce, or complete for bots and HEAD. The caller holds a turn. */
  async function renderFresh(req: FastifyRequest, reply: FastifyReply, page: PageRequest, shared: boolean) {
    const prepared = await preparePage(page, manifest, services, { pipMode: config.pipAutoMode });
    if (page.abort.signal.aborted) return;
    // Session cookies are decided here, before any byte: the streamed reply is hijacked and skips onSend hooks.
    if (settlePage(reply, page, req.url, deps) === 'sign-in') {
      return reply.header('cache-control', PRIVATE).redirect(sameSiteLocation(LOGIN_PATH, page.publicOrigin), 302);
    }
    if (prepared.kind === 'redirect') {
      return reply.header('cache-control', shared ? ruleHeader('redirect') : PRIVATE).redirect(sameSiteLocation(prepared.location, page.publicOrigin), prepared.status);
    }
    const meta = cacheMetaOf(page, prepared.status);
    // A streamed page carries a per-response nonce: only a complete render may be shared — for bots, HEAD, and a
    // caching proxy in front, which announces the fetches it will store (deploy/varnish.vcl).
    const complete = req.method === 'HEAD' || isCrawler(req.headers['user-agent']) || req.headers['surrogate-capability'] !== undefined;
    cacheEvents.inc({ cache: 'page', outcome: 'bypass' });
    await streamPage(req, reply, prepared, page, renderDeps, {
      complete,
      headers: { 'cache-control': shared && complete ? meta.cacheControl : PRIVATE, ...(shared ? { 'surrogate-key': meta.surrogateKey } : {}) },
    });
  }

  return { handlePage };
}
