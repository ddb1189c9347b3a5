// Preview mode (§4: PREVIEW_MODE=1) is a closed site: only signed-in editors read it. The one rule of what a reader
// without an editor's session may reach there, for every route: what signing in needs and the operators' own
// endpoints, nothing that shows content. A page (HTML or its page data) is sent to /login by the page pipeline, its
// path remembered (server/ssr/page-pipeline.ts asks previewSignInNeeded); every other content route — feeds,
// sitemaps, search, the JSON API (/api/frontend/init included), media, the secondary data — is refused here with a
// 401 (issue 28: preview mode used to gate pages and page data only). A route added later is gated unless it is
// named open below.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LOGIN_PATH } from '../../shared/constants.ts';
import { PAGE_DATA_PATH } from '../../shared/pages/page-data-endpoint.ts';
import { sessionTokensOf } from '../auth/session-cookies.ts';
import type { BffConfig } from '../config.ts';
import { ASSET_PREFIX } from './asset-headers.ts';
import { refuse } from './cache-headers.ts';

/** Route patterns that show no content: the sign-in page's scripts and the operators' probes. */
const OPEN_ROUTES = new Set(['/healthz', '/readyz', '/metrics', '/robots.txt', '/sw.js', '/builds/latest.json', '/builds/meta/:file',
  '/consent/telex.js', '/consent/transtelex.js']);
/** Route prefixes that show no content: hashed assets, the sign-in and sign-out posts, external sign-in. */
const OPEN_PREFIXES = [ASSET_PREFIX, '/auth/', `${LOGIN_PATH}/`];
/** The page routes: their readers are sent to sign in by the page pipeline, which remembers where they were going. */
const PAGE_ROUTES = new Set(['/*', PAGE_DATA_PATH]);

export const PREVIEW_SIGN_IN_REFUSED = `Előnézeti mód: ez a tartalom bejelentkezés után látható (${LOGIN_PATH}).`;

/** Whether this reader must sign in before seeing a page at `pathname` (the page pipeline's question). */
export function previewSignInNeeded(config: Pick<BffConfig, 'previewMode'>, signedIn: boolean, pathname: string): boolean {
  return config.previewMode && !signedIn && pathname !== LOGIN_PATH;
}

/** What preview mode does with a request: let it through, leave it to the page pipeline, or refuse it. */
export function previewGateOf(config: Pick<BffConfig, 'previewMode'>, req: FastifyRequest): 'open' | 'page' | 'refuse' {
  if (!config.previewMode || sessionTokensOf(req)) return 'open';
  const route = req.routeOptions.url;
  // Unrouted: the 404/405 answers show nothing. PURGE is the operator's, with its own check (operator-access.ts).
  if (route === undefined || req.method === 'PURGE') return 'open';
  if (PAGE_ROUTES.has(route)) return 'page';
  if (OPEN_ROUTES.has(route) || OPEN_PREFIXES.some((p) => route.startsWith(p))) return 'open';
  return 'refuse';
}

/** The gate for every route but the pages; registered once, after the cookie parser (it reads the session cookies). */
export function registerPreviewGate(app: FastifyInstance, config: BffConfig): void {
  if (!config.previewMode) return;
  app.addHook('onRequest', async (req, reply) => {
    if (previewGateOf(config, req) === 'refuse') return refuse(reply, 401, PREVIEW_SIGN_IN_REFUSED, 'private');
  });
}
