// The shared attempt store grew by one row per refused request: 600 push sign-ups with random device tokens from one
// client kept 589 new rows for an hour, and the expiry sweep was a full scan inside a request (an outside review's
// findings). A client over its address limit now writes nothing more, and the sweep deletes a bounded batch of expired
// rows found through an index.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { request } from 'undici';
import { openSqlite } from '../../kit/sqlite-driver.ts';
import { AttemptStore } from '../../server/auth/attempt-store.ts';
import { PUSH_TOPICS } from '../../shared/engagement-constants.ts';
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
  const rows = db.prepare("SELECT count(*) FROM attempts WHERE key LIKE 'push-device:%'").pluck().get() as number;
  t.equal(rows, 1 + ADDRESS_MAX, "the address's counter and the devices it was allowed: nothing for the refused");
});

t.test('a sweep deletes a bounded batch of expired rows, found through the expiry index', async (t) => {
  const file = join(dir, 'sweep.db');
  const store = AttemptStore.open(file);
  // 4,999 keys whose one-millisecond windows are over by the next hit's time (hit 5,000 is the first sweep after).
  for (let i = 0; i < 4_999; i++) store.hit(`k:${i}`, 1, 0);
  store.hit('late', 60_000, 10);
  const db = openSqlite(file, { readonly: true });
  t.teardown(() => db.close());
  const rows = db.prepare('SELECT count(*) FROM attempts').pluck().get() as number;
  t.equal(rows, 5_000 - 2_000, 'one sweep removed one batch of 2,000 expired rows, not all 4,999');
  const plan = db
    .prepare('EXPLAIN QUERY PLAN SELECT key FROM attempts WHERE expires_ms <= ? LIMIT 2000')
    .all(10)
    .map((r) => (r as { detail: string }).detail)
    .join(' ');
  t.match(plan, /attempts_expiry/, `the sweep reads the index (${plan})`);
});
