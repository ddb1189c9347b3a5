// Every HTML page: from the whole-page cache when an anonymous reader can be served from it, otherwise rendered.
// A cache miss streams to its reader (fresh nonce, private) while one complete render fills the cache; readers who
// arrive during that fill wait for it. Editors always get a fresh, private render.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LOGIN_PATH } from '../../shared/constants.ts';
import { isCrawler } from '../../shared/user-agent.ts';
import type { ClientManifest } from '../assets/client-manifest.ts';
import type { PublisherAuth } from '../auth/publisher-auth.ts';
import { sessionTokensOf } from '../auth/session-cookies.ts';
import { addCookies, loginCookies, settleSession } from '../auth/session-reply.ts';
import type { TokenRefresher } from '../auth/token-refresher.ts';
import type { BffConfig } from '../config.ts';
import { PRIVATE, pageCacheMeta, ruleHeader } from '../http/cache-headers.ts';
import { cacheEvents } from '../metrics.ts';
import type { PublisherClient } from '../upstream/publisher-client.ts';
import { contentSecurityPolicy } from './content-security-policy.ts';
import { negotiateEncoding } from './compression.ts';
import type { CachedPage, PageCache } from './page-cache.ts';
import { hostDomain, makePageRequest, pageRequest, type PageRequest, MAX_PATH_LENGTH } from './page-request.ts';
import { preparePage, renderPageToBuffer, streamPage, type RenderDeps } from './render-page.tsx';


export interface PageHandlerDeps {
  config: BffConfig;
  api: PublisherClient;
  manifest: ClientManifest;
  pageCache: PageCache | null;
  auth: PublisherAuth;
  refresher: TokenRefresher;
}

