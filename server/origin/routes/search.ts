// Search (§7): archive and section search, named searches, highlights, typeahead, autocomplete, tag paging.
import type { FastifyInstance } from 'fastify';
import {
  AUTOCOMPLETE_PER_TYPE, HIGHLIGHT_LIST_SIZE, HIGHLIGHT_WINDOW_S, TAG_PAGING_SIZE, TYPEAHEAD_LIMIT, TYPEAHEAD_MAX_LIMIT,
} from '../../../shared/constants.ts';
import { emptyFilters, parseFilters, type ArticleFilterSet } from '../article-filters.ts';
import type { ListSpec } from '../article-query.ts';
import { CACHE_LIST } from '../cache-policy.ts';
import { foldText } from '../fold-text.ts';
import { badRequest } from '../http-error.ts';
import { groupSearch, namedSearch } from '../named-searches.ts';
import type { OriginContext } from '../origin-context.ts';
import { parsePaging, positiveIntParam } from '../paging.ts';
import { requestSite, visibleSiteSlugs } from '../request-site.ts';
import { createTaxonomy } from '../taxonomy.ts';

type Query = Record<string, unknown>;

const text = (v: unknown): string => (typeof v === 'string' ? v : Array.isArray(v) && typeof v[0] === 'string' ? v[0] : '');
const capitalise = (s: string) => s.charAt(0).toLocaleUpperCase('hu-HU') + s.slice(1);

/** Typeahead candidates ranked before the title-prefix reorder. */
const TYPEAHEAD_POOL = 50;
/** Names per kind whose counts an autocomplete may try: a one-letter term names hundreds of tags, each a count query,
 *  and a reader's filters can make every count 0; unbounded, one request held the origin for seconds. */
const AUTOCOMPLETE_CANDIDATES = 4 * AUTOCOMPLETE_PER_TYPE;

