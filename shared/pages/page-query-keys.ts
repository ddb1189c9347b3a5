// The query parameters each page type reads, gathered from the declarations beside the build steps (decision 040):
// the page cache and deploy/varnish.vcl key a page on these alone, and a page is built from its URL without the
// others. A table keyed by page type, so a new page type without its declaration does not compile. The server
// imports this; the browser does not (it would pull every build step's module into every page's JavaScript).
import { appWebviewQueryKeys } from './app-webview.ts';
import { archiveQueryKeys } from './archive.ts';
import { articleQueryKeys } from './article.ts';
import { docQueryKeys } from './doc.ts';
import { emptyQueryKeys } from './empty.ts';
import { exchangeQueryKeys } from './exchange.ts';
import { footballQueryKeys } from './football.ts';
import { formula1QueryKeys } from './formula1.ts';
import { frontQueryKeys } from './front.ts';
import { impressQueryKeys } from './impress.ts';
import { loginQueryKeys } from './login.ts';
import { readsQueryKey, type QueryKeys } from './page-contract.ts';
import { podcastQueryKeys } from './podcast.ts';
import { readerListQueryKeys } from './reader-list.ts';
import type { PageType } from './route-table.ts';
import { sectionQueryKeys } from './section.ts';
import { siteFrontQueryKeys } from './site-front.ts';
import { supplementQueryKeys } from './supplement.ts';
import { supportQueryKeys } from './support.ts';
import { tippjatekQueryKeys } from './tippjatek.ts';

export const pageQueryKeys = {
  front: frontQueryKeys,
  section: sectionQueryKeys,
  doc: docQueryKeys,
  'site-front': siteFrontQueryKeys,
  article: articleQueryKeys,
  support: supportQueryKeys,
  login: loginQueryKeys,
  impress: impressQueryKeys,
  exchange: exchangeQueryKeys,
  empty: emptyQueryKeys,
  'app-webview': appWebviewQueryKeys,
  podcast: podcastQueryKeys,
  archive: archiveQueryKeys,
  tippjatek: tippjatekQueryKeys,
  football: footballQueryKeys,
  formula1: formula1QueryKeys,
  supplement: supplementQueryKeys,
  'reader-list': readerListQueryKeys,
} as const satisfies Record<PageType, QueryKeys>;

/** Every parameter some page type reads (what the caching proxy keeps in its key). */
export function everyPageQueryKey(): string[] {
  return [...new Set(Object.values(pageQueryKeys).flat())].sort();
}

/**
 * The query a page of a type with these `keys` is built and cached from: the parameters it reads, in the order they
 * came (the page's own links keep it), with a leading `?`, or '' when none remains.
 */
export function canonicalQuery(search: string, keys: QueryKeys): string {
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) if (readsQueryKey(keys, name)) kept.append(name, value);
  const text = kept.toString();
  return text ? `?${text}` : '';
}
