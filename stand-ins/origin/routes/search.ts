// Search (§7): archive and section search, named searches, highlights, typeahead, autocomplete, tag paging. Text
// search itself (bounded index walks, capped totals) is article-search.ts.
import type { Statement } from 'better-sqlite3';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  AUTOCOMPLETE_PER_TYPE,
  HIGHLIGHT_LIST_SIZE,
  HIGHLIGHT_WINDOW_S,
  TAG_PAGING_SIZE,
  TYPEAHEAD_MAX_LIMIT,
} from '../../../shared/constants.ts';
import {
  AUTOCOMPLETE_CANDIDATES_PER_TYPE,
  AUTOCOMPLETE_COUNT_CAP,
  AUTOCOMPLETE_MIN_LENGTH,
  TYPEAHEAD_LIMIT,
} from '../../../shared/search-constants.ts';
import { sectionRssPath } from '../../../shared/rss-url.ts';
import { isHeadingText } from '../../../shared/search-tags.ts';
import { parseSearchTerm } from '../../../shared/search-term.ts';
import { emptyFilters, parseFilters, type ArticleFilterSet } from '../article-filters.ts';
import type { ListSpec } from '../article-query.ts';
import { searchTextParam } from '../article-search.ts';
import { CACHE_LIST } from '../cache-policy.ts';
import { badRequest } from '../http-error.ts';
import { groupSearch, namedSearch } from '../named-searches.ts';
import type { OriginContext } from '../origin-context.ts';
import { parsePaging, positiveIntParam } from '../paging.ts';
import { requestSite, visibleSiteSlugs } from '../request-site.ts';
import { createTaxonomy, type Taxonomy } from '../taxonomy.ts';

type Query = Record<string, unknown>;

const text = (v: unknown): string =>
  typeof v === 'string' ? v : Array.isArray(v) && typeof v[0] === 'string' ? v[0] : '';
const capitalise = (s: string) => s.charAt(0).toLocaleUpperCase('hu-HU') + s.slice(1);

/** What the search routes read: the origin, its taxonomy (names of sections, tags, authors) and publication dates. */
interface SearchContext {
  ctx: OriginContext;
  taxonomy: Taxonomy;
  pubDateOf: Statement;
}

type SearchRequest = FastifyRequest<{ Querystring: Query }>;

export function registerSearchRoutes(app: FastifyInstance, ctx: OriginContext): void {
  const s: SearchContext = {
    ctx,
    taxonomy: createTaxonomy(ctx.db),
    pubDateOf: ctx.db.prepare('SELECT pub_date FROM articles WHERE id = ?').pluck(),
  };
  app.get<{ Querystring: Query }>('/api/search', async (request, reply) => search(s, request, reply));
  app.get<{ Querystring: Query }>('/api/search/highlights', async (request, reply) => highlights(s, request, reply));
  app.get<{ Querystring: Query }>('/api/search/articles', async (request, reply) => typeahead(s, request, reply));
  app.get<{ Querystring: Query }>('/api/search/autocomplete', async (request, reply) =>
    autocomplete(s, request, reply),
  );
  app.get<{ Querystring: Query }>('/api/search/tags', async (request, reply) => tagPage(s, request, reply));
}

function sectionTitle(taxonomy: Taxonomy, f: ArticleFilterSet): { title: string | null; rss: string | null } {
  const picked = [
    ...f.mstag.map((slug) => ['mstag', slug]),
    ...f.tag.map((slug) => ['tag', slug]),
    ...f.andTags.map((slug) => ['tag', slug]),
    ...f.author.map((slug) => ['author', slug]),
  ];
  if (picked.length !== 1) return { title: null, rss: null };
  const [kind, slug] = picked[0];
  const name =
    kind === 'mstag'
      ? taxonomy.superTag(slug)?.name
      : kind === 'tag'
        ? taxonomy.tag(slug)?.name
        : taxonomy.author(slug)?.name;
  return { title: name ? capitalise(name) : null, rss: kind === 'mstag' ? sectionRssPath(slug) : null };
}

