// Text search over the article index (§7 /api/search with a term, typeahead, autocomplete counts), bounded so that no
// search's work grows with the corpus (docs/decisions/027-search.md):
// - the reader's words, the filters and the site visibility form one FTS5 MATCH (fts-query.ts over the facets of
//   search-document.ts), walked newest rowid first and stopped after SEARCH_COUNT_CAP + 1 hits;
// - those hits are the answer's total ("10 000+" past the cap: `capped`), and in publication order its pages;
// - only the rows of the page asked for are read and checked against the tables (article-query.ts `among`), so an
//   index entry that disagreed with its row would drop out, never leak an inactive or foreign article.
// Hit lists are cached per query until the next write, so paging through a search walks the index once.
import type { Database, Statement } from 'better-sqlite3';
import { LRUCache } from 'lru-cache';
import { SEARCH_COUNT_CAP, SEARCH_TERM_MAX_LENGTH, TYPEAHEAD_CANDIDATES } from '../../shared/search-constants.ts';
import { parseSearchTerm, searchWords, type SearchPart } from '../../shared/search-term.ts';
import { domainSiteSlugs, siteBySlug } from '../../shared/sites/site-table.ts';
import type { ArticleFilterSet } from './article-filters.ts';
import type { ArticleQuery, ListSpec } from './article-query.ts';
import { foldText } from './fold-text.ts';
import { allOf, anyOf, textMatch } from './fts-query.ts';
import { badRequest } from './http-error.ts';
import type { Paging } from './paging.ts';
import { facetToken } from './search-document.ts';
import type { SearchExecutor } from './search-executor.ts';

export interface SearchSpec {
  sites: readonly string[];
  /** `title` is searched like the term (the archive's free-text tags). */
  filters: ArticleFilterSet;
  term?: string | null;
  /** Sections and tags the term names: their articles match too (`kozelet` finds the Közélet section). */
  topics?: { superTagIds: readonly number[]; tagIds: readonly number[] };
}

export interface SearchHits {
  /** Matching article ids, newest first (publication date, then id), at most SEARCH_COUNT_CAP. */
  ids: number[];
  /** More matched than SEARCH_COUNT_CAP: `ids.length` is a lower bound. */
  capped: boolean;
}

export interface SearchPage {
  ids: number[];
  page: number;
  totalPages: number;
  totalItems: number;
  totalCapped: boolean;
}

/** A query parameter holding search text: absent is '', over SEARCH_TERM_MAX_LENGTH is a 400. */
export function searchTextParam(value: unknown, name: string): string {
  const text = typeof value === 'string' ? value : Array.isArray(value) && typeof value[0] === 'string' ? value[0] : '';
  if (text.length > SEARCH_TERM_MAX_LENGTH)
    throw badRequest(`${name} is longer than ${SEARCH_TERM_MAX_LENGTH} characters`);
  return text;
}

/** The words and phrases of a spec: the term and the free-text filter together. */
export function searchParts(spec: Pick<SearchSpec, 'term' | 'filters'>): SearchPart[] {
  return parseSearchTerm([spec.term, spec.filters.title].filter(Boolean).join(' '));
}

export interface ArticleSearch {
  /** Whether the spec searches text at all (else it is a plain list for article-query.ts). */
  isText(spec: SearchSpec): boolean;
  hits(spec: SearchSpec): Promise<SearchHits>;
  page(spec: SearchSpec, paging: Paging): Promise<SearchPage>;
  /** How many articles match, counting up to `upTo` (autocomplete counts; never past the search's own cap). */
  count(spec: SearchSpec, upTo: number): Promise<{ count: number; capped: boolean }>;
  /** Typeahead: visible articles whose title matches, titles starting like the term first, then newest. */
  typeahead(spec: SearchSpec, limit: number): Promise<number[]>;
}

type Kind = 'super_tags' | 'tags' | 'authors';

type Cached = SearchHits | number | number[];

/** A search's parts: the executor and list query it uses, its cap, the statements and the cache of hit lists. */
interface Searcher {
  executor: SearchExecutor;
  query: ArticleQuery;
  cap: number;
  idsOf: Record<Kind, Statement>;
  /** A handful at most (archived sections); their articles are 404 pages, so no search may list them. */
  inactiveSections: Statement;
  titlesOf: Statement;
  pubDates: ReturnType<typeof createPubDates>;
  cache: LRUCache<string, { generation: number; value: Cached }>;
}

