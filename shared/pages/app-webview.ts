// /app-web-widget (§2.1 app-webview): the newest articles as the mobile app's home-screen widget shows them,
// without the site's header and footer.
import type { ArticleList } from '../api-types.ts';
import { toCard, type CardArticle } from '../card-article.ts';
import { page, type PageOutcome } from './page-contract.ts';
import type { QueryKeys } from './page-contract.ts';

export interface AppWebviewPageData {
  kind: 'app-webview';
  articles: CardArticle[];
}

export function buildAppWebviewPage(list: ArticleList): PageOutcome<AppWebviewPageData> {
  return page({ kind: 'app-webview', articles: list.items.map(toCard) }, 'list', ['app-webview']);
}

/** The query parameters this page type reads (none): the page cache keys on these alone (decision 040). */
export const appWebviewQueryKeys = [] as const satisfies QueryKeys;