function namedSearches({ ctx, taxonomy }: SearchContext, forParam: string, sites: readonly string[]) {
  const slugs = forParam
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (slugs.length === 0) throw badRequest('for needs at least one named search');
  const searches = slugs.map((slug) => {
    const search = namedSearch(slug) ?? (taxonomy.superTag(slug) ? groupSearch(slug) : undefined);
    if (!search) throw badRequest(`unknown named search '${slug}'`);
    return { slug, search };
  });
  return searches.map(({ slug, search }) => {
    const filters = { ...emptyFilters(), mstag: [...(search.mstag ?? [])], flag: [...(search.flag ?? [])] };
    const visible = search.site ? sites.filter((s) => s === search.site) : sites;
    return { slug, items: ctx.list({ sites: visible, filters }, search.count, search.offset ?? 0) };
  });
}

/** Names of the sections, tags and authors the filters name (§3 search tags), so a reloaded search shows them. */
function searchTagsOf(
  taxonomy: Taxonomy,
  f: ArticleFilterSet,
): { type: 'superTags' | 'tags' | 'authors'; slug: string; text: string }[] {
  return [
    ...[...f.andTags, ...f.tag].map((slug) => ({
      type: 'tags' as const,
      slug,
      text: taxonomy.tag(slug)?.name ?? slug,
    })),
    ...f.mstag.map((slug) => ({ type: 'superTags' as const, slug, text: taxonomy.superTag(slug)?.name ?? slug })),
    ...f.author.map((slug) => ({ type: 'authors' as const, slug, text: taxonomy.author(slug)?.name ?? slug })),
  ];
}

/** GET /api/search: named searches (`for`), or a page of the archive or section search. */
async function search(s: SearchContext, request: SearchRequest, reply: FastifyReply) {
  const { ctx, taxonomy } = s;
  const q = request.query;
  const site = requestSite(request);
  const sites = visibleSiteSlugs(site, q.sites);
  reply.header('cache-control', CACHE_LIST);
  if (q.for !== undefined) return namedSearches(s, text(q.for), sites);
  const filters = parseFilters(q);
  const paging = parsePaging(q, { pageParam: q.oldal !== undefined ? 'oldal' : 'page' });
  const term = searchTextParam(q.term, 'term');
  const termText = [term, filters.title].filter(Boolean).join(' ');
  const result = await ctx.searchPage(
    { sites, filters, term, topics: termText ? taxonomy.topics(termText) : undefined },
    paging,
  );
  return { ...result, ...sectionTitle(taxonomy, filters), searchTags: searchTagsOf(taxonomy, filters) };
}

async function highlights({ ctx, pubDateOf }: SearchContext, request: SearchRequest, reply: FastifyReply) {
  const q = request.query;
  const sites = visibleSiteSlugs(requestSite(request), q.sites);
  const filters = parseFilters(q);
  const search = { sites, filters, term: searchTextParam(q.term, 'term') };
  // With text, the highlights are picked among the search's hits (at most SEARCH_COUNT_CAP, newest first).
  const among = ctx.search.isText(search) ? (await ctx.search.hits(search)).ids : undefined;
  const spec: ListSpec = { sites, filters: { ...filters, title: null }, among };
  const newest = ctx.query.ids({ ...spec, order: 'newest' }, 1)[0];
  reply.header('cache-control', CACHE_LIST);
  if (newest === undefined) return { items: [] };
  // The window ends at the list's newest article, not the wall clock, so a quiet section still has highlights.
  const windowStart = (pubDateOf.get(newest) as number) - HIGHLIGHT_WINDOW_S;
  const picked = ctx.query.ids({ ...spec, order: 'highlight', minPubDate: windowStart }, HIGHLIGHT_LIST_SIZE);
  if (picked.length < HIGHLIGHT_LIST_SIZE) {
    picked.push(
      ...ctx.query.ids({ ...spec, order: 'newest', excludeIds: picked }, HIGHLIGHT_LIST_SIZE - picked.length),
    );
  }
  return { items: ctx.rows.summaries(picked) };
}

async function typeahead({ ctx }: SearchContext, request: SearchRequest, reply: FastifyReply) {
  const q = request.query;
  const term = searchTextParam(q.term, 'term').trim();
  if (!term) throw badRequest('term is required');
  const limit = Math.min(positiveIntParam(q.limit, 'limit', TYPEAHEAD_LIMIT), TYPEAHEAD_MAX_LIMIT);
  const sites = visibleSiteSlugs(requestSite(request), q.sites);
  const ids = await ctx.search.typeahead({ sites, filters: emptyFilters(), term }, limit);
  reply.header('cache-control', CACHE_LIST);
  return { items: ctx.rows.summaries(ids) };
}