export function createArticleSearch(
  db: Database,
  executor: SearchExecutor,
  query: ArticleQuery,
  options: { countCap?: number } = {},
): ArticleSearch {
  const s: Searcher = {
    executor,
    query,
    cap: options.countCap ?? SEARCH_COUNT_CAP,
    idsOf: {
      super_tags: db.prepare('SELECT id FROM super_tags WHERE slug IN (SELECT value FROM json_each(?))').pluck(),
      tags: db.prepare('SELECT id FROM tags WHERE slug IN (SELECT value FROM json_each(?))').pluck(),
      authors: db.prepare('SELECT id FROM authors WHERE slug IN (SELECT value FROM json_each(?))').pluck(),
    },
    inactiveSections: db.prepare('SELECT id FROM super_tags WHERE active = 0').pluck(),
    titlesOf: db.prepare('SELECT id, title FROM articles WHERE id IN (SELECT value FROM json_each(?))'),
    pubDates: createPubDates(db),
    cache: new LRUCache<string, { generation: number; value: Cached }>({
      maxSize: 4_000_000,
      sizeCalculation: (e) =>
        1 + (typeof e.value === 'number' ? 0 : Array.isArray(e.value) ? e.value.length : e.value.ids.length),
      ttl: 60_000,
    }),
  };
  return {
    isText: (spec) => searchParts(spec).length > 0,
    hits: (spec) => hits(s, spec),
    page: (spec, paging) => searchPage(s, spec, paging),
    count: (spec, upTo) => count(s, spec, upTo),
    async typeahead(spec, limit) {
      const parts = searchParts(spec);
      const match = parts.length ? matchOf(s, spec, parts, true) : null;
      if (!match) return [];
      return cached(s, `typeahead\u0000${limit}\u0000${match}\u0000${JSON.stringify(spec.sites)}`, () =>
        typeahead(s, spec, parts, match, limit),
      );
    },
  };
}

function lookup(s: Searcher, kind: Kind, slugs: readonly string[]): number[] {
  return s.idsOf[kind].all(JSON.stringify(slugs)) as number[];
}

/** Facet conditions of the filters and sites; null when they can match nothing (an unknown slug, no site). */
function facetConditions(s: Searcher, spec: SearchSpec): { required: string[]; excluded: string[] } | null {
  const f = spec.filters;
  const site = siteBySlug(spec.sites[0]);
  if (!site) return null;
  const required: string[] = [];
  if (f.parent === null) required.push(anyOf([facetToken('l', site.domain)]));
  else required.push(anyOf([facetToken('p', f.parent)]));
  const group = domainSiteSlugs(site);
  if (!group.every((x) => spec.sites.includes(x))) required.push(anyOf(spec.sites.map((x) => facetToken('v', x))));
  const any = (kind: Kind, slugs: readonly string[], token: 's' | 't' | 'a') => {
    if (!slugs.length) return true;
    const ids = lookup(s, kind, slugs);
    if (!ids.length) return false;
    required.push(anyOf(ids.map((id) => facetToken(token, id))));
    return true;
  };
  if (!any('super_tags', f.mstag, 's') || !any('tags', f.tag, 't') || !any('authors', f.author, 'a')) return null;
  for (const slug of f.andTags) if (!any('tags', [slug], 't')) return null;
  if (f.flag.length) required.push(anyOf(f.flag.map((flag) => facetToken('f', flag))));
  const excluded = f.notTag.length ? lookup(s, 'tags', f.notTag).map((id) => facetToken('t', id)) : [];
  if (f.parent === null) excluded.push(...(s.inactiveSections.all() as number[]).map((id) => facetToken('m', id)));
  return { required, excluded };
}

/** The MATCH of a spec; null when nothing can match. Without words it is the facets alone (autocomplete counts). */
function matchOf(s: Searcher, spec: SearchSpec, parts: readonly SearchPart[], titleOnly = false): string | null {
  const facets = facetConditions(s, spec);
  if (!facets) return null;
  const text = textMatch(parts, titleOnly);
  if (!text) return allOf(facets.required, facets.excluded);
  const topics = titleOnly ? undefined : spec.topics;
  const topicTokens = topics
    ? [...topics.superTagIds.map((id) => facetToken('s', id)), ...topics.tagIds.map((id) => facetToken('t', id))]
    : [];
  const words = topicTokens.length ? `(${text} OR ${anyOf(topicTokens)})` : text;
  return allOf([words, ...facets.required], facets.excluded);
}

const listSpec = (spec: SearchSpec, among: readonly number[]): ListSpec => ({
  sites: spec.sites,
  filters: { ...spec.filters, title: null },
  among,
});

async function cached<T extends Cached>(s: Searcher, key: string, load: () => Promise<T>): Promise<T> {
  const generation = s.query.generation();
  const hit = s.cache.get(key);
  if (hit && hit.generation === generation) return hit.value as T;
  const value = await load();
  s.cache.set(key, { generation, value });
  return value;
}

