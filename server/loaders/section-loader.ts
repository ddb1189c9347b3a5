// The one section page behind every list route (§2.1): the path picks the section (§2.8), the section says what
// to search; zero results are 404 (§5). Page numbers come from `oldal` (junk is page 1). The editorial rules of the
// lists (§2.3, §9) are applied here with the pure functions of shared/.
import { Type } from '@sinclair/typebox';
import type { LoaderFunctionArgs } from 'react-router';
import { ArticleList, FrontendInit, SearchResult } from '../../shared/api-types.ts';
import { toCard, type CardArticle } from '../../shared/card-article.ts';
import {
  FACT_CHECK_METHODOLOGY_PATH, HIKE_NEWS_TAG, HIKE_SECTION, HIKE_SECTION_TITLE, HIKE_TAB_PARAM, HIKE_TABS,
  LATEST_ARTICLES_DEFAULT,
} from '../../shared/constants.ts';
import { firstItemIsMain, highlightBlock, highlightIndex } from '../../shared/highlight.ts';
import { insertPrArticle } from '../../shared/list-layout.ts';
import { pageFromQuery } from '../../shared/pagination.ts';
import { capitalise, matchSection, type SectionSpec } from '../../shared/sections.ts';
import { siteTabsFor } from '../../shared/site-tabs.ts';
import type { SectionPageData } from '../../client/page-data.ts';
import { loadContextOf, type LoadContext } from '../load-context.ts';
import { UpstreamError } from '../upstream/publisher-client.ts';
import { notFound } from './not-found-loader.ts';
import { logPartUnavailable } from '../upstream/log-part-unavailable.ts';

const MAX_TERM_LENGTH = 200;
/** GET /api/search/highlights answers `{ items }`. */
const Highlights = Type.Object({ items: ArticleList.properties.items }, { additionalProperties: true });

/** Archive filters (§2.3: query params term and filters as JSON); anything malformed is ignored, not an error. */
function archiveFilters(raw: string | null): Record<string, string[]> {
  if (!raw || raw.length > 2000) return {};
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    const out: Record<string, string[]> = {};
    for (const key of ['tag', 'mstag', 'author', 'flag']) {
      const v = parsed[key];
      const list = (Array.isArray(v) ? v : [v]).filter((x): x is string => typeof x === 'string' && /^[a-z0-9-]{1,80}$/.test(x));
      if (list.length) out[key] = list;
    }
    return out;
  } catch {
    return {};
  }
}

/** §2.3 the hike tab from `tab`; an unknown value is the 'all' tab. */
function hikeTab(value: string | null) {
  return HIKE_TABS.find((t) => t.tab === value) ?? HIKE_TABS[0];
}

/** A part the list can show without: on failure it is simply left out. */
async function optional<T>(ctx: LoadContext, what: string, load: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await load();
  } catch (err) {
    if (!ctx.signal.aborted) logPartUnavailable(ctx.log, { part: what }, err, 'list part unavailable');
    return fallback;
  }
}

function tabsOf(spec: SectionSpec, pathname: string, search: URLSearchParams): SectionPageData['tabs'] {
  if (spec.special === 'hike') {
    const current = hikeTab(search.get(HIKE_TAB_PARAM)).tab;
    return HIKE_TABS.map((t) => ({
      label: t.label, href: t.tag ? `${pathname}?${HIKE_TAB_PARAM}=${t.tab}` : pathname, current: t.tab === current,
    }));
  }
  if (spec.special === 'fact-check') {
    return [{ label: 'Cikkek', href: pathname, current: true }, { label: 'Módszertan', href: FACT_CHECK_METHODOLOGY_PATH, current: false }];
  }
  return siteTabsFor(pathname)?.map((t) => ({ ...t, current: t.href === pathname })) ?? null;
}

