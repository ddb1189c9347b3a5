// The attempt limits' counters in the fleet's Redis (decision 090), behind the same CounterStore as the host's SQLite
// file. Each counter is a hash under `bff:limits:` with its count, window start, last hit and window end on the BFF's
// clock (the same clock as the SQLite store's, so a test's moved clock moves both); the key expires in Redis when its
// window ends, so Redis needs no sweep. A take is one script, defined once and called by name: it reads every counter
// and writes only when all are under their limits, atomically for the whole fleet (Redis runs one script at a time).
// Failures (and answers later than REDIS_ANSWER_DEADLINE_MS) are the caller's: server/shared-store/fallback-counter-store.ts counts in this process meanwhile.
import type { Redis } from 'ioredis';
import type { AttemptCount, Counter, CounterStore, Taken } from '../auth/attempt-limits.ts';
import { answeredWithin } from './redis-connection.ts';

export const KEY_PREFIX = 'bff:limits:';

/**
 * KEYS: the counters; ARGV[1]: now; then for counter i, ARGV[3i-1] max, ARGV[3i] window, ARGV[3i+1] '1' when sliding.
 * Answers admitted (1 or 0), then for each counter its count, window start, last hit and window end (0s: none), after
 * this hit when admitted, as they stand when not.
 */
const TAKE_LUA = `
local now = tonumber(ARGV[1])
local f = function(n) return string.format('%.0f', n) end
local rows = {}
local admitted = 1
for i = 1, #KEYS do
  local r = redis.call('HMGET', KEYS[i], 'c', 's', 'l', 'e')
  local e = tonumber(r[4])
  if e and e > now then
    rows[i] = {tonumber(r[1]), tonumber(r[2]), tonumber(r[3]), e}
    if rows[i][1] >= tonumber(ARGV[3 * i - 1]) then admitted = 0 end
  else
    rows[i] = {0, 0, 0, 0}
  end
end
local out = {admitted}
for i = 1, #KEYS do
  local row = rows[i]
  if admitted == 1 then
    local windowMs = tonumber(ARGV[3 * i])
    if row[1] == 0 then
      row = {1, now, now, now + windowMs}
    else
      row[1] = row[1] + 1
      row[3] = now
      if ARGV[3 * i + 1] == '1' then row[4] = now + windowMs end
    end
    redis.call('HSET', KEYS[i], 'c', f(row[1]), 's', f(row[2]), 'l', f(row[3]), 'e', f(row[4]))
    redis.call('PEXPIRE', KEYS[i], f(row[4] - now))
  end
  for j = 1, 4 do out[#out + 1] = row[j] end
end
return out
`;

interface WithTake {
  bffLimitsTake(numKeys: number, ...keysAndArgs: (string | number)[]): Promise<number[]>;
}

function countOf(c: number, s: number, l: number, e: number): AttemptCount | null {
  return c > 0 ? { count: c, windowStartMs: s, lastMs: l, expiresMs: e } : null;
}

export class RedisCounterStore implements CounterStore {
  private readonly redis: Redis & WithTake;

  /** Counts on `redis`, whose owner closes it (server/app.ts). */
  constructor(redis: Redis) {
    this.redis = redis as Redis & WithTake;
    // defineCommand keeps the script's hash and sends EVALSHA, loading the script again after a restarted server.
    if (!('bffLimitsTake' in redis)) redis.defineCommand('bffLimitsTake', { lua: TAKE_LUA });
  }

  async take(counters: readonly Counter[], nowMs: number): Promise<Taken> {
    const now = Math.floor(nowMs);
    const args = counters.flatMap((c) => [c.max, Math.floor(c.windowMs), c.kind === 'sliding' ? '1' : '0']);
    const keys = counters.map((c) => KEY_PREFIX + c.key);
    const out = await answeredWithin(this.redis.bffLimitsTake(keys.length, ...keys, now, ...args));
    return {
      admitted: out[0] === 1,
      counts: counters.map((_, i) => countOf(out[1 + 4 * i], out[2 + 4 * i], out[3 + 4 * i], out[4 + 4 * i])),
    };
  }

  async peek(key: string, nowMs: number): Promise<AttemptCount | null> {
    const [c, s, l, e] = (await answeredWithin(this.redis.hmget(KEY_PREFIX + key, 'c', 's', 'l', 'e'))).map(Number);
    return e > Math.floor(nowMs) ? countOf(c, s, l, e) : null;
  }

  async clear(keys: readonly string[]): Promise<void> {
    if (keys.length) await answeredWithin(this.redis.del(...keys.map((k) => KEY_PREFIX + k)));
  }

  close(): void {}
}
