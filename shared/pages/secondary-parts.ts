// Secondary data (decision 003): parts a page renders without, streamed in behind Suspense on the server and
// fetched from GET {SECONDARY_DATA_PATH}/{name}?site={slug} in the browser.
import type { CompactCard } from '../card-article.ts';
import type { SidebarBoxData } from '../recommender-boxes.ts';

export const SECONDARY_DATA_PATH = '/page-data/secondary';

/** The sidebar's 'Friss hírek' box. */
export interface SidebarData {
  latest: CompactCard[];
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

/** Each part, or null when it failed (a page never fails for a secondary part). */
export interface SecondaryResources {
  sidebar: SidebarData | null;
  recommender: RecommenderData | null;
  ticker: TickerData | null;
}
export type SecondaryName = keyof SecondaryResources;

export const SECONDARY_NAMES: readonly SecondaryName[] = ['sidebar', 'recommender', 'ticker'];
