// The source file of each page type's component (client/route-tree.tsx imports them lazily). The build makes each one
// an entry and records in the manifest which files each page type needs, so the server can preload them; no page
// imports this table, so it never reaches the browser.
import type { PageType } from '../shared/pages/route-table.ts';

export const pageModuleFiles: Record<PageType, string> = {
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
  podcast: 'client/pages/podcast-page.tsx',
  archive: 'client/pages/archive-page.tsx',
  tippjatek: 'client/pages/tippjatek-page.tsx',
  football: 'client/pages/football-page.tsx',
  formula1: 'client/pages/formula1-page.tsx',
  supplement: 'client/pages/supplement-page.tsx',
  'reader-list': 'client/pages/reader-list-page.tsx',
};