export async function sectionLoader({ request, context }: LoaderFunctionArgs): Promise<SectionPageData> {
  const ctx = loadContextOf(context);
  const url = new URL(request.url);
  const spec = matchSection(url.pathname, ctx.site);
  if (!spec) throw notFound(url.pathname, ctx);
  const page = pageFromQuery(url.searchParams.get('oldal'));
  const term = spec.search ? (url.searchParams.get('term') ?? '').trim().slice(0, MAX_TERM_LENGTH) : '';
  const filters: Record<string, string[]> = spec.search ? archiveFilters(url.searchParams.get('filters')) : {};
  for (const [k, v] of Object.entries(spec.filters)) if (v) filters[k] = [v];
  const listFilters: Record<string, string[]> = { ...filters };
  if (spec.special === 'hike') {
    const tab = hikeTab(url.searchParams.get(HIKE_TAB_PARAM));
    if (tab.tag) listFilters.tag = [tab.tag];
    listFilters.notTag = [HIKE_NEWS_TAG];
  }
  const sitesParam = spec.sites.join('|');
  const query = new URLSearchParams({ oldal: String(page), perPage: String(spec.perPage), sites: sitesParam });
  if (Object.keys(listFilters).length) query.set('filters', JSON.stringify(listFilters));
  if (term) query.set('term', term);

  const wantHighlights = spec.highlight && page === 1;
  const wantPr = spec.kind === 'latest' && ctx.site.id === 'main' && page === 1;
  const [result, highlights, prArticles, hikingNews] = await Promise.all([
    ctx.api.get(`/api/search?${query}`, SearchResult).catch((err: unknown) => {
      // An unknown section, tag or author is a reader's 404, not a server error.
      if (err instanceof UpstreamError && (err.status === 404 || err.status === 400)) throw notFound(url.pathname, ctx);
      throw err;
    }),
    wantHighlights
      ? optional(ctx, 'highlights', async () => {
        const q = new URLSearchParams({ sites: sitesParam, filters: JSON.stringify(filters) });
        return (await ctx.api.get(`/api/search/highlights?${q}`, Highlights, 'secondary')).items.map(toCard);
      }, [] as CardArticle[])
      : [],
    wantPr
      ? optional(ctx, 'pr', async () => (await ctx.api.get('/api/frontend/init', FrontendInit, 'secondary')).latestPrArticles.map(toCard), [] as CardArticle[])
      : [],
    url.pathname === `/rovat/${HIKE_SECTION}`
      ? optional(ctx, 'hiking-news', async () => (await ctx.api.get(
        `/api/articles?filters[tag]=${HIKE_NEWS_TAG}&perPage=${LATEST_ARTICLES_DEFAULT}`, ArticleList, 'secondary')).items.map(toCard), [] as CardArticle[])
      : [],
  ]);
  // §5 a section with zero results is 404 (an archive search with a term is a result page, even an empty one).
  if (result.items.length === 0 && !(spec.kind === 'archive' && (term || page === 1))) throw notFound(url.pathname, ctx);
  const authorSlug = spec.filters.author;
  const author = authorSlug
    ? result.items.flatMap((a) => a.articleAuthors).find((a) => a.slug === authorSlug) ?? null
    : null;
  const title = spec.title ?? (author?.name ?? result.title ?? (spec.special === 'hike' ? HIKE_SECTION_TITLE : null));
  let articles = result.items.map(toCard);
  if (wantPr) articles = insertPrArticle(articles, prArticles);
  const afterRoute = url.pathname === '/after' || url.pathname.startsWith('/after/legfrissebb');
  return {
    kind: 'section',
    section: {
      kind: spec.kind,
      title: title ? capitalise(title) : null,
      header: spec.header,
      rss: spec.rss ?? result.rss,
      author: author ? { name: author.name, avatarSrc: author.avatarSrc, title: author.title } : null,
    },
    term,
    page: result.page,
    totalPages: result.totalPages,
    totalItems: result.totalItems,
    articles,
    highlights: highlightBlock(highlights),
    highlightIndex: spec.highlight ? highlightIndex(result.page, articles.length) : null,
    mainFirst: firstItemIsMain(spec.kind, result.page),
    tabs: tabsOf(spec, url.pathname, url.searchParams),
    special: spec.special,
    hikingNews,
    spotifyEmbed: afterRoute ? ctx.afterSpotifyEmbed ?? null : null,
  };
}
