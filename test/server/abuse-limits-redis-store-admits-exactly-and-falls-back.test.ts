// The fleet's counters in Redis (decision 090): a take admits exactly `max` hits however many clients ask at once,
// writes nothing for a refused one, and while Redis is away each process counts on its own (the fallback metric set,
// one warning a minute at most), back on Redis by itself once the server answers again.
import type { FastifyBaseLogger } from 'fastify';
import t, { type Test } from 'tap';
import type { Redis } from 'ioredis';
import { AttemptStore } from '../../server/auth/attempt-store.ts';
import { sharedStoreFallback, sharedStoreFallbackOps } from '../../server/metrics.ts';
import { FallbackCounterStore } from '../../server/shared-store/fallback-counter-store.ts';
import { closeRedisClient, createRedisClient, redisIsUp } from '../../server/shared-store/redis-connection.ts';
import { KEY_PREFIX, RedisCounterStore } from '../../server/shared-store/redis-counter-store.ts';
import { SharedMarks } from '../../server/shared-store/shared-marks.ts';
import { startTestRedis } from '../../tooling/redis-server.ts';
import { until } from '../helpers/until.ts';

const redis = await startTestRedis();
t.teardown(() => redis.stop());

async function client(t: Test): Promise<Redis> {
  const c = createRedisClient(redis.url, 'test');
  t.teardown(() => closeRedisClient(c));
  await until('the client connected', () => redisIsUp(c));
  return c;
}

const HOUR = 3_600_000;
const gauge = async () => (await sharedStoreFallback.get()).values[0]?.value;
const fallbackOps = async () => (await sharedStoreFallbackOps.get()).values[0]?.value ?? 0;

t.test('three clients taking one counter 300 times at once: exactly max admitted, counts 1 … max', async (t) => {
  const stores = await Promise.all([client(t), client(t), client(t)]).then((cs) =>
    cs.map((c) => new RedisCounterStore(c)),
  );
  const MAX = 37;
  const now = Date.now();
  const takes = await Promise.all(
    Array.from({ length: 300 }, (_, i) =>
      stores[i % 3].take([{ key: 'exact:address:192.0.2.1', max: MAX, windowMs: HOUR }], now),
    ),
  );
  const admitted = takes.filter((x) => x.admitted);
  t.equal(admitted.length, MAX, `${MAX} of 300 admitted`);
  t.same(
    admitted.map((x) => x.counts[0]!.count).sort((a, b) => a - b),
    Array.from({ length: MAX }, (_, i) => i + 1),
    'each count answered once',
  );
  t.ok(
    takes.filter((x) => !x.admitted).every((x) => x.counts[0]!.count === MAX),
    'the refused see the count at the limit',
  );
});

t.test('over a limit nothing is written: no counter moves, no key appears', async (t) => {
  const c = await client(t);
  const store = new RedisCounterStore(c);
  const now = Date.now();
  const address = { key: 'quiet:address:192.0.2.2', max: 3, windowMs: HOUR };
  const account = (i: number) => ({ key: `quiet:account:device-${i}`, max: 5, windowMs: HOUR });
  for (let i = 0; i < 3; i++) t.ok((await store.take([address, account(i)], now)).admitted);
  const before = { keys: await c.dbsize(), address: await c.hgetall(KEY_PREFIX + address.key) };
  for (let i = 3; i < 50; i++) t.notOk((await store.take([address, account(i)], now + i)).admitted);
  t.equal(await c.dbsize(), before.keys, 'no key for the refused accounts');
  t.same(
    await c.hgetall(KEY_PREFIX + address.key),
    before.address,
    'the address counter not touched (count, last hit)',
  );
  // An account over its own limit keeps the (still open) address counter still too.
  const roomy = { key: 'quiet:address:192.0.2.3', max: 100, windowMs: HOUR };
  const device = { key: 'quiet:account:device-x', max: 1, windowMs: HOUR };
  t.ok((await store.take([roomy, device], now)).admitted);
  const refused = await store.take([roomy, device], now);
  t.notOk(refused.admitted);
  t.same(
    refused.counts.map((x) => x?.count),
    [1, 1],
    'both counters as they stood',
  );
  t.equal((await store.peek(roomy.key, now))!.count, 1, 'the address was not counted for the refused attempt');
});

