// Preview mode (§4: PREVIEW_MODE=1) is a closed site: only signed-in editors read it. The one rule of what a reader
// may reach there, for every route (decision 045: preview mode used to gate pages and page data only, and any cookie
// named like a session opened it). Open to everyone: what signing in needs and the operators' own endpoints. Every
// other route needs an editor's session that the publisher vouches for: its access token is checked with /api/me
// (the verdict kept briefly per token). A page (HTML or its page data) without one goes to /login, its path remembered
// (the page pipeline asks previewSignInNeeded); every other content route — feeds, sitemaps, search, the JSON API
// (/api/frontend/init included), media, the secondary data — is a 401 here. A route added later is gated unless it is
// named open below.
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { LOGIN_PATH } from '../../shared/constants.ts';
import { PAGE_DATA_PATH } from '../../shared/pages/page-data-endpoint.ts';
import { isExpiredTokenMessage } from '../auth/editor-session.ts';
import type { CookieSession } from '../auth/cookie-session.ts';
import type { PublisherAuth } from '../auth/publisher-auth.ts';
import { sessionTokensOf } from '../auth/session-cookies.ts';
import type { BffConfig } from '../config.ts';
import { ASSET_PREFIX } from './asset-headers.ts';
import { FAVICON_ICO_PATH } from '../routes/brand-image-routes.ts';
import { refuse, retryAfter } from './answer-policy.ts';
import { SERVICE_WORKER_URL } from '../../shared/offline-copies.ts';
import type { SharedMarks } from '../shared-store/shared-marks.ts';

/** Route patterns that show no content: the sign-in page's scripts and the operators' probes. */
const OPEN_ROUTES = new Set([
  '/healthz',
  '/readyz',
  '/metrics',
  '/robots.txt',
  FAVICON_ICO_PATH,
  SERVICE_WORKER_URL,
  '/builds/latest.json',
  '/builds/meta/:file',
  '/consent/telex.js',
  '/consent/transtelex.js',
]);
/** Route prefixes that show no content: hashed assets, the sign-in and sign-out posts, external sign-in. */
const OPEN_PREFIXES = [ASSET_PREFIX, '/auth/', `${LOGIN_PATH}/`];
/** The page routes: their readers are sent to sign in by the page pipeline, which remembers where they were going. */
const PAGE_ROUTES = new Set(['/*', PAGE_DATA_PATH]);

/**
 * How long a verdict on one access token is kept: a token the publisher ended by itself opens the gate at most this
 * long; one signed out through any BFF sharing the marks' store (the host's workers; with REDIS_URL, the fleet) is
 * asked about again at once.
 */
const VERDICT_TTL_MS = 30_000;

export const PREVIEW_SIGN_IN_REFUSED = `Előnézeti mód: ez a tartalom bejelentkezés után látható (${LOGIN_PATH}).`;
export const PREVIEW_RENEW_REFUSED = `Előnézeti mód: a munkamenet lejárt, tölts be egy oldalt a megújításához (${LOGIN_PATH}).`;

/**
 * A request's standing in preview mode: `editor` (the publisher vouched for its access token); `renew` (no access
 * token, or an authentic one that expired, and a refresh token: a page refreshes it, a data route cannot);
 * `forbidden` (the publisher said 403: §4 logs the editor out); `refused` (forged, malformed or not a full sign-in);
 * `none` (no session cookie).
 */
export type PreviewStanding = 'editor' | 'renew' | 'forbidden' | 'refused' | 'none';

declare module 'fastify' {
  interface FastifyRequest {
    /** preview mode's verdict on this request's session (preview-gate.ts), set before any handler runs */
    previewStanding?: PreviewStanding;
  }
}

/** Whether this reader must sign in before seeing a page at `pathname` (the page pipeline's question). */
export function previewSignInNeeded(
  config: Pick<BffConfig, 'previewMode'>,
  req: FastifyRequest,
  pathname: string,
): boolean {
  return config.previewMode && (req.previewStanding ?? 'none') === 'none' && pathname !== LOGIN_PATH;
}

/**
 * Tells a page's session what the gate learned, so the pipeline ends it before any byte as §4 says (a 403 logs the
 * editor out; a refused token clears the cookies), whichever calls the page's loaders make.
 */
export function settlePreviewSession(req: FastifyRequest, session: Pick<CookieSession, 'refused'> | undefined): void {
  if (req.previewStanding === 'forbidden') session?.refused(403);
  else if (req.previewStanding === 'refused') session?.refused(401);
}

