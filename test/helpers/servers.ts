// Starts the servers a test needs on loopback ports chosen by the OS, and stops them: the embedded origin over a
// freshly seeded small corpus, and the BFF pointed at it (or at any upstream URL).
import type { Database } from 'better-sqlite3';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { configFromEnv, type BffConfig } from '../../server/config.ts';
import { buildOriginApp, type BuildOriginAppOptions } from '../../stand-ins/origin/app.ts';
import { LOCAL_PUBLIC_ORIGINS } from '../../stand-ins/origin/routes/newsletter.ts';
import { buildCrmApp } from '../../stand-ins/crm/app.ts';
import { openCrmDatabase } from '../../stand-ins/crm/crm-database.ts';
import { seedSupporters } from '../../stand-ins/crm/demo-supporters.ts';
import { memoryOutbox, type OutboxMail } from '../../stand-ins/crm/mail-outbox.ts';
import { buildPaymentStandIn, type PaymentStandIn } from '../../stand-ins/payments/app.ts';
import { openStandInStore } from '../../stand-ins/payments/stand-in-store.ts';
import type { WebhookEndpoint } from '../../stand-ins/payments/webhook-sender.ts';
import type { PaymentConfig } from '../../server/payments/payment-config.ts';
import { PAYMENT_WEBHOOK_PATH } from '../../shared/support-forms.ts';
import type { OidcSettings } from '../../stand-ins/origin/security/oidc-verifier.ts';
import { openDatabase } from '../../stand-ins/origin/database.ts';
import { seedCorpus } from '../../stand-ins/origin/seed/corpus.ts';
import { TEST_CORPUS, seededDatabase } from '../../tooling/test-corpus.ts';
import { buildQuizApp } from '../../stand-ins/quiz/app.ts';
import { openQuizDatabase } from '../../stand-ins/quiz/database.ts';
import { seedQuizzes } from '../../stand-ins/quiz/seed/seed-quizzes.ts';
import { ensureClientBuild as buildClientIfChanged } from '../../tooling/build.ts';
import { CLIENT_BUILT_ENV } from '../../tooling/test-tiers.ts';
import { patientBudgets } from '../../tooling/patient-budgets.ts';

/** A fixed clock for seeded corpora, so every run sees the same data (startOrigin seeds with it unless told otherwise). */
export const TEST_NOW = TEST_CORPUS.now;

/** For the tests whose rule is about the real present (the BFF and the browser read the real clock): seed with this. */
export const realNowS = () => Math.floor(Date.now() / 1000);

// Their home is tooling/, which the gallery and `npm run lighthouse` share with the tests.
export { startEventData, startLivescore, type Running } from '../../tooling/upstream-servers.ts';
import type { Running } from '../../tooling/upstream-servers.ts';

export async function startOrigin(
  opts: {
    articles?: number;
    seed?: number;
    now?: number;
    adminToken?: string;
    jwtSecret?: string;
    accessTokenTtlS?: number;
    oidc?: OidcSettings;
    authNow?: () => number;
    logger?: FastifyServerOptions['logger'];
    cachePurgeUrls?: readonly string[];
  } & Pick<BuildOriginAppOptions, 'vapid' | 'pushAllowLoopbackHttp' | 'pushServiceHosts'> = {},
): Promise<Running & { db: Database; newsletterMails: OutboxMail[] }> {
  const corpus = {
    articles: opts.articles ?? TEST_CORPUS.articles,
    seed: opts.seed ?? TEST_CORPUS.seed,
    now: opts.now ?? TEST_NOW,
  };
  // A corpus on the fixed clock is opened from its image; one seeded around the real present is new every time.
  const db = opts.now === undefined || opts.now === TEST_NOW ? seededDatabase(corpus) : openDatabase(':memory:');
  if (!db.prepare('SELECT 1 FROM articles LIMIT 1').get()) seedCorpus(db, corpus);
  const newsletterOutbox = memoryOutbox();
  const app = buildOriginApp({
    db,
    adminToken: opts.adminToken,
    jwtSecret: opts.jwtSecret,
    accessTokenTtlS: opts.accessTokenTtlS,
    cachePurgeUrls: opts.cachePurgeUrls,
    vapid: opts.vapid,
    pushAllowLoopbackHttp: opts.pushAllowLoopbackHttp,
    pushServiceHosts: opts.pushServiceHosts,
    oidc: opts.oidc,
    now: opts.authNow,
    logger: opts.logger,
    // The newsletters' confirmation and list mails land in `newsletterMails`; their links name the default origin.
    newsletterMail: { outbox: newsletterOutbox, publicOrigin: LOCAL_PUBLIC_ORIGINS },
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url,
    app,
    db,
    newsletterMails: newsletterOutbox.mails,
    close: async () => {
      await closeWatched(app, 'the origin');
      db.close();
    },
  };
}

/** The embedded quiz service over in-memory SQLite with the demo quizzes; `now` (unix seconds) opens and closes questions. */
export async function startQuiz(
  opts: { now?: () => number; seedNow?: number } = {},
): Promise<Running & { db: Database }> {
  const db = openQuizDatabase(':memory:');
  seedQuizzes(db, { now: opts.seedNow ?? TEST_NOW });
  const app = buildQuizApp({ db, now: opts.now });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url,
    app,
    db,
    close: async () => {
      await app.close();
      db.close();
    },
  };
}

