// Where this process counts attempts and keeps marks (decision 090): without REDIS_URL the host's SQLite file as before
// (ATTEMPT_LIMITS_DB, decision 043); with it the fleet's Redis, and this process's own counters while Redis is away.
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { CounterStore } from '../auth/attempt-limits.ts';
import { AttemptStore } from '../auth/attempt-store.ts';
import type { BffConfig } from '../config.ts';
import { FallbackCounterStore } from './fallback-counter-store.ts';
import { redisIsUp } from './redis-connection.ts';
import { RedisCounterStore } from './redis-counter-store.ts';

export function openCounterStore(
  config: Pick<BffConfig, 'attemptLimitsDb' | 'clock'>,
  redis: Redis | null,
  log: FastifyBaseLogger,
): CounterStore {
  const now = config.clock ?? Date.now;
  if (!redis) return AttemptStore.open(config.attemptLimitsDb, { now });
  return new FallbackCounterStore(new RedisCounterStore(redis), AttemptStore.open(':memory:', { now }), {
    isUp: () => redisIsUp(redis),
    log,
    now,
  });
}
