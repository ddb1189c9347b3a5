// The BFF: Fastify with security headers, cookies, hashed static assets, the page-data JSON endpoints and the
// streaming HTML renderer for every other GET. buildApp makes the app, its services, its global hooks (one ordered
// list: global-hooks.ts), its static files and its routes, in that order.
import { join, resolve } from 'node:path';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import type { Redis } from 'ioredis';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { BODY_LIMIT_BYTES } from '../shared/request-limits.ts';
import { readClientManifest, type ClientManifest } from './assets/client-manifest.ts';
import { AttemptLimits } from './auth/attempt-limits.ts';
import { openCounterStore } from './shared-store/counter-store.ts';
import { closeRedisClient, createRedisClient } from './shared-store/redis-connection.ts';
import { registerMostRead } from './reads/register-most-read.ts';
import { registerAuthRoutes } from './routes/auth-routes.ts';
import { registerExternalSignInRoutes } from './routes/external-sign-in-routes.ts';
import { PublisherAuth } from './auth/publisher-auth.ts';
import { TokenRefresher } from './auth/token-refresher.ts';
import type { BffConfig } from './config.ts';
import { registerGlobalHooks } from './global-hooks.ts';
import { registerApiRoutes } from './routes/api-proxy.ts';
import {
  answerAs,
  bffRefusals,
  cacheControlOf,
  CACHE_CONTROL_HEADER,
  withoutCachingHeaders,
} from './policy/answer-policy.ts';
import { registerOpsRoutes } from './routes/ops-routes.ts';
import { registerBrandImageRoutes } from './routes/brand-image-routes.ts';
import { registerPurgeRoute } from './routes/purge-route.ts';
import { CachePurge } from './cache-purge.ts';
import { registerFeedRoutes } from './routes/feed-routes.ts';
import { registerBuildRoutes } from './routes/build-routes.ts';
import { registerSupportRoutes } from './routes/support-routes.ts';
import { registerNewsletterRoutes } from './routes/newsletter-routes.ts';
import { registerPushRoutes } from './routes/push-routes.ts';
import { registerQuizRoutes } from './routes/quiz-routes.ts';
import { registerTippjatekRoutes } from './routes/tippjatek-routes.ts';
import { registerReaderServiceRoutes } from './routes/reader-service-routes.ts';
import { registerLivescoreRoutes } from './routes/livescore-routes.ts';
import { createRedirector, publisherArticleUrl, type PathRedirector } from './policy/redirect-hook.ts';
import { boundedServerOptions, closeConnectionsAsTheyFinish } from '../kit/server-options.ts';
import { requestIdOptions } from './request/request-id-options.ts';
import { forwardedRequestHeaders, proxyPoolOptions, sameSiteUpstreamLocation } from './routes/proxy-options.ts';
import { registerPageDataRoute } from './ssr/page-data-route.ts';
import { registerSecondaryDataRoute } from './ssr/secondary-data-route.ts';
import { createPageHandler } from './ssr/page-handler.ts';
import { KeptParts } from './ssr/kept-parts.tsx';
import { RenderGate } from './ssr/render-gate.ts';
import { PageCache } from './ssr/page-cache.ts';
import { PageHits } from './ssr/page-hits.ts';
import { isNotFound, isServerSideFailure, PublisherClient } from './upstream/publisher-client.ts';
import { ResponseCache } from './upstream/response-cache.ts';
import { CrmClient } from './upstream/crm-client.ts';
import { PaymentProvider } from './payments/payment-provider.ts';
import { LivescoreClient } from './upstream/livescore-client.ts';
import { QuizClient } from './upstream/quiz-client.ts';
import { UpstreamHealth } from './upstream/upstream-health.ts';
import { startTracing, type Tracing } from './tracing/tracing.ts';

export interface AppOptions {
  config: BffConfig;
  manifest?: ClientManifest;
  logger?: boolean | object;
}

/** The typed clients of every configured upstream (§7); the optional ones exist when their URL is set. */
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

/** Everything the routes and the hooks share, made once per app. */
interface Services {
  api: PublisherClient;
  upstreamCache: ResponseCache;
  upstreams: Upstreams;
  auth: PublisherAuth;
  refresher: TokenRefresher;
  pageCache: PageCache | null;
  /** fresh hits answered before Fastify (decision 094); null without a page cache, or with tracing (a hit gets its span) */
  pageHits: PageHits | null;
  /** Purges this BFF's caches and, with a shared store, every BFF's. */
  cachePurge: CachePurge;
  limits: AttemptLimits;
  payments: PaymentProvider | null;
  redirector: PathRedirector;
  /** null unless OTEL_EXPORTER_OTLP_ENDPOINT is set (decision 091) */
  tracing: Tracing | null;
  /** this process's connection to the fleet's shared store (REDIS_URL), or null without one */
  redis: Redis | null;
}

