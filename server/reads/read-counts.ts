// Where 'Legolvasottabb' keeps its reads (decision 092): counts per site, article and hour. An interface, narrow on
// purpose, so that another backend (Redis, beside the attempt limits') can stand in for the SQLite one
// (sqlite-read-counts.ts) without the counting or the ranking changing.

export interface ReadCounts {
  /** Counts one read of `article` on `site` in the hour `hour` (ms since the epoch, divided by READ_HOUR_MS). */
  add(site: string, article: number, hour: number): void;
  /** The `limit` most read articles of `site` in the hours from `fromHour` on, most read first (ties: lower id). */
  top(site: string, fromHour: number, limit: number): number[];
  /** Forgets the hours before `hour`. */
  forgetBefore(hour: number): void;
  close(): void;
}
