// A purge that comes to one BFF empties every BFF sharing the store (REDIS_URL): two BFFs on one Redis, each read
// directly. Each applies a purge id once; with Redis away a purge still empties the BFF it came to and pages keep
// coming; Redis back, the broadcast comes back without a restart (server/cache-purge.ts, docs/scaling.md).
import t from 'tap';
import { missingRedis, startTestRedis } from '../../tooling/redis-server.ts';
import { until } from '../helpers/until.ts';
import { cachedAt, fleetListening, pageAt, plainArticle, purgeAt } from '../helpers/fleet-purge.ts';
import { startBff, startOrigin } from '../helpers/servers.ts';

const missing = missingRedis();
if (missing) throw new Error(missing);

const redis = await startTestRedis();
const origin = await startOrigin();
// Pages stay in the page cache for the whole test: only a purge empties it.
const fleetConfig = { redisUrl: redis.url, pageCacheTtlMs: 600_000 };
const [a, b] = await Promise.all([startBff(origin.url, fleetConfig), startBff(origin.url, fleetConfig)]);
t.teardown(async () => {
  await Promise.all([a.close(), b.close()]);
  await origin.close();
  await redis.stop();
});

/** Waits until both BFFs keep the page in their page caches. */
async function cachedOnBoth(path: string): Promise<void> {
  await Promise.all([cachedAt(a.url, path), cachedAt(b.url, path)]);
}

await fleetListening(a.url, 2);

const gone = async (base: string, path: string) => (await pageAt(base, path)).cache !== 'HIT';

t.test('a purge sent to one BFF empties the other one too, and says it was broadcast', async (t) => {
  const { key, path } = await plainArticle(origin, 40);
  await cachedOnBoth(path);
  const answer = await purgeAt(a.url, key);
  t.match(answer, { status: 200, body: { purged: { pages: 1 }, broadcast: true, reached: 2 } });
  await until('the other BFF purged', () => gone(b.url, path), 1_000);
  t.pass('the other BFF dropped the page within 1 s');
});

t.test('a purge id is applied once on a BFF, whichever way it arrives first', async (t) => {
  const { key, path } = await plainArticle(origin, 41);
  await cachedOnBoth(path);
  t.match(await purgeAt(a.url, key, 'once-only-1'), { body: { broadcast: true } });
  await until('the other BFF purged', () => gone(b.url, path), 1_000);
  await cachedOnBoth(path);
  // The publisher sends the same id to every BFF it lists; the one that had it from the fleet drops nothing again.
  t.match(await purgeAt(b.url, key, 'once-only-1'), { status: 200, body: { applied: 'before' } });
  t.equal((await pageAt(b.url, path)).cache, 'HIT', 'the page stored since stays');
  t.equal((await purgeAt(b.url, key, 'a b')).status, 400, 'an id that is not a token is refused');
});

t.test('Redis away: the BFF a purge comes to is purged, pages keep coming; Redis back, the fleet is one', async (t) => {
  const { key, path } = await plainArticle(origin, 42);
  await cachedOnBoth(path);
  await redis.stop({ hard: true });
  t.match(await purgeAt(a.url, key), { status: 200, body: { purged: { pages: 1 }, broadcast: false } });
  t.not((await pageAt(a.url, path)).cache, 'HIT', 'the BFF it came to dropped the page');
  const other = await pageAt(b.url, path);
  t.match(other, { status: 200, cache: 'HIT' }, 'the other kept serving, from its own cache (the list reaches it)');
  t.equal((await pageAt(b.url, '/')).status, 200, 'and renders pages');
  await redis.start();
  // Both BFFs reconnect by themselves; the first purge published after that reaches the other one.
  await fleetListening(a.url, 2);
  await cachedOnBoth(path);
  t.match(await purgeAt(a.url, key), { body: { broadcast: true, reached: 2 } });
  await until('the other BFF purged again', () => gone(b.url, path), 1_000);
  t.pass('a purge reaches the other BFF again, without a restart');
});
