// The reads in the fleet's Redis (decisions 087, 092), with REDIS_URL: every BFF host counts into one ranking. An
// hour of a site is a sorted set under `bff:reads:` (article → reads); it expires in Redis when the hour leaves the
// ranking's window, counted on the BFF's clock as the attempt limits' counters are, so forgetBefore has nothing to do.
// Ranking is one script, defined once and called by name: it sums the window's hours in Redis and answers only the
// first `limit`. Every command is given up after REDIS_ANSWER_DEADLINE_MS; what a failure means is most-read.ts's.
import type { Redis } from 'ioredis';
import { MOST_READ_WINDOW_HOURS, READ_HOUR_MS } from '../../shared/most-read.ts';
import { answeredWithin } from '../shared-store/redis-connection.ts';
import type { ReadCounts } from './read-counts.ts';

export const READS_KEY_PREFIX = 'bff:reads:';

/** KEYS: the hours' sets; ARGV[1]: limit. Answers the ids most read over all of them, most first (ties: lower id). */
const TOP_LUA = `
local totals = {}
for i = 1, #KEYS do
  local r = redis.call('ZRANGE', KEYS[i], 0, -1, 'WITHSCORES')
  for j = 1, #r, 2 do totals[r[j]] = (totals[r[j]] or 0) + tonumber(r[j + 1]) end
end
local rows = {}
for id, n in pairs(totals) do rows[#rows + 1] = {tonumber(id), n} end
table.sort(rows, function(a, b)
  if a[2] ~= b[2] then return a[2] > b[2] end
  return a[1] < b[1]
end)
local out = {}
for i = 1, math.min(tonumber(ARGV[1]), #rows) do out[i] = rows[i][1] end
return out
`;

interface WithTop {
  bffReadsTop(numKeys: number, ...keysAndArgs: (string | number)[]): Promise<number[]>;
}

function hourKey(site: string, hour: number): string {
  return `${READS_KEY_PREFIX}${site}:${hour}`;
}

export class RedisReadCounts implements ReadCounts {
  private readonly redis: Redis & WithTop;

  /** Counts on `redis`, whose owner closes it (server/app.ts); `now` is the BFF's clock. */
  constructor(
    redis: Redis,
    private readonly now: () => number,
  ) {
    this.redis = redis as Redis & WithTop;
    if (!('bffReadsTop' in redis)) redis.defineCommand('bffReadsTop', { lua: TOP_LUA });
  }

  async add(site: string, article: number, hour: number): Promise<void> {
    const key = hourKey(site, hour);
    // The hour is ranked until MOST_READ_WINDOW_HOURS hours after it began.
    const ttlMs = Math.max(1, (hour + MOST_READ_WINDOW_HOURS) * READ_HOUR_MS - Math.floor(this.now()));
    const done = await answeredWithin(this.redis.multi().zincrby(key, 1, String(article)).pexpire(key, ttlMs).exec());
    const failed = done?.find(([err]) => err);
    if (!done || failed) throw failed?.[0] ?? new Error('Redis discarded the read');
  }

  async top(site: string, fromHour: number, limit: number): Promise<number[]> {
    const toHour = Math.floor(this.now() / READ_HOUR_MS);
    const keys = [];
    for (let hour = fromHour; hour <= toHour; hour++) keys.push(hourKey(site, hour));
    return (await answeredWithin(this.redis.bffReadsTop(keys.length, ...keys, limit))).map(Number);
  }

  async forgetBefore(): Promise<void> {}

  close(): void {}
}