/**
 * The supporter flows' three servers: a publisher with `articles` articles, the embedded CRM and a BFF that uses it;
 * with `payments`, the payment stand-in too, its webhooks going to the BFF, payments recorded at the CRM and the
 * supporters they bring counted at the publisher. All stop when `t` ends.
 */
export async function startSupportServers(
  t: { teardown(fn: () => Promise<void>): void },
  articles: number,
  opts: {
    payments?: boolean;
    bff?: Partial<BffConfig>;
    standIn?: Parameters<typeof startPaymentStandIn>[0];
    crm?: Parameters<typeof startCrm>[0];
  } = {},
) {
  const origin = await startOrigin({ articles });
  const crm = await startCrm({ serviceToken: CRM_TEST_SERVICE_TOKEN, counterUrl: origin.url, ...opts.crm });
  const pay = opts.payments ? await startPaymentStandIn(opts.standIn) : null;
  const bff = await startBff(origin.url, {
    crmApiUrl: crm.url,
    crmServiceToken: CRM_TEST_SERVICE_TOKEN,
    payments: pay?.config ?? null,
    ...opts.bff,
  });
  if (pay) pay.endpoint.url = bff.url + PAYMENT_WEBHOOK_PATH;
  t.teardown(async () => {
    await pay?.close();
    await bff.close();
    await crm.close();
    await origin.close();
  });
  return { origin, crm, bff, pay };
}

/** The token the test BFFs record payments at the test CRMs with. */
export const CRM_TEST_SERVICE_TOKEN = 'crm-service-token-for-tests-0123456789';

/** The embedded CRM over an in-memory database of demo supporters; mails land in `mails`. */
export async function startCrm(
  opts: {
    supporters?: number;
    seed?: number;
    now?: () => number;
    signInUrl?: string;
    port?: number;
    serviceToken?: string;
    counterUrl?: string;
    counterRetryMs?: number;
  } = {},
): Promise<Running & { db: Database; mails: OutboxMail[]; clock: { now: () => number } }> {
  const db = openCrmDatabase(':memory:');
  const clock = { now: opts.now ?? (() => Math.floor(Date.now() / 1000)) };
  seedSupporters(db, { count: opts.supporters ?? 40, seed: opts.seed, now: clock.now() });
  const outbox = memoryOutbox();
  const app = buildCrmApp({
    db,
    outbox,
    signInUrl: opts.signInUrl ?? 'http://localhost:3000/tamogatas/belepes/link',
    now: () => clock.now(),
    serviceToken: opts.serviceToken ?? CRM_TEST_SERVICE_TOKEN,
    counter: opts.counterUrl ? { url: opts.counterUrl } : null,
    counterRetryMs: opts.counterRetryMs,
  });
  const url = await app.listen({ host: '127.0.0.1', port: opts.port ?? 0 });
  return {
    url,
    app,
    db,
    mails: outbox.mails,
    clock,
    close: async () => {
      await app.close();
      db.close();
    },
  };
}

