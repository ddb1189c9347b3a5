// Document pages (§2.1 doc: /dokumentum/{slug}) and the content pages that are documents too (academy, youth, tax).
// §5: on the regional edition the academy, youth and tax pages are 404.
import type { Doc } from '../api-types.ts';
import { NEWSLETTER_DOC_SLUG, NEWSLETTER_QUERY_KEYS } from '../newsletter-form.ts';
import type { SiteConfig } from '../sites/site-config.ts';
import { page, type PageOutcome } from './page-contract.ts';
import type { QueryKeys } from './page-contract.ts';
import type { RouteIdOf } from './route-table.ts';

export type DocRouteId = RouteIdOf<'doc'>;

export interface DocPageData {
  kind: 'doc';
  doc: { slug: string; title: string; content: string; updatedAt: number };
  /** the newsletter page (§2.2 the renamed sign-up document): the sign-up form and the push-notification settings */
  signUp: boolean;
}

/** routes whose document is fixed, and which exist on the main domain only */
const FIXED_DOCS: Partial<Record<DocRouteId, string>> = { academy: 'telexakademia', youth: 'te', tax: 'egyszazalek' };
const DOC_SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;

/** The document a route shows, or null (404) for a malformed slug or a main-domain-only page on the regional one. */
export function docSlugFor(routeId: DocRouteId, slugParam: string | undefined, site: SiteConfig): string | null {
  const fixed = FIXED_DOCS[routeId];
  if (fixed && site.domain === 'regional') return null;
  const slug = fixed ?? slugParam ?? '';
  return DOC_SLUG.test(slug) ? slug : null;
}

/** `doc` has its HTML sanitised by the loader. */
export function buildDocPage(doc: Doc): PageOutcome<DocPageData> {
  return page({ kind: 'doc', doc, signUp: doc.slug === NEWSLETTER_DOC_SLUG }, 'list', [`doc-${doc.slug}`]);
}

/** The query parameters this page type reads (the outcome of a sign-up the newsletter page's form shows): the page cache keys on these alone (decision 040). */
export const docQueryKeys = [...NEWSLETTER_QUERY_KEYS] as const satisfies QueryKeys;
