// 'Legolvasottabb' on a fleet (decision 092): BFF hosts on one Redis count into one ranking, so each ranks the sum of
// every host's reads, not its own share. Redis away (stopped, or not answering): a read is not counted and the ranking
// stays what it was, or is empty; neither throws, and a page never waits past the shared store's deadline for it.
import Fastify, { type FastifyInstance } from 'fastify';
import t, { type Test } from 'tap';
import { AttemptLimits } from '../../server/auth/attempt-limits.ts';
import type { BffConfig } from '../../server/config.ts';
import { MostRead } from '../../server/reads/most-read.ts';
import { READS_KEY_PREFIX } from '../../server/reads/redis-read-counts.ts';
import { registerMostRead } from '../../server/reads/register-most-read.ts';
import { openCounterStore } from '../../server/shared-store/counter-store.ts';
import {
  closeRedisClient,
  createRedisClient,
  REDIS_ANSWER_DEADLINE_MS,
  redisIsUp,
} from '../../server/shared-store/redis-connection.ts';
import { MOST_READ_CACHE_MS, MOST_READ_WINDOW_HOURS, READ_HOUR_MS } from '../../shared/most-read.ts';
import { startTestRedis } from '../../tooling/redis-server.ts';

const redis = await startTestRedis();
const inspect = createRedisClient(redis.url, 'test-inspect');
t.teardown(async () => {
  await closeRedisClient(inspect);
  await redis.stop();
});

async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** Each test starts on an empty Redis. */
t.beforeEach(async () => {
  await until(() => redisIsUp(inspect));
  await inspect.flushall();
});

interface Host {
  app: FastifyInstance;
  mostRead: MostRead;
  /** A read of `article` from `address` through this host's beacon route: 'counted' or 'not counted'. */
  read(article: number, address: string): Promise<string>;
}

/** A BFF host's counting: its own Redis connection, attempt limits and MostRead, on the shared `clock`. */
async function host(t: Test, clock: { ms: number }): Promise<Host> {
  const app = Fastify();
  const client = createRedisClient(redis.url, 'test-host');
  t.teardown(async () => {
    await app.close();
    await closeRedisClient(client);
  });
  await until(() => redisIsUp(client));
  const config = { attemptLimitsDb: ':memory:', clock: () => clock.ms } as BffConfig;
  const store = openCounterStore(config, client, app.log);
  const limits = await AttemptLimits.register(app, { store, now: config.clock });
  const mostRead = registerMostRead(app, config, limits, client);
  app.post<{ Body: { article: number } }>('/read', async (req) =>
    (await mostRead.count(req, 'telex', req.body.article)) ? 'counted' : 'not counted',
  );
  const read = async (article: number, address: string) =>
    (await app.inject({ method: 'POST', url: '/read', payload: { article }, remoteAddress: address })).body;
  return { app, mostRead, read };
}

const START = 1_800_000_000_000;

t.test('two hosts on one Redis rank the sum of their reads', async (t) => {
  const clock = { ms: START };
  const [a, b] = [await host(t, clock), await host(t, clock)];
  // Article 1: 3 reads on A. Article 2: 2 on A, 2 on B. Article 3: 3 on B. Alone, A would rank 1 first, B 3 first.
  for (const address of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) t.equal(await a.read(1, address), 'counted');
  for (const address of ['192.0.2.4', '192.0.2.5']) t.equal(await a.read(2, address), 'counted');
  for (const address of ['192.0.2.6', '192.0.2.7']) t.equal(await b.read(2, address), 'counted');
  for (const address of ['192.0.2.8', '192.0.2.9', '192.0.2.10']) t.equal(await b.read(3, address), 'counted');
  t.equal(await b.read(1, '192.0.2.1'), 'not counted', "a client's second read of an article, on another host");
  t.same(await a.mostRead.ranked('telex', 12), [2, 1, 3], 'host A: 4, 3, 3 reads (a tie: lower id first)');
  t.same(await b.mostRead.ranked('telex', 12), [2, 1, 3], 'host B ranks the same');
  t.same(await b.mostRead.ranked('telex', 2), [2, 1], 'the first `limit`');
  t.same(await a.mostRead.ranked('other-site', 12), [], "another site's ranking is its own");

  // An hour's reads leave the ranking after MOST_READ_WINDOW_HOURS hours, and Redis forgets them by then.
  const [key] = await inspect.keys(`${READS_KEY_PREFIX}telex:*`);
  const hourEnds = (Math.floor(START / READ_HOUR_MS) + MOST_READ_WINDOW_HOURS) * READ_HOUR_MS;
  const ttl = await inspect.pttl(key);
  t.ok(ttl > 0 && ttl <= hourEnds - START, `the hour expires when it leaves the window (${ttl} ms)`);
  clock.ms = hourEnds - 1;
  t.same(await a.mostRead.ranked('telex', 12), [2, 1, 3], 'still ranked in its last millisecond');
  clock.ms = hourEnds + MOST_READ_CACHE_MS;
  t.same(await a.mostRead.ranked('telex', 12), [], 'out of the window a day on');
});

t.test('Redis stopped: a read is not counted, the ranking stays what it was; nothing throws', async (t) => {
  const clock = { ms: START + 10 * READ_HOUR_MS };
  const a = await host(t, clock);
  t.equal(await a.read(7, '198.51.100.1'), 'counted');
  t.same(await a.mostRead.ranked('telex', 12), [7]);
  const fresh = await host(t, clock);

  await redis.stop({ hard: true });
  t.equal(await a.read(8, '198.51.100.2'), 'not counted', 'a read while Redis is away');
  clock.ms += MOST_READ_CACHE_MS;
  t.same(await a.mostRead.ranked('telex', 12), [7], 'the ranking it had');
  t.same(await fresh.mostRead.ranked('telex', 12), [], 'nothing, before a first ranking');

  await redis.start();
  // Through the host that ranks: its own connection is back once its read is counted (under load the other host's
  // could be back first, and this one's ranking would rightly keep what it had).
  await until(async () => (await a.read(9, '198.51.100.3')) === 'counted');
  clock.ms += MOST_READ_CACHE_MS;
  t.same(await a.mostRead.ranked('telex', 12), [9], 'counted and ranked again once Redis is back (it came back empty)');
});

t.test('Redis not answering: the ranking gives up within the deadline and stays what it was', async (t) => {
  const clock = { ms: START + 20 * READ_HOUR_MS };
  const a = await host(t, clock);
  t.equal(await a.read(5, '203.0.113.1'), 'counted');
  t.same(await a.mostRead.ranked('telex', 12), [5]);
  // Longer than ioredis's own command timeout: only the deadline can end the wait before Redis answers.
  const PAUSE_MS = 6_000;
  await inspect.call('CLIENT', 'PAUSE', String(PAUSE_MS), 'ALL');
  clock.ms += MOST_READ_CACHE_MS;
  const asked = performance.now();
  t.same(await a.mostRead.ranked('telex', 12), [5], 'the ranking it had');
  const waitedMs = performance.now() - asked;
  t.ok(waitedMs < PAUSE_MS - 2_000, `given up after ${Math.round(waitedMs)} ms (deadline ${REDIS_ANSWER_DEADLINE_MS})`);
  t.equal(await a.read(6, '203.0.113.2'), 'not counted', 'a read while Redis does not answer');
  await until(async () => (await inspect.ping().catch(() => '')) === 'PONG');
});
