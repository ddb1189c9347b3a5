// Feeds and sitemaps when the publisher API goes away: a copy built earlier keeps being served (and is rebuilt in the
// background once the interval has passed, which fails quietly while the API is down); with no copy yet the answer is
// a 503 with Retry-After, never a 500 and never a hang; the API coming back brings fresh copies without a restart.
import t from 'tap';
import { request } from 'undici';
import { FEED_MAX_AGE_S, FEED_RETRY_S } from '../../shared/constants.ts';
import { buildOriginApp } from '../../stand-ins/origin/app.ts';
import { openDatabase } from '../../stand-ins/origin/database.ts';
import { seedCorpus } from '../../stand-ins/origin/seed/corpus.ts';
import { startBff, startOrigin } from '../helpers/servers.ts';

const PATHS = ['/sitemap.xml', '/sitemap-1.xml', '/sitemap-news.xml', '/rss', '/rss/rovat/g7', '/rss/rovat/belfold'];
let now = Date.now();

t.test('a copy outlives the API; without one, 503 and Retry-After', async (t) => {
  const origin = await startOrigin({ articles: 300, seed: 5 });
  // Load shedding off: a busy shared machine must not turn these answers into 503s.
  const bff = await startBff(origin.url, {
    pageCacheTtlMs: 0,
    clock: () => now,
    upstreamTimeoutMs: { primary: 1_000, secondary: 500 },
  });
  t.teardown(() => bff.close());
  const get = async (path: string) => {
    const res = await request(bff.url + path);
    return { status: res.statusCode, headers: res.headers, body: await res.body.text() };
  };

  const first = new Map<string, string>();
  for (const path of PATHS) {
    const res = await get(path);
    t.equal(res.status, 200, `${path} while the API is up`);
    first.set(path, res.body);
  }
  await origin.close();

  now += FEED_MAX_AGE_S * 1000;
  for (const path of PATHS) {
    const res = await get(path);
    t.equal(res.status, 200, `${path}: the earlier copy, though stale and the API down`);
    t.equal(res.body, first.get(path), `${path}: unchanged`);
  }
  // The section lookup is on the request path, from the upstream cache; a section never asked for has no copy.
  for (const path of ['/rss/rovat/kultura']) {
    const res = await get(path);
    t.equal(res.status, 503, `${path}: no copy and no API → 503`);
    t.equal(res.headers['retry-after'], String(FEED_RETRY_S));
    t.equal(res.headers['cache-control'], 'no-store');
  }
});

t.test('nothing built yet and the API down: 503 at once for every feed, 200 again once it is back', async (t) => {
  // A port nothing listens on: connections are refused at once.
  const gone = await startOrigin({ articles: 300, seed: 5 });
  const url = gone.url;
  await gone.close();
  const bff = await startBff(url, {
    pageCacheTtlMs: 0,
    clock: () => now,
    upstreamTimeoutMs: { primary: 1_000, secondary: 500 },
  });
  t.teardown(() => bff.close());
  for (const path of PATHS) {
    const res = await request(bff.url + path);
    await res.body.dump();
    t.equal(res.statusCode, 503, `${path} → 503`);
    t.equal(res.headers['retry-after'], String(FEED_RETRY_S));
  }
  const robots = await request(bff.url + '/robots.txt');
  await robots.body.dump();
  t.equal(robots.statusCode, 200, 'robots.txt needs no API');

  // The API comes back on the same address; after the retry interval the next request builds afresh.
  const db = openDatabase(':memory:');
  seedCorpus(db, { articles: 300, seed: 5, now: Math.floor(now / 1000) });
  const back = buildOriginApp({ db });
  await back.listen({ host: '127.0.0.1', port: Number(new URL(url).port) });
  t.teardown(async () => {
    await back.close();
    db.close();
  });
  now += FEED_RETRY_S * 1000;
  for (const path of PATHS) {
    const res = await request(bff.url + path);
    await res.body.dump();
    t.equal(res.statusCode, 200, `${path} → 200 again, no restart`);
  }
});
