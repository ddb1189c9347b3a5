// §4 football fixture status: NS not started (no score, dimmed), FT/AET/PEN finished, others live or extra time.
import t from 'tap';
import { fixtureNeedsRefresh, fixturePhase, isFixtureLive, showsScore } from './fixture-status.ts';
import { fixtureStatusLabel, minuteLabel } from './fixture-status-label.ts';

t.test('each status falls in its phase', async (t) => {
  t.equal(fixturePhase('NS'), 'not-started');
  for (const s of ['FT', 'AET', 'PEN']) t.equal(fixturePhase(s), 'finished', s);
  for (const s of ['ET', 'BT', 'P']) t.equal(fixturePhase(s), 'extra-time', s);
  for (const s of ['1H', 'HT', '2H', 'LIVE', 'INT', 'SUSP', 'XYZ'])
    t.equal(fixturePhase(s), 'live', `${s}: anything else is live`);
});

t.test('score, live and refresh follow the phase', async (t) => {
  t.notOk(showsScore('NS'), 'a fixture not started shows no score');
  t.ok(showsScore('1H'));
  t.ok(showsScore('FT'));
  t.ok(isFixtureLive('2H'));
  t.ok(isFixtureLive('P'), 'a shoot-out is live');
  t.notOk(isFixtureLive('PEN'));
  t.notOk(isFixtureLive('NS'));
  t.ok(fixtureNeedsRefresh('NS'), 'a selected fixture that has not started is polled (§4 unfinished)');
  t.ok(fixtureNeedsRefresh('ET'));
  for (const s of ['FT', 'AET', 'PEN']) t.notOk(fixtureNeedsRefresh(s), `${s} stops the refresh`);
});

t.test('the status a reader sees', async (t) => {
  const kickoff = Date.UTC(2024, 5, 14, 19, 0) / 1000; // 21:00 in Budapest
  t.equal(fixtureStatusLabel({ short: 'NS' }, kickoff), '21:00', 'before kick-off: the local kick-off time');
  t.equal(fixtureStatusLabel({ short: '1H', elapsed: 23 }, kickoff), "23'");
  t.equal(fixtureStatusLabel({ short: '1H', elapsed: 45, extra: 2 }, kickoff), "45+2'");
  t.equal(fixtureStatusLabel({ short: 'HT', elapsed: 45 }, kickoff), 'Félidő');
  t.equal(fixtureStatusLabel({ short: 'FT', elapsed: 90 }, kickoff), 'Vége');
  t.equal(fixtureStatusLabel({ short: 'AET', elapsed: 120 }, kickoff), 'Hosszabbítás után');
  t.equal(fixtureStatusLabel({ short: 'PEN', elapsed: 120 }, kickoff), 'Tizenegyesek után');
  t.equal(minuteLabel(90, 4), "90+4'");
});