export function createPageHandler({ config, api, manifest, pageCache, auth, refresher }: PageHandlerDeps) {
  const renderDeps: RenderDeps = { manifest, renderTimeoutMs: config.renderTimeoutMs, adServiceUrl: config.adServiceUrl };

  function sendCached(req: FastifyRequest, reply: FastifyReply, page: CachedPage, outcome: string) {
    cacheEvents.inc({ cache: 'page', outcome });
    const encoding = negotiateEncoding(req.headers['accept-encoding'] as string | undefined);
    const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity;
    reply.code(page.status).headers(page.headers)
      .header('content-security-policy', contentSecurityPolicy(undefined, config.adServiceUrl))
      .header('vary', 'Accept-Encoding')
      .header('age', String(Math.floor((Date.now() - page.storedAt) / 1000)))
      .header('x-cache', outcome.toUpperCase());
    if (encoding) reply.header('content-encoding', encoding);
    if (req.method === 'HEAD') return reply.header('content-length', String(body.length)).send();
    return reply.send(body);
  }

  /** One complete render for the cache, detached from any reader (who may leave without cancelling it). */
  function fillFor(req: FastifyRequest, key: string, domain: 'main' | 'regional', pathAndQuery: string) {
    return pageCache!.fill(key, async () => {
      const page = makePageRequest({ config, api, domain, pathAndQuery, log: req.log });
      const timer = setTimeout(() => page.abort.abort(new Error('page cache fill timed out')), config.renderTimeoutMs);
      try {
        const prepared = await preparePage(page, manifest, { ads: config.adServiceUrl });
        if (prepared.kind !== 'page') return null;
        const meta = pageCacheMeta(prepared.status, prepared.leafRouteId, prepared.context, page.ctx.site, Math.floor(Date.now() / 1000));
        if (!meta.cacheable) return null;
        const identity = await renderPageToBuffer(prepared, renderDeps, req.log, page.abort.signal);
        return {
          status: prepared.status,
          headers: {
            'content-type': 'text/html; charset=utf-8',
            'cache-control': meta.cacheControl,
            'surrogate-key': meta.surrogateKey,
          },
          identity,
          ttlMs: Math.min(config.pageCacheTtlMs, meta.sharedTtlMs),
          staleIfErrorMs: meta.staleIfErrorMs,
        };
      } finally {
        clearTimeout(timer);
      }
    });
  }

  /** Under load shedding: any cached copy of the page, however old, beats refusing the reader. */
  function serveFromCache(req: FastifyRequest, reply: FastifyReply): boolean {
    if (!pageCache || config.previewMode || (req.method !== 'GET' && req.method !== 'HEAD') || sessionTokensOf(req)) return false;
    const found = pageCache.lookup(`${hostDomain(config, req.hostname)} ${req.url}`);
    if (!found) return false;
    void sendCached(req, reply, found.page, 'shed');
    return true;
  }

  async function handlePage(req: FastifyRequest, reply: FastifyReply) {
    if (req.url.length > MAX_PATH_LENGTH) {
      req.log.info(`Page Not Found: ${req.url.slice(0, 200)}…`);
      return reply.code(414).type('text/plain; charset=utf-8').send('URI Too Long');
    }
    const page: PageRequest = pageRequest(req, config, api, req.url, refresher);
    req.page = page;
    // §4 preview mode: every page but the login page needs a signed-in reader.
    if (config.previewMode && !page.session && new URL(page.url).pathname !== LOGIN_PATH) {
      addCookies(reply, loginCookies(config, req.url, page.publicOrigin, false));
      return reply.header('cache-control', PRIVATE).redirect(LOGIN_PATH, 302);
    }
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) page.abort.abort();
    });
    // Anyone carrying session cookies is served privately, even before the tokens are checked.
    const anonymous = !page.session;
    const key = `${page.domain} ${req.url}`;
    const cacheable = !!pageCache && anonymous && !config.previewMode;
    let staleForErrors: CachedPage | null = null;
    // A caching proxy in front announces the fetches it will store (deploy/varnish.vcl): they want the complete,
    // cacheable render a bot gets, not a private stream, or every expiry would leave the proxy without a copy.
    const complete = req.method === 'HEAD' || isCrawler(req.headers['user-agent']) || req.headers['surrogate-capability'] !== undefined;
    if (cacheable) {
      const found = pageCache.lookup(key);
      if (found?.state === 'fresh') return sendCached(req, reply, found.page, 'hit');
      if (found?.state === 'stale') {
        fillFor(req, key, page.domain, req.url).catch((err) => req.log.warn({ err }, 'page refresh failed'));
        return sendCached(req, reply, found.page, 'stale');
      }
      if (found?.state === 'error-only') staleForErrors = found.page;
      const pending = pageCache.pendingFill(key);
      if (pending) {
        const filled = await pending.catch(() => null);
        if (filled) return sendCached(req, reply, filled, 'coalesced');
      } else {
        // Start the one complete render for the cache now, so readers arriving meanwhile wait for it (above)
        // rather than render the page again. Bots and HEAD want that complete document anyway.
        const fill = fillFor(req, key, page.domain, req.url);
        if (complete) {
          const filled = await fill.catch(() => null);
          if (filled) return sendCached(req, reply, filled, 'miss');
        } else {
          fill.catch((err) => req.log.warn({ err }, 'page cache fill failed'));
        }
      }
    }

    const prepared = await preparePage(page, manifest, { ads: config.adServiceUrl });
    if (page.abort.signal.aborted) return;
    // Session cookies are decided here, before any byte: the streamed reply is hijacked and skips onSend hooks.
    if (settleSession(reply, page.session, { config, auth }, req.url, page.publicOrigin, req.log) === 'login') {
      return reply.header('cache-control', PRIVATE).redirect(LOGIN_PATH, 302);
    }
    const shared = anonymous && !config.previewMode;
    if (prepared.kind === 'redirect') {
      return reply.header('cache-control', shared ? ruleHeader('redirect') : PRIVATE).redirect(prepared.location, prepared.status);
    }
    if (prepared.status >= 500 && staleForErrors) return sendCached(req, reply, staleForErrors, 'stale_error');

    const meta = pageCacheMeta(prepared.status, prepared.leafRouteId, prepared.context, page.ctx.site, Math.floor(Date.now() / 1000));
    // A streamed page carries a per-response nonce: no shared cache may keep it.
    const cacheControl = !shared || !complete ? PRIVATE : meta.cacheControl;
    cacheEvents.inc({ cache: 'page', outcome: cacheable ? 'miss' : 'bypass' });
    await streamPage(req, reply, prepared, page, renderDeps, {
      complete,
      headers: { 'cache-control': cacheControl, ...(shared ? { 'surrogate-key': meta.surrogateKey } : {}) },
    });
  }

  return { handlePage, serveFromCache };
}
