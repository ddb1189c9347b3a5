// The BFF's global hooks, in the order they run: one list, which buildApp registers before any route (server/app.ts).
// Fastify runs the hooks of one kind in the order they were added, whatever the routes' order, so this list is the
// order of every request's checks and headers. The modules named here keep their hooks' code; they are registered from
// this list and nowhere else (tooling/tree-rules/rule-homes.test.ts). Closing a resource (onClose) stays beside the
// resource.
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { BODY_LIMIT_BYTES } from '../shared/request-limits.ts';
import type { AttemptLimits } from './auth/attempt-limits.ts';
import type { PublisherAuth } from './auth/publisher-auth.ts';
import type { BffConfig } from './config.ts';
import { registerAssetHeaders } from './policy/asset-headers.ts';
import { bffRefusals, registerAnswerPolicy } from './policy/answer-policy.ts';
import { registerInputGuards } from '../kit/input-guards.ts';
import { registerNotFoundAnswers } from './policy/method-not-allowed.ts';
import { registerPreviewGate } from './policy/preview-gate.ts';
import { registerPushSubscriptionCaps } from './routes/push-routes.ts';
import { registerRedirectHook, type PathRedirector } from './policy/redirect-hook.ts';
import { registerSecurityHeaders } from './policy/security-headers.ts';
import { normaliseCookieNames } from './policy/site-cookies.ts';
import { registerRequestDomain } from './request/host-domain.ts';
import { recordAnswer } from './request/request-log.ts';
import { routeOf } from './request/request-route.ts';
import type { PageHits } from './ssr/page-hits.ts';
import type { Tracing } from './tracing/tracing.ts';

/** What the hooks need besides the app: the configuration and the services some of them ask. */
export interface GlobalHookDeps {
  config: BffConfig;
  /** the publisher's sign-in service (the preview gate asks it about a session) */
  auth: PublisherAuth;
  /** the attempt limits (the push caps count with them; the preview gate reads sign-outs in their marks) */
  limits: AttemptLimits;
  /** the §2.2 redirects */
  redirector: PathRedirector;
  /** null unless tracing is configured (decision 091) */
  tracing: Tracing | null;
  /** the page-cache hits answered before Fastify, or null (decision 094) */
  pageHits: PageHits | null;
}

export interface GlobalHook {
  /** what the hook is for */
  name: string;
  /** adds the hook (or the plugin whose hooks it is) to the app */
  register(app: FastifyInstance, deps: GlobalHookDeps): unknown;
}

/** When the request arrived (on the render gate's clock): the log line's duration and a waiter's budget count from it. */
function registerArrivalTime(app: FastifyInstance): void {
  app.addHook('onRequest', async (req) => {
    (req as { t0?: number }).t0 = performance.now();
  });
}

/** One log line per request and its metric (request-log.ts), when its answer has gone out. */
function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (req, reply) => {
    recordAnswer(req.log, {
      method: req.method,
      url: req.url,
      site: req.page?.ctx.site.slug,
      route: routeOf(req),
      status: reply.statusCode,
      ms: performance.now() - (req as { t0?: number }).t0!,
    });
  });
}

/** The global hooks, in the order they run. */
export const GLOBAL_HOOKS: readonly GlobalHook[] = [
  {
    // Before every other hook, so they all run inside the request's span; nothing at all when tracing is off.
    name: "the request's span, when tracing is on (decision 091)",
    register: (app, { tracing }) => tracing?.registerRequestSpans(app),
  },
  { name: 'arrival time (the first hook: budgets count from here)', register: registerArrivalTime },
  {
    name: "the request's domain, once, before anything reads it",
    register: (app, d) => registerRequestDomain(app, d.config),
  },
  {
    name: 'input guards: a request no route should see is refused before any work (413, 417, 400, 404)',
    register: (app) => registerInputGuards(app, bffRefusals, BODY_LIMIT_BYTES),
  },
  { name: '404, 405 and OPTIONS from the routes (its onRoute sees every route)', register: registerNotFoundAnswers },
  {
    name: "security headers: helmet's, the CSP and Permissions-Policy, one block",
    register: (app, { config }) => registerSecurityHeaders(app, config),
  },
  { name: 'cookies: parsed on the way in, serialised on the way out', register: (app) => app.register(fastifyCookie) },
  {
    // On https our cookies are `__Host-` ones; handlers read them by their plain names (site-cookies.ts).
    name: 'cookie names (after the parser)',
    register: (app, { config }) => normaliseCookieNames(app, config),
  },
  {
    // After the cookie plugin's own onSend, so the cookies it serialises count.
    name: 'the answer policy, on every reply',
    register: (app, { config }) => registerAnswerPolicy(app, config.trustProxy),
  },
  {
    // Preview mode's one rule for every route (§4): after the cookie parser, since it reads the session.
    name: 'preview gate',
    register: (app, { config, auth, limits }) => registerPreviewGate(app, config, auth, limits.marks),
  },
  { name: 'request log and metrics', register: registerRequestLog },
  { name: 'asset headers (after the answer policy)', register: registerAssetHeaders },
  {
    // A preHandler on the root runs before the API proxy's own (api-proxy.ts).
    name: 'push device and tag topic caps (decisions 042, 098)',
    register: (app, { limits }) => registerPushSubscriptionCaps(app, limits),
  },
  { name: '§2.2 redirects of page paths', register: (app, { redirector }) => registerRedirectHook(app, redirector) },
  {
    // Last: its onSend keeps a page's answer as every other hook left it (decision 094).
    name: 'page-cache hits learn their answer here, and are answered before Fastify',
    register: (app, { pageHits }) => pageHits?.registerEarlyAnswers(app),
  },
];

export async function registerGlobalHooks(app: FastifyInstance, deps: GlobalHookDeps): Promise<void> {
  for (const hook of GLOBAL_HOOKS) await hook.register(app, deps);
}
