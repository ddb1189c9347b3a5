// The one pipeline every HTML page and every page-data answer goes through (decision 010), as two calls that return
// values — nothing is written into shared state for a later step to read:
//   openPage — the request's page (site, public URL without the query parameters its page type does not read,
//              session), whether its answer may be shared, its page-cache key, and preview mode's sign-in gate
//              (the rule is server/policy/preview-gate.ts's, which refuses the other content routes itself)
//   runPage  — React Router's static handler runs the route's loader, which runs the page's build step; the editor
//              session's cookies; how the page may be kept (the answer policy's kind of its build step's cache rule,
//              its purge keys: pageCacheMeta), from the decision the build step handed back as a value
// server/ssr/page-handler.ts renders HTML from a run (around it only the page cache, coalescing and the render gate);
// server/ssr/page-data-route.ts answers JSON from one.
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { StaticHandlerContext } from 'react-router';
import type { AttemptLimits } from '../auth/attempt-limits.ts';
import type { PublisherAuth } from '../auth/publisher-auth.ts';
import { loginCookies, settleSession } from '../auth/session-reply.ts';
import type { TokenRefresher } from '../auth/token-refresher.ts';
import type { BffConfig } from '../config.ts';
import { pageCacheMeta, type PageCacheMeta } from '../policy/answer-policy.ts';
import { previewSignInNeeded, settlePreviewSession } from '../policy/preview-gate.ts';
import type { CrmClient } from '../upstream/crm-client.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import type { PublisherClient } from '../upstream/publisher-client.ts';
import { isUnder } from '../../shared/path-under.ts';
import { SUPPORT_PATH, supportStatePath } from '../../shared/support-forms.ts';
import { canonicalPagePath, withRequestedQuery } from './canonical-page-path.ts';
import { queryPage } from './page-query.ts';
import { pageRequest, type PageRequest } from './page-request.ts';
import { routerRequest } from './router-request.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** the page this request answered, for the request log and metrics (server/global-hooks.ts) */
    page?: PageRequest;
  }
}

export interface PipelineDeps {
  config: BffConfig;
  api: PublisherClient;
  auth: PublisherAuth;
  refresher: TokenRefresher;
  /** the supporter pages' CRM client, when one is configured */
  crm?: CrmClient | null;
  /** the payment provider, when one is configured (a payment's page asks it about the reader's checkout) */
  payments?: PaymentProvider | null;
  /** the attempt limits (a payment's page counts its reads of the provider per address) */
  limits: AttemptLimits;
}

/** 'html' runs the loaders for a document (and its build step), 'page-data' for a client navigation's JSON. */
export type PageMode = 'html' | 'page-data';

export type Opened =
  { kind: 'page'; page: PageRequest; shared: boolean; cacheKey: string; built: string; requested: string } | SignIn;

/** To /login (on the page's public origin), with the cookies that remember the path or clear a refused session. */
export interface SignIn {
  kind: 'sign-in';
  origin: string;
  cookies: string[];
}

/** What one run decided, before any byte: where to go, or the page with its status, route, cache headers and data. */
export type PageRun =
  | SignIn
  | { kind: 'redirect'; status: number; location: string; shared: boolean; cookies: string[] }
  | {
      kind: 'page';
      status: number;
      routeId: string;
      context: StaticHandlerContext;
      cache: PageCacheMeta;
      shared: boolean;
      cookies: string[];
    };

/**
 * Opens a page request for `pathAndQuery` (a same-site path, already length-checked), built from its canonical form
 * (decision 040). In preview mode (§4) a reader without a session is sent to sign in, the path remembered in a cookie.
 */
export function openPage(req: FastifyRequest, pathAndQuery: string, deps: PipelineDeps): Opened {
  const { config } = deps;
  const canonical = canonicalPagePath(pathAndQuery);
  const page = pageRequest(req, config, deps, canonical);
  if (previewSignInNeeded(config, req, new URL(page.url).pathname)) {
    return {
      kind: 'sign-in',
      origin: page.publicOrigin,
      cookies: loginCookies(config, pathAndQuery, page.publicOrigin, false),
    };
  }
  settlePreviewSession(req, page.session);
  // Whether any cache may keep the answer; the answer policy's kinds follow it (shareableOr).
  const shared = isSharedAnswer(page, config);
  return {
    kind: 'page',
    page,
    shared,
    cacheKey: `${page.domain} ${canonical}`,
    built: canonical,
    requested: pathAndQuery,
  };
}

/** Runs the page's loaders and build step, then settles the editor's session: every decision, as a value. */
export async function runPage(
  opened: Extract<Opened, { kind: 'page' }>,
  mode: PageMode,
  deps: PipelineDeps,
  log: FastifyBaseLogger,
): Promise<PageRun> {
  const { page, shared } = opened;
  const result = await queryPage(
    routerRequest(page.url, page.abort, mode === 'html' ? { accept: 'text/html' } : undefined),
    page.ctx,
  );
  const session = sessionCookies(page, deps, log);
  if (session.kind === 'sign-in') return session;
  const { cookies } = session;
  if (result.kind === 'redirect') {
    return {
      ...result,
      location: withRequestedQuery(result.location, opened.built, opened.requested),
      shared,
      cookies,
    };
  }
  const cache = pageCacheMeta(result.status, result.decision, page.ctx.site);
  return {
    kind: 'page',
    status: result.status,
    routeId: result.leafRouteId,
    context: result.context,
    cache,
    shared,
    cookies,
  };
}

/**
 * The editor session's cookies, decided before any byte: rotated tokens, or (the session refused) a trip to sign in
 * with the session cleared. server/auth/session-reply.ts writes them through a reply; this records what it writes.
 */
function sessionCookies(
  page: PageRequest,
  deps: PipelineDeps,
  log: FastifyBaseLogger,
): { kind: 'continue'; cookies: string[] } | SignIn {
  const cookies: string[] = [];
  const recorder = { header: (_name: string, values: string[]) => cookies.push(...values) } as unknown as FastifyReply;
  const requested = new URL(page.url).pathname + new URL(page.url).search;
  const outcome = settleSession(recorder, page.session, deps, requested, page.publicOrigin, log);
  return outcome === 'login' ? { kind: 'sign-in', origin: page.publicOrigin, cookies } : { kind: 'continue', cookies };
}

/**
 * Whether a reader's answer may be shared (anonymous, not preview mode): shared caches may keep it. A supporter's
 * cookie makes the supporter pages theirs alone (their profile, their links); elsewhere they read what everyone reads.
 * The success page answers from the reader's checkout cookie (a payment's thanks, or the way back to the support
 * page): nobody's copy of it is shared.
 */
export function isSharedAnswer(page: PageRequest, config: BffConfig): boolean {
  const path = routedPath(new URL(page.url).pathname);
  return (
    !page.session &&
    !config.previewMode &&
    !(page.supporter && isUnder(path, SUPPORT_PATH)) &&
    !isUnder(path, supportStatePath('siker'))
  );
}

/** Routes match without regard to case or percent-encoding: so does this. */
function routedPath(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // a malformed escape: the router answers 404 for it anyway
  }
  return path.toLowerCase();
}
