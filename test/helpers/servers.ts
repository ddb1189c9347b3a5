// Starts the servers a test needs on loopback ports chosen by the OS, and stops them: the embedded origin over a
// freshly seeded small corpus, and the BFF pointed at it (or at any upstream URL).
import { buildEventDataApp } from '../../server/origin/event-data/app.ts';
import type { Database } from 'better-sqlite3';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { configFromEnv, type BffConfig } from '../../server/config.ts';
import { buildOriginApp, type BuildOriginAppOptions } from '../../server/origin/app.ts';
import { LOCAL_PUBLIC_ORIGINS } from '../../server/origin/routes/newsletter.ts';
import { buildLivescoreApp } from '../../server/origin/livescore/app.ts';
import { buildCrmApp } from '../../server/origin/crm/app.ts';
import { openCrmDatabase } from '../../server/origin/crm/crm-database.ts';
import { seedSupporters } from '../../server/origin/crm/demo-supporters.ts';
import { memoryOutbox, type OutboxMail } from '../../server/origin/crm/mail-outbox.ts';
import type { OidcSettings } from '../../server/origin/security/oidc-verifier.ts';
import { openDatabase } from '../../server/origin/database.ts';
import { seedCorpus } from '../../server/origin/seed/corpus.ts';
import { TEST_CORPUS, seededDatabase } from '../../tooling/test-corpus.ts';
import { buildQuizApp } from '../../server/origin/quiz/app.ts';
import { openQuizDatabase } from '../../server/origin/quiz/database.ts';
import { seedQuizzes } from '../../server/origin/quiz/seed/seed-quizzes.ts';
import { ensureClientBuild as buildClientIfChanged } from '../../tooling/build.ts';
import { CLIENT_BUILT_ENV } from '../../tooling/test-tiers.ts';

/** A fixed clock for seeded corpora, so every run sees the same data (startOrigin seeds with it unless told otherwise). */
export const TEST_NOW = TEST_CORPUS.now;

/** For the tests whose rule is about the real present (the BFF and the browser read the real clock): seed with this. */
export const realNowS = () => Math.floor(Date.now() / 1000);

export interface Running {
  url: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

export async function startOrigin(opts: {
  articles?: number; seed?: number; now?: number; adminToken?: string; jwtSecret?: string; accessTokenTtlS?: number;
  oidc?: OidcSettings; authNow?: () => number; logger?: FastifyServerOptions['logger']; cachePurgeUrls?: readonly string[];
} & Pick<BuildOriginAppOptions, 'vapid' | 'pushAllowLoopbackHttp' | 'pushServiceHosts'> = {}): Promise<Running & { db: Database; newsletterMails: OutboxMail[] }> {
  const corpus = { articles: opts.articles ?? TEST_CORPUS.articles, seed: opts.seed ?? TEST_CORPUS.seed, now: opts.now ?? TEST_NOW };
  // A corpus on the fixed clock is opened from its image; one seeded around the real present is new every time.
  const db = opts.now === undefined || opts.now === TEST_NOW ? seededDatabase(corpus) : openDatabase(':memory:');
  if (!db.prepare('SELECT 1 FROM articles LIMIT 1').get()) seedCorpus(db, corpus);
  const newsletterOutbox = memoryOutbox();
  const app = buildOriginApp({
    db, adminToken: opts.adminToken, jwtSecret: opts.jwtSecret, accessTokenTtlS: opts.accessTokenTtlS, cachePurgeUrls: opts.cachePurgeUrls,
    vapid: opts.vapid, pushAllowLoopbackHttp: opts.pushAllowLoopbackHttp, pushServiceHosts: opts.pushServiceHosts, oidc: opts.oidc, now: opts.authNow, logger: opts.logger,
    // The newsletters' confirmation and list mails land in `newsletterMails`; their links name the default origin.
    newsletterMail: { outbox: newsletterOutbox, publicOrigin: LOCAL_PUBLIC_ORIGINS },
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url, app, db, newsletterMails: newsletterOutbox.mails, close: async () => { await app.close(); db.close(); } };
}

/** The embedded quiz service over in-memory SQLite with the demo quizzes; `now` (unix seconds) opens and closes questions. */
export async function startQuiz(opts: { now?: () => number; seedNow?: number } = {}): Promise<Running & { db: Database }> {
  const db = openQuizDatabase(':memory:');
  seedQuizzes(db, { now: opts.seedNow ?? TEST_NOW });
  const app = buildQuizApp({ db, now: opts.now });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url, app, db, close: async () => { await app.close(); db.close(); } };
}

/**
 * The embedded livescore service on a loopback port. `now` is its clock in milliseconds (default: TEST_NOW, fixed):
 * the data are laid out around the first reading, and a test moves the clock to see live matches go on.
 */
export async function startLivescore(opts: { now?: () => number; seed?: number } = {}): Promise<Running> {
  const app = buildLivescoreApp({ now: opts.now ?? (() => TEST_NOW * 1000), seed: opts.seed });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url, app, close: () => app.close() };
}