export function registerSearchRoutes(app: FastifyInstance, ctx: OriginContext): void {
  const taxonomy = createTaxonomy(ctx.db);
  const pubDateOf = ctx.db.prepare('SELECT pub_date FROM articles WHERE id = ?').pluck();
  const titles = ctx.db.prepare('SELECT id, title FROM articles WHERE id IN (SELECT value FROM json_each(?))');

  function sectionTitle(f: ArticleFilterSet): { title: string | null; rss: string | null } {
    const picked = [...f.mstag.map((slug) => ['mstag', slug]), ...f.tag.map((slug) => ['tag', slug]),
      ...f.andTags.map((slug) => ['tag', slug]), ...f.author.map((slug) => ['author', slug])];
    if (picked.length !== 1) return { title: null, rss: null };
    const [kind, slug] = picked[0];
    const name = kind === 'mstag' ? taxonomy.superTag(slug)?.name : kind === 'tag' ? taxonomy.tag(slug)?.name : taxonomy.author(slug)?.name;
    return { title: name ? capitalise(name) : null, rss: kind === 'mstag' ? `/rss/rovat/${slug}` : null };
  }

  function namedSearches(forParam: string, sites: readonly string[]) {
    const slugs = forParam.split(',').map((s) => s.trim()).filter(Boolean);
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

  app.get<{ Querystring: Query }>('/api/search', async (request, reply) => {
    const q = request.query;
    const site = requestSite(request);
    const sites = visibleSiteSlugs(site, q.sites);
    reply.header('cache-control', CACHE_LIST);
    if (q.for !== undefined) return namedSearches(text(q.for), sites);
    const filters = parseFilters(q);
    const paging = parsePaging(q, { pageParam: q.oldal !== undefined ? 'oldal' : 'page' });
    const term = text(q.term);
    const termText = [term, filters.title].filter(Boolean).join(' ');
    const result = ctx.page({ sites, filters, term, termTopics: termText ? taxonomy.topics(termText) : undefined }, paging);
    return { ...result, ...sectionTitle(filters) };
  });

  app.get<{ Querystring: Query }>('/api/search/highlights', async (request, reply) => {
    const q = request.query;
    const spec: ListSpec = { sites: visibleSiteSlugs(requestSite(request), q.sites), filters: parseFilters(q), term: text(q.term) };
    const newest = ctx.query.ids({ ...spec, order: 'newest' }, 1)[0];
    reply.header('cache-control', CACHE_LIST);
    if (newest === undefined) return { items: [] };
    // The window ends at the list's newest article, not the wall clock, so a quiet section still has highlights.
    const windowStart = (pubDateOf.get(newest) as number) - HIGHLIGHT_WINDOW_S;
    const picked = ctx.query.ids({ ...spec, order: 'highlight', minPubDate: windowStart }, HIGHLIGHT_LIST_SIZE);
    if (picked.length < HIGHLIGHT_LIST_SIZE) {
      picked.push(...ctx.query.ids({ ...spec, order: 'newest', excludeIds: picked }, HIGHLIGHT_LIST_SIZE - picked.length));
    }
    return { items: ctx.rows.summaries(picked) };
  });

  app.get<{ Querystring: Query }>('/api/search/articles', async (request, reply) => {
    const q = request.query;
    const term = text(q.term).trim();
    if (!term) throw badRequest('term is required');
    const limit = Math.min(positiveIntParam(q.limit, 'limit', TYPEAHEAD_LIMIT), TYPEAHEAD_MAX_LIMIT);
    const sites = visibleSiteSlugs(requestSite(request), q.sites);
    // Titles first: a typeahead shows titles, and title hits are far fewer than body hits, so ranking stays cheap.
    let ids = ctx.query.ids({ sites, filters: emptyFilters(), term, order: 'relevance', titleOnly: true }, TYPEAHEAD_POOL);
    if (ids.length < limit) {
      const more = ctx.query.ids({ sites, filters: emptyFilters(), term, order: 'relevance', excludeIds: ids }, limit - ids.length);
      ids = [...ids, ...more];
    }
    const folded = foldText(term);
    const titleOf = new Map((titles.all(JSON.stringify(ids)) as { id: number; title: string }[]).map((r) => [r.id, foldText(r.title)]));
    const prefixFirst = [...ids].sort((a, b) => Number(titleOf.get(b)?.startsWith(folded)) - Number(titleOf.get(a)?.startsWith(folded)));
    reply.header('cache-control', CACHE_LIST);
    return { items: ctx.rows.summaries(prefixFirst.slice(0, limit)) };
  });

  app.get<{ Querystring: Query }>('/api/search/autocomplete', async (request, reply) => {
    const q = request.query;
    const term = text(q.term).trim();
    if (!term) throw badRequest('term must be at least 1 character');
    const sites = visibleSiteSlugs(requestSite(request), q.sites);
    const chosen = parseFilters(q);
    const countWith = (extra: Partial<ArticleFilterSet>) => ctx.query.count({
      sites,
      filters: {
        ...chosen,
        mstag: [...chosen.mstag, ...(extra.mstag ?? [])],
        andTags: [...chosen.andTags, ...(extra.andTags ?? [])],
        author: [...chosen.author, ...(extra.author ?? [])],
        title: [chosen.title, extra.title].filter(Boolean).join(' ') || null,
      },
    });
    const items: { type: 'superTags' | 'tags' | 'authors' | 'title'; text: string; slug: string; count: number }[] = [];
    reply.header('cache-control', CACHE_LIST);
    // Every suggestion narrows the reader's current choice: when that already finds nothing, so does every suggestion.
    if (countWith({}) === 0) return { items };
    const kinds = [
      { type: 'superTags', found: taxonomy.match('superTags', term, chosen.mstag), extra: (slug: string) => ({ mstag: [slug] }) },
      { type: 'tags', found: taxonomy.match('tags', term, [...chosen.andTags, ...chosen.tag]), extra: (slug: string) => ({ andTags: [slug] }) },
      { type: 'authors', found: taxonomy.match('authors', term, chosen.author), extra: (slug: string) => ({ author: [slug] }) },
    ] as const;
    for (const kind of kinds) {
      let taken = 0;
      for (const entry of kind.found.slice(0, AUTOCOMPLETE_CANDIDATES)) {
        if (taken === AUTOCOMPLETE_PER_TYPE) break;
        const count = countWith(kind.extra(entry.slug));
        if (count === 0) continue;
        items.push({ type: kind.type, text: entry.name, slug: entry.slug, count });
        taken++;
      }
    }
    const titleCount = countWith({ title: term });
    if (titleCount > 0) items.push({ type: 'title', text: term, slug: term, count: titleCount });
    return { items };
  });

  app.get<{ Querystring: Query }>('/api/search/tags', async (request, reply) => {
    const q = request.query;
    const tags = text(q.tagSlugs).split(',').map((s) => s.trim()).filter(Boolean);
    if (tags.length === 0) throw badRequest('tagSlugs needs at least one tag slug');
    const filters: ArticleFilterSet = { ...emptyFilters(), tag: tags };
    if (q.parentId !== undefined && q.parentId !== '') filters.parent = positiveIntParam(q.parentId, 'parentId', 0);
    const paging = parsePaging(q, { defaultSize: TAG_PAGING_SIZE, sizeParams: ['size', 'perPage', 'limit'] });
    reply.header('cache-control', CACHE_LIST);
    return ctx.page({ sites: visibleSiteSlugs(requestSite(request), q.sites), filters }, paging);
  });
}

