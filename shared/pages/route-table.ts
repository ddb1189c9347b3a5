// The §2.1 route table: route id → path → page type, in one ordered list. Both sides build React Router's routes from
// it (client/route-tree.tsx); the server attaches a loader per route id and the client a component per page type, each
// in a table keyed by these types, so a missing entry does not compile. Each page module (shared/pages/<type>.ts)
// names its route ids from here (RouteIdOf). This file imports page modules for their types only: the browser's entry
// imports it, and must not pull in the build steps (or the modules they use) with it.
import type { AppWebviewPageData } from './app-webview.ts';
import type { ArchivePageData } from './archive.ts';
import type { ArticlePageData } from './article.ts';
import type { DocPageData } from './doc.ts';
import type { EmptyPageData } from './empty.ts';
import type { EpisodePageData } from './episode.ts';
import { NOT_FOUND_ROUTE_ID } from './error.ts';
import type { ExchangePageData } from './exchange.ts';
import type { FootballPageData } from './football.ts';
import type { Formula1PageData } from './formula1.ts';
import type { FrontPageData } from './front.ts';
import type { ImpressPageData } from './impress.ts';
import type { LoginPageData } from './login.ts';
import type { PodcastPageData } from './podcast.ts';
import type { PodcastsPageData } from './podcasts.ts';
import type { ReaderListPageData } from './reader-list.ts';
import type { SectionPageData } from './section.ts';
import type { SiteFrontData } from './site-front.ts';
import type { SupportPageData } from './support.ts';
import type { SupplementPageData } from './supplement.ts';
import type { TippjatekPageData } from './tippjatek.ts';
import { siteFronts, type SiteFrontId } from '../sites/site-table.ts';
import { FOLLOWED_TOPICS_PATH, SAVED_ARTICLES_PATH } from '../reader-list-paths.ts';

/** What each page type's route renders. */
export interface PageDataByType {
  front: FrontPageData;
  section: SectionPageData;
  doc: DocPageData;
  /** a front, or with a tab one of its lists */
  'site-front': SiteFrontData | SectionPageData;
  article: ArticlePageData;
  support: SupportPageData;
  login: LoginPageData;
  impress: ImpressPageData;
  exchange: ExchangePageData;
  empty: EmptyPageData;
  'app-webview': AppWebviewPageData;
  /** all podcasts, a podcast, or an episode (without an article) */
  podcast: PodcastsPageData | PodcastPageData | EpisodePageData;
  archive: ArchivePageData;
  tippjatek: TippjatekPageData;
  football: FootballPageData;
  formula1: Formula1PageData;
  supplement: SupplementPageData;
  /** the reader's own lists, filled in by the browser */
  'reader-list': ReaderListPageData;
}
export type PageType = keyof PageDataByType;
export type PageData = PageDataByType[PageType];

/**
 * §2.4 the sub-brands' fronts, one route each from the site table (every site with a `front`); with a tab, one of
 * their lists. The route's id is the site's.
 */
const siteFrontRoutes = siteFronts.map((s) => [s.id as SiteFrontId, `${s.slug}/:tab?`, 'site-front'] as const);

// Order matters where two paths rank the same in React Router: the section routes come before the sub-site fronts,
// so /g7/archivum is the archive (':site/archivum') and not a G7 tab ('g7/:tab').
export const pageRoutes = [
  ['front', '', 'front'],
  // §2.1 tippjatek, the prediction game: its own page type. Keep these rows before any generic 'melleklet/:name/*'
  // supplement route, so /melleklet/tippjatek/{subSlug}/{key} is never read as a supplement's tab.
  ['tippjatek', 'melleklet/tippjatek/:subSlug?/:key?', 'tippjatek'],
  // §2.1 the section-type routes share one section page
  // §2.5 the supplements: one to three segments after the name, so a four-segment data path
  // (/melleklet/valasztas-2024/adatok/{token}) outranks the bare article route. The tippjatek row above must stay
  // before these: its static segment ranks it first anyway, and on equal rank the order decides.
  ['melleklet', 'melleklet/:name', 'supplement'],
  ['melleklet-tab', 'melleklet/:name/:tab', 'supplement'],
  ['melleklet-data', 'melleklet/:name/:tab/:item', 'supplement'],
  // §2.1 archivum: the archive search is a page of its own
  ['archivum', 'archivum', 'archive'],
  ['archivum-on-site', ':site/archivum', 'archive'],
  ['list-legfontosabb', 'legfontosabb', 'section'],
  ['list-kedvenceink', 'kedvenceink', 'section'],
  ['list-kozlemenyek', 'kozlemenyek', 'section'],
  ['legfrissebb', 'legfrissebb', 'section'],
  ['english', 'english', 'section'],
  ['articles-by-tag', 'cimke/*', 'section'],
  // §2.7 the sports pages live in the sport section (decision 029-sport-routes); their static paths outrank 'rovat/*'
  ['football', 'rovat/sport/foci', 'football'],
  ['formula1', 'rovat/sport/forma-1', 'formula1'],
  ['articles-by-mstag', 'rovat/*', 'section'],
  ['articles-by-mstag-on-site', ':site/rovat/*', 'section'],
  ['articles-by-author', 'szerzo/*', 'section'],
  ['doc', 'dokumentum/:slug', 'doc'],
  ['academy', 'telexakademia', 'doc'],
  ['youth', 'te', 'doc'],
  ['tax', 'egyszazalek', 'doc'],
  ...siteFrontRoutes,
  // single_article (with and without a sub-site, and the bare form) and liveblog_article
  ['article', ':mstag/:year/:month/:day/:slug', 'article'],
  ['article-on-site', ':site/:mstag/:year/:month/:day/:slug', 'article'],
  ['article-bare', ':year/:month/:day/:slug', 'article'],
  ['liveblog', ':mstag/:year/:month/:day/:slug/elo', 'article'],
  ['support', 'tamogatas/:slug?', 'support'],
  ['login', 'login', 'login'],
  ['impress', 'impresszum', 'impress'],
  ['exchange', 'arfolyam', 'exchange'],
  ['empty', 'empty', 'empty'],
  ['app-webview', 'app-web-widget', 'app-webview'],
  // all podcasts, a podcast, an episode without an article (decision 021-podcast-urls)
  ['podcast', 'podcast/:podcast?/:episode?', 'podcast'],
  // the reader's own lists, kept in their browser (decision 089)
  ['saved-articles', SAVED_ARTICLES_PATH.slice(1), 'reader-list'],
  ['followed-topics', FOLLOWED_TOPICS_PATH.slice(1), 'reader-list'],
] as const satisfies readonly (readonly [id: string, path: string, type: PageType])[];

// Tuples rather than objects: this table is in every page's JavaScript.
type PageRoute = (typeof pageRoutes)[number];
export type PageRouteId = PageRoute[0] | typeof NOT_FOUND_ROUTE_ID;
/** The route ids of one page type. */
export type RouteIdOf<T extends PageType> = Extract<PageRoute, readonly [string, string, T]>[0];

/** Pages the mobile app embeds: without the site's header and footer. */
export const CHROMELESS_PAGES: ReadonlySet<PageType> = new Set<PageType>(['empty', 'app-webview']);

/** Which page type a route renders; null for the not-found route and unknown ids. */
export function pageTypeOf(routeId: string): PageType | null {
  return pageRoutes.find((r) => r[0] === routeId)?.[2] ?? null;
}
