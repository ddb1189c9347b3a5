// Upstream answers for the pages' build steps (shared/pages/*), built in memory: the unit tests of the page rules run
// in milliseconds, without a server. Each maker takes the fields a test cares about and fills the rest plausibly.
import type {
  Article,
  ArticleSummary,
  Episode,
  FrontendInit,
  SearchResult,
  SponsoredLine,
  SubItemDocument,
  SubItems,
} from '../../shared/api-types.ts';
import type { PageContext } from '../../shared/pages/page-contract.ts';
import { sites } from '../../shared/sites/site-table.ts';
import type { SiteConfig } from '../../shared/sites/site-config.ts';

/** 2026-11-25 12:00 UTC, unix seconds */
export const NOW = Date.UTC(2026, 10, 25, 12) / 1000;
export const ORIGIN = 'https://telex.example';
const DAY = 24 * 3600;

let nextId = 1000;

export function summary(over: Partial<ArticleSummary> = {}): ArticleSummary {
  const id = over.id ?? nextId++;
  const slug = over.slug ?? `cikk-${id}`;
  const mainSuperTag = over.mainSuperTag ?? {
    id: 1,
    name: 'belföld',
    slug: 'belfold',
    active: true,
    siteSlug: 'telex',
  };
  return {
    id,
    type: 'article',
    title: `Cím ${id}`,
    slug,
    pubDate: NOW - 3600,
    updatedAt: NOW - 1800,
    version: 1,
    lead: `Bevezető ${id}`,
    recommender: null,
    articleAuthors: [{ name: 'Kiss Anna', title: null, slug: 'kiss-anna', avatarSrc: null }],
    mainSuperTag,
    superTags: [mainSuperTag],
    tags: [{ slug: 'oktatas', name: 'oktatás' }],
    flags: [],
    recommendedBoxImage: null,
    resizedRecommendedBoxImage: null,
    mobileImage11: null,
    mobileImage43: null,
    active: true,
    english: false,
    live: false,
    adultContent: false,
    pr: false,
    rank: 0,
    colorScheme: null,
    colorClass: null,
    originatingSite: 'telex',
    mirroringSites: [],
    parentId: null,
    ctUrl: null,
    url: `/${mainSuperTag.slug}/2026/11/25/${slug}`,
    ...over,
  };
}

export function article(over: Partial<Article> = {}): Article {
  const base = summary(over);
  return {
    contentHighlight: null,
    halfImage: false,
    spiritualHelp: false,
    drugProblem: false,
    parent: null,
    subType: null,
    subtitle: null,
    headerType: null,
    minute: null,
    coverImage: { src: '/media/img/1.svg', width: 1200, height: 800, alt: 'Kép' },
    coverImageText: null,
    facebookImage: null,
    coverImageSet: [],
    content: '<p>Szöveg.</p>',
    paragraphCount: 1,
    articleContributors: [],
    facebookEngagement: 0,
    evergreen: false,
    important: false,
    announcement: false,
    favorite: false,
    periodic: false,
    adfree: false,
    articleWidthCover: false,
    facebookSuggested: false,
    avCode: null,
    indexAVCode: null,
    ogDescription: null,
    livescoreId: null,
    quizId: null,
    subArticles: [],
    actions: [],
    ...over,
    ...base,
  };
}

export function subItems(opts: {
  items: SubItemDocument[];
  pinned?: SubItemDocument[];
  page?: number;
  totalPages?: number;
  type?: string;
}): SubItems {
  const wrap = (document: SubItemDocument) => ({ type: opts.type ?? document.type, document });
  return {
    items: opts.items.map(wrap),
    pinnedItems: (opts.pinned ?? []).map(wrap),
    page: opts.page ?? 1,
    totalPages: opts.totalPages ?? 1,
    totalItems: opts.items.length + (opts.pinned?.length ?? 0),
  };
}

export function post(over: Partial<SubItemDocument> = {}): SubItemDocument {
  return {
    ...summary({ type: 'liveblogpost', ...over }),
    content: 'content' in over ? over.content : '<p>Bejegyzés.</p>',
  };
}

export function searchResult(items: ArticleSummary[], over: Partial<SearchResult> = {}): SearchResult {
  return { items, totalItems: items.length, page: 1, totalPages: 1, title: null, rss: null, ...over };
}

export function sponsoredLine(over: Partial<SponsoredLine> = {}): SponsoredLine {
  return {
    avCode: 'AV',
    ctLink: 'https://partner.example/',
    description: 'Támogató: Partner',
    cssClass: null,
    active: true,
    newest: false,
    listPage: false,
    frontPageSlug: null,
    mainSuperTags: [],
    tags: [],
    dateFrom: NOW - DAY,
    dateTo: NOW + DAY,
    ...over,
  };
}

export function frontendInit(over: { donations?: string } = {}): FrontendInit {
  return {
    componentSetup: { donations: over.donations ?? '0', refreshQuiz: '0' },
    exchangesRates: [],
    weatherData: [],
    floodingData: null,
    pipStatus: { pipShow: false, pipTitle: null, pipUrl: null, pipOpen: false, pipLabel: 'élő' },
    trendingTags: [],
    widgets: [],
    frontendSetup: { buildId: null },
    searchPlaceholders: [],
    latestPrArticles: [],
    sponsoredLines: [],
    sites: [],
  };
}

export function pageContext(path: string, site: SiteConfig = sites.main, now = NOW): PageContext {
  return { site, origin: ORIGIN, url: new URL(path, ORIGIN), now };
}

let nextEpisodeId = 1;

/** A podcast episode (§3 Episode) of the G7 podcast unless told otherwise, without an article. */
export function episode(over: Partial<Episode> = {}): Episode {
  const id = over.id ?? nextEpisodeId++;
  return {
    id,
    slug: `adas-${id}`,
    title: `Adás ${id}`,
    image: '/media/img/7.svg',
    duration: 42,
    sourceUrl: `/media/audio/adas-${id}.wav`,
    spotifyUrl: null,
    pubDate: NOW - id * 3600,
    podcast: { slug: 'g7-podcast', name: 'G7 Podcast', page: '/podcast/g7-podcast', spotifyUrl: null },
    article: null,
    ...over,
  };
}
