// Opens 'Legolvasottabb''s counts for the app (decision 092), apart from most-read.ts so that what only reads the
// ranking (the loaders' context) does not reach the SQLite driver.
import type { FastifyInstance } from 'fastify';
import type { AttemptLimits } from '../auth/attempt-limits.ts';
import type { BffConfig } from '../config.ts';
import { attachMostRead, MostRead } from './most-read.ts';
import { SqliteReadCounts } from './sqlite-read-counts.ts';

/** Opens the counts over the attempt limits' database for this app; closed with it. */
export function registerMostRead(app: FastifyInstance, config: BffConfig, limits: AttemptLimits): MostRead {
  const counts = SqliteReadCounts.open(config.attemptLimitsDb);
  app.addHook('onClose', async () => counts.close());
  const mostRead = new MostRead(counts, limits, config.clock ?? Date.now);
  attachMostRead(config, mostRead);
  return mostRead;
}
