// /empty (§2.1 empty): a blank page without the site's chrome, which the mobile app loads into a webview.
import { page, type PageOutcome } from './page-contract.ts';
import type { QueryKeys } from './page-contract.ts';

export interface EmptyPageData {
  kind: 'empty';
}

export function buildEmptyPage(): PageOutcome<EmptyPageData> {
  return page({ kind: 'empty' }, 'list');
}

/** The query parameters this page type reads (none): the page cache keys on these alone (decision 040). */
export const emptyQueryKeys = [] as const satisfies QueryKeys;
