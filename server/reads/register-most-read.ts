// Opens 'Legolvasottabb''s counts for the app (decision 092), apart from most-read.ts so that what only reads the
// ranking (the loaders' context) does not reach the SQLite driver or Redis.
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { AttemptLimits } from '../auth/attempt-limits.ts';
import type { BffConfig } from '../config.ts';
import { attachMostRead, MostRead } from './most-read.ts';
import type { ReadCounts } from './read-counts.ts';
import { RedisReadCounts } from './redis-read-counts.ts';
import { SqliteReadCounts } from './sqlite-read-counts.ts';

/** Opens the counts where the attempt limits count: the app's Redis connection (REDIS_URL), else their database. */
export function registerMostRead(
  app: FastifyInstance,
  config: BffConfig,
  limits: AttemptLimits,
  redis: Redis | null,
): MostRead {
  const now = config.clock ?? Date.now;
  const counts: ReadCounts = redis ? new RedisReadCounts(redis, now) : SqliteReadCounts.open(config.attemptLimitsDb);
  app.addHook('onClose', async () => counts.close());
  const mostRead = new MostRead(counts, limits, now);
  attachMostRead(config, mostRead);
  return mostRead;
}