export async function buildApp({ config, manifest, logger }: AppOptions): Promise<FastifyInstance> {
  const app = createFastify(config, logger);
  closeConnectionsAsTheyFinish(app);
  const tracing = await startTracing(config);
  // Added first, so it runs after every other onClose hook of ours (the last added runs first): the spans of the last
  // requests are sent before exit. A collector that is away loses them, and the close goes on.
  if (tracing)
    app.addHook('onClose', () => tracing.close().catch((err: unknown) => app.log.warn({ err }, 'traces not sent')));
  const services = await createServices(app, config, tracing);
  await registerGlobalHooks(app, { config, ...services });
  await registerStaticFiles(app, config, tracing);
  await registerRoutes(app, config, manifest ?? readClientManifest(config.clientDistDir), services);
  app.setErrorHandler(answerError);
  return app;
}

function createFastify(config: BffConfig, logger: AppOptions['logger']): FastifyInstance {
  const redact = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'];
  return Fastify({
    logger: typeof logger === 'object' ? { redact, ...logger } : (logger ?? { level: config.logLevel, redact }),
    logController: new LogController({ disableRequestLogging: true }),
    // Fastify reads '' as an address list it cannot parse; no proxy named is no proxy trusted.
    trustProxy: config.trustProxy || false,
    ...boundedServerOptions(config, bffRefusals, BODY_LIMIT_BYTES),
    routerOptions: { maxParamLength: 500 },
    ...requestIdOptions(config),
    return503OnClosing: true,
  });
}

/** The typed clients of every configured upstream, over one response cache, closed with the app. */
function createUpstreams(
  app: FastifyInstance,
  config: BffConfig,
  tracing: Tracing | null,
): { upstreams: Upstreams; upstreamCache: ResponseCache } {
  const upstreamCache = new ResponseCache({
    maxBytes: config.upstreamCacheBytes,
    isServeStaleError: isServerSideFailure,
    isNotFound,
    now: config.clock,
  });
  const upstreams: Upstreams = {
    publisher: new PublisherClient(config.publisherApiUrl, config.upstreamTimeoutMs, upstreamCache),
    crm: config.crmApiUrl ? new CrmClient(config.crmApiUrl, config.upstreamTimeoutMs, config.crmServiceToken) : null,
    quiz: config.quizApiUrl ? new QuizClient(config.quizApiUrl, config.upstreamTimeoutMs) : null,
    livescore: config.livescoreApiUrl
      ? new LivescoreClient(config.livescoreApiUrl, config.upstreamTimeoutMs, upstreamCache)
      : null,
  };
  const health = new UpstreamHealth(app.log, config.clock);
  const clients = Object.values(upstreams) as Upstreams[keyof Upstreams][];
  for (const u of clients) {
    if (!u) continue;
    u.health = health;
    u.tracing = tracing;
  }
  app.addHook('onClose', async () => {
    await Promise.all(clients.filter((u) => u !== null).map((u) => u.close()));
  });
  app.decorate('publisher', upstreams.publisher);
  app.decorate('upstreams', upstreams);
  return { upstreams, upstreamCache };
}

async function createServices(app: FastifyInstance, config: BffConfig, tracing: Tracing | null): Promise<Services> {
  const { upstreams, upstreamCache } = createUpstreams(app, config, tracing);
  const api = upstreams.publisher;
  // Editors' sign-in and the process-wide single-flight token refresh (§4 Session).
  const auth = new PublisherAuth(config.publisherApiUrl, config.upstreamTimeoutMs.primary);
  const refresher = new TokenRefresher(auth, { now: config.clock });
  auth.tracing = tracing;
  app.addHook('onClose', () => auth.close());
  const pageCache = config.pageCacheTtlMs > 0 ? new PageCache({ maxBytes: config.pageCacheBytes }, config.clock) : null;
  app.decorate('pageCache', pageCache);
  const pageHits = pageCache && !tracing ? new PageHits(pageCache, config.clock ?? Date.now, app.log) : null;
  // The fleet's shared store (REDIS_URL, decision 087): one connection per process for its commands.
  const redis = config.redisUrl ? createRedisClient(config.redisUrl, 'bff', { log: app.log }) : null;
  if (redis) app.addHook('onClose', () => closeRedisClient(redis));
  const cachePurge = new CachePurge(
    { pageCache, upstreamCache },
    redis && config.redisUrl ? { url: config.redisUrl, client: redis } : null,
    app.log,
  );
  app.addHook('onClose', () => cachePurge.close());
  const limits = await AttemptLimits.register(app, {
    now: config.clock,
    limits: config.attemptLimits,
    store: openCounterStore(config, redis, app.log),
  });
  // 'Legolvasottabb' counts its reads where the limits count, and through them (decision 092).
  registerMostRead(app, config, limits, redis);
  const payments = config.payments ? new PaymentProvider(config.payments, config.upstreamTimeoutMs.primary) : null;
  const redirector = createRedirector(config, publisherArticleUrl(api));
  return {
    api,
    upstreamCache,
    upstreams,
    auth,
    refresher,
    pageCache,
    pageHits,
    cachePurge,
    limits,
    payments,
    redirector,
    tracing,
    redis,
  };
}

