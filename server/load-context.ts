// What every server-side loader receives (React Router's requestContext): the publisher API bound to this request
// (site, abort signal, editor session), the resolved site, the logger and the clock; and, for one run of the page's
// loaders, where its build step hands back its cache decision (PageLoadContext: run-build.ts hands it, page-query.ts
// gives each run its own and returns what it was handed). Nothing else travels back through it.
import type { FastifyBaseLogger } from 'fastify';
import type { CacheDecision } from '../shared/pages/page-contract.ts';
import type { SiteConfig } from '../shared/sites/site-config.ts';
import type { Draws } from './draws.ts';
import type { EventDataConfig } from './event-data-config.ts';
import type { QuizClient } from './upstream/quiz-client.ts';
import type { CrmClient } from './upstream/crm-client.ts';
import type { CheckoutReader } from './payments/checkout-outcome.ts';
import type { LivescoreClient } from './upstream/livescore-client.ts';
import type { MostRead } from './reads/most-read.ts';
import type { RequestApi } from './upstream/request-api.ts';

export interface LoadContext {
  api: RequestApi;
  site: SiteConfig;
  /** Fired when the reader goes away; loaders pass it to anything slow they start themselves. */
  signal: AbortSignal;
  log: FastifyBaseLogger;
  /** milliseconds since the epoch; the configured clock in tests */
  clock: () => number;
  /** the app's draws of chance (§4 variant and recommender version, §9 picks) */
  draws: Draws;
  /** 'Legolvasottabb': the reads the BFF counted (decision 092); absent, the box is not shown */
  mostRead?: MostRead | null;
  /** §4 preview mode: every page needs an editor's sign-in. */
  preview?: boolean;
  /** §2.6 the After sidebar's Spotify embed, when the operator configured a URL that passes §5 */
  afterSpotifyEmbed?: string | null;
  /** the quiz service (§7), when one is configured: an article's quiz for its first paint */
  quiz?: QuizClient | null;
  /** the livescore cache service (§7), when one is configured (LIVESCORE_API_URL) */
  livescore?: LivescoreClient | null;
  /** §7 the CRM service, when configured (the supporter pages) */
  crm?: CrmClient | null;
  /** the supporter's session token (their cookie's well-formed value), for the supporter pages only */
  supporterSession?: string | null;
  /** the payment provider, when configured, and the checkout session the reader's cookie names (a payment's page) */
  payments?: CheckoutReader | null;
  checkoutSession?: string | null;
  /** §7 the supplements' data site and frame-message allow-list */
  eventData?: EventDataConfig;
}

/** The load context of one run of the page's loaders (server/ssr/page-query.ts#queryPage makes it). */
export interface PageLoadContext extends LoadContext {
  /** The page's build step decided how its page may be kept (server/loaders/run-build.ts#runBuild calls it once). */
  decide(decision: CacheDecision): void;
}

export function loadContextOf(context: unknown): PageLoadContext {
  return context as PageLoadContext;
}
