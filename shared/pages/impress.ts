// /impresszum (§2.1 impress): the imprint document and the staff list, on the main domain (the regional edition has
// it as a document page, §2.2).
import type { Doc } from '../api-types.ts';
import { page, type PageOutcome } from './page-contract.ts';
import type { QueryKeys } from './page-contract.ts';
import type { DocPageData } from './doc.ts';

export const IMPRESS_DOC_SLUG = 'impresszum';

export interface ImpressPageData {
  kind: 'impress';
  doc: DocPageData['doc'];
  staff: { name: string; role: string; group: string }[];
}

/** `doc` has its HTML sanitised by the loader; `staff` is empty when the staff list did not answer. */
export function buildImpressPage(doc: Doc, staff: ImpressPageData['staff']): PageOutcome<ImpressPageData> {
  return page({ kind: 'impress', doc, staff }, 'list', [`doc-${IMPRESS_DOC_SLUG}`]);
}

/** The query parameters this page type reads (none): the page cache keys on these alone (decision 040). */
export const impressQueryKeys = [] as const satisfies QueryKeys;