/** Hashed static assets, and pictures and audio from the publisher's media host. */
async function registerStaticFiles(app: FastifyInstance, config: BffConfig, tracing: Tracing | null): Promise<void> {
  await app.register(fastifyStatic, {
    root: resolve(config.clientDistDir, 'assets'),
    prefix: '/assets/',
    wildcard: false,
    // The build stores .br and .gz beside every hashed file (tooling/build.ts).
    preCompressed: true,
    cacheControl: false,
    // Hashed names are never revalidated; the validators would only add bytes to every script (asset-headers.ts).
    etag: false,
    lastModified: false,
    acceptRanges: false,
    setHeaders(res, path) {
      // Content-hashed names never change meaning; the rest (favicons, pictures) may.
      const hashed = /-[A-Z0-9]{8,}\.(js|css|map)(\.br|\.gz)?$/i.test(path);
      res.header(CACHE_CONTROL_HEADER, cacheControlOf(hashed ? 'immutable' : 'asset'));
    },
  });

  // The browser's cookies never go upstream.
  await app.register(fastifyHttpProxy, {
    upstream: config.publisherApiUrl,
    prefix: '/media',
    rewritePrefix: '/media',
    httpMethods: ['GET', 'HEAD'],
    ...proxyPoolOptions(config),
    replyOptions: {
      rewriteRequestHeaders: (_req, headers) => ({ ...forwardedRequestHeaders(headers, tracing), host: headers.host }),
      rewriteHeaders: (headers, req) => {
        const { 'set-cookie': _s, ...rest } = headers;
        return sameSiteUpstreamLocation(withoutCachingHeaders(rest), req as FastifyRequest, config);
      },
      // Media files never change under their URL: our policy says so, not the upstream's header.
      onResponse: (_req, reply, res) => {
        void answerAs(reply as FastifyReply, res.statusCode < 400 ? 'immutable' : 'refusal').send(
          (res as unknown as { stream: NodeJS.ReadableStream }).stream,
        );
      },
    },
  });
}

async function registerRoutes(
  app: FastifyInstance,
  config: BffConfig,
  manifest: ClientManifest,
  services: Services,
): Promise<void> {
  const { api, upstreams, auth, refresher, pageCache, pageHits, limits, payments, redirector, tracing } = services;
  const crm = upstreams.crm;
  registerOpsRoutes(app, config);
  registerBrandImageRoutes(app, config);
  registerPurgeRoute(app, config, services.cachePurge);
  await registerFeedRoutes(app, config, api);
  registerBuildRoutes(app, manifest);
  await registerSupportRoutes(app, { config, crm, api, limits, payments });
  registerQuizRoutes(app, config, upstreams.quiz, api, limits);
  registerLivescoreRoutes(app, config, upstreams.livescore);
  await registerNewsletterRoutes(app, config, api, limits);
  await registerTippjatekRoutes(app, config, api);
  registerPushRoutes(app, config, api);
  registerReaderServiceRoutes(app, config);
  await registerApiRoutes(app, config, api, refresher, tracing);
  await registerAuthRoutes(app, { config, auth, refresher, limits });
  await registerExternalSignInRoutes(app, { config, auth, limits });

  registerPageDataRoute(app, { config, api, auth, refresher, crm, payments, limits }, redirector);
  registerSecondaryDataRoute(app, config, api);
  const gate = new RenderGate(config.render);
  const { handlePage } = createPageHandler({
    config,
    api,
    manifest,
    auth,
    refresher,
    crm,
    payments,
    limits,
    pageCache,
    gate,
    tracing,
    hits: pageHits,
    kept: new KeptParts(app.log),
  });
  app.get('/*', handlePage);
}

/** Every error a route throws: a 4xx says why, anything else is a 500 that says nothing of the cause. */
function answerError(err: Error & { statusCode?: number }, req: FastifyRequest, reply: FastifyReply) {
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
  if (status === 500) req.log.error({ err }, 'request failed');
  if (reply.sent) return;
  answerAs(reply.code(status), 'refusal').send({
    statusCode: status,
    error: status === 500 ? 'Internal Server Error' : err.name,
    message: status === 500 ? 'Internal Server Error' : err.message,
  });
}

export const defaultClientDist = join('dist', 'client');
