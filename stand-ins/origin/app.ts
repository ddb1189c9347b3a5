// The embedded origin: our implementation of the publisher API (§7) over SQLite, answering in the shapes of
// shared/api-types.ts. The BFF talks to it over loopback HTTP exactly as it would to production.
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Database } from 'better-sqlite3';
import { STATUS_CODES } from 'node:http';
import { boundedServerOptions, closeConnectionsAsTheyFinish } from '../../kit/server-options.ts';
import { clientErrorOf } from '../../kit/client-error.ts';
import { guardServer, registerHeaderGuards } from '../../kit/input-guards.ts';
import { standInRefusals } from '../refusals.ts';
import { withLogSafeUrls } from '../../kit/log-safe-url.ts';
import { prototypeKeyIn } from '../../kit/prototype-keys.ts';
import { badRequest, HttpError } from './http-error.ts';
import { DEFAULT_PUSH_SERVICE_HOSTS } from './push/push-endpoint.ts';
import { PushSender } from './push/push-sender.ts';
import { generateVapidKeys, type VapidKeys } from './push/vapid-keys.ts';
import { createCachePurger } from './cache-purger.ts';
import { createOriginContext, type OriginContext } from './origin-context.ts';
import { requestSite } from './request-site.ts';
import { registerAdminRoutes } from './routes/admin.ts';
import { registerAdminFrontendRoutes } from './routes/admin-frontend.ts';
import { registerArticleRoutes } from './routes/articles.ts';
import { registerCounterRoutes } from './routes/counters.ts';
import { registerDocRoutes } from './routes/docs.ts';
import { registerExchangeRoutes } from './routes/exchange.ts';
import { registerFrontendRoutes } from './routes/frontend.ts';
import { registerHealthRoutes } from './routes/health.ts';
import { registerIndexContentRoutes } from './routes/index-content.ts';
import { registerMediaRoutes } from './routes/media.ts';
import { LOCAL_PUBLIC_ORIGINS, registerNewsletterRoutes, type NewsletterMailOptions } from './routes/newsletter.ts';
import { memoryOutbox } from '../crm/mail-outbox.ts';
import { registerPushRoutes } from './routes/push.ts';
import { registerPodcastRoutes } from './routes/podcasts.ts';
import { registerPredictionGameRoutes } from './routes/prediction-games.ts';
import { registerRecommendedRoutes } from './routes/recommended.ts';
import { registerSearchRoutes } from './routes/search.ts';
import { registerSecurityRoutes } from './routes/security.ts';
import { registerSitemapRoutes } from './routes/sitemap.ts';
import { registerSubscriptionRoutes } from './routes/subscriptions.ts';
import type { OidcSettings } from './security/oidc-verifier.ts';

export interface BuildOriginAppOptions {
  db: Database;
  /** ORIGIN_ADMIN_TOKEN: when set, admin writes need it as a bearer token (on top of loopback). */
  adminToken?: string;
  /** ORIGIN_JWT_SECRET: signs editors' access tokens; random per process when unset (with a warning). */
  jwtSecret?: string;
  /** ORIGIN_ACCESS_TOKEN_TTL_S: access-token lifetime, default 300 s. */
  accessTokenTtlS?: number;
  /** The token clock (unix seconds); tests move it instead of waiting. */
  now?: () => number;
  /** ORIGIN_OIDC_ISSUER, _CLIENT_ID, _CLIENT_SECRET: the provider external sign-in is verified against. */
  oidc?: OidcSettings;
  /** REQUEST_TIMEOUT_MS: a request must arrive within this, else 408. */
  requestTimeoutMs?: number;
  logger?: FastifyServerOptions['logger'];
  /** VAPID keys for Web Push (main.ts: loadVapidKeys); a fresh pair per app when absent. */
  vapid?: VapidKeys;
  /** PUSH_SERVICE_HOSTS: the push services' hosts subscriptions may name (default DEFAULT_PUSH_SERVICE_HOSTS). */
  pushServiceHosts?: readonly string[];
  /** Tests: accept plain-http loopback push endpoints (a stand-in push service). */
  pushAllowLoopbackHttp?: boolean;
  /** Where text-search totals stop counting (default SEARCH_COUNT_CAP, shared/search-constants.ts). */
  searchCountCap?: number;
  /** CACHE_PURGE_URLS: caches told of every admin write, inner ones first (cache-purger.ts); read at each write. */
  cachePurgeUrls?: readonly string[];
  /** CACHE_PURGE_TOKEN: the bearer token those purges carry. */
  cachePurgeToken?: string;
  /** The newsletters' confirmation and list mails: where they go and the site origins their links name (main.ts). */
  newsletterMail?: NewsletterMailOptions;
}

const DEFAULT_REQUEST_TIMEOUT_MS = 10_000;
/** Editors' live posts are the largest bodies the origin takes. */
const ORIGIN_BODY_LIMIT = 1024 * 1024;

