// The reader's own lists (decision 089): /mentett-cikkek (save for later) and /kovetett-temak (followed topics). The
// lists live in the reader's browser, so the server renders the same page for everyone: what the list is, and that
// it needs JavaScript; the browser fills it in. Nothing of the reader is in the answer, so it is cached by the
// 'readerShell' rule of the answer policy like any shared page.
import { page, type PageOutcome, type QueryKeys } from './page-contract.ts';

export type ReaderListName = 'saved' | 'followed';

export interface ReaderListPageData {
  kind: 'reader-list';
  list: ReaderListName;
}

export function buildReaderListPage(list: ReaderListName): PageOutcome<ReaderListPageData> {
  return page({ kind: 'reader-list', list }, 'readerShell');
}

/** The query parameters this page type reads (none): the page cache keys on these alone (decision 040). */
export const readerListQueryKeys = [] as const satisfies QueryKeys;