type Suggestion = {
  type: 'superTags' | 'tags' | 'authors' | 'title';
  text: string;
  slug: string;
  count: number;
  countCapped: boolean;
};

/** "How many results if you add this": the chosen filters plus the suggestion, counted in the index up to a cap. */
type CountWith = (extra: Partial<ArticleFilterSet>) => ReturnType<OriginContext['search']['count']>;

async function autocomplete({ ctx, taxonomy }: SearchContext, request: SearchRequest, reply: FastifyReply) {
  const q = request.query;
  const term = searchTextParam(q.term, 'term').trim();
  if (term.length < AUTOCOMPLETE_MIN_LENGTH)
    throw badRequest(`term must be at least ${AUTOCOMPLETE_MIN_LENGTH} character`);
  const sites = visibleSiteSlugs(requestSite(request), q.sites);
  const chosen = parseFilters(q);
  const countWith: CountWith = (extra) =>
    ctx.search.count(
      {
        sites,
        filters: {
          ...chosen,
          mstag: [...chosen.mstag, ...(extra.mstag ?? [])],
          andTags: [...chosen.andTags, ...(extra.andTags ?? [])],
          author: [...chosen.author, ...(extra.author ?? [])],
          title: [chosen.title, extra.title].filter(Boolean).join(' ') || null,
        },
      },
      AUTOCOMPLETE_COUNT_CAP,
    );
  const items = await taxonomySuggestions(taxonomy, term, chosen, countWith);
  // Free text is offered only when it has words to search for ('(((' would count every article).
  if (!isHeadingText(term) && parseSearchTerm(term).length > 0) {
    const title = await countWith({ title: term });
    if (title.count > 0)
      items.push({ type: 'title', text: term, slug: term, count: title.count, countCapped: title.capped });
  }
  reply.header('cache-control', CACHE_LIST);
  return { items };
}

/** Sections, tags and authors whose names match the term, each with the count it would leave (none that leave 0). */
async function taxonomySuggestions(
  taxonomy: Taxonomy,
  term: string,
  chosen: ArticleFilterSet,
  countWith: CountWith,
): Promise<Suggestion[]> {
  const items: Suggestion[] = [];
  const kinds = [
    {
      type: 'superTags',
      found: taxonomy.match('superTags', term, chosen.mstag),
      extra: (slug: string) => ({ mstag: [slug] }),
    },
    {
      type: 'tags',
      found: taxonomy.match('tags', term, [...chosen.andTags, ...chosen.tag]),
      extra: (slug: string) => ({ andTags: [slug] }),
    },
    {
      type: 'authors',
      found: taxonomy.match('authors', term, chosen.author),
      extra: (slug: string) => ({ author: [slug] }),
    },
  ] as const;
  for (const kind of kinds) {
    const candidates = kind.found.filter((e) => !isHeadingText(e.name)).slice(0, AUTOCOMPLETE_CANDIDATES_PER_TYPE);
    const counts = await Promise.all(candidates.map((entry) => countWith(kind.extra(entry.slug))));
    candidates.forEach((entry, i) => {
      if (counts[i].count > 0 && items.filter((x) => x.type === kind.type).length < AUTOCOMPLETE_PER_TYPE) {
        items.push({
          type: kind.type,
          text: entry.name,
          slug: entry.slug,
          count: counts[i].count,
          countCapped: counts[i].capped,
        });
      }
    });
  }
  return items;
}

/** GET /api/search/tags: a page of the articles with any of the tags (optionally under one parent). */
function tagPage({ ctx }: SearchContext, request: SearchRequest, reply: FastifyReply) {
  const q = request.query;
  const tags = text(q.tagSlugs)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (tags.length === 0) throw badRequest('tagSlugs needs at least one tag slug');
  const filters: ArticleFilterSet = { ...emptyFilters(), tag: tags };
  if (q.parentId !== undefined && q.parentId !== '') filters.parent = positiveIntParam(q.parentId, 'parentId', 0);
  const paging = parsePaging(q, { defaultSize: TAG_PAGING_SIZE, sizeParams: ['size', 'perPage', 'limit'] });
  reply.header('cache-control', CACHE_LIST);
  return ctx.page({ sites: visibleSiteSlugs(requestSite(request), q.sites), filters }, paging);
}
