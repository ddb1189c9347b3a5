// Starts the servers a test needs on loopback ports chosen by the OS, and stops them: the embedded origin over a
// freshly seeded small corpus, and the BFF pointed at it (or at any upstream URL).
import { existsSync } from 'node:fs';
import type { Database } from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { configFromEnv, type BffConfig } from '../../server/config.ts';
import { buildOriginApp } from '../../server/origin/app.ts';
import { openDatabase } from '../../server/origin/database.ts';
import { seedCorpus } from '../../server/origin/seed/corpus.ts';
import { buildClient } from '../../scripts/build.ts';

/** A fixed clock for seeded corpora, so every run sees the same data (startOrigin seeds with it unless told otherwise). */
export const TEST_NOW = Date.UTC(2026, 10, 25, 12, 0, 0) / 1000;

/** For the tests whose rule is about the real present (the BFF and the browser read the real clock): seed with this. */
export const realNowS = () => Math.floor(Date.now() / 1000);

export interface Running {
  url: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

export async function startOrigin(opts: {
  articles?: number; seed?: number; now?: number; adminToken?: string; jwtSecret?: string; accessTokenTtlS?: number;
  cachePurgeUrls?: readonly string[];
} = {}): Promise<Running & { db: Database }> {
  const db = openDatabase(':memory:');
  seedCorpus(db, { articles: opts.articles ?? 600, seed: opts.seed ?? 42, now: opts.now ?? TEST_NOW });
  const app = buildOriginApp({
    db, adminToken: opts.adminToken, jwtSecret: opts.jwtSecret, accessTokenTtlS: opts.accessTokenTtlS, cachePurgeUrls: opts.cachePurgeUrls,
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url, app, db, close: async () => { await app.close(); db.close(); } };
}

let clientBuilt: Promise<unknown> | null = null;
/** Tests run against the real client build; build it once per process when `npm test` has not. */
export function ensureClientBuild(): Promise<unknown> {
  clientBuilt ??= existsSync('dist/client/manifest.json') ? Promise.resolve() : buildClient();
  return clientBuilt;
}

export async function startBff(
  publisherApiUrl: string, overrides: Partial<BffConfig> = {}, opts: { logger?: object } = {},
): Promise<Running & { config: BffConfig }> {
  await ensureClientBuild();
  // Load shedding is tested on its own (operations.test.ts); elsewhere it is off (0), since a busy shared machine must
  // not turn a page into a 503 (a saturated loop leaves no delay sample, which @fastify/under-pressure reads as overload).
  const config = configFromEnv({}, { publisherApiUrl, host: '127.0.0.1', port: 0, logLevel: 'silent', maxEventLoopDelayMs: 0, ...overrides });
  const app = await buildApp({ config, logger: opts.logger });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  // Canonical URLs and redirects use the configured public origin; point it at this test server.
  config.publicOrigin.main = url;
  config.publicOrigin.regional = url.replace('127.0.0.1', 'ro.localhost');
  return { url, app, config, close: () => app.close() };
}
