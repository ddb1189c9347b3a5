// The one section page behind every list route (§2.1, §2.3): the path picks the section (§2.8), the section says
// what to search; zero results are 404 (§5). planSectionPage turns the URL into the upstream queries, buildSectionPage
// turns the answers into the page with the editorial rules of §2.3 and §9. Both are pure; the loader fetches.
import type { SearchResult } from '../api-types.ts';
import { toCard, type CardArticle, type CompactCard } from '../card-article.ts';
import {
  DEFAULT_PAGE_SIZE,
  FACT_CHECK_METHODOLOGY_PATH,
  HIGHLIGHT_LIST_SIZE,
  HIKE_NEWS_TAG,
  HIKE_SECTION_TITLE,
  HIKE_TAB_PARAM,
  HIKE_TABS,
  LATEST_ARTICLES_DEFAULT,
} from '../constants.ts';
import { firstItemIsMain, highlightBlock, highlightIndex } from '../highlight.ts';
import { insertPrArticle } from '../list-layout.ts';
import { listWithoutHighlights } from '../list-without-highlights.ts';
import { listPageAds, type PageAds } from '../page-ads.ts';
import { pageSocialOf, type PageSocial } from '../page-social.ts';
import { pageOf, PAGE_PARAM } from '../page-param.ts';
import { toEpisodeCard, type EpisodeCardData } from '../episode-card.ts';
import { sectionPodcastEpisodesPath } from '../podcast-urls.ts';
import type { Episode, EpisodeList } from '../api-types.ts';
import { capitalise, matchSection, type SectionSpec } from '../sections.ts';
import { frontOf } from '../sites/site-fronts.ts';
import { siteFronts } from '../sites/site-table.ts';
import { SPORT_TABS } from '../sport-routes.ts';
import type { SiteConfig } from '../sites/site-config.ts';
import { spotifyCardOf } from '../spotify-url.ts';
import { AFTER_SPOTIFY_TITLE } from '../list-page-constants.ts';
import { NOT_FOUND, page, type PageContext, type PageOutcome } from './page-contract.ts';
import type { QueryKeys } from './page-contract.ts';
import { MOBILE_APP_PARAM } from '../mobile-app-param.ts';

export interface SectionPageData {
  kind: 'section';
  section: {
    kind: string;
    title: string | null;
    header: 'logo' | 'title' | 'author';
    rss: string | null;
    author: { name: string; avatarSrc: string | null; title: string | null } | null;
  };
  page: number;
  totalPages: number;
  totalItems: number;
  articles: CardArticle[];
  /** §9 the highlight block (exactly 4 articles, else empty) */
  highlights?: CardArticle[];
  /** §9 the list item drawn as the highlighted card */
  highlightIndex?: number | null;
  /** §9 the first item is the big card */
  mainFirst?: boolean;
  /** §2.3 tabs of the list (After/G7/Karakter, the hike difficulties, the fact-check methodology) */
  tabs?: { label: string; href: string; current: boolean }[] | null;
  special?: 'hike' | 'fact-check' | null;
  /**
   * §2.3, §2.8 the hiking map of /rovat/szepkilatas: the frame's page for the chosen hike tab and the origins whose
   * frame messages (height, colour mode) count; `src` null when no map page is configured.
   */
  hikingMap?: { src: string | null; messageOrigins: string[] } | null;
  /**
   * §2.6 the 'Túra hírek' box of /rovat/szepkilatas: its candidates, newest first; it shows the first 6 (§9) that the
   * page's main column does not (shared/dedupe.ts boxItems), so it carries enough to spare a full list page.
   */
  hikingNews?: CompactCard[];
  /** §2.6 the After sidebar's Spotify embed, as its click-to-load card */
  spotifyCard?: string | null;
  /** a podcast section's list (/g7/podcast …) starts with the podcast's newest episodes, playable */
  episodes?: { podcast: { name: string; url: string }; items: EpisodeCardData[] } | null;
  /** §6 the list's ad slots (the mobile slot after the 3rd item, the sidebar rectangle, the sticky bar) */
  ads: PageAds;
  /** the follow box's Facebook page */
  social: PageSocial;
}

/** §2.3 the hike tab from `tab`; an unknown value is the 'all' tab. */
function hikeTab(value: string | null) {
  return HIKE_TABS.find((t) => t.tab === value) ?? HIKE_TABS[0];
}

/** The upstream calls a section page makes: the list, and the optional parts (each `null` when not wanted). */
export interface SectionPlan {
  spec: SectionSpec;
  page: number;
  /** /api/search?… */
  list: string;
  /** the list's next page: page `page` of a list without the highlights is cut from the section's pages `page` and `page + 1` */
  nextList: string | null;
  /** /api/search/highlights?… (every page of a highlight section: page 1 shows them, every page's list leaves them out) */
  highlights: string | null;
  /** §9 the PR article of the main site's latest list (from /api/frontend/init) */
  pr: boolean;
  /** §2.6 the 'Túra hírek' box of the hike section */
  hikingNews: string | null;
  /** a podcast section's podcast episodes (shown on page 1, left out of every page's list) */
  episodes: string | null;
}

