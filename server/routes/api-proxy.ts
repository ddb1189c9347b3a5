// /api/* for what the browser and the mobile app call directly (§7): an allow-list of publisher endpoints,
// proxied with the site header set from the host, the editor's bearer token injected server-side from its
// HttpOnly cookie, the browser's cookies never forwarded, and upstream cookies and internal headers stripped. A
// proxied call cannot be retried, so an access token already past its expiry is refreshed before it goes out
// (through the same single-flight refresher as pages, so a refresh a page just did is reused).
// The endpoints every open tab polls are answered from the BFF's upstream cache instead of being proxied.
import fastifyHttpProxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FrontendInit, FrontendRefresh, Version } from '../../shared/api-types.ts';
import { SITE_HEADER } from '../../shared/constants.ts';
import { domainSiteSlugs, resolveSite, siteBySlug } from '../../shared/sites/site-table.ts';
import { ProxiedSession, type RetryReplyOptions } from '../auth/proxied-session.ts';
import type { TokenRefresher } from '../auth/token-refresher.ts';
import type { BffConfig } from '../config.ts';
import { answerLiveItems, LIVE_ITEMS_PATH } from './live-items-route.ts';
import { sessionTokensOf } from '../auth/session-cookies.ts';
import { registerSearchApiRoutes } from './search-api-routes.ts';
import { answerAs, refuse, withoutCachingHeaders, type AnswerKind } from '../policy/answer-policy.ts';
import { answerUnrouted } from '../policy/method-not-allowed.ts';
import { forwardedRequestHeaders, proxyPoolOptions, sameSiteUpstreamLocation } from './proxy-options.ts';
import type { PublisherClient } from '../upstream/publisher-client.ts';
import type { Tracing } from '../tracing/tracing.ts';
import { callerStatusOf } from '../upstream/upstream-client.ts';

/**
 * Method and path patterns the proxy lets through; everything else under /api is 404 (405 for another method of a
 * listed path). `personal`: the answer is one device's or reader's own (a push device's topics, asked for with its
 * client token, its only credential), never stored by anyone — a browser cache that kept it would show the topics of
 * before a change.
 */
export const ALLOWED_API: { method: string; path: RegExp; personal?: true }[] = [
  // POST /api/newsletter/subscribe is not proxied: newsletter-routes.ts answers it with the form's rules.
  { method: 'GET', path: /^\/api\/subscriptions$/, personal: true },
  { method: 'POST', path: /^\/api\/subscriptions$/ },
  { method: 'DELETE', path: /^\/api\/subscriptions$/ },
  { method: 'GET', path: /^\/api\/search\/articles$/ },
  { method: 'GET', path: /^\/api\/search\/autocomplete$/ },
  { method: 'GET', path: /^\/api\/search$/ },
  { method: 'GET', path: LIVE_ITEMS_PATH },
  { method: 'GET', path: /^\/api\/articles\/facebook\/reaction$/ },
  { method: 'GET', path: /^\/api\/index\/auto-block$/ },
  { method: 'GET', path: /^\/api\/index\/episodes$/ },
  { method: 'GET', path: /^\/api\/recommended\/(mstag\/all|url)$/ },
  { method: 'GET', path: /^\/api\/exchange$/ },
  { method: 'GET', path: /^\/api\/episodes(\/[a-z0-9-]+)?$/ },
  { method: 'GET', path: /^\/api\/podcasts\/public\/all$/ },
  { method: 'GET', path: /^\/api\/minutes$/ },
  { method: 'GET', path: /^\/api\/counter$/ },
];

/** Headers the upstream may send that a browser has no business seeing; its caching headers are ours to decide. */
const STRIPPED_RESPONSE_HEADERS = [
  'set-cookie',
  'server',
  'x-powered-by',
  'via',
  'x-upstream',
  'x-debug',
  'x-internal',
];

/**
 * The answer policy of a proxied call, from its method and status and never from the upstream's header: a GET that
 * succeeded is shared briefly (per site), anything else is not stored. A session makes it private (onSend).
 */
function proxiedKind(req: FastifyRequest, status: number): AnswerKind {
  const path = pathOf(req.url);
  if (ALLOWED_API.some((a) => a.personal && a.method === req.method && a.path.test(path))) return 'apiPersonal';
  if ((req.method === 'GET' || req.method === 'HEAD') && status >= 200 && status < 300) return 'apiProxied';
  return status < 400 ? 'apiUnstored' : 'refusal';
}

function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

export function isAllowedApiCall(method: string, url: string): boolean {
  const path = pathOf(url);
  return ALLOWED_API.some((a) => a.method === method && a.path.test(path));
}

/** The site a direct API call speaks for: the caller may name one of its domain's sites, else the domain's root. */
function siteSlugFor(req: FastifyRequest): string {
  const domain = req.domain;
  const asked = siteBySlug(req.headers[SITE_HEADER] as string | undefined);
  if (asked && domainSiteSlugs(resolveSite(domain, '/')).includes(asked.slug)) return asked.slug;
  return resolveSite(domain, '/').slug;
}

