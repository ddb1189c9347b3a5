// The BFF: Fastify with security headers, cookies, hashed static assets, the page-data JSON endpoints and the
// streaming HTML renderer for every other GET.
import { join, resolve } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import fastifyUnderPressure from '@fastify/under-pressure';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { PAGE_DATA_PATH, SECONDARY_DATA_PATH, type PageDataResponse } from '../client/page-data.ts';
import { SECONDARY_NAMES, type SecondaryName } from '../client/secondary-data.tsx';
import { LOGIN_PATH } from '../shared/constants.ts';
import { siteBySlug } from '../shared/sites.ts';
import { readClientManifest, type ClientManifest } from './assets/client-manifest.ts';
import { registerAuthRoutes } from './auth/auth-routes.ts';
import { PublisherAuth } from './auth/publisher-auth.ts';
import { addCookies, loginCookies, settleSession } from './auth/session-reply.ts';
import { TokenRefresher } from './auth/token-refresher.ts';
import type { BffConfig } from './config.ts';
import { loadSecondary } from './loaders/secondary-loaders.ts';
import { registerApiRoutes } from './http/api-proxy.ts';
import { registerOpsRoutes } from './http/ops-routes.ts';
import { registerPurgeRoute } from './http/purge-route.ts';
import { registerFeedRoutes } from './feeds/feed-routes.ts';
import { registerBuildRoutes } from './http/build-routes.ts';
import { registerSupportRoutes } from './http/support-routes.ts';
import { createRedirector, registerRedirectHook } from './http/redirect-hook.ts';
import { httpDuration } from './metrics.ts';
import { contentSecurityPolicy } from './ssr/content-security-policy.ts';
import { errorMessageOf, queryPage } from './ssr/page-query.ts';
import { pageRequest, type PageRequest, MAX_PATH_LENGTH } from './ssr/page-request.ts';
import { createPageHandler } from './ssr/page-handler.ts';
import { SHELL_ERROR_HTML } from './ssr/render-page.tsx';
import { PageCache } from './ssr/page-cache.ts';
import { isNotFound, isServerSideFailure, PublisherClient } from './upstream/publisher-client.ts';
import { ResponseCache } from './upstream/response-cache.ts';
import { CrmClient } from './upstream/crm-client.ts';
import { LivescoreClient } from './upstream/livescore-client.ts';
import { QuizClient } from './upstream/quiz-client.ts';
import { RequestApi } from './upstream/request-api.ts';
import { UpstreamHealth } from './upstream/upstream-health.ts';

export interface AppOptions {
  config: BffConfig;
  manifest?: ClientManifest;
  logger?: boolean | object;
}

declare module 'fastify' {
  interface FastifyRequest {
    page?: PageRequest;
  }
}


/** The typed clients of every configured upstream (SPEC.md §7); the optional ones exist when their URL is set. */
export interface Upstreams {
  publisher: PublisherClient;
  crm: CrmClient | null;
  quiz: QuizClient | null;
  livescore: LivescoreClient | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    publisher: PublisherClient;
    upstreams: Upstreams;
    pageCache: PageCache | null;
  }
}