/** Which section a path is and what to ask the publisher for; not-found when no section pattern matches (§2.8). */
export function planSectionPage(url: URL, site: SiteConfig): SectionPlan | null {
  const spec = matchSection(url.pathname, site);
  if (!spec) return null;
  const pageNo = pageOf(url.searchParams);
  const filters: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(spec.filters)) if (v) filters[k] = [v as string];
  const listFilters: Record<string, string[]> = { ...filters };
  if (spec.special === 'hike') {
    const tab = hikeTab(url.searchParams.get(HIKE_TAB_PARAM));
    if (tab.tag) listFilters.tag = [tab.tag];
    listFilters.notTag = [HIKE_NEWS_TAG];
  }
  const sitesParam = spec.sites.join('|');
  const listPage = (n: number) => {
    const query = new URLSearchParams({ [PAGE_PARAM]: String(n), perPage: String(spec.perPage), sites: sitesParam });
    if (Object.keys(listFilters).length) query.set('filters', JSON.stringify(listFilters));
    return `/api/search?${query}`;
  };
  const episodes = sectionPodcastEpisodesPath(spec.filters.mstag);
  return {
    spec,
    page: pageNo,
    list: listPage(pageNo),
    nextList: spec.highlight || episodes ? listPage(pageNo + 1) : null,
    // The block follows the list's filters (a hike tab narrows both), so every highlighted article is one of the list's.
    highlights: spec.highlight
      ? `/api/search/highlights?${new URLSearchParams({ sites: sitesParam, filters: JSON.stringify(listFilters) })}`
      : null,
    pr: spec.kind === 'latest' && site.id === 'main' && pageNo === 1,
    // The hike section itself (its path matched as a section's: matchSection), not a sub-site's section of that name.
    hikingNews:
      spec.special === 'hike'
        ? `/api/articles?filters[tag]=${HIKE_NEWS_TAG}&perPage=${LATEST_ARTICLES_DEFAULT + HIGHLIGHT_LIST_SIZE + DEFAULT_PAGE_SIZE}`
        : null,
    episodes,
  };
}

function tabsOf(spec: SectionSpec, url: URL): SectionPageData['tabs'] {
  const { pathname, searchParams } = url;
  if (spec.special === 'hike') {
    const current = hikeTab(searchParams.get(HIKE_TAB_PARAM)).tab;
    return HIKE_TABS.map((t) => ({
      label: t.label,
      href: t.tag ? `${pathname}?${HIKE_TAB_PARAM}=${t.tab}` : pathname,
      current: t.tab === current,
    }));
  }
  if (spec.special === 'fact-check') {
    return [
      { label: 'Cikkek', href: pathname, current: true },
      { label: 'Módszertan', href: FACT_CHECK_METHODOLOGY_PATH, current: false },
    ];
  }
  return siteTabsFor(pathname)?.map((t) => ({ ...t, current: t.href === pathname })) ?? null;
}

/** The tab bar a list path belongs to, if any: a sub-site's (§2.3, its front's `tabs`), or the sport section's (§2.7). */
function siteTabsFor(pathname: string): readonly { label: string; href: string }[] | null {
  for (const s of siteFronts) {
    const { tabs } = frontOf(s);
    if (tabs.some((t) => t.href === pathname)) return tabs;
  }
  return SPORT_TABS.some((t) => t.href === pathname) ? SPORT_TABS : null;
}

export interface SectionAnswers {
  result: SearchResult;
  /** the section's next page (plan.nextList); null when not asked for or when it failed */
  next?: SearchResult | null;
  /** each optional part is empty when not asked for or when it failed */
  highlights: CardArticle[];
  prArticles: CardArticle[];
  hikingNews: CompactCard[];
  /** §2.6 the operator's After Spotify embed (configuration) */
  afterSpotifyEmbed: string | null;
  /** a podcast section's episodes (null when not asked for or unavailable) */
  episodes?: EpisodeList | null;
  /** §2.8 the hiking map's page (configuration: HIKING_MAP_URL or the data site's) and the frame-message senders */
  hikingMap?: { url: string | null; messageOrigins: readonly string[] };
}

