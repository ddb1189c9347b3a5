// The archive page (§2.1 archivum, also under /after, /g7 and /karakter; §2.3 term and JSON filters): a
// search form, the tag input and the hits with the matched words marked. planArchivePage reads the search from the URL
// and says what to ask the publisher; buildArchivePage turns the answer into the page. Unlike the section lists, a
// search with no hits is a 200 page saying 'Nincs találat' (decision 027-search): the reader keeps the form, the tags
// and the URL. A search the publisher refuses (a hand-edited URL past its limits) is a page that says so.
import type { SearchResult } from '../api-types.ts';
import { archiveSearchParams, filtersFromTags, parseArchiveSearch, type ArchiveSearch } from '../archive-query.ts';
import { archivePathMatch } from '../archive-url.ts';
import { toCard, type CardArticle } from '../card-article.ts';
import { DEFAULT_PAGE_SIZE, TRUNCATE } from '../constants.ts';
import { highlightSegments, type HighlightSegment } from '../search-highlight.ts';
import { parseSearchTerm, type SearchPart } from '../search-term.ts';
import type { SearchTag } from '../search-tags.ts';
import { domainSiteSlugs } from '../sites/site-table.ts';
import type { SiteConfig } from '../sites/site-config.ts';
import { PAGE_PARAM, pageHref } from '../page-param.ts';
import { headline } from '../headline.ts';
import { truncate } from '../truncate.ts';
import { page, type PageContext, type PageOutcome } from './page-contract.ts';
import type { QueryKeys } from './page-contract.ts';
import { MOBILE_APP_PARAM } from '../mobile-app-param.ts';
import { ARCHIVE_FILTERS_PARAM, ARCHIVE_TERM_PARAM } from '../archive-query.ts';
import { sidebarParts, type SidebarParts } from './sidebar-parts.ts';

/** One hit: what a list card shows, the title and lead cut to the list lengths (§9) and cut into marked segments. */
export interface ArchiveHit extends Omit<CardArticle, 'title' | 'lead' | 'type' | 'version'> {
  title: HighlightSegment[];
  lead: HighlightSegment[];
}

export interface ArchivePageData extends SidebarParts {
  kind: 'archive';
  /** The archive's own path: where the form goes (`/archivum`, `/g7/archivum`). */
  path: string;
  /** The sites searched (`sites` of the search calls, joined by '|'): the autocomplete counts over the same. */
  sites: string;
  term: string;
  /** The chosen tags with their names (the publisher's `searchTags`); protected ones first. */
  tags: SearchTag[];
  page: number;
  totalPages: number;
  totalItems: number;
  /** The publisher stopped counting: show the total as "10 000+". */
  totalCapped: boolean;
  hits: ArchiveHit[];
  /** The publisher refused this search (its limits): the page says so instead of listing. */
  refused: boolean;
  /** The page's canonical path and query: the archive itself, or the search in its one URL form. */
  canonical: string;
  /** A term or a tag beyond the protected ones: a result page (not for search engines' indexes), not the bare list. */
  searched: boolean;
}

export interface ArchivePlan {
  path: string;
  sites: string[];
  search: ArchiveSearch;
  protectedTags: SearchTag[];
  /** /api/search?… */
  list: string;
}

/**
 * Which archive a path is and what to ask the publisher; null (a 404) for anything else. `protectedTags` are always
 * part of the search and cannot be removed (§5): a supplement's own archive search passes its tags in.
 */
export function planArchivePage(
  url: URL,
  site: SiteConfig,
  protectedTags: readonly SearchTag[] = [],
): ArchivePlan | null {
  // `/archivum` on either domain, `/{sub-site}/archivum` on the main one (§5 route param site).
  const m = archivePathMatch(url.pathname);
  if (!m || (m.subSite && site.domain !== 'main')) return null;
  const sites = m.subSite ? [m.subSite] : domainSiteSlugs(site);
  const search = parseArchiveSearch(url.searchParams, [], protectedTags);
  const query = new URLSearchParams({
    [PAGE_PARAM]: String(search.page),
    perPage: String(DEFAULT_PAGE_SIZE),
    sites: sites.join('|'),
  });
  if (search.term) query.set('term', search.term);
  if (search.tags.length) query.set('filters', JSON.stringify(filtersFromTags(search.tags)));
  return { path: url.pathname, sites, search, protectedTags: [...protectedTags], list: `/api/search?${query}` };
}

/** The publisher's answer, or its refusal of the search (a 400 with its reason, for the log). */
export type ArchiveAnswer = { result: SearchResult } | { refused: string };

/** The words a hit is marked by: the term's, and each free-text (`title`) tag's, which the publisher searches alike. */
export function highlightParts(search: Pick<ArchiveSearch, 'term' | 'tags'>): SearchPart[] {
  return [search.term, ...search.tags.filter((t) => t.type === 'title').map((t) => t.text)].flatMap((text) =>
    parseSearchTerm(text),
  );
}

function hitOf(a: SearchResult['items'][number], parts: readonly SearchPart[]): ArchiveHit {
  // A list card's fields (toCard), with the title and lead cut and marked where the terms matched.
  const { type: _type, version: _version, title, lead, ...card } = toCard(a);
  return {
    ...card,
    title: highlightSegments(headline(title, TRUNCATE.titleList), parts),
    lead: highlightSegments(truncate(lead, TRUNCATE.lead), parts),
  };
}

export function buildArchivePage(
  plan: ArchivePlan,
  answer: ArchiveAnswer,
  ctx: PageContext,
): PageOutcome<ArchivePageData> {
  const result = 'result' in answer ? answer.result : null;
  // The tags by name: the publisher names the sections, tags and authors the filters hold (free text is its own name).
  const names = result?.searchTags ?? [];
  const tags = plan.search.tags.map((t) => ({
    ...t,
    text: names.find((n) => n.type === t.type && n.slug === t.slug)?.text ?? t.text,
  }));
  const searched = plan.search.term !== '' || tags.some((t) => !t.protected);
  const parts = highlightParts(plan.search);
  return page(
    {
      kind: 'archive',
      ...sidebarParts(ctx, 'archive'),
      path: plan.path,
      sites: plan.sites.join('|'),
      term: plan.search.term,
      tags,
      page: result?.page ?? plan.search.page,
      totalPages: result?.totalPages ?? 0,
      totalItems: result?.totalItems ?? 0,
      totalCapped: result?.totalCapped === true,
      hits: result ? result.items.map((a) => hitOf(a, parts)) : [],
      refused: result === null,
      canonical: searched
        ? `${plan.path}?${archiveSearchParams({ term: plan.search.term, tags: plan.search.tags, page: plan.search.page })}`
        : pageHref(plan.path, '', plan.search.page),
      searched,
    },
    'list',
    ['list-archive'],
  );
}

/** The query parameters this page type reads (the search, its filters and page, the app's ad units): the page cache keys on these alone (decision 040). */
export const archiveQueryKeys = [
  ARCHIVE_TERM_PARAM,
  ARCHIVE_FILTERS_PARAM,
  PAGE_PARAM,
  MOBILE_APP_PARAM,
] as const satisfies QueryKeys;
