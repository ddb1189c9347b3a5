import t from 'tap';
import { ResponseCache } from './response-cache.ts';
import type { CachePolicy } from './cache-policy.ts';

const policy: CachePolicy = { family: 'test', ttlMs: 1000, swrMs: 2000, staleIfErrorMs: 60_000, notFoundMs: 500 };
class ServerDown extends Error {
  status = 503;
}
class Missing extends Error {
  status = 404;
}

function setup() {
  let now = 0;
  const cache = new ResponseCache({
    maxBytes: 1_000_000,
    now: () => now,
    isServeStaleError: (e) => e instanceof ServerDown,
    isNotFound: (e) => e instanceof Missing,
  });
  return {
    cache,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

const later = <T>(value: T, ms = 20) => new Promise<T>((r) => setTimeout(() => r(value), ms));

t.test('concurrent misses share one upstream call', async (t) => {
  const { cache } = setup();
  let calls = 0;
  const fetch = async () => {
    calls++;
    return later({ value: 'a', size: 1 });
  };
  const results = await Promise.all(Array.from({ length: 100 }, () => cache.get('k', policy, fetch)));
  t.equal(calls, 1);
  t.same(new Set(results), new Set(['a']));
});

t.test('fresh hit, then stale-while-revalidate with one background refresh', async (t) => {
  const { cache, advance } = setup();
  let calls = 0;
  const fetch = async () => {
    calls++;
    return later({ value: `v${calls}`, size: 1 });
  };
  t.equal(await cache.get('k', policy, fetch), 'v1');
  advance(500);
  t.equal(await cache.get('k', policy, fetch), 'v1', 'fresh');
  t.equal(calls, 1);
  advance(1000);
  t.equal(await cache.get('k', policy, fetch), 'v1', 'stale answer at once');
  t.equal(await cache.get('k', policy, fetch), 'v1', 'still stale while refreshing');
  await later(null, 40);
  t.equal(calls, 2, 'one background refresh');
  t.equal(await cache.get('k', policy, fetch), 'v2', 'refreshed');
});

t.test('stale-if-error: the last good answer while the upstream fails, up to the maximum age', async (t) => {
  const { cache, advance } = setup();
  let down = false;
  const fetch = async () => {
    if (down) throw new ServerDown('down');
    return { value: 'good', size: 1 };
  };
  await cache.get('k', policy, fetch);
  down = true;
  advance(10_000);
  t.equal(await cache.get('k', policy, fetch), 'good', 'served stale on error');
  advance(60_000);
  await t.rejects(cache.get('k', policy, fetch), { message: 'down' }, 'too old: the error surfaces');
});

t.test('client errors are not hidden behind stale data; 404s are remembered briefly', async (t) => {
  const { cache, advance } = setup();
  let calls = 0;
  const fetch = async () => {
    calls++;
    throw new Missing('nope');
  };
  await t.rejects(cache.get('k', policy, fetch), { message: 'nope' });
  await t.rejects(cache.get('k', policy, fetch), { message: 'nope' });
  t.equal(calls, 1, 'the second 404 came from the cache');
  advance(600);
  await t.rejects(cache.get('k', policy, fetch), { message: 'nope' });
  t.equal(calls, 2, 'asked again after notFoundMs');
});

t.test('a shared call is cancelled only when every waiter has gone away', async (t) => {
  const { cache } = setup();
  let upstreamSignal: AbortSignal | undefined;
  const fetch = (signal: AbortSignal) => {
    upstreamSignal = signal;
    return new Promise<{ value: string; size: number }>((resolve, reject) => {
      const timer = setTimeout(() => resolve({ value: 'x', size: 1 }), 200);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason);
      });
    });
  };
  const a = new AbortController();
  const b = new AbortController();
  const pa = cache.get('k', policy, fetch, a.signal);
  const pb = cache.get('k', policy, fetch, b.signal);
  a.abort(new Error('reader a left'));
  await t.rejects(pa);
  t.notOk(upstreamSignal!.aborted, 'b still waits, so the call goes on');
  b.abort(new Error('reader b left'));
  await t.rejects(pb);
  t.ok(upstreamSignal!.aborted, 'nobody waits any more: cancelled');
});

t.test('bounded in bytes', async (t) => {
  const cache = new ResponseCache({ maxBytes: 1000 });
  for (let i = 0; i < 50; i++) await cache.get(`k${i}`, policy, async () => ({ value: i, size: 100 }));
  t.ok(cache.stats.bytes <= 1000, `${cache.stats.bytes} bytes`);
  t.ok(cache.stats.entries <= 10);
});
