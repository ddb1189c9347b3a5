// Shapes of what each page's loader returns. The server produces them (server/loaders), the browser receives them as
// hydration data or from the page-data endpoint; both sides import these types.
import type { AdPolicy } from '../shared/ad-rules.ts';
import type { AdSlotView } from '../shared/ad-slots.ts';
import type { Article, ArticleSummary, SponsoredLine } from '../shared/api-types.ts';
import type { CardArticle } from '../shared/card-article.ts';
import type { EpisodeCardData } from '../shared/episode-card.ts';
import type { FrontBlock } from '../shared/front-slices.ts';
import type { SidebarBoxData } from '../shared/recommender-boxes.ts';

export type { FrontBlock };



export interface FrontPageData {
  kind: 'front';
  /** §3 the block at position 1000, shown on top */
  breaking: FrontBlock | null;
  blocks: FrontBlock[];
  /** §4 one of the automatic block variants */
  autoBlock: (FrontBlock & { variant: number }) | null;
  /** §7 the podcast block and the block index it is shown before */
  podcast: { beforeBlock: number; episodes: EpisodeCardData[] } | null;
}

/** §2.4 the After, G7 and Karakter fronts: blocks in page order, each already de-duplicated against earlier ones. */
export interface SiteFrontData {
  kind: 'site-front';
  site: 'after' | 'g7' | 'karakter';
  blocks: FrontBlock[];
  /** Karakter's books block (unique konyvajanlo) */
  books: { url: string; image: string | null; title: string; price: string }[];
  /** After's optional video block */
  video: { embedUrl: string; url: string } | null;
  spotifyEmbed: string | null;
}

/** A live blog's post as the page shows it: the summary and its body, sanitised like an article's content. */
export type LivePost = ArticleSummary & { content: string };

export interface ArticlePageData {
  kind: 'article';
  /** content sanitised; subArticles emptied (a live blog's posts travel in `posts`) */
  article: Article;
  /** a live blog's posts with their bodies: pinned first (page 1 only), then this page's, 30 a page (§9) */
  posts: { pinned: LivePost[]; items: LivePost[]; page: number; totalPages: number } | null;
  /** a live-blog post's parent and up to 4 of its other posts, pinned first (§4) */
  related: { parent: { title: string; url: string } | null; items: ArticleSummary[] } | null;
  /** §6 which ad slots this article may show */
  adPolicy: AdPolicy;
  /** the article's ad slots by position, only those §6 allows */
  ads: Partial<Record<'top' | 'content' | 'pr' | 'bottom', AdSlotView>>;
  /** sizes of the cover picture's srcset */
  coverSizes: string;
  /** §3 the sponsored line for this article's path, if one is in its date window */
  sponsoredLine: Pick<SponsoredLine, 'ctLink' | 'description' | 'cssClass'> | null;
  /** schema.org NewsArticle / LiveBlogPosting */
  jsonLd: Record<string, unknown>;
  /** §9 srcset of the cover picture, when the media host can resize it */
  coverSrcset: string | null;
  /** our own markup: the adult-content notice and the help lines the article asks for */
  noticesHtml: string | null;
  /** OpenGraph article:* [property, content] pairs */
  articleMeta: [string, string][];
  /** §4 transparent header (longform, 'g7-hero'); wide cover (longform, articleWidthCover) */
  layout: { transparent: boolean; wide: boolean };
}

export interface NotFoundData {
  kind: 'not-found';
  path: string;
}

/** §4 preview mode's sign-in page: which form it shows, and why the last attempt failed (if it did). */
export interface LoginPageData {
  kind: 'login';
  step: 'password' | 'code';
  error: 'adatok' | 'kod' | 'lejart' | 'szolgaltatas' | 'korlat' | 'kulso' | null;
}

export interface SectionPageData {
  kind: 'section';
  section: {
    kind: string;
    title: string | null;
    header: 'logo' | 'title' | 'author';
    rss: string | null;
    author: { name: string; avatarSrc: string | null; title: string | null } | null;
  };
  /** the archive search term, if any */
  term: string;
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
  /** §2.6 the 'Túra hírek' box of /rovat/szepkilatas */
  hikingNews?: CardArticle[];
  /** §2.6 the After sidebar's Spotify embed */
  spotifyEmbed?: string | null;
}

export interface DocPageData {
  kind: 'doc';
  doc: { slug: string; title: string; content: string; updatedAt: number };
}

export interface ImpressPageData {
  kind: 'impress';
  doc: DocPageData['doc'];
  staff: { name: string; role: string; group: string }[];
}

export interface ExchangePageData {
  kind: 'exchange';
  base: 'HUF' | 'RON';
  sign: string;
  series: { currency: string; items: { date: string; rate: number }[] }[];
}

export interface SupportPageData {
  kind: 'support';
  state: 'belepes' | 'profil' | 'hiba' | 'siker' | null;
  content: string | null;
}

export interface EmptyPageData {
  kind: 'empty';
}

export interface AppWebviewPageData {
  kind: 'app-webview';
  articles: CardArticle[];
}

export type PageData = FrontPageData | SiteFrontData | ArticlePageData | SectionPageData | LoginPageData | DocPageData | ImpressPageData
  | ExchangePageData | SupportPageData | EmptyPageData | AppWebviewPageData;

/** Secondary data: pages render without it; it streams in behind Suspense. */
export interface SidebarData {
  latest: CardArticle[];
}

/** Secondary data: an article page's sidebar boxes ('Friss hírek' and the recommender's, §2.6, §9). */
export interface RecommenderData {
  boxes: SidebarBoxData[];
}

/** Secondary data: the header's exchange-rate ticker, in the site's own currency. */
export interface TickerData {
  currencySign: string;
  rates: { currency: string; rate: number; change: number }[];
}

/** The page-data endpoint's answer (GET /page-data?path=): one shape for the browser and the mobile app. */
export type PageDataResponse =
  | { status: 200; routeId: string; data: PageData }
  | { status: 301 | 302 | 307 | 308; redirect: string }
  | { status: number; error: { message: string } };

/** What the server hands to the browser once, beside the router's hydration data. */
export interface BootData {
  siteDomain: 'main' | 'regional';
  publicOrigin: string;
  /** The server's clock at render time (unix s): the first client render uses it so relative dates hydrate. */
  now: number;
  buildId: string;
  assets: { css: string[]; entry: string; preload: string[] };
  /** The ad service's script, when one is configured: without one, ad slots stay reserved placeholders and no ad code loads. */
  ads: string | null;
}

export const PAGE_DATA_PATH = '/page-data';
/** GET {SECONDARY_DATA_PATH}/{name}?site={slug} */
export const SECONDARY_DATA_PATH = '/page-data/secondary';
