// /tamogatas/{belepes|profil|hiba|siker} (§2.1 support): the reader-revenue page. §5: 404 on the main site when the
// donations flag is '1', and on the regional edition always.
import type { FrontendInit } from '../api-types.ts';
import type { SiteConfig } from '../sites.ts';
import { NOT_FOUND, page, type PageOutcome } from './page-contract.ts';

export const SUPPORT_STATES = ['belepes', 'profil', 'hiba', 'siker'] as const;
export type SupportState = (typeof SUPPORT_STATES)[number];

export interface SupportPageData {
  kind: 'support';
  state: SupportState | null;
  content: string | null;
}

/** The page's state from its slug; undefined when the page does not exist for this slug or site (404). */
export function supportStateOf(slug: string | undefined, site: SiteConfig): SupportState | null | undefined {
  if (site.domain === 'regional') return undefined;
  if (slug === undefined) return null;
  return (SUPPORT_STATES as readonly string[]).includes(slug) ? slug as SupportState : undefined;
}

/** `content` is the support document's sanitised HTML, or null when it did not answer. */
export function buildSupportPage(state: SupportState | null, init: FrontendInit, content: string | null): PageOutcome<SupportPageData> {
  if (init.componentSetup.donations === '1') return NOT_FOUND;
  return page({ kind: 'support', state, content }, 'list', ['support']);
}