export function buildSectionPage(
  plan: SectionPlan,
  answers: SectionAnswers,
  ctx: PageContext,
): PageOutcome<SectionPageData> {
  const { spec } = plan;
  const { result } = answers;
  // §5 a section with zero results is 404 (the archive search, a page of its own, answers 'Nincs találat' instead).
  if (result.items.length === 0) return NOT_FOUND;
  const authorSlug = spec.filters.author;
  const author = authorSlug
    ? (result.items.flatMap((a) => a.articleAuthors).find((a) => a.slug === authorSlug) ?? null)
    : null;
  const title = spec.title ?? author?.name ?? result.title ?? (spec.special === 'hike' ? HIKE_SECTION_TITLE : null);
  // §9 the highlight block and a podcast section's newest episodes (page 1 only), and a list that leaves their
  // articles out on every page, still a full page. Without the next page the list could not fill up, and a section of
  // no more than the block's articles would list nothing below it: then the block stays off and the list is the plain
  // page (the episodes, when there are any, stay: their articles are then listed as well).
  const block =
    plan.highlights && answers.next && result.totalItems > HIGHLIGHT_LIST_SIZE
      ? highlightBlock(answers.highlights)
      : [];
  const episodeArticles = answers.next
    ? (answers.episodes?.items ?? []).flatMap((e) => (e.article ? [e.article] : []))
    : [];
  const shownAbove = [...block, ...episodeArticles.filter((a) => !block.some((b) => b.id === a.id))];
  const listed =
    shownAbove.length && answers.next
      ? listWithoutHighlights(shownAbove, result.items, answers.next.items, spec.perPage, result.totalItems)
      : { items: result.items, totalItems: result.totalItems, totalPages: result.totalPages };
  if (listed.items.length === 0) return NOT_FOUND;
  // The episodes block follows the highlight block: an episode whose article the block shows is not shown again.
  const episodes = (answers.episodes?.items ?? []).filter(
    (e) => !e.article || !block.some((b) => b.id === e.article!.id),
  );
  let articles = listed.items.map(toCard);
  if (plan.pr) articles = insertPrArticle(articles, answers.prArticles);
  const { pathname } = ctx.url;
  const afterRoute = pathname === '/after' || pathname.startsWith('/after/legfrissebb');
  return page(
    {
      kind: 'section',
      section: {
        kind: spec.kind,
        title: title ? capitalise(title) : null,
        header: spec.header,
        rss: spec.rss ?? result.rss,
        author: author ? { name: author.name, avatarSrc: author.avatarSrc, title: author.title } : null,
      },
      page: result.page,
      totalPages: listed.totalPages,
      totalItems: listed.totalItems,
      articles,
      highlights: result.page === 1 ? block : [],
      highlightIndex: spec.highlight ? highlightIndex(result.page, articles.length) : null,
      mainFirst: firstItemIsMain(spec.kind, result.page),
      tabs: tabsOf(spec, ctx.url),
      special: spec.special,
      ...(spec.special === 'hike' ? { hikingMap: hikingMapOf(answers.hikingMap, ctx.url) } : {}),
      hikingNews: answers.hikingNews,
      spotifyCard: afterRoute ? spotifyCardOf(answers.afterSpotifyEmbed, AFTER_SPOTIFY_TITLE, 'after') : null,
      ...(result.page === 1 && episodes.length ? { episodes: episodesBlock(episodes) } : {}),
      ads: listPageAds(ctx, spec.filters),
      social: pageSocialOf(ctx.site),
    },
    'list',
    listPurgeKeys(spec),
  );
}

/** The map follows the hike tab: its page takes the same `tab` values (docs/event-data-site.md). */
function hikingMapOf(config: SectionAnswers['hikingMap'], url: URL): NonNullable<SectionPageData['hikingMap']> {
  if (!config?.url) return { src: null, messageOrigins: [] };
  const tab = hikeTab(url.searchParams.get(HIKE_TAB_PARAM));
  const src = new URL(config.url);
  if (tab.tag) src.searchParams.set(HIKE_TAB_PARAM, tab.tab);
  return { src: src.href, messageOrigins: [...config.messageOrigins] };
}

function episodesBlock(list: readonly Episode[]): NonNullable<SectionPageData['episodes']> {
  const items = list.map(toEpisodeCard);
  return { podcast: { name: items[0].podcastName, url: items[0].podcastUrl }, items };
}

/** A list is purged with what it lists: its section, tag or author (the article page carries `section-{slug}`). */
function listPurgeKeys(spec: SectionSpec): string[] {
  const { mstag, tag, author } = spec.filters;
  return [
    `list-${spec.kind}`,
    ...(mstag ? [`section-${mstag}`] : []),
    ...(tag ? [`tag-${tag}`] : []),
    ...(author ? [`author-${author}`] : []),
  ];
}

/** The query parameters this page type reads (the page (§2.1 oldal), the hike tab, the app's ad units): the page cache keys on these alone (decision 040). */
export const sectionQueryKeys = [PAGE_PARAM, HIKE_TAB_PARAM, MOBILE_APP_PARAM] as const satisfies QueryKeys;