/** Which routes the gate leaves alone ('open'), leaves to the page pipeline ('page'), or guards ('content'). */
export function previewRouteKind(req: FastifyRequest): 'open' | 'page' | 'content' {
  const route = req.routeOptions.url;
  // Unrouted: the 404/405 answers show nothing. PURGE is the operator's, with its own check (operator-access.ts).
  if (route === undefined || req.method === 'PURGE') return 'open';
  if (PAGE_ROUTES.has(route)) return 'page';
  if (OPEN_ROUTES.has(route) || OPEN_PREFIXES.some((p) => route.startsWith(p))) return 'open';
  return 'content';
}

const keyOf = (accessToken: string) => createHash('sha256').update(accessToken).digest('base64url');

/** The mark a sign-out leaves for the token (by its hash), kept as long as any verdict on it could be. */
const signedOutMark = (key: string) => `signed-out:${key}`;

/**
 * The publisher's word on access tokens, kept per token (by its hash) for VERDICT_TTL_MS. A kept `editor` verdict is
 * used only while no BFF has marked the token signed out (decision 090): a sign-out on one host closes the gate on all.
 */
class SessionVerdicts {
  private readonly kept = new LRUCache<string, PreviewStanding | 'unavailable'>({ max: 10_000, ttl: VERDICT_TTL_MS });

  constructor(
    private readonly auth: PublisherAuth,
    private readonly marks: SharedMarks,
  ) {}

  /** A token signed out here: forgotten at once here, and marked for every other BFF. */
  async signedOut(accessToken: string): Promise<void> {
    const key = keyOf(accessToken);
    this.kept.delete(key);
    await this.marks.claim(signedOutMark(key), VERDICT_TTL_MS);
  }

  async of(accessToken: string, log: FastifyBaseLogger): Promise<PreviewStanding | 'unavailable'> {
    const key = keyOf(accessToken);
    const kept = this.kept.get(key);
    if (kept && (kept !== 'editor' || !(await this.signedOutElsewhere(key, log)))) return kept;
    const outcome = await this.auth.me(accessToken);
    const verdict =
      outcome.kind === 'ok'
        ? 'editor'
        : outcome.kind === 'unavailable'
          ? 'unavailable'
          : outcome.status === 403
            ? 'forbidden'
            : outcome.status === 401 && isExpiredTokenMessage(outcome.message)
              ? 'renew'
              : 'refused';
    if (verdict !== 'unavailable') this.kept.set(key, verdict);
    return verdict;
  }

  /** Whether a sign-out marked the token; when the marks cannot be read, the publisher is asked again (the safe side). */
  private async signedOutElsewhere(key: string, log: FastifyBaseLogger): Promise<boolean> {
    try {
      return await this.marks.has(signedOutMark(key));
    } catch (err) {
      log.warn({ err }, 'sign-out marks unavailable');
      return true;
    }
  }
}

/** Drops an expired access token from the request, so the page's session refreshes it first. */
function dropAccessToken(req: FastifyRequest, accessToken: string): void {
  for (const [name, value] of Object.entries(req.cookies ?? {})) if (value === accessToken) delete req.cookies[name];
}

/** The gate, one of the global hooks (server/global-hooks.ts): after the cookie parser, since it reads the session. */
export function registerPreviewGate(
  app: FastifyInstance,
  config: BffConfig,
  auth: PublisherAuth,
  marks: SharedMarks,
): void {
  if (!config.previewMode) return;
  const verdicts = new SessionVerdicts(auth, marks);
  auth.onTokenEnded((token) =>
    verdicts.signedOut(token).catch((err: unknown) => app.log.warn({ err }, 'sign-out not marked for other BFFs')),
  );
  app.addHook('onRequest', async (req, reply) => {
    const kind = previewRouteKind(req);
    if (kind === 'open') return;
    const tokens = sessionTokensOf(req);
    const verdict = !tokens ? 'none' : tokens.accessToken ? await verdicts.of(tokens.accessToken, req.log) : 'renew';
    // Unchecked (the publisher did not answer), a page renews the session like an expired one, and says so itself
    // when it cannot; a renewal needs a refresh token.
    let standing: PreviewStanding = verdict === 'unavailable' ? 'renew' : verdict;
    if (standing === 'renew' && !tokens?.refreshToken) standing = 'refused';
    // A token to renew is not used: the page's session refreshes it with the refresh token, which the publisher checks.
    if (standing === 'renew' && tokens?.accessToken) dropAccessToken(req, tokens.accessToken);
    req.previewStanding = standing;
    if (kind === 'page' || standing === 'editor') return;
    if (verdict === 'unavailable')
      return refuse(retryAfter(reply), 503, 'A kiadó API most nem válaszol.', 'previewRefusal');
    return refuse(reply, 401, standing === 'renew' ? PREVIEW_RENEW_REFUSED : PREVIEW_SIGN_IN_REFUSED, 'previewRefusal');
  });
}
