// Runs React Router's static handler for one URL: the same loaders serve the streamed HTML and the page-data JSON.
import {
  createStaticHandler,
  isRouteErrorResponse,
  type LoaderFunction,
  type StaticHandlerContext,
} from 'react-router';
import { buildRoutes } from '../../client/route-tree.tsx';
import type { PageRouteId } from '../../shared/pages/route-table.ts';
import type { LoadContext, PageLoadContext } from '../load-context.ts';
import type { CacheDecision } from '../../shared/pages/page-contract.ts';
import { isServerSideFailure } from '../upstream/upstream-client.ts';
import { appWebviewLoader, emptyLoader, readerListLoaderFor } from '../loaders/app-loaders.ts';
import { archiveLoader } from '../loaders/archive-loader.ts';
import { articleLoader } from '../loaders/article-loader.ts';
import { docLoaderFor, impressLoader } from '../loaders/doc-loader.ts';
import { exchangeLoader } from '../loaders/exchange-loader.ts';
import { footballLoader } from '../loaders/football-loader.ts';
import { formula1Loader } from '../loaders/formula1-loader.ts';
import { sectionLoader } from '../loaders/section-loader.ts';
import { siteFrontLoaderFor } from '../loaders/site-front-loader.ts';
import { siteFronts, type SiteFrontId } from '../../shared/sites/site-table.ts';
import { supportLoader } from '../loaders/support-loader.ts';
import { supplementLoader } from '../loaders/supplement-loader.ts';
import { tippjatekLoader } from '../loaders/tippjatek-loader.ts';
import { frontPageLoader } from '../loaders/front-page-loader.ts';
import { loginLoader } from '../loaders/login-loader.ts';
import { notFoundLoader } from '../loaders/not-found-loader.ts';
import { podcastPagesLoader } from '../loaders/podcast-loaders.ts';

const serverLoaders = {
  front: frontPageLoader,
  tippjatek: tippjatekLoader,
  melleklet: supplementLoader,
  'melleklet-tab': supplementLoader,
  'melleklet-data': supplementLoader,
  doc: docLoaderFor('doc'),
  archivum: archiveLoader,
  'archivum-on-site': archiveLoader,
  'list-legfontosabb': sectionLoader,
  'list-kedvenceink': sectionLoader,
  'list-kozlemenyek': sectionLoader,
  legfrissebb: sectionLoader,
  english: sectionLoader,
  // the sub-brands' fronts: one route a site with a front of its own (shared/pages/route-table.ts)
  ...(Object.fromEntries(siteFronts.map((s) => [s.id, siteFrontLoaderFor(s)])) as Record<SiteFrontId, LoaderFunction>),
  'articles-by-tag': sectionLoader,
  'articles-by-mstag': sectionLoader,
  'articles-by-mstag-on-site': sectionLoader,
  'articles-by-author': sectionLoader,
  article: articleLoader,
  'article-on-site': articleLoader,
  'article-bare': articleLoader,
  liveblog: articleLoader,
  support: supportLoader,
  academy: docLoaderFor('academy'),
  youth: docLoaderFor('youth'),
  empty: emptyLoader,
  login: loginLoader,
  impress: impressLoader,
  exchange: exchangeLoader,
  tax: docLoaderFor('tax'),
  'app-webview': appWebviewLoader,
  podcast: podcastPagesLoader,
  football: footballLoader,
  formula1: formula1Loader,
  'saved-articles': readerListLoaderFor('saved'),
  'followed-topics': readerListLoaderFor('followed'),
  'not-found': notFoundLoader,
} satisfies Record<PageRouteId, LoaderFunction>;

export const staticHandler = createStaticHandler(buildRoutes((id) => serverLoaders[id]));

export type PageQueryResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      context: StaticHandlerContext;
      leafRouteId: string;
      /** how the page may be kept, as its build step decided; undefined when none built a page (a 404, an error) */
      decision: CacheDecision | undefined;
    };

/** Runs the loaders for `request`; the page's build step hands its cache decision to this run alone (runBuild). */
export async function queryPage(request: Request, ctx: LoadContext): Promise<PageQueryResult> {
  let decision: CacheDecision | undefined;
  const run: PageLoadContext = { ...ctx, decide: (d) => (decision = d) };
  const result = await staticHandler.query(request, { requestContext: run });
  if (result instanceof Response) {
    return { kind: 'redirect', status: result.status, location: result.headers.get('location') ?? '/' };
  }
  const leaf = result.matches[result.matches.length - 1];
  return { kind: 'page', status: statusOf(result), context: result, leafRouteId: leaf?.route.id ?? 'root', decision };
}

/**
 * A page that failed only because an upstream could not answer (down, too slow, or failing itself) is 503, with
 * Retry-After from the caller: the reader and any cache in front are told it is temporary, not that we are broken.
 */
function statusOf(result: StaticHandlerContext): number {
  const errors = result.errors ? Object.values(result.errors) : [];
  return result.statusCode === 500 && errors.length > 0 && errors.every(isServerSideFailure) ? 503 : result.statusCode;
}

/** Errors in the shape React Router's browser router deserialises from hydration data. */
export function serializeErrors(errors: StaticHandlerContext['errors']): Record<string, unknown> | null {
  if (!errors) return null;
  const out: Record<string, unknown> = {};
  for (const [id, err] of Object.entries(errors)) {
    if (isRouteErrorResponse(err)) {
      out[id] = {
        status: err.status,
        statusText: err.statusText,
        data: err.data as unknown,
        internal: false,
        __type: 'RouteErrorResponse',
      };
    } else {
      // Never ship server error details to the browser.
      out[id] = { message: 'Internal Server Error', __type: 'Error' };
    }
  }
  return out;
}

export function errorMessageOf(errors: StaticHandlerContext['errors']): string {
  const first: unknown = errors ? Object.values(errors)[0] : undefined;
  if (isRouteErrorResponse(first)) return (first.data as { message?: string } | null)?.message ?? first.statusText;
  return 'Internal Server Error';
}
