// A connection to the shared store (REDIS_URL, decision 087), made the one way every user of it needs: a call fails
// at once while Redis is away (no offline queue), so the caller falls back instead of waiting, and the connection
// comes back by itself, without a restart, a short delay after Redis does.
import { Redis, type RedisOptions } from 'ioredis';

/** How long a reconnect waits at most: Redis back, the fleet is one again within this. */
export const REDIS_RECONNECT_MAX_MS = 1_000;
/** A command Redis has not answered in this is failed; the caller's fallback is cheaper than the wait. */
const REDIS_COMMAND_TIMEOUT_MS = 1_000;

export interface RedisLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * A new connection, logging once when it is lost and once when it is back (ioredis reports every failed reconnect,
 * a line a second for as long as Redis is away). `name` says which user it is, in the log;
 * `options` adds to these (a subscriber's own resubscribing, say).
 */
export function redisConnection(url: string, name: string, log: RedisLog, options: RedisOptions = {}): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(100 * attempt, REDIS_RECONNECT_MAX_MS),
    connectionName: name,
    ...options,
  });
  let up = false;
  redis.on('ready', () => {
    up = true;
    log.info({ redis: name }, 'shared store connected');
  });
  redis.on('error', (err: Error) => {
    if (!up) return;
    up = false;
    log.warn({ redis: name, err: err.message }, 'shared store lost; reconnecting');
  });
  return redis;
}