export async function buildApp({ config, manifest, logger }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: true,
    routerOptions: { maxParamLength: 500 },
    requestIdHeader: 'x-request-id',
    return503OnClosing: true,
  });
  app.addHook('onRequest', async (req) => {
    (req as { t0?: number }).t0 = performance.now();
  });
  const clientManifest = manifest ?? readClientManifest(config.clientDistDir);
  const upstreamCache = new ResponseCache({
    maxBytes: config.upstreamCacheBytes, isServeStaleError: isServerSideFailure, isNotFound, now: config.clock,
  });
  const api = new PublisherClient(config.publisherApiUrl, config.upstreamTimeoutMs, upstreamCache);
  const upstreams: Upstreams = {
    publisher: api,
    crm: config.crmApiUrl ? new CrmClient(config.crmApiUrl, config.upstreamTimeoutMs) : null,
    quiz: config.quizApiUrl ? new QuizClient(config.quizApiUrl, config.upstreamTimeoutMs) : null,
    livescore: config.livescoreApiUrl ? new LivescoreClient(config.livescoreApiUrl, config.upstreamTimeoutMs, upstreamCache) : null,
  };
  const health = new UpstreamHealth(app.log, config.clock);
  for (const u of Object.values(upstreams)) if (u) u.health = health;
  app.addHook('onClose', async () => {
    await Promise.all(Object.values(upstreams).map((u) => u?.close()));
  });
  app.decorate('publisher', api);
  app.decorate('upstreams', upstreams);
  // Editors' sign-in and the process-wide single-flight token refresh (§4 Session).
  const auth = new PublisherAuth(config.publisherApiUrl, config.upstreamTimeoutMs.primary);
  const refresher = new TokenRefresher(auth);
  app.addHook('onClose', () => auth.close());

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: false, // set per response (see content-security-policy.ts)
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    strictTransportSecurity: config.secureCookies,
  });
  app.addHook('onRequest', async (_req, reply) => {
    reply.header('content-security-policy', contentSecurityPolicy(undefined, config.adServiceUrl));
  });
  await app.register(fastifyCookie);

  const pageCache = config.pageCacheTtlMs > 0 ? new PageCache({ maxBytes: config.pageCacheBytes }, config.clock) : null;
  app.decorate('pageCache', pageCache);
  const { handlePage, serveFromCache } = createPageHandler({ config, api, manifest: clientManifest, auth, refresher, pageCache });

  // Load shedding: past the event-loop delay limit, pages are served from the page cache where a copy exists and
  // refused with 503 and Retry-After otherwise; health and metrics stay reachable.
  await app.register(fastifyUnderPressure, {
    maxEventLoopDelay: config.maxEventLoopDelayMs,
    sampleInterval: 250,
    retryAfter: 5,
    exposeStatusRoute: false,
    pressureHandler: (req, reply, type, value) => {
      // A purge is cheap and a lost one keeps a changed article stale in every cache in front: never shed it.
      if (req.url === '/healthz' || req.url === '/readyz' || req.url === '/metrics' || req.method === 'PURGE') return;
      if (serveFromCache(req, reply)) return;
      req.log.warn({ type, value }, 'shedding load');
      void reply.code(503).header('retry-after', '5').header('cache-control', 'no-store')
        .type('text/html; charset=utf-8').send(SHELL_ERROR_HTML);
    },
  });

  // One log line per request: id, site, route, status, duration; never headers (tokens live there).
  const logLine = (req: FastifyRequest, status: number) => {
    req.log.info({
      method: req.method, url: req.url.slice(0, 300), site: req.page?.ctx.site.slug,
      route: req.page?.routeId ?? req.routeOptions.url, status, ms: Math.round(performance.now() - (req as { t0?: number }).t0!),
    }, 'request');
  };
  app.addHook('onResponse', async (req, reply) => {
    logLine(req, reply.statusCode);
    const route = req.page?.routeId ?? req.routeOptions.url ?? 'unknown';
    httpDuration.observe({ route, status: String(reply.statusCode) }, (performance.now() - (req as { t0?: number }).t0!) / 1000);
  });

  await app.register(fastifyStatic, {
    root: resolve(config.clientDistDir, 'assets'),
    prefix: '/assets/',
    wildcard: false,
    // The build stores .br and .gz beside every hashed file (scripts/build.ts).
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, path) {
      // Content-hashed names never change meaning; the rest (favicons, pictures) may.
      const hashed = /-[A-Z0-9]{8,}\.(js|css|map)(\.br|\.gz)?$/i.test(path);
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  // Pictures and audio come from the publisher's media host; the browser's cookies never go upstream.
  await app.register(fastifyHttpProxy, {
    upstream: config.publisherApiUrl,
    prefix: '/media',
    rewritePrefix: '/media',
    httpMethods: ['GET', 'HEAD'],
    replyOptions: {
      rewriteRequestHeaders: (_req, headers) => {
        const { cookie: _c, authorization: _a, ...rest } = headers;
        return rest;
      },
      rewriteHeaders: (headers) => {
        const { 'set-cookie': _s, ...rest } = headers;
        return rest;
      },
    },
  });

  registerOpsRoutes(app, config);
  registerPurgeRoute(app, config, { pageCache, upstreamCache });
  await registerFeedRoutes(app, config, api);
  registerBuildRoutes(app, clientManifest);
  await registerSupportRoutes(app, config, upstreams.crm);
  const redirector = createRedirector(config);
  registerRedirectHook(app, redirector);
  await registerApiRoutes(app, config, api, refresher);
  await registerAuthRoutes(app, { config, auth, refresher });

  // Page data as JSON: what the browser fetches on client-side navigation and the mobile app reads.
  app.get<{ Querystring: { path?: string } }>(PAGE_DATA_PATH, async (req, reply) => {
    const path = req.query.path;
    if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//') || path.length > MAX_PATH_LENGTH) {
      return reply.code(400).send({ status: 400, error: { message: 'path must be a site path starting with a single /' } });
    }
    const moved = redirector(req.hostname, path);
    if (moved) return reply.header('cache-control', 'public, max-age=60').send({ status: moved.status, redirect: moved.location });
    const page = pageRequest(req, config, api, path, refresher);
    req.page = page;
    const toLogin: PageDataResponse = { status: 302, redirect: LOGIN_PATH };
    // §4 preview mode: every page but the login page needs a signed-in reader.
    if (config.previewMode && !page.session && new URL(page.url).pathname !== LOGIN_PATH) {
      addCookies(reply, loginCookies(config, path, page.publicOrigin, false));
      return reply.header('cache-control', 'private, no-store').send(toLogin);
    }
    reply.raw.once('close', () => page.abort.abort());
    const result = await queryPage(new Request(page.url, { signal: page.abort.signal }), page.ctx);
    reply.header('cache-control', page.session || config.previewMode ? 'private, no-store' : 'public, max-age=10');
    if (settleSession(reply, page.session, { config, auth }, path, page.publicOrigin, req.log) === 'login') return reply.send(toLogin);
    let body: PageDataResponse;
    if (result.kind === 'redirect') {
      body = { status: result.status as 301, redirect: result.location };
    } else if (result.context.errors) {
      body = { status: result.status, error: { message: errorMessageOf(result.context.errors) } };
    } else {
      page.routeId = result.leafRouteId;
      body = { status: 200, routeId: result.leafRouteId, data: result.context.loaderData[result.leafRouteId] };
    }
    return reply.code(result.kind === 'page' ? result.status : 200).send(body);
  });

  app.get<{ Params: { name: string }; Querystring: { site?: string } }>(`${SECONDARY_DATA_PATH}/:name`, async (req, reply) => {
    const name = req.params.name as SecondaryName;
    if (!SECONDARY_NAMES.includes(name)) return reply.code(404).send({ status: 404, error: { message: 'unknown part' } });
    const site = siteBySlug(req.query.site);
    if (!site) return reply.code(400).send({ status: 400, error: { message: 'unknown site' } });
    const abort = new AbortController();
    reply.raw.once('close', () => abort.abort());
    reply.header('cache-control', 'public, max-age=30');
    return loadSecondary(name, { api: new RequestApi(api, { site: site.slug, signal: abort.signal }), site, signal: abort.signal, log: req.log });
  });

  app.get('/*', handlePage);

  app.setErrorHandler((err: Error & { statusCode?: number }, req, reply) => {
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) req.log.error({ err }, 'request failed');
    if (reply.sent) return;
    reply.code(status).send({ statusCode: status, error: status === 500 ? 'Internal Server Error' : err.name, message: status === 500 ? 'Internal Server Error' : err.message });
  });

  return app;
}

export const defaultClientDist = join('dist', 'client');
