// A fleet, not one host: three BFF processes as three hosts (each its own DATA_DIR, nothing shared on disk) behind
// Debian's Varnish running deploy/varnish.vcl with all three as backends, one Redis between them, the embedded
// origin behind. What operators rely on (docs/scaling.md): a purge that comes to any one BFF empties all three
// within a second; Redis stopping under load costs no reader an error and no reader a wait past the render queue's
// budget, the publisher's list still purges every BFF meanwhile, and once Redis is back purges are broadcast again
// without a restart; a BFF killed outright leaves Varnish serving from the other two.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Result as LoadResult } from 'autocannon';
import t, { type Test } from 'tap';
import { request } from 'undici';
import { configFromEnv } from '../../server/config.ts';
import { missingVarnish } from '../../tooling/caching-proxy.ts';
import { missingRedis, startTestRedis } from '../../tooling/redis-server.ts';
import { until } from '../helpers/until.ts';
import { cachedAt, fleetListening, pageAt, plainArticle, purgeAt, type PlainArticle } from '../helpers/fleet-purge.ts';
import { startOrigin } from '../helpers/servers.ts';
import { startVarnishFleet } from '../helpers/varnish-fleet.ts';

const missing = missingVarnish() ?? missingRedis();
if (missing) throw new Error(missing);

/** The render queue's budget as production runs it (RENDER_QUEUE_WAIT_MS unset): no reader waits longer. */
const QUEUE_BUDGET_MS = configFromEnv({}).render.waitMs;
const BFFS = 3;

const redis = await startTestRedis();
const purgeTargets: string[] = [];
const origin = await startOrigin({ cachePurgeUrls: purgeTargets });
const dataDirs = Array.from({ length: BFFS }, () => mkdtempSync(join(tmpdir(), 'fleet-bff-')));
const fleet = await startVarnishFleet(
  origin.url,
  purgeTargets,
  dataDirs.map((dir) => ({
    REDIS_URL: redis.url,
    DATA_DIR: dir,
    TRUST_PROXY: 'loopback',
    // The production queue budget, not the patient one other process tests use: it is what is asserted here.
    RENDER_QUEUE_WAIT_MS: String(QUEUE_BUDGET_MS),
    // Pages stay in the BFFs' page caches until purged, so a page gone is a purge, never an expiry.
    PAGE_CACHE_TTL_MS: '600000',
  })),
);
const { bffs, proxy } = fleet;
const figures: string[] = [];
t.teardown(async () => {
  await fleet.close();
  await origin.close();
  await redis.stop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  t.comment(`figures:\n${figures.join('\n')}`);
});

const article = (offset: number) => plainArticle(origin, offset);