/** The supplements' stand-in data site (issue 17) on a loopback port. */
export async function startEventData(opts: { seed?: number } = {}): Promise<Running> {
  const app = buildEventDataApp({ seed: opts.seed });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url, app, close: () => app.close() };
}

/** The embedded CRM over an in-memory database of demo supporters; mails land in `mails`. */
/**
 * The supporter flows' three servers: a publisher with `articles` articles, the embedded CRM and a BFF that uses it;
 * all three stop when `t` ends.
 */
export async function startSupportServers(t: { teardown(fn: () => Promise<void>): void }, articles: number) {
  const origin = await startOrigin({ articles });
  const crm = await startCrm();
  const bff = await startBff(origin.url, { crmApiUrl: crm.url });
  t.teardown(async () => {
    await bff.close();
    await crm.close();
    await origin.close();
  });
  return { origin, crm, bff };
}

export async function startCrm(opts: { supporters?: number; seed?: number; now?: () => number; signInUrl?: string; port?: number } = {}): Promise<Running & {
  db: Database; mails: OutboxMail[]; clock: { now: () => number };
}> {
  const db = openCrmDatabase(':memory:');
  const clock = { now: opts.now ?? (() => Math.floor(Date.now() / 1000)) };
  seedSupporters(db, { count: opts.supporters ?? 40, seed: opts.seed, now: clock.now() });
  const outbox = memoryOutbox();
  const app = buildCrmApp({ db, outbox, signInUrl: opts.signInUrl ?? 'http://localhost:3000/tamogatas/belepes/link', now: () => clock.now() });
  const url = await app.listen({ host: '127.0.0.1', port: opts.port ?? 0 });
  return { url, app, db, mails: outbox.mails, clock, close: async () => { await app.close(); db.close(); } };
}

let clientBuilt: Promise<unknown> | null = null;
/** Tests run against the real client build; a file run on its own builds it when its inputs changed (`npm test` has). */
export function ensureClientBuild(): Promise<unknown> {
  clientBuilt ??= process.env[CLIENT_BUILT_ENV] ? Promise.resolve() : buildClientIfChanged();
  return clientBuilt;
}

export async function startBff(publisherApiUrl: string, overrides: Partial<BffConfig> = {}, opts: { logger?: object } = {}): Promise<Running & { config: BffConfig }> {
  await ensureClientBuild();
  // Time budgets are what the tests about them set (operations, resilience, ssr): elsewhere a busy shared machine must
  // not turn a page into a 503 or a 500, so a render may wait its turn, and an upstream answer, as long as a test runs.
  const config = configFromEnv({}, {
    publisherApiUrl, host: '127.0.0.1', port: 0, logLevel: 'silent',
    render: { concurrency: 12, queueLength: 1_000, waitMs: 120_000 },
    upstreamTimeoutMs: { primary: 60_000, secondary: 30_000 },
    renderTimeoutMs: 120_000,
    ...overrides,
  });
  const app = await buildApp({ config, logger: opts.logger });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  // Canonical URLs and redirects use the configured public origin; point it at this test server.
  config.publicOrigin.main = url;
  config.publicOrigin.regional = url.replace('127.0.0.1', 'ro.localhost');
  return { url, app, config, close: () => app.close() };
}
