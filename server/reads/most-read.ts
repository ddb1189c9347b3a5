// 'Legolvasottabb' on the BFF (decision 092): reads counted from the beacon, at most one per article per client
// address per hour (through the attempt limits, so a stranger cannot inflate a count cheaply), and each site's
// ranking over the last MOST_READ_WINDOW_HOURS hours, reused for MOST_READ_CACHE_MS. One per app: register-most-read.ts
// opens its counts beside the attempt limits' and closes them with the app; the loaders and the beacon route find it by
// config. The decided failure, when the counts do not answer (Redis away): the read is not counted, and the ranking
// stays what it was (nothing, before a first one) until it is due again; neither throws, and neither waits longer than
// the counts' own deadline.
import type { FastifyRequest } from 'fastify';
import {
  MOST_READ_CACHE_MS,
  MOST_READ_WINDOW_HOURS,
  READ_HOUR_MS,
  READ_PER_CLIENT_WINDOW_MS,
} from '../../shared/most-read.ts';
import { addressKey, type AttemptLimits } from '../auth/attempt-limits.ts';
import type { BffConfig } from '../config.ts';
import type { ReadCounts } from './read-counts.ts';

/** Hours that fell out of the ranking are deleted every this many reads. */
const FORGET_EVERY = 1_000;

interface Ranking {
  at: number;
  limit: number;
  /** Shared by the pages that ask while it is read. */
  ids: Promise<number[]>;
}

export class MostRead {
  private readonly rankings = new Map<string, Ranking>();
  private reads = 0;

  constructor(
    private readonly counts: ReadCounts,
    private readonly limits: AttemptLimits,
    private readonly now: () => number,
  ) {}

  /** Counts a read of `article` on `site` unless this client counted one of it within the hour; true if counted. */
  async count(req: FastifyRequest, site: string, article: number): Promise<boolean> {
    const verdict = await this.limits.attempt(req, 'article-read', null);
    if (!verdict.allowed) return false;
    if (!(await this.limits.firstUse(`read:${site}:${article}:${addressKey(req.ip)}`, READ_PER_CLIENT_WINDOW_MS)))
      return false;
    const hour = Math.floor(this.now() / READ_HOUR_MS);
    try {
      await this.counts.add(site, article, hour);
      if (++this.reads % FORGET_EVERY === 0) await this.counts.forgetBefore(hour - MOST_READ_WINDOW_HOURS);
    } catch (err) {
      req.log.debug({ err }, 'read not counted: the counts did not answer');
      return false;
    }
    return true;
  }

  /** The site's most read articles of the last day, most read first: the first `limit` of one cached ranking. */
  async ranked(site: string, limit: number): Promise<number[]> {
    const now = this.now();
    let ranking = this.rankings.get(site);
    if (!ranking || now - ranking.at >= MOST_READ_CACHE_MS || ranking.limit < limit) {
      const before = ranking?.ids ?? Promise.resolve([]);
      const fromHour = Math.floor(now / READ_HOUR_MS) - MOST_READ_WINDOW_HOURS + 1;
      ranking = { at: now, limit, ids: this.counts.top(site, fromHour, limit).catch(() => before) };
      this.rankings.set(site, ranking);
    }
    return (await ranking.ids).slice(0, limit);
  }
}

const perConfig = new WeakMap<BffConfig, MostRead>();

/** Makes `mostRead` the app's (register-most-read.ts, when the app starts). */
export function attachMostRead(config: BffConfig, mostRead: MostRead): void {
  perConfig.set(config, mostRead);
}

/** The app's most-read counts (null before registerMostRead, as in a loader's unit test). */
export function mostReadOf(config: BffConfig): MostRead | null {
  return perConfig.get(config) ?? null;
}