/** An admin write of a new title; `purge: false` keeps the publisher from purging anything for it. */
async function retitle(a: PlainArticle, title: string, { purge }: { purge: boolean }): Promise<void> {
  const saved = purgeTargets.splice(0, purge ? 0 : purgeTargets.length);
  try {
    const res = await request(`${origin.url}/admin/articles/${a.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title }),
    });
    await res.body.dump();
    if (res.statusCode !== 200) throw new Error(`PATCH article ${a.id}: ${res.statusCode}`);
  } finally {
    purgeTargets.push(...saved);
  }
}

/**
 * When a read of the page, asked no later than `deadline`, first showed `title` at this BFF: its page and upstream
 * caches had let the old one go (under load a purged page is stored again at once, so "not cached" proves nothing).
 */
async function showsAt(base: string, path: string, title: string, deadline: number): Promise<number> {
  for (;;) {
    const asked = performance.now();
    if (asked > deadline) throw new Error(`${base}${path} still shows the old title`);
    if ((await pageAt(base, path)).body.includes(title)) return asked;
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Every BFF, read directly, shows the page with `title` within `ms` of now. */
async function purgedEverywhere(t: Test, a: PlainArticle, title: string, ms: number, what: string): Promise<void> {
  const started = performance.now();
  const shown = await Promise.all(bffs.map((b) => showsAt(b.url, a.path, title, started + ms)));
  const after = Math.round(Math.max(...shown) - started);
  figures.push(`${what}: every BFF showed the new title ${after} ms after`);
  t.ok(after <= ms, `${what}: every BFF purged within ${ms} ms (${after} ms)`);
}

t.test('a purge sent to one BFF empties all three BFF caches within 1 s', async (t) => {
  const a = await article(50);
  for (const b of bffs) await cachedAt(b.url, a.path);
  await retitle(a, 'Flottán át törölt cím', { purge: false });
  for (const b of bffs) {
    const before = await pageAt(b.url, a.path);
    t.equal(before.cache, 'HIT', `${b.url} keeps the page before the purge`);
    t.notMatch(before.body, 'Flottán át törölt cím', 'with the old title');
  }
  await fleetListening(bffs[0].url, BFFS);
  t.match(await purgeAt(bffs[0].url, a.key), { status: 200, body: { broadcast: true, reached: BFFS } });
  await purgedEverywhere(t, a, 'Flottán át törölt cím', 1_000, 'a purge at one BFF');
});

interface Load {
  answered: number;
  slowest: number;
  /** Set when Redis stops; the answers that came after it. */
  redisStoppedAt: number | null;
  answeredWithoutRedis: number;
  results: Promise<LoadResult[]>;
}

/**
 * Page load on the whole fleet: a quarter of `connections` readers through the proxy, a quarter on each BFF directly
 * (the proxy answers most from its cache; these reach the BFFs whatever it holds), asking `paths` in turn.
 */
function pageLoad(paths: string[], connections: number, seconds: number): Load {
  const load: Load = {
    answered: 0,
    slowest: 0,
    redisStoppedAt: null,
    answeredWithoutRedis: 0,
    results: Promise.resolve([]),
  };
  const targets = [proxy.url, ...bffs.map((b) => b.url)];
  load.results = Promise.all(
    targets.map((url) => {
      let i = 0;
      const instance = autocannon({
        url,
        connections: connections / targets.length,
        duration: seconds,
        timeout: 10,
        headers: { 'accept-encoding': 'br, gzip' },
        requests: [{ setupRequest: (req: Record<string, unknown>) => ({ ...req, path: paths[i++ % paths.length] }) }],
      });
      void instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => {
        load.answered++;
        load.slowest = Math.max(load.slowest, ms);
        if (load.redisStoppedAt !== null) load.answeredWithoutRedis++;
      });
      return instance;
    }),
  );
  return load;
}

t.test('Redis stopped under 200 connections of page load: no 5xx, no wait past the queue budget', async (t) => {
  const articles = await Promise.all(Array.from({ length: 30 }, (_, i) => article(60 + i)));
  const paths = ['/', ...articles.map((a) => a.path)];
  const written = articles[0];
  // Readers of a fleet that is running: the pages are in the proxy's and every BFF's cache (a cold start's renders
  // are the capacity figures of `npm run bench`, not what Redis changes).
  for (const p of paths) {
    await cachedAt(proxy.url, p, 'x-proxy-cache');
    for (const b of bffs) await cachedAt(b.url, p);
  }
  const load = pageLoad(paths, 200, 8);
  await until('answers flowing', () => load.answered >= 200, 30_000);
  await redis.stop({ hard: true });
  load.redisStoppedAt = performance.now();
  // A publisher write while Redis is away: its list (CACHE_PURGE_URLS) reaches every BFF, each answering alone.
  await retitle(written, 'Redis nélkül is törölt cím', { purge: true });
  await purgedEverywhere(t, written, 'Redis nélkül is törölt cím', 1_000, 'a publisher purge with Redis away');
  const results = await load.results;
  const total = (pick: (r: LoadResult) => number) => results.reduce((n, r) => n + pick(r), 0);
  const slowest = (ms: number) => `${Math.round(ms)} ms`;
  figures.push(
    `200 connections, Redis stopped after the first 200 answers: ${total((r) => r.requests.total)} answers ` +
      `(${load.answeredWithoutRedis} while Redis was away), ${total((r) => r['5xx'])} 5xx, slowest ` +
      `${slowest(load.slowest)} (queue budget ${QUEUE_BUDGET_MS} ms; load average ${loadavg()[0].toFixed(1)})`,
  );
  t.ok(load.answeredWithoutRedis > 0, `pages kept coming without Redis (${load.answeredWithoutRedis} answers)`);
  t.equal(
    total((r) => r['5xx']),
    0,
    'no 5xx',
  );
  t.equal(
    total((r) => r.errors + r.timeouts),
    0,
    'no connection errors or client timeouts',
  );
  t.ok(load.slowest <= QUEUE_BUDGET_MS, `no answer past the queue budget (slowest ${slowest(load.slowest)})`);

  await redis.start();
  await fleetListening(bffs[1].url, BFFS);
  const again = articles[1];
  for (const b of bffs) await cachedAt(b.url, again.path);
  await retitle(again, 'Redis után újra szétküldött törlés', { purge: false });
  t.match(await purgeAt(bffs[1].url, again.key), { status: 200, body: { broadcast: true, reached: BFFS } });
  await purgedEverywhere(t, again, 'Redis után újra szétküldött törlés', 1_000, 'a purge at one BFF, Redis back');
});

t.test('one BFF killed: Varnish keeps serving from the other two', async (t) => {
  // Articles the proxy has never stored: each one is fetched from a BFF, a third of them first from the dead one.
  const fresh = await Promise.all(Array.from({ length: 12 }, (_, i) => article(100 + i)));
  await bffs[2].stop('SIGKILL');
  const answers = await Promise.all(
    fresh.map(async (a) => {
      const res = await request(proxy.url + a.path);
      await res.body.dump();
      return { status: res.statusCode, cache: String(res.headers['x-proxy-cache']) };
    }),
  );
  t.same(
    answers.map((a) => a.status),
    fresh.map(() => 200),
    'every page answered 200',
  );
  t.ok(
    answers.every((a) => a.cache === 'MISS'),
    'each one fetched from a BFF (the dead one retried on the next)',
  );
  const front = await request(proxy.url + '/');
  await front.body.dump();
  t.equal(front.statusCode, 200, 'the front page too');
});
