// Cache keys from the page contract (decision 040): a page is cached under the query parameters its page type reads,
// so unknown parameters (`/?a=1` … `/?a=100`, tracking tags) render once between them, and a parameter the page reads
// (`oldal`) is a page of its own.
import t from 'tap';
import { request } from 'undici';
import { cacheEvents } from '../../server/metrics.ts';
import { startBff, startOrigin } from '../helpers/servers.ts';

const origin = await startOrigin({});
const bff = await startBff(origin.url);
t.teardown(async () => {
  await bff.close();
  await origin.close();
});

/** The page cache's outcomes so far (bff_cache_events_total{cache="page"}). */
async function pageEvents(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const v of (await cacheEvents.get()).values)
    if (v.labels.cache === 'page') out[String(v.labels.outcome)] = v.value;
  return out;
}

function delta(before: Record<string, number>, after: Record<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(after)) if (v !== (before[k] ?? 0)) out[k] = v - (before[k] ?? 0);
  return out;
}

async function get(path: string) {
  const res = await request(bff.url + path);
  return { status: res.statusCode, cache: res.headers['x-cache'], body: await res.body.text() };
}

t.test('/?a=1 … /?a=100 render once between them', async (t) => {
  const before = await pageEvents();
  const first = await get('/?a=1');
  t.equal(first.status, 200);
  t.equal(first.cache, 'MISS');
  const rest = await Promise.all(Array.from({ length: 99 }, (_, i) => get(`/?a=${i + 2}`)));
  t.ok(
    rest.every((r) => r.status === 200 && r.cache === 'HIT'),
    'every other variant from the cache',
  );
  t.ok(
    rest.every((r) => r.body === first.body),
    'the same document',
  );
  const d = delta(before, await pageEvents());
  t.same(d, { miss: 1, stored: 1, hit: 99 }, 'one render, one stored page, 99 hits');
});

t.test('tracking parameters do not split a page; the parameters it reads do', async (t) => {
  const before = await pageEvents();
  const one = await get('/legfrissebb?oldal=2');
  t.equal(one.status, 200);
  t.equal(
    (await get('/legfrissebb?utm_source=x&oldal=2&fbclid_like=1')).cache,
    'HIT',
    'the same page under its own keys',
  );
  t.equal(
    (await get('/legfrissebb?isMobileApp=1&oldal=2')).cache,
    'MISS',
    'the app mode changes the page (its ad units)',
  );
  t.equal((await get('/legfrissebb?oldal=3')).cache, 'MISS', 'another page of the list');
  t.same(delta(before, await pageEvents()), { miss: 3, stored: 3, hit: 1 });
});
