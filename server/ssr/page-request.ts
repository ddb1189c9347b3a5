// Everything about one page request that the page-data endpoint and the HTML renderer share: the public URL, the
// site, the request-bound publisher API and the load context the loaders receive.
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { resolveSite } from '../../shared/sites/site-table.ts';
import { CookieSession } from '../auth/cookie-session.ts';
import { sessionTokensOf } from '../auth/session-cookies.ts';
import { carriesSupporterSession, supporterSessionOf } from '../support/supporter-session.ts';
import type { CrmClient } from '../upstream/crm-client.ts';
import { checkoutSessionOf } from '../payments/checkout-routes.ts';
import { checkoutReaderFor, type CheckoutReader } from '../payments/checkout-outcome.ts';
import type { PipelineDeps } from './page-pipeline.ts';
import type { BffConfig } from '../config.ts';
import type { LoadContext } from '../load-context.ts';
import type { Domain } from '../request/host-domain.ts';
import type { LivescoreClient } from '../upstream/livescore-client.ts';
import type { PublisherClient } from '../upstream/publisher-client.ts';
import type { QuizClient } from '../upstream/quiz-client.ts';
import { RequestApi } from '../upstream/request-api.ts';
import { mostReadOf } from '../reads/most-read.ts';
import { drawsOf } from '../draws.ts';

export interface PageRequest {
  ctx: LoadContext;
  abort: AbortController;
  domain: Domain;
  /** Absolute URL on our configured public origin (never the Host header). */
  url: string;
  publicOrigin: string;
  /** Both domains' public origins: a page names the other one where a story lives there (its canonical URL). */
  publicOrigins: Record<Domain, string>;
  routeId?: string;
  /** The editor's session when the request carries session cookies. */
  session?: CookieSession;
  /** The request carries a supporter session cookie (valid or not). */
  supporter?: boolean;
}

export function makePageRequest(opts: {
  config: BffConfig;
  api: PublisherClient;
  domain: Domain;
  pathAndQuery: string;
  log: FastifyBaseLogger;
  session?: CookieSession;
  quiz?: QuizClient | null;
  livescore?: LivescoreClient | null;
  crm?: CrmClient | null;
  /** the supporter's session token; a request that carries a malformed one passes `supporter` alone */
  supporterSession?: string | null;
  supporter?: boolean;
  payments?: CheckoutReader | null;
  /** the checkout session the reader's cookie names */
  checkoutSession?: string | null;
}): PageRequest {
  const { config } = opts;
  const publicOrigin = config.publicOrigin[opts.domain];
  // Concatenate, never resolve: resolving '//evil.example/x' against our origin would leave it.
  const url = new URL(publicOrigin + opts.pathAndQuery);
  const site = resolveSite(opts.domain, url.pathname);
  const abort = new AbortController();
  const requestApi = new RequestApi(opts.api, { site: site.slug, signal: abort.signal, session: opts.session });
  return {
    ctx: {
      api: requestApi,
      site,
      signal: abort.signal,
      log: opts.log,
      clock: config.clock ?? Date.now,
      draws: drawsOf(config),
      mostRead: mostReadOf(config),
      preview: config.previewMode,
      afterSpotifyEmbed: config.afterSpotifyEmbed,
      quiz: opts.quiz ?? null,
      livescore: opts.livescore ?? null,
      eventData: config.eventData,
      crm: opts.crm ?? null,
      supporterSession: opts.supporterSession ?? null,
      payments: opts.payments ?? null,
      checkoutSession: opts.checkoutSession ?? null,
    },
    abort,
    domain: opts.domain,
    url: url.href,
    publicOrigin,
    publicOrigins: config.publicOrigin,
    session: opts.session,
    supporter: opts.supporter ?? !!opts.supporterSession,
  };
}

export function pageRequest(
  req: FastifyRequest,
  config: BffConfig,
  deps: Pick<PipelineDeps, 'api' | 'refresher' | 'crm' | 'payments' | 'limits'>,
  pathAndQuery: string,
): PageRequest {
  const tokens = sessionTokensOf(req);
  const session = tokens ? new CookieSession(tokens, deps.refresher) : undefined;
  const checkoutSession = checkoutSessionOf(req);
  return makePageRequest({
    config,
    api: deps.api,
    domain: req.domain,
    pathAndQuery,
    log: req.log,
    session,
    quiz: req.server.upstreams?.quiz,
    livescore: req.server.upstreams?.livescore,
    crm: deps.crm,
    supporterSession: supporterSessionOf(req),
    supporter: carriesSupporterSession(req),
    // Only a reader with a checkout cookie has a checkout to read: no reader is made for the others (every page).
    payments: checkoutSession ? checkoutReaderFor(req, deps.payments, deps.limits) : null,
    checkoutSession,
  });
}