const errorBody = (statusCode: number, message: string) => ({
  statusCode,
  error: STATUS_CODES[statusCode] ?? 'Error',
  message,
});

export function buildOriginApp(options: BuildOriginAppOptions): FastifyInstance {
  const app = Fastify({
    logger: withLogSafeUrls(options.logger ?? false),
    // Absolute-form targets, slow or abandoned requests and malformed URLs, bounded as at the BFF.
    ...boundedServerOptions(
      { requestTimeoutMs: options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS },
      standInRefusals,
      ORIGIN_BODY_LIMIT,
    ),
    // Bracket filters (`filters[tag]`) arrive as plain keys; keep long archive queries working.
    routerOptions: { maxParamLength: 500, ignoreTrailingSlash: true },
  });
  closeConnectionsAsTheyFinish(app);
  const ctx = originContextOf(app, options);
  registerRequestChecks(app);
  registerErrorAnswers(app);
  registerRoutes(app, ctx, options);
  return app;
}

/** The context every route reads: database, auth, push, search and the cache purger, closed with the app. */
function originContextOf(app: FastifyInstance, options: BuildOriginAppOptions): OriginContext {
  const vapid = options.vapid ?? generateVapidKeys();
  const pushPolicy = {
    hosts: options.pushServiceHosts ?? DEFAULT_PUSH_SERVICE_HOSTS,
    allowLoopbackHttp: options.pushAllowLoopbackHttp ?? false,
  };
  const ctx = createOriginContext({
    db: options.db,
    adminToken: options.adminToken,
    searchCountCap: options.searchCountCap,
    authOptions: { jwtSecret: options.jwtSecret, accessTokenTtlS: options.accessTokenTtlS, now: options.now },
    push: {
      vapid,
      sender: new PushSender({ vapid, policy: pushPolicy }),
      policy: pushPolicy,
    },
    oidcSettings: options.oidc,
  });
  app.addHook('onClose', async () => ctx.searchExecutor.close());
  app.addHook('onClose', async () => ctx.push.sender.close());
  ctx.purgeCaches = createCachePurger({
    urls: options.cachePurgeUrls ?? [],
    token: options.cachePurgeToken,
    log: app.log,
  });
  if (ctx.auth.generatedSecret)
    app.log.warn("ORIGIN_JWT_SECRET is not set: editors' tokens are signed with a random per-process secret");
  return ctx;
}

/** What every request must pass before a route sees it. */
function registerRequestChecks(app: FastifyInstance): void {
  // Every API call names its site (§7); an unknown one is a client error before any route work.
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/')) requestSite(request);
  });
  guardServer(app.server, standInRefusals, ORIGIN_BODY_LIMIT);
  registerHeaderGuards(app, standInRefusals);
  // Nothing we accept uses '__proto__', 'constructor' or 'prototype' as a key; a body that does is refused whole.
  app.addHook('preValidation', async (request) => {
    const key = prototypeKeyIn(request.body);
    if (key) throw badRequest(`the body may not use the key '${key}'`);
  });
}

function registerErrorAnswers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError)
      return reply.code(error.statusCode).send(errorBody(error.statusCode, error.message));
    const fe = error;
    if (fe.validation) {
      const where = fe.validationContext ?? 'request';
      return reply
        .code(400)
        .send(errorBody(400, `${where}: ${fe.message.replace(/^(body|querystring|params|headers)\/?\s*/, '')}`));
    }
    const client = clientErrorOf(error);
    if (client) return reply.code(client.statusCode).send(client);
    request.log.error({ err: error }, 'origin request failed');
    return reply.code(500).send(errorBody(500, 'internal error'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(errorBody(404, `Route ${request.method}:${request.url.split('?')[0]} not found`));
  });
}

function registerRoutes(app: FastifyInstance, ctx: OriginContext, options: BuildOriginAppOptions): void {
  registerHealthRoutes(app);
  registerArticleRoutes(app, ctx);
  registerSearchRoutes(app, ctx);
  registerIndexContentRoutes(app, ctx);
  registerRecommendedRoutes(app, ctx);
  registerDocRoutes(app, ctx);
  registerExchangeRoutes(app, ctx);
  registerFrontendRoutes(app, ctx);
  // Without an outbox (tests that do not read the mails) they are kept in memory and dropped with the app.
  registerNewsletterRoutes(
    app,
    ctx,
    options.newsletterMail ?? { outbox: memoryOutbox(), publicOrigin: LOCAL_PUBLIC_ORIGINS },
  );
  registerSubscriptionRoutes(app, ctx);
  registerPushRoutes(app, ctx);
  registerPodcastRoutes(app, ctx);
  registerCounterRoutes(app, ctx);
  registerPredictionGameRoutes(app, ctx);
  registerMediaRoutes(app, ctx);
  registerAdminRoutes(app, ctx);
  registerAdminFrontendRoutes(app, ctx);
  registerSecurityRoutes(app, ctx);
  registerSitemapRoutes(app, ctx);
}
