// One route tree for both sides. The server attaches loaders that call the upstreams directly; the browser attaches
// loaders that fetch the same data from the BFF's page-data endpoint. Page components load lazily, one chunk a route.
import type { LoaderFunction, RouteObject } from 'react-router';
import { RootErrorBoundary, RootLayout } from './document.tsx';

export type PageRouteId = 'front' | 'article' | 'article-on-site' | 'login' | 'not-found';
export type LoaderFor = (id: PageRouteId) => LoaderFunction;

export function buildRoutes(loaderFor: LoaderFor): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      Component: RootLayout,
      ErrorBoundary: RootErrorBoundary,
      children: [
        {
          id: 'front',
          index: true,
          loader: loaderFor('front'),
          lazy: async () => ({ Component: (await import('./pages/front-page.tsx')).FrontPage }),
        },
        {
          id: 'article',
          path: ':mstag/:year/:month/:day/:slug',
          loader: loaderFor('article'),
          lazy: async () => ({ Component: (await import('./pages/article-page.tsx')).ArticlePage }),
        },
        {
          id: 'article-on-site',
          path: ':site/:mstag/:year/:month/:day/:slug',
          loader: loaderFor('article-on-site'),
          lazy: async () => ({ Component: (await import('./pages/article-page.tsx')).ArticlePage }),
        },
        {
          id: 'login',
          path: 'login',
          loader: loaderFor('login'),
          lazy: async () => ({ Component: (await import('./pages/login-page.tsx')).LoginPage }),
        },
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
