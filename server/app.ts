// The BFF: Fastify with security headers, cookies, hashed static assets, the page-data JSON endpoints and the
// streaming HTML renderer for every other GET.
import { frameOriginsOf } from './event-data-config.ts';
import { join, resolve } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { readClientManifest, type ClientManifest } from './assets/client-manifest.ts';
import { AttemptLimits } from './auth/attempt-limits.ts';
import { AttemptStore } from './auth/attempt-store.ts';
import { registerAuthRoutes } from './auth/auth-routes.ts';
import { registerExternalSignInRoutes } from './auth/external-sign-in-routes.ts';
import { PublisherAuth } from './auth/publisher-auth.ts';
import { TokenRefresher } from './auth/token-refresher.ts';
import type { BffConfig } from './config.ts';
import { registerApiRoutes } from './http/api-proxy.ts';
import {
  answerAs,
  cacheControlOf,
  CACHE_CONTROL_HEADER,
  registerAnswerPolicy,
  withoutCachingHeaders,
} from './http/cache-headers.ts';
import { registerAssetHeaders } from './http/asset-headers.ts';
import { logSafeUrl } from './http/log-safe-url.ts';
import { registerOpsRoutes } from './http/ops-routes.ts';
import { registerBrandImageRoutes } from './http/brand-image-routes.ts';
import { registerPurgeRoute } from './http/purge-route.ts';
import { registerFeedRoutes } from './feeds/feed-routes.ts';
import { registerBuildRoutes } from './http/build-routes.ts';
import { registerSupportRoutes } from './http/support-routes.ts';
import { registerNewsletterRoutes } from './http/newsletter-routes.ts';
import { registerPushRoutes } from './http/push-routes.ts';
import { registerQuizRoutes } from './http/quiz-routes.ts';
import { registerTippjatekRoutes } from './http/tippjatek-routes.ts';
import { registerReaderServiceRoutes } from './http/reader-service-routes.ts';
import { registerLivescoreRoutes } from './http/livescore-routes.ts';
import { createRedirector, publisherArticleUrl, registerRedirectHook } from './http/redirect-hook.ts';
import { sameSitePath } from './http/same-site-location.ts';
import { boundedServerOptions, requestIdOptions } from './http/server-options.ts';
import { registerInputGuards } from './http/input-guards.ts';
import { registerPreviewGate } from './http/preview-gate.ts';
import { registerNotFoundAnswers } from './http/method-not-allowed.ts';
import { normaliseCookieNames } from './http/site-cookies.ts';
import { forwardedRequestHeaders, proxyPoolOptions, sameSiteUpstreamLocation } from './http/proxy-options.ts';
import { httpDuration } from './metrics.ts';
import { registerRequestDomain } from './request/host-domain.ts';
import { contentSecurityPolicy } from './ssr/content-security-policy.ts';
import { permissionsPolicy } from '../shared/embed-providers.ts';
import { BODY_LIMIT_BYTES } from '../shared/request-limits.ts';
import { registerPageDataRoute } from './ssr/page-data-route.ts';
import { registerSecondaryDataRoute } from './ssr/secondary-data-route.ts';
import { createPageHandler } from './ssr/page-handler.ts';
import { RenderGate } from './ssr/render-gate.ts';
import { PageCache } from './ssr/page-cache.ts';
import { isNotFound, isServerSideFailure, PublisherClient } from './upstream/publisher-client.ts';
import { ResponseCache } from './upstream/response-cache.ts';
import { CrmClient } from './upstream/crm-client.ts';
import { PaymentProvider } from './payments/payment-provider.ts';
import { LivescoreClient } from './upstream/livescore-client.ts';
import { QuizClient } from './upstream/quiz-client.ts';
import { UpstreamHealth } from './upstream/upstream-health.ts';

