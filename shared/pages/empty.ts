// /empty (§2.1 empty): a blank page without the site's chrome, which the mobile app loads into a webview.
import { page, type PageOutcome } from './page-contract.ts';

export interface EmptyPageData {
  kind: 'empty';
}

export function buildEmptyPage(): PageOutcome<EmptyPageData> {
  return page({ kind: 'empty' }, 'list');
}