t.test('windows on the BFF clock: a fixed window reopens, a sliding one moves with each hit', async (t) => {
  const store = new RedisCounterStore(await client(t));
  const fixed = { key: 'clock:fixed', max: 1, windowMs: 60_000 };
  t.ok((await store.take([fixed], 1_000)).admitted);
  t.notOk((await store.take([fixed], 60_999)).admitted, 'refused until the window ends');
  t.ok((await store.take([fixed], 61_000)).admitted, 'a new window at its end');
  const sliding = { key: 'clock:sliding', max: 100, windowMs: 60_000, kind: 'sliding' as const };
  await store.take([sliding], 1_000);
  await store.take([sliding], 50_000);
  t.match(await store.peek(sliding.key, 100_000), { count: 2, lastMs: 50_000, expiresMs: 110_000 });
  await store.clear([sliding.key]);
  t.equal(await store.peek(sliding.key, 100_000), null, 'cleared');
});

t.test('a mark claimed through one client is seen through another', async (t) => {
  const [a, b] = [
    new SharedMarks(new RedisCounterStore(await client(t)), Date.now),
    new SharedMarks(new RedisCounterStore(await client(t)), Date.now),
  ];
  t.equal(await a.claim('oidc-state:abc', 60_000), true, 'first use');
  t.equal(await b.claim('oidc-state:abc', 60_000), false, 'spent for every host');
  t.equal(await b.has('signed-out:xyz'), false);
  await a.claim('signed-out:xyz', 30_000);
  t.equal(await b.has('signed-out:xyz'), true);
});

t.test(
  'Redis stopped and started again: counts in this process meanwhile, back on Redis without a restart',
  async (t) => {
    const c = await client(t);
    const warnings: string[] = [];
    const log = { warn: (...args: unknown[]) => warnings.push(String(args.at(-1))) } as unknown as FastifyBaseLogger;
    const clock = { ms: 1_000_000 };
    const store = new FallbackCounterStore(new RedisCounterStore(c), AttemptStore.open(':memory:'), {
      isUp: () => redisIsUp(c),
      log,
      now: () => clock.ms,
    });
    t.teardown(() => store.close());
    const counter = { key: 'fallback:address:192.0.2.9', max: 2, windowMs: HOUR };
    t.ok((await store.take([counter], clock.ms)).admitted, 'on Redis');
    t.equal(await gauge(), 0);

    await redis.stop({ hard: true });
    const opsBefore = await fallbackOps();
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await store.take([counter], clock.ms)).admitted);
    t.same(answers, [true, true, false, false, false], "the process's own counter: the limit still holds here");
    t.equal(await gauge(), 1, 'bff_shared_store_fallback is 1');
    t.equal((await fallbackOps()) - opsBefore, 5, 'every operation answered here is counted');
    t.equal(warnings.filter((w) => /Redis away/.test(w)).length, 1, 'one warning for five operations');
    clock.ms += 59_999;
    await store.take([counter], clock.ms);
    t.equal(warnings.filter((w) => /Redis away/.test(w)).length, 1, 'none more within the minute');
    clock.ms += 1;
    await store.take([counter], clock.ms);
    t.equal(warnings.filter((w) => /Redis away/.test(w)).length, 2, 'one more a minute later');

    await redis.start();
    await until('the client back on Redis', () => redisIsUp(c));
    const back = await store.take([counter], clock.ms);
    t.ok(back.admitted, 'the emptied server counts from the start');
    t.equal(await gauge(), 0, 'the metric says the fleet counts again');
    t.ok(store.isFallingBack === false);
    t.equal(await c.hget(KEY_PREFIX + counter.key, 'c'), '1', 'the count is in Redis');
    t.match(warnings.at(-1), /Redis back/);
  },
);
