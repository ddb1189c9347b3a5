// Where 'Legolvasottabb' keeps its reads (decision 092): counts per site, article and hour. An interface, narrow on
// purpose: the host's SQLite file (sqlite-read-counts.ts) or, with REDIS_URL, the fleet's Redis
// (redis-read-counts.ts), without the counting or the ranking changing. Every method may fail (Redis away): the
// caller's decided failure is in most-read.ts.

export interface ReadCounts {
  /** Counts one read of `article` on `site` in the hour `hour` (ms since the epoch, divided by READ_HOUR_MS). */
  add(site: string, article: number, hour: number): Promise<void>;
  /** The `limit` most read articles of `site` in the hours from `fromHour` on, most read first (ties: lower id). */
  top(site: string, fromHour: number, limit: number): Promise<number[]>;
  /** Forgets the hours before `hour`. */
  forgetBefore(hour: number): Promise<void>;
  close(): void;
}
