// The archive search in its URL (§2.3: query params term and filters as JSON; §2.1 pagination with oldal):
// the URL always holds both `term` and `filters`, so a search can be shared, reloaded, paged and restored by
// back/forward, and a plain GET form produces the same URL. `filters` uses the autocomplete's vocabulary (§7
// and_tags, superTags, authors, title), keys in that order and empty ones left out, so one search has one URL.
import { pageOf, setPageParam } from './page-param.ts';
import { SEARCH_FILTER_MAX_VALUES, SEARCH_TERM_MAX_LENGTH, type SearchTagType } from './search-constants.ts';
import { addSearchTag, type SearchTag } from './search-tags.ts';

/** The JSON in `filters`. */
export interface ArchiveFilters {
  and_tags?: string[];
  superTags?: string[];
  authors?: string[];
  title?: string[];
}

export const ARCHIVE_TERM_PARAM = 'term';
export const ARCHIVE_FILTERS_PARAM = 'filters';

/** Which filter key each tag type fills. */
const KEY_OF: Readonly<Record<SearchTagType, keyof ArchiveFilters>> = {
  tags: 'and_tags',
  superTags: 'superTags',
  authors: 'authors',
  title: 'title',
};
const KEY_ORDER: readonly (keyof ArchiveFilters)[] = ['and_tags', 'superTags', 'authors', 'title'];
const TYPE_OF: Readonly<Record<keyof ArchiveFilters, SearchTagType>> = {
  and_tags: 'tags',
  superTags: 'superTags',
  authors: 'authors',
  title: 'title',
};

export interface ArchiveSearch {
  term: string;
  tags: SearchTag[];
  /** 1-based; §5 page 1 is not written into the URL. */
  page: number;
}

export function filtersFromTags(tags: readonly SearchTag[]): ArchiveFilters {
  const out: ArchiveFilters = {};
  for (const key of KEY_ORDER) {
    const values = tags.filter((t) => KEY_OF[t.type] === key).map((t) => t.slug);
    if (values.length) out[key] = values;
  }
  return out;
}

/**
 * Tags from a `filters` value; anything malformed is dropped, never an error (a reader may have edited the URL).
 * `names` gives the display text of known slugs (the origin's `searchTags`); otherwise the slug is shown.
 * `protectedTags` are always present and cannot be removed (§5).
 */
export function tagsFromFilters(
  raw: string | null | undefined,
  names: readonly Pick<SearchTag, 'type' | 'slug' | 'text'>[] = [],
  protectedTags: readonly SearchTag[] = [],
): SearchTag[] {
  let tags: SearchTag[] = protectedTags.map((t) => ({ ...t, protected: true }));
  let parsed: unknown;
  try {
    parsed = raw ? JSON.parse(raw) : null;
  } catch {
    parsed = null;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return tags;
  for (const key of KEY_ORDER) {
    if (!Object.hasOwn(parsed, key)) continue;
    const value = (parsed as Record<string, unknown>)[key];
    const list = (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');
    const type = TYPE_OF[key];
    for (const slug of list.slice(0, SEARCH_FILTER_MAX_VALUES)) {
      const text = names.find((n) => n.type === type && n.slug === slug)?.text ?? slug;
      tags = addSearchTag(tags, { type, slug, text }).tags;
    }
  }
  return tags;
}

/** Reads an archive URL's query; a junk page number is page 1, an overlong term is cut. */
export function parseArchiveSearch(
  params: URLSearchParams,
  names?: readonly Pick<SearchTag, 'type' | 'slug' | 'text'>[],
  protectedTags?: readonly SearchTag[],
): ArchiveSearch {
  const term = (params.get(ARCHIVE_TERM_PARAM) ?? '').trim().slice(0, SEARCH_TERM_MAX_LENGTH);
  const page = pageOf(params);
  return { term, tags: tagsFromFilters(params.get(ARCHIVE_FILTERS_PARAM), names, protectedTags), page };
}

/** The query string of an archive search: `term` and `filters` always, `oldal` above page 1. */
export function archiveSearchParams(search: ArchiveSearch): URLSearchParams {
  const params = new URLSearchParams();
  params.set(ARCHIVE_TERM_PARAM, search.term.trim());
  params.set(ARCHIVE_FILTERS_PARAM, JSON.stringify(filtersFromTags(search.tags)));
  return setPageParam(params, search.page);
}

/** `/archivum?term=…&filters=…` under a site's archive path (`/g7/archivum` on G7). */
export function archiveSearchUrl(archivePath: string, search: ArchiveSearch): string {
  return `${archivePath}?${archiveSearchParams(search)}`;
}