export async function registerApiRoutes(
  app: FastifyInstance,
  config: BffConfig,
  api: PublisherClient,
  refresher: TokenRefresher,
  tracing: Tracing | null,
): Promise<void> {
  /** The editor's bearer per proxied request, refreshed up front or after a 401 (§4 Session). */
  const session = new ProxiedSession(config, refresher);
  registerCachedReads(app, api);
  await registerProxy(app, config, api, session, tracing);
}

/** How every proxied call's headers are rewritten, the first try and a retry alike. */
function headerRewriting(config: BffConfig, session: ProxiedSession, tracing: Tracing | null): RetryReplyOptions {
  return {
    // Only the headers an upstream needs (proxy-options.ts); reply-from has set host, and content-length and
    // content-type for the parsed body it sends.
    rewriteRequestHeaders: (req: FastifyRequest, headers: Record<string, unknown>) => {
      const token = session.bearerOf(req);
      return {
        ...forwardedRequestHeaders(headers as Record<string, string | string[] | undefined>, tracing),
        host: headers.host,
        [SITE_HEADER]: siteSlugFor(req),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      };
    },
    rewriteHeaders: (headers: Record<string, unknown>, req: FastifyRequest) => {
      const out = sameSiteUpstreamLocation(withoutCachingHeaders({ ...headers }), req, config);
      for (const h of STRIPPED_RESPONSE_HEADERS) delete out[h];
      return out;
    },
  };
}

/** A read answered from the BFF's upstream cache instead of being proxied. */
function fromCache(
  api: PublisherClient,
  schema: typeof FrontendRefresh | typeof FrontendInit | typeof Version,
  kind: AnswerKind,
  path: (req: FastifyRequest) => string,
) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    try {
      const body = await api.get(path(req), { site: siteSlugFor(req), schema, budget: 'secondary' });
      return answerAs(reply, kind).send(body);
    } catch (err) {
      return refuse(reply, callerStatusOf(err), (err as Error).message);
    }
  };
}

function registerCachedReads(app: FastifyInstance, api: PublisherClient): void {
  // Polled every 15 s by every open tab (§4): one upstream call per cache period, however many tabs.
  app.get(
    '/api/frontend/refresh',
    fromCache(api, FrontendRefresh, 'frontendRefresh', () => '/api/frontend/refresh'),
  );
  app.get(
    '/api/frontend/init',
    fromCache(api, FrontendInit, 'frontendInit', () => '/api/frontend/init'),
  );
  registerSearchApiRoutes(app, api, (req) => siteSlugFor(req));
  app.get<{ Params: { slug: string } }>('/api/articles/:slug/version', async (req, reply) => {
    if (!/^[a-z0-9-]{1,200}$/.test(req.params.slug)) return refuse(reply, 404, 'Unknown API endpoint');
    return fromCache(api, Version, 'articleVersion', () => `/api/articles/${req.params.slug}/version`)(req, reply);
  });
}

/** Everything else on the allow-list goes to the publisher API, with our headers and answer policy. */
async function registerProxy(
  app: FastifyInstance,
  config: BffConfig,
  api: PublisherClient,
  session: ProxiedSession,
  tracing: Tracing | null,
): Promise<void> {
  const retryOptions = headerRewriting(config, session, tracing);
  await app.register(fastifyHttpProxy, {
    upstream: config.publisherApiUrl,
    prefix: '/api',
    rewritePrefix: '/api',
    httpMethods: ['GET', 'POST', 'DELETE'],
    ...proxyPoolOptions(config),
    preHandler(req, reply, done) {
      if (!isAllowedApiCall(req.method, req.url)) {
        answerUnrouted(req, reply);
        return;
      }
      // Live-blog posts carry CMS HTML: a reader's are sanitised by the BFF, never proxied as they came.
      if (req.method === 'GET' && LIVE_ITEMS_PATH.test(pathOf(req.url)) && !sessionTokensOf(req)) {
        answerLiveItems(req, reply, api, siteSlugFor(req)).then(
          () => undefined,
          (err: unknown) => done(err as Error),
        );
        return;
      }
      session.prepare(req, reply).then(
        () => done(),
        () => done(),
      );
    },
    replyOptions: {
      rewriteRequestHeaders: (req, headers) =>
        retryOptions.rewriteRequestHeaders(req as FastifyRequest, headers) as typeof headers,
      rewriteHeaders: (headers, req) => retryOptions.rewriteHeaders(headers, req as FastifyRequest) as typeof headers,
      // A 401 that a token refresh may cure is retried once with the same header rewriting (proxied-session.ts).
      onResponse: (req, reply, res) => {
        answerAs(reply as FastifyReply, proxiedKind(req as FastifyRequest, res.statusCode));
        session.onResponse(req as FastifyRequest, reply as FastifyReply, res as never, retryOptions);
      },
    },
  });
}
