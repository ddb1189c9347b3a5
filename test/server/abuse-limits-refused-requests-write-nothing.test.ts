// The shared attempt store grew by one row per refused request: 600 push sign-ups with random device tokens from one
// client kept 589 new rows for an hour, and the expiry sweep was a full scan inside a request (an outside review's
// findings). A refused attempt now writes nothing at all (every counter is checked before any is counted), and expired
// rows are swept by a timer off the request path, a bounded batch at a time found through an index.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { request } from 'undici';
import { openSqlite } from '../../kit/sqlite-driver.ts';
import { AttemptStore, SWEEP_BATCH } from '../../server/auth/attempt-store.ts';
import { PUSH_TOPICS } from '../../shared/engagement-constants.ts';
import { until } from '../helpers/until.ts';
import { startBff, startOrigin } from '../helpers/servers.ts';

const dir = mkdtempSync(join(tmpdir(), 'attempt-rows-'));
t.teardown(() => rmSync(dir, { recursive: true, force: true }));

t.test('push sign-ups with a new device token each: past the address limit, no new rows', async (t) => {
  const origin = await startOrigin({ articles: 20 });
  const file = join(dir, 'bff-attempts.db');
  const ADDRESS_MAX = 3;
  const bff = await startBff(origin.url, {
    attemptLimitsDb: file,
    attemptLimits: {
      'push-device': { account: { max: 5, windowMs: 3_600_000 }, address: { max: ADDRESS_MAX, windowMs: 3_600_000 } },
    },
  });
  t.teardown(async () => {
    await bff.close();
    await origin.close();
  });
  const statuses: number[] = [];
  for (let i = 0; i < 30; i++) {
    const res = await request(`${bff.url}/api/subscriptions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        clientToken: `veletlen-eszkoz-${i}-${'x'.repeat(16)}`,
        topic: PUSH_TOPICS[0],
        pushSubscription: { endpoint: `https://push.example/${i}`, keys: { p256dh: 'x', auth: 'y' } },
      }),
    });
    await res.body.dump();
    statuses.push(res.statusCode);
  }
  t.equal(statuses.filter((s) => s === 429).length, 30 - ADDRESS_MAX, 'all but the first few are held');
  const db = openSqlite(file, { readonly: true });
  t.teardown(() => db.close());
  const rows = db.prepare("SELECT * FROM attempts WHERE key LIKE 'push-device:%' ORDER BY key").all();
  t.equal(
    rows.length,
    1 + ADDRESS_MAX,
    "the address's counter and the devices it was allowed: nothing for the refused",
  );
  const address = rows.find((r) => (r as { key: string }).key.startsWith('push-device:address:')) as { count: number };
  t.equal(address.count, ADDRESS_MAX, 'the refused were not counted either: the address counter stopped at its limit');
});

t.test('hits never sweep; the timer deletes expired rows in bounded batches through the expiry index', async (t) => {
  const file = join(dir, 'sweep.db');
  const clock = { ms: 0 };
  const store = AttemptStore.open(file, { now: () => clock.ms, sweepEveryMs: 20 });
  t.teardown(() => store.close());
  const db = openSqlite(file, { readonly: true });
  t.teardown(() => db.close());
  const rows = () => db.prepare('SELECT count(*) FROM attempts').pluck().get() as number;
  // 4,999 keys whose one-millisecond windows are over by the next hit's time; the timer's clock stays before that.
  for (let i = 0; i < 4_999; i++) store.take([{ key: `k:${i}`, max: 1, windowMs: 1 }], 0);
  store.take([{ key: 'late', max: 1, windowMs: 60_000 }], 10);
  t.equal(rows(), 5_000, 'a hit deletes nothing, however many rows have expired');
  const plan = db
    .prepare(`EXPLAIN QUERY PLAN SELECT key FROM attempts WHERE expires_ms <= ? LIMIT ${SWEEP_BATCH}`)
    .all(10)
    .map((r) => (r as { detail: string }).detail)
    .join(' ');
  t.match(plan, /attempts_expiry/, `the sweep reads the index (${plan})`);
  clock.ms = 10;
  await until('the timer swept', () => rows() <= 1);
  t.equal(rows(), 1, 'the timer swept every expired row, and only those');
});

t.test('one sweep goes on batch after batch until no expired row is left', async (t) => {
  const store = AttemptStore.open(':memory:', { now: () => 0 });
  t.teardown(() => store.close());
  for (let i = 0; i < 2 * SWEEP_BATCH + 1; i++) store.take([{ key: `k:${i}`, max: 1, windowMs: 1 }], 0);
  const deleted = await store.sweep(10);
  t.equal(deleted, 2 * SWEEP_BATCH + 1, 'all expired rows, in three batches');
});
