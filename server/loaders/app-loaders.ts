// Pages the mobile app embeds in its webview, without the site's header and footer (§1, §2.1).
import type { LoaderFunctionArgs } from 'react-router';
import { ArticleList } from '../../shared/api-types.ts';
import { LATEST_ARTICLES_DEFAULT } from '../../shared/constants.ts';
import { buildAppWebviewPage } from '../../shared/pages/app-webview.ts';
import { buildEmptyPage } from '../../shared/pages/empty.ts';
import { buildReaderListPage, type ReaderListName } from '../../shared/pages/reader-list.ts';
import { pageContextOf, runBuild } from './run-build.ts';

export function emptyLoader(args: LoaderFunctionArgs) {
  return runBuild(pageContextOf(args), buildEmptyPage());
}

/** /app-web-widget: the newest articles as the app's home-screen widget shows them. */
export async function appWebviewLoader(args: LoaderFunctionArgs) {
  const ctx = pageContextOf(args);
  return runBuild(
    ctx,
    buildAppWebviewPage(await ctx.load.api.get(`/api/articles?perPage=${LATEST_ARTICLES_DEFAULT}`, ArticleList)),
  );
}

/** The reader's own lists (decision 089): the same page for everyone, the browser fills the list in. */
export function readerListLoaderFor(list: ReaderListName) {
  return (args: LoaderFunctionArgs) => runBuild(pageContextOf(args), buildReaderListPage(list));
}