async function hits(s: Searcher, spec: SearchSpec): Promise<SearchHits> {
  const parts = searchParts(spec);
  const match = parts.length ? matchOf(s, spec, parts) : null;
  if (!match) return { ids: [], capped: false };
  return cached(s, `hits\u0000${match}\u0000${JSON.stringify(spec.sites)}`, async () => {
    const rowids = await s.executor.rowids(match, s.cap + 1);
    const capped = rowids.length > s.cap;
    const within = capped ? rowids.slice(0, s.cap) : rowids;
    // Children (a parent filter) are visible where their parent is, which the facets cannot say: check each.
    const ids =
      spec.filters.parent !== null
        ? s.query.ids(listSpec(spec, within), within.length)
        : s.pubDates.newestFirst(within);
    return { ids, capped };
  });
}

async function searchPage(s: Searcher, spec: SearchSpec, paging: Paging): Promise<SearchPage> {
  const found = await hits(s, spec);
  const slice = found.ids.slice(paging.offset, paging.offset + paging.perPage);
  const ids = slice.length ? s.query.ids(listSpec(spec, slice), slice.length) : [];
  const totalItems = found.ids.length;
  return {
    ids,
    page: paging.page,
    totalPages: Math.ceil(totalItems / paging.perPage),
    totalItems,
    totalCapped: found.capped,
  };
}

async function count(s: Searcher, spec: SearchSpec, upTo: number): Promise<{ count: number; capped: boolean }> {
  const limit = Math.min(upTo, s.cap);
  const match = matchOf(s, spec, searchParts(spec));
  if (!match) return { count: 0, capped: false };
  const n = await cached(s, `count\u0000${limit}\u0000${match}`, () => s.executor.count(match, limit + 1));
  return { count: Math.min(n, limit), capped: n > limit };
}

async function typeahead(
  s: Searcher,
  spec: SearchSpec,
  parts: SearchPart[],
  match: string,
  limit: number,
): Promise<number[]> {
  const candidates = await s.executor.rowids(match, TYPEAHEAD_CANDIDATES);
  const visible = candidates.length ? s.query.ids(listSpec(spec, candidates), candidates.length) : [];
  const typed = searchWords(parts).join(' ');
  const first = parts[0].words[0];
  const titles = new Map(
    (s.titlesOf.all(JSON.stringify(visible)) as { id: number; title: string }[]).map((r) => [
      r.id,
      foldText(r.title)
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean)
        .join(' '),
    ]),
  );
  const rank = (id: number) => {
    const title = titles.get(id) ?? '';
    return title.startsWith(typed) ? 0 : title.startsWith(first) ? 1 : 2;
  };
  // Array#sort is stable: within a rank the newest stay first.
  const picked = visible
    .map((id) => ({ id, rank: rank(id) }))
    .sort((a, b) => a.rank - b.rank)
    .map((x) => x.id)
    .slice(0, limit);
  if (picked.length < limit) {
    const text = matchOf(s, spec, parts);
    const more = text ? await s.executor.rowids(text, limit + picked.length) : [];
    const rest = more.filter((id) => !picked.includes(id));
    if (rest.length) picked.push(...s.query.ids(listSpec(spec, rest), limit - picked.length));
  }
  return picked;
}

/**
 * Publication dates by article id, kept in memory (8 bytes an article): hits come from the index newest rowid first,
 * and a page is ordered by date, so ordering up to SEARCH_COUNT_CAP hits must not cost a row read each. Dates of
 * existing articles never change here; new articles are read on first sight.
 */
function createPubDates(db: Database) {
  const all = db.prepare('SELECT id, pub_date FROM articles').raw();
  const some = db.prepare('SELECT id, pub_date FROM articles WHERE id IN (SELECT value FROM json_each(?))').raw();
  let dates = new Float64Array(0);
  let loadedAll = false;
  const store = (rows: [number, number][]) => {
    let max = dates.length - 1;
    for (const [id] of rows) if (id > max) max = id;
    if (max >= dates.length) {
      const grown = new Float64Array(Math.max(max + 1, dates.length * 2)).fill(Number.NaN);
      grown.set(dates);
      dates = grown;
    }
    for (const [id, date] of rows) dates[id] = date;
  };
  const known = (id: number) => id < dates.length && !Number.isNaN(dates[id]);
  const dateOf = (id: number) => (known(id) ? dates[id] : 0);
  return {
    newestFirst(ids: readonly number[]): number[] {
      const missing = ids.filter((id) => !known(id));
      if (missing.length) {
        // Reading every date once (one index scan) beats thousands of row lookups for one large search.
        if (!loadedAll && missing.length > 500) {
          store(all.all() as [number, number][]);
          loadedAll = true;
        }
        const still = missing.filter((id) => !known(id));
        if (still.length) store(some.all(JSON.stringify(still)) as [number, number][]);
      }
      return [...ids].sort((a, b) => dateOf(b) - dateOf(a) || b - a);
    },
  };
}
