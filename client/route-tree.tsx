// One route tree for both sides, from the §2.1 route table (shared/pages/route-table.ts). The server attaches loaders
// that call the upstreams directly; the browser attaches loaders that fetch the same data from the BFF's page-data
// endpoint. Page components load lazily, one chunk a page type. Parameter constraints (site only a sub-site of shared/sites/,
// numeric dates, support slugs) are checked by the loaders, which answer 404 for anything else.
import type { LoaderFunction, RouteObject } from 'react-router';
import { NOT_FOUND_PATH, NOT_FOUND_ROUTE_ID } from '../shared/pages/error.ts';
import { CHROMELESS_PAGES, pageRoutes, type PageRouteId, type PageType } from '../shared/pages/route-table.ts';
import { RootErrorBoundary, RootLayout } from './document.tsx';

const lazyPages: Record<PageType, RouteObject['lazy']> = {
  front: async () => ({ Component: (await import('./pages/front-page.tsx')).FrontPage }),
  article: async () => ({ Component: (await import('./pages/article-page.tsx')).ArticlePage }),
  section: async () => ({ Component: (await import('./pages/section-page.tsx')).SectionPage }),
  'site-front': async () => ({ Component: (await import('./pages/site-front-page.tsx')).SiteFrontPage }),
  doc: async () => ({ Component: (await import('./pages/doc-page.tsx')).DocPage }),
  support: async () => ({ Component: (await import('./pages/support-page.tsx')).SupportPage }),
  exchange: async () => ({ Component: (await import('./pages/exchange-page.tsx')).ExchangePage }),
  impress: async () => ({ Component: (await import('./pages/impress-page.tsx')).ImpressPage }),
  empty: async () => ({ Component: (await import('./pages/empty-page.tsx')).EmptyPage }),
  'app-webview': async () => ({ Component: (await import('./pages/app-webview-page.tsx')).AppWebviewPage }),
  login: async () => ({ Component: (await import('./pages/login-page.tsx')).LoginPage }),
  podcast: async () => ({ Component: (await import('./pages/podcast-page.tsx')).PodcastPage }),
  archive: async () => ({ Component: (await import('./pages/archive-page.tsx')).ArchivePage }),
  tippjatek: async () => ({ Component: (await import('./pages/tippjatek-page.tsx')).TippjatekPage }),
  football: async () => ({ Component: (await import('./pages/football-page.tsx')).FootballPage }),
  formula1: async () => ({ Component: (await import('./pages/formula1-page.tsx')).Formula1Page }),
  supplement: async () => ({ Component: (await import('./pages/supplement-page.tsx')).SupplementPage }),
  'reader-list': async () => ({ Component: (await import('./pages/reader-list-page.tsx')).ReaderListPage }),
};

export type LoaderFor = (id: PageRouteId) => LoaderFunction;

export function buildRoutes(loaderFor: LoaderFor): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      Component: RootLayout,
      ErrorBoundary: RootErrorBoundary,
      children: [
        ...pageRoutes.map(([id, path, type]): RouteObject => ({
          id,
          ...(path === '' ? { index: true as const } : { path }),
          loader: loaderFor(id),
          lazy: lazyPages[type],
          handle: { chrome: !CHROMELESS_PAGES.has(type) },
        })),
        {
          id: NOT_FOUND_ROUTE_ID,
          path: NOT_FOUND_PATH,
          loader: loaderFor(NOT_FOUND_ROUTE_ID),
          // The loader always throws 404; the root's error boundary renders the page.
          Component: () => null,
        },
      ],
    },
  ];
}
