// Our own first-party analytics (§1: each site has its own analytics property): after the reader consented, the
// browser tells the BFF that a page was viewed, or that a support link was followed (§3: the site's reader-revenue
// property), or that an article was read (its page visible for READ_DWELL_MS, shared/most-read.ts: 'Legolvasottabb'
// counts these). No identifier, no cookie, nothing about the reader: a path, the article, and what happened. The BFF
// counts it under the site's property (server/routes/analytics-routes.ts).
export const ANALYTICS_BEACON_PATH = '/analytics/beacon';
export type AnalyticsEventKind = 'pageview' | 'support' | 'read';
export interface AnalyticsEvent {
  kind: AnalyticsEventKind;
  /** the page's path on our site (no query: it may carry a search term; its length: shared/request-limits.ts) */
  path: string;
  /** the article read (kind 'read' only) */
  article?: number;
}
