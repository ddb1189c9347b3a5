// One route tree for both sides (SPEC.md §2.1). The server attaches loaders that call the upstreams directly; the
// browser attaches loaders that fetch the same data from the BFF's page-data endpoint. Page components load lazily,
// one chunk a page module. Parameter constraints (site only after|g7|karakter, numeric dates, support slugs) are
// checked by the loaders, which answer 404 for anything else.
import type { LoaderFunction, RouteObject } from 'react-router';
import { RootErrorBoundary, RootLayout } from './document.tsx';

type PageModule = 'front' | 'site-front' | 'article' | 'section' | 'doc' | 'support' | 'exchange' | 'impress' | 'empty' | 'app-webview' | 'login';

const lazyPages: Record<PageModule, RouteObject['lazy']> = {
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
};

/** id, path, page module — the §2.1 route table. Section-type routes share the section page. */
export const pageRoutes = [
  ['front', '', 'front'],
  ['tippjatek', 'melleklet/tippjatek/:subSlug?/:key?', 'section'],
  ['melleklet', 'melleklet/*', 'section'],
  ['doc', 'dokumentum/:slug', 'doc'],
  ['archivum', 'archivum', 'section'],
  ['archivum-on-site', ':site/archivum', 'section'],
  ['list-legfontosabb', 'legfontosabb', 'section'],
  ['list-kedvenceink', 'kedvenceink', 'section'],
  ['list-kozlemenyek', 'kozlemenyek', 'section'],
  ['legfrissebb', 'legfrissebb', 'section'],
  ['english', 'english', 'section'],
  ['after', 'after/:tab?', 'site-front'],
  ['karakter', 'karakter/:tab?', 'site-front'],
  ['g7', 'g7/:tab?', 'site-front'],
  ['articles-by-tag', 'cimke/*', 'section'],
  ['articles-by-mstag', 'rovat/*', 'section'],
  ['articles-by-mstag-on-site', ':site/rovat/*', 'section'],
  ['articles-by-author', 'szerzo/*', 'section'],
  ['article', ':mstag/:year/:month/:day/:slug', 'article'],
  ['article-on-site', ':site/:mstag/:year/:month/:day/:slug', 'article'],
  ['article-bare', ':year/:month/:day/:slug', 'article'],
  ['liveblog', ':mstag/:year/:month/:day/:slug/elo', 'article'],
  ['support', 'tamogatas/:slug?', 'support'],
  ['academy', 'telexakademia', 'doc'],
  ['youth', 'te', 'doc'],
  ['empty', 'empty', 'empty'],
  ['login', 'login', 'login'],
  ['impress', 'impresszum', 'impress'],
  ['exchange', 'arfolyam', 'exchange'],
  ['tax', 'egyszazalek', 'doc'],
  ['app-webview', 'app-web-widget', 'app-webview'],
] as const satisfies readonly (readonly [string, string, PageModule])[];

export type PageRouteId = (typeof pageRoutes)[number][0] | 'not-found';
export type LoaderFor = (id: PageRouteId) => LoaderFunction;

/** Which page module a route renders (the server preloads its chunk). */
export function pageModuleOf(id: string): PageModule | null {
  return pageRoutes.find((r) => r[0] === id)?.[2] ?? null;
}

/** Pages without the site's header and footer: what the mobile app embeds. */
const CHROMELESS: ReadonlySet<string> = new Set(['empty', 'app-webview']);

export function buildRoutes(loaderFor: LoaderFor): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      Component: RootLayout,
      ErrorBoundary: RootErrorBoundary,
      children: [
        ...pageRoutes.map(([id, path, module]): RouteObject => ({
          id,
          ...(path === '' ? { index: true as const } : { path }),
          loader: loaderFor(id),
          lazy: lazyPages[module],
          handle: { chrome: !CHROMELESS.has(id) },
        })),
        {
          id: 'not-found',
          path: '*',
          loader: loaderFor('not-found'),
          // The loader always throws 404; the root's error boundary renders the page.
          Component: () => null,
        },
      ],
    },
  ];
}
