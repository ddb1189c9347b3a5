// Which page module each route loads lazily; the build turns these into chunks and the server preloads the chunk
// of the route it renders.
import type { PageRouteId } from './route-tree.tsx';

export const routeModules: Record<PageRouteId, string | null> = {
  front: 'client/pages/front-page.tsx',
  article: 'client/pages/article-page.tsx',
  'article-on-site': 'client/pages/article-page.tsx',
  login: 'client/pages/login-page.tsx',
  'not-found': null,
};
