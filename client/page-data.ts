// Shapes of what each page's loader returns. The server produces them (server/loaders), the browser receives them as
// hydration data or from the page-data endpoint; both sides import these types.
import type { Article } from '../shared/api-types.ts';
import type { CardArticle } from '../shared/card-article.ts';

export interface FrontPageData {
  kind: 'front';
  articles: CardArticle[];
}

export interface ArticlePageData {
  kind: 'article';
  article: Article;
}

export interface NotFoundData {
  kind: 'not-found';
  path: string;
}

/** §4 preview mode's sign-in page: which form it shows, and why the last attempt failed (if it did). */
export interface LoginPageData {
  kind: 'login';
  step: 'password' | 'code';
  error: 'adatok' | 'kod' | 'lejart' | 'szolgaltatas' | null;
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

export type PageData = FrontPageData | ArticlePageData | SectionPageData | LoginPageData | DocPageData | ImpressPageData
  | ExchangePageData | SupportPageData | EmptyPageData | AppWebviewPageData;

/** Secondary data: pages render without it; it streams in behind Suspense. */
export interface SidebarData {
  latest: CardArticle[];
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
}

export const PAGE_DATA_PATH = '/page-data';
/** GET {SECONDARY_DATA_PATH}/{name}?site={slug} */
export const SECONDARY_DATA_PATH = '/page-data/secondary';
