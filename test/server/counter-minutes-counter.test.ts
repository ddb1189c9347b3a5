// §3 Minutes counter, §9: recurring ×10, one-time ×1, the default start date and hours, the derived hours in
// Hungarian formatting, the configuration's defaults, and the random count-up that never passes the real total —
// checked alone and over the origin's /api/counter.
import t from 'tap';
import {
  MINUTES_DEFAULT_CHANGE,
  MINUTES_DEFAULT_HOURS,
  MINUTES_DEFAULT_START,
  MINUTES_REFRESH_MS,
} from '../../shared/engagement-constants.ts';
import {
  countUpStart,
  countUpStep,
  counterTotals,
  minutesCounterConfig,
  supporterMinutes,
} from '../../shared/minutes-counter.ts';
import { originFixture } from '../helpers/origin-fixture.ts';

t.test('each recurring supporter counts 10 minutes, each one-time 1', async (t) => {
  t.equal(supporterMinutes({ recurring: 0, onetime: 0 }), 0);
  t.equal(supporterMinutes({ recurring: 1, onetime: 0 }), 10);
  t.equal(supporterMinutes({ recurring: 0, onetime: 1 }), 1);
  t.equal(supporterMinutes({ recurring: 123, onetime: 4567 }), 1230 + 4567);
});

t.test('derived hours from the default start hours, Hungarian formatting', async (t) => {
  t.equal(MINUTES_DEFAULT_HOURS, 300_000, '§9 default hours');
  const none = counterTotals({ hours: MINUTES_DEFAULT_HOURS }, { recurring: 0, onetime: 0 });
  t.same(none, { minutes: 18_000_000, hours: 300_000, hoursText: '300\u00a0000', minutesText: '18\u00a0000\u00a0000' });
  const some = counterTotals({ hours: MINUTES_DEFAULT_HOURS }, { recurring: 6, onetime: 59 });
  t.equal(some.minutes, 18_000_000 + 119);
  t.equal(some.hours, 300_001, '119 minutes are one whole hour more');
  t.equal(
    counterTotals({ hours: 0 }, { recurring: 100_000, onetime: 0 }).hoursText,
    '16\u00a0666',
    'a space every three digits',
  );
});

t.test('configuration: from, hours, change, refresh with defaults for anything missing or malformed', async (t) => {
  t.same(minutesCounterConfig(), {
    from: MINUTES_DEFAULT_START,
    hours: MINUTES_DEFAULT_HOURS,
    change: MINUTES_DEFAULT_CHANGE,
    refreshMs: MINUTES_REFRESH_MS,
  });
  t.equal(MINUTES_DEFAULT_START, '2025-03-28');
  t.equal(MINUTES_REFRESH_MS, 60_000);
  t.same(minutesCounterConfig({ from: '2025-06-01', hours: '1200', change: 5, refresh: 30_000 }), {
    from: '2025-06-01',
    hours: 1200,
    change: 5,
    refreshMs: 30_000,
  });
  t.same(minutesCounterConfig({ from: '2025-02-30', hours: -1, change: 0, refresh: 10 }), {
    from: MINUTES_DEFAULT_START,
    hours: MINUTES_DEFAULT_HOURS,
    change: MINUTES_DEFAULT_CHANGE,
    refreshMs: MINUTES_REFRESH_MS,
  });
  t.equal(minutesCounterConfig({ hours: 'sok' }).hours, MINUTES_DEFAULT_HOURS);
});

t.test('the count-up starts at most `change` below and never passes the real total', async (t) => {
  t.equal(countUpStart(1000, 30, 0), 1000);
  t.equal(countUpStart(1000, 30, 0.999), 970);
  t.equal(countUpStart(10, 30, 0.999), 0, 'never below zero');
  let shown = countUpStart(5000, 30, 0.7);
  let steps = 0;
  for (const r of [0, 0.5, 0.99, 0.2, 0.9, 0.99, 0.99]) {
    const next = countUpStep(shown, 5000, 30, r);
    t.ok(next > shown || next === 5000, 'always moves up until it arrives');
    t.ok(next <= 5000, 'never past the real total');
    shown = next;
    steps++;
  }
  t.equal(shown, 5000, `arrives (${steps} steps)`);
  t.equal(countUpStep(6000, 5000, 30, 0.5), 5000, 'a lower new total is shown at once');
});

t.test('over the origin: /api/counter from the default start date', async (t) => {
  const f = await originFixture();
  t.teardown(() => f.close());
  const counter = (await f.get('/api/counter')).body;
  t.equal(counter.from, MINUTES_DEFAULT_START);
  const rows = f.db
    .prepare('SELECT sum(recurring) AS recurring, sum(onetime) AS onetime FROM minutes WHERE day >= ?')
    .get(MINUTES_DEFAULT_START) as { recurring: number; onetime: number };
  const totals = counterTotals(minutesCounterConfig(), counter);
  t.equal(totals.minutes, MINUTES_DEFAULT_HOURS * 60 + rows.recurring * 10 + rows.onetime);
  t.match(totals.hoursText, /^\d{1,3}(\u00a0\d{3})+$/);
});
