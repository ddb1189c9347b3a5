// Pages the mobile app embeds in its webview, without the site's header and footer (§1, §2.1).
import type { LoaderFunctionArgs } from 'react-router';
import { ArticleList } from '../../shared/api-types.ts';
import { toCard } from '../../shared/card-article.ts';
import { LATEST_ARTICLES_DEFAULT } from '../../shared/constants.ts';
import type { AppWebviewPageData, EmptyPageData } from '../../client/page-data.ts';
import { loadContextOf } from '../load-context.ts';

export function emptyLoader(): EmptyPageData {
  return { kind: 'empty' };
}

/** /app-web-widget: the newest articles as the app's home-screen widget shows them. */
export async function appWebviewLoader({ context }: LoaderFunctionArgs): Promise<AppWebviewPageData> {
  const { api } = loadContextOf(context);
  const list = await api.get(`/api/articles?perPage=${LATEST_ARTICLES_DEFAULT}`, ArticleList);
  return { kind: 'app-webview', articles: list.items.map(toCard) };
}