export interface AppOptions {
  config: BffConfig;
  manifest?: ClientManifest;
  logger?: boolean | object;
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
  const redact = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'];
  const app = Fastify({
    logger: typeof logger === 'object' ? { redact, ...logger } : (logger ?? { level: config.logLevel, redact }),
    logController: new LogController({ disableRequestLogging: true }),
    // Fastify reads '' as an address list it cannot parse; no proxy named is no proxy trusted.
    trustProxy: config.trustProxy || false,
    ...boundedServerOptions(config, BODY_LIMIT_BYTES),
    routerOptions: { maxParamLength: 500 },
    ...requestIdOptions(config),
    return503OnClosing: true,
  });
  app.addHook('onRequest', async (req) => {
    (req as { t0?: number }).t0 = performance.now();
  });
  // The request's domain, once, before any hook or route that reads it (req.domain).
  registerRequestDomain(app, config);
  registerInputGuards(app, BODY_LIMIT_BYTES);
  registerNotFoundAnswers(app);
  const clientManifest = manifest ?? readClientManifest(config.clientDistDir);
  const upstreamCache = new ResponseCache({
    maxBytes: config.upstreamCacheBytes,
    isServeStaleError: isServerSideFailure,
    isNotFound,
    now: config.clock,
  });
  const api = new PublisherClient(config.publisherApiUrl, config.upstreamTimeoutMs, upstreamCache);
  const upstreams: Upstreams = {
    publisher: api,
    crm: config.crmApiUrl ? new CrmClient(config.crmApiUrl, config.upstreamTimeoutMs, config.crmServiceToken) : null,
    quiz: config.quizApiUrl ? new QuizClient(config.quizApiUrl, config.upstreamTimeoutMs) : null,
    livescore: config.livescoreApiUrl
      ? new LivescoreClient(config.livescoreApiUrl, config.upstreamTimeoutMs, upstreamCache)
      : null,
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
  const refresher = new TokenRefresher(auth, { now: config.clock });
  app.addHook('onClose', () => auth.close());

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: false, // set per response (see content-security-policy.ts)
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    strictTransportSecurity: config.secureCookies,
  });
  // The policy of every answer that is not a streamed page (those carry a nonce of their own): built once, from config.
  const defaultPolicy = contentSecurityPolicy(undefined, config, frameOriginsOf(config.eventData));
  // The powers no page of ours and no frame it holds may use (issue 28; embed-providers.ts): on every answer, so the
  // streamed pages, which take the reply's headers, carry it too.
  const framePowers = permissionsPolicy();
  app.addHook('onRequest', async (_req, reply) => {
    reply.header('content-security-policy', defaultPolicy);
    reply.header('permissions-policy', framePowers);
  });
  await app.register(fastifyCookie);
  // On https our cookies are `__Host-` ones; handlers read them by their plain names (site-cookies.ts).
  normaliseCookieNames(app, config);
  // After the cookie plugin's own onSend, so the cookies it serialises count: one answer policy for every reply.
  registerAnswerPolicy(app, config.trustProxy);
  // Preview mode's one rule for every route (§4, issue 28): after the cookie parser, since it reads the session.
  registerPreviewGate(app, config, auth);

  const pageCache = config.pageCacheTtlMs > 0 ? new PageCache({ maxBytes: config.pageCacheBytes }, config.clock) : null;
  app.decorate('pageCache', pageCache);
  const { handlePage } = createPageHandler({
    config,
    api,
    manifest: clientManifest,
    auth,
    refresher,
    crm: upstreams.crm,
    pageCache,
    gate: new RenderGate(config.render),
  });

  // One log line per request: id, site, route, status, duration; never headers (tokens live there).
  const logLine = (req: FastifyRequest, status: number) => {
    req.log.info(
      {
        method: req.method,
        url: logSafeUrl(req.url),
        site: req.page?.ctx.site.slug,
        route: req.page?.routeId ?? req.routeOptions.url,
        status,
        ms: Math.round(performance.now() - (req as { t0?: number }).t0!),
      },
      'request',
    );
  };
  app.addHook('onResponse', async (req, reply) => {
    logLine(req, reply.statusCode);
    const route = req.page?.routeId ?? req.routeOptions.url ?? 'unknown';
    httpDuration.observe(
      { route, status: String(reply.statusCode) },
      (performance.now() - (req as { t0?: number }).t0!) / 1000,
    );
  });

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

  registerAssetHeaders(app);

  // Pictures and audio come from the publisher's media host; the browser's cookies never go upstream.
  await app.register(fastifyHttpProxy, {
    upstream: config.publisherApiUrl,
    prefix: '/media',
    rewritePrefix: '/media',
    httpMethods: ['GET', 'HEAD'],
    ...proxyPoolOptions(config),
    replyOptions: {
      rewriteRequestHeaders: (_req, headers) => ({ ...forwardedRequestHeaders(headers), host: headers.host }),
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

  registerOpsRoutes(app, config);
  registerBrandImageRoutes(app, config);
  registerPurgeRoute(app, config, { pageCache, upstreamCache });
  await registerFeedRoutes(app, config, api);
  registerBuildRoutes(app, clientManifest);
  const limits = await AttemptLimits.register(app, {
    now: config.clock,
    limits: config.attemptLimits,
    store: AttemptStore.open(config.attemptLimitsDb),
  });
  const payments = config.payments ? new PaymentProvider(config.payments, config.upstreamTimeoutMs.primary) : null;
  await registerSupportRoutes(app, { config, crm: upstreams.crm, api, limits, payments });
  registerQuizRoutes(app, config, upstreams.quiz, api, limits);
  registerLivescoreRoutes(app, config, upstreams.livescore);
  await registerNewsletterRoutes(app, config, api, limits);
  await registerTippjatekRoutes(app, config, api);
  registerPushRoutes(app, config, api, limits);
  registerReaderServiceRoutes(app, config);
  const redirector = createRedirector(config, publisherArticleUrl(api));
  registerRedirectHook(app, redirector);
  await registerApiRoutes(app, config, api, refresher);
  await registerAuthRoutes(app, { config, auth, refresher, limits });
  await registerExternalSignInRoutes(app, { config, auth, limits });

  registerPageDataRoute(app, { config, api, auth, refresher, crm: upstreams.crm }, redirector);
  registerSecondaryDataRoute(app, config, api);
  app.get('/*', handlePage);

  app.setErrorHandler((err: Error & { statusCode?: number }, req, reply) => {
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) req.log.error({ err }, 'request failed');
    if (reply.sent) return;
    answerAs(reply.code(status), 'refusal').send({
      statusCode: status,
      error: status === 500 ? 'Internal Server Error' : err.name,
      message: status === 500 ? 'Internal Server Error' : err.message,
    });
  });

  return app;
}

export const defaultClientDist = join('dist', 'client');
