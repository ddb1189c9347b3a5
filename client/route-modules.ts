// Which source module each page module is, so the server can preload the chunk of the route it renders.
import { pageModuleOf } from './route-tree.tsx';

const modulePaths: Record<string, string> = {
  front: 'client/pages/front-page.tsx',
  article: 'client/pages/article-page.tsx',
  section: 'client/pages/section-page.tsx',
  'site-front': 'client/pages/site-front-page.tsx',
  doc: 'client/pages/doc-page.tsx',
  support: 'client/pages/support-page.tsx',
  exchange: 'client/pages/exchange-page.tsx',
  impress: 'client/pages/impress-page.tsx',
  empty: 'client/pages/empty-page.tsx',
  'app-webview': 'client/pages/app-webview-page.tsx',
  login: 'client/pages/login-page.tsx',
};

export const pageModuleFiles: string[] = [...new Set(Object.values(modulePaths))];

export function routeModuleFile(routeId: string): string | null {
  const module = pageModuleOf(routeId);
  return module ? modulePaths[module] : null;
}
