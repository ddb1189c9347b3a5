// Secondary data (decision 003): parts a page renders without, streamed in behind Suspense on the server and
// fetched from GET {SECONDARY_DATA_PATH}/{name}?site={slug} in the browser.
import type { CompactCard } from '../card-article.ts';
import type { CommonData } from '../common-data.ts';
import type { MinutesCounterConfig, SupporterCounts } from '../minutes-counter.ts';
import type { SidebarBoxData } from '../recommender-boxes.ts';

export const SECONDARY_DATA_PATH = '/page-data/secondary';

/** The sidebar's 'Friss hírek' box: its candidates, newest first (it shows the first it may, shared/dedupe.ts). */
export interface SidebarData {
  latest: CompactCard[];
}

/** 'Legolvasottabb' (decision 092): the site's most read of the last day, most read first, with spares. */
export interface MostReadData {
  items: CompactCard[];
}

/** An article page's sidebar boxes ('Friss hírek' and the recommender's, §2.6, §9). */
export interface RecommenderData {
  boxes: SidebarBoxData[];
}

/** The header's exchange-rate ticker, in the site's own currency. */
export interface TickerData {
  currencySign: string;
  rates: { currency: string; rate: number; change: number }[];
}

/** §3 Minutes counter: the supporters since the start date, and today's (null before today has a row). */
export interface MinutesData {
  config: MinutesCounterConfig;
  counts: SupporterCounts;
  today: SupporterCounts | null;
  /** today's calendar day in the site's time zone, YYYY-MM-DD */
  day: string;
}

/** Each part, or null when it failed (a page never fails for a secondary part). */
export interface SecondaryResources {
  sidebar: SidebarData | null;
  recommender: RecommenderData | null;
  ticker: TickerData | null;
  /** §3 Common data under the header: weather, flood warning, trending tags, promoted links, search placeholders */
  common: CommonData | null;
  minutes: MinutesData | null;
  mostRead: MostReadData | null;
}
export type SecondaryName = keyof SecondaryResources;

export const SECONDARY_NAMES: readonly SecondaryName[] = [
  'sidebar',
  'recommender',
  'ticker',
  'common',
  'minutes',
  'mostRead',
];