/**
 * The payment stand-in on a loopback port, over an in-memory store: `config` is what a BFF needs to use it,
 * `endpoint` where its webhooks go (set `endpoint.url` once the BFF listens), `clock` its clock (unix s; move it to
 * make subscriptions renew, then `standIn.renewDue()`), and webhook retries come after `webhookRetryDelaysMs`.
 */
export async function startPaymentStandIn(
  opts: { webhookRetryDelaysMs?: readonly number[]; now?: () => number } = {},
): Promise<
  Running & {
    standIn: PaymentStandIn;
    config: PaymentConfig;
    endpoint: WebhookEndpoint;
    clock: { now: () => number };
  }
> {
  const store = openStandInStore(':memory:');
  const apiKey = 'sk_test_standin0123456789abcdef';
  const endpoint: WebhookEndpoint = { url: 'http://127.0.0.1:9/not-yet', secret: 'whsec_standin0123456789abcdef' };
  const clock = { now: opts.now ?? (() => Math.floor(Date.now() / 1000)) };
  // Its pages are on the address it listens on (no publicUrl given).
  const standIn = buildPaymentStandIn({
    store,
    apiKey,
    webhook: endpoint,
    now: () => clock.now(),
    webhookRetryDelaysMs: opts.webhookRetryDelaysMs ?? [100, 200, 400, 800, ...Array<number>(30).fill(1_000)],
  });
  const url = await standIn.app.listen({ host: '127.0.0.1', port: 0 });
  const u = new URL(url);
  const config: PaymentConfig = {
    apiKey,
    webhookSecret: endpoint.secret,
    api: { host: u.hostname, port: Number(u.port), protocol: 'http' },
    checkoutOrigin: u.origin,
  };
  return {
    url,
    app: standIn.app,
    standIn,
    config,
    endpoint,
    clock,
    close: async () => {
      await standIn.close();
      store.db.close();
    },
  };
}

let clientBuilt: Promise<unknown> | null = null;
/** Tests run against the real client build; a file run on its own builds it when its inputs changed (`npm test` has). */
export function ensureClientBuild(): Promise<unknown> {
  clientBuilt ??= process.env[CLIENT_BUILT_ENV] ? Promise.resolve() : buildClientIfChanged();
  return clientBuilt;
}

export async function startBff(
  publisherApiUrl: string,
  overrides: Partial<BffConfig> = {},
  opts: { logger?: object } = {},
): Promise<Running & { config: BffConfig }> {
  await ensureClientBuild();
  // Time budgets are what the tests about them set (operations, resilience, ssr), patient elsewhere.
  const config = configFromEnv(
    {},
    {
      publisherApiUrl,
      host: '127.0.0.1',
      port: 0,
      logLevel: 'silent',
      ...patientBudgets(),
      ...overrides,
    },
  );
  const app = await buildApp({ config, logger: opts.logger });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  // Canonical URLs and redirects use the configured public origin; point it at this test server.
  config.publicOrigin.main = url;
  config.publicOrigin.regional = url.replace('127.0.0.1', 'ro.localhost');
  return { url, app, config, close: () => closeWatched(app, 'the BFF') };
}

/** How long a test's server may take to close before the test names the connections that hold it, and cuts them. */
const CLOSE_WATCH_MS = 60_000;

/**
 * Closes a test's server. A close that waited for a connection its client never ended ran a whole file into its
 * 600 s timeout, with nothing to say which connection (decisions 111, 114). Past CLOSE_WATCH_MS the close fails,
 * counting the open connections, and cuts them, so the file ends and says so.
 */
async function closeWatched(app: FastifyInstance, name: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(resolve, CLOSE_WATCH_MS, 'late');
  });
  const closing = app.close();
  const first = await Promise.race([closing.then(() => 'closed' as const), late]);
  clearTimeout(timer);
  if (first === 'closed') return;
  const open = await new Promise<number>((resolve) => app.server.getConnections((_err, n) => resolve(n)));
  app.server.closeAllConnections();
  await closing;
  throw new Error(`${name}'s close still waited after ${CLOSE_WATCH_MS / 1000} s, on ${open} connection(s): cut`);
}
