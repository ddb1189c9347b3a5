// Live data goes on with the injected clock (never with sleeps): a running match's minute, events and score move,
// it ends FT, AET or PEN and its answer becomes cacheable for longer; the running F1 race's laps and order move
// and it completes; standings count a match once it has ended.
import t from 'tap';
import { fixturePhase } from '../../shared/fixture-status.ts';
import { defaultCompetition } from '../../shared/f1-default-competition.ts';
import { defaultRace } from '../../shared/f1-default-race.ts';
import { raceEntries } from '../../shared/f1-race-entries.ts';
import { LIVE_AT_START_IDS } from '../../stand-ins/livescore/fixture-ids.ts';
import { startLivescore, TEST_NOW } from '../helpers/servers.ts';

let clock = TEST_NOW * 1000;
const service = await startLivescore({ now: () => clock });
t.teardown(() => service.close());
const MIN = 60_000;

async function get(path: string) {
  const res = await fetch(service.url + path);
  return {
    status: res.status,
    cache: res.headers.get('cache-control') ?? '',
    body: (await res.json()) as { response: any[] },
  };
}

t.test('a live match moves on with the clock and ends', async (t) => {
  clock = TEST_NOW * 1000;
  const id = LIVE_AT_START_IDS[0];
  const first = await get(`/livescore/football/fixtures/${id}`);
  const f0 = first.body.response[0];
  t.equal(fixturePhase(f0.fixture.status.short), 'live');
  t.match(first.cache, /max-age=5\b/, 'a running match is cached for seconds');
  clock += 10 * MIN;
  const f1 = (await get(`/livescore/football/fixtures/${id}`)).body.response[0];
  t.ok(
    f1.fixture.status.elapsed > f0.fixture.status.elapsed || f1.fixture.status.short !== f0.fixture.status.short,
    'ten minutes later the clock has moved',
  );
  t.ok(f1.events.length >= f0.events.length, 'events only accumulate');
  t.same(f1.events.slice(0, f0.events.length), f0.events, 'what happened stays as it was');
  clock += 3 * 60 * MIN;
  const end = await get(`/livescore/football/fixtures/${id}`);
  const f2 = end.body.response[0];
  t.ok(['FT', 'AET', 'PEN'].includes(f2.fixture.status.short), 'three hours later it is over');
  t.match(end.cache, /max-age=300\b/, 'a finished match is cached for minutes');
  const goals = f2.events.filter(
    (e: any) => e.type === 'Goal' && e.detail !== 'Missed Penalty' && e.comments !== 'Penalty Shootout',
  ).length;
  t.equal(goals, f2.goals.home + f2.goals.away);
});

t.test('somewhere the score changes during the afternoon', async (t) => {
  clock = TEST_NOW * 1000;
  const before = await Promise.all(LIVE_AT_START_IDS.map((id) => get(`/livescore/football/fixtures/${id}`)));
  clock += 45 * MIN;
  const after = await Promise.all(LIVE_AT_START_IDS.map((id) => get(`/livescore/football/fixtures/${id}`)));
  const changed = before.some((b, i) => {
    const x = b.body.response[0].goals;
    const y = after[i].body.response[0].goals;
    return x.home !== y.home || x.away !== y.away;
  });
  const cards = before.some((b, i) => after[i].body.response[0].events.length > b.body.response[0].events.length);
  t.ok(changed, 'a goal was scored in one of the live matches');
  t.ok(cards, 'events were added');
});

t.test('a match not started has no score and kicks off later', async (t) => {
  clock = TEST_NOW * 1000;
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Budapest' }).format(new Date(clock));
  const list = (await get(`/livescore/football/fixtures/271/2026/${day}`)).body.response;
  const coming = list.find((f: any) => f.fixture.status.short === 'NS');
  t.ok(coming);
  t.same(coming.goals, { home: null, away: null });
  const detail = (await get(`/livescore/football/fixtures/${coming.fixture.id}`)).body.response[0];
  t.same(detail.statistics, [], 'no statistics before kick-off');
  clock = coming.fixture.timestamp * 1000 + 20 * MIN;
  const started = (await get(`/livescore/football/fixtures/${coming.fixture.id}`)).body.response[0];
  t.equal(started.fixture.status.short, '1H');
  t.equal(started.fixture.status.elapsed, 21);
  t.equal(started.lineups.length, 2);
});

t.test('standings count a match when it ends', async (t) => {
  clock = TEST_NOW * 1000;
  const played = async () =>
    (await get('/livescore/football/standings/271/2026')).body.response[0].league.standings[0].reduce(
      (n: number, r: any) => n + r.all.played,
      0,
    );
  const now = await played();
  clock += 4 * 60 * MIN;
  t.ok((await played()) > now, 'later today more matches have been played');
});

t.test('the running race: laps and order move, then it completes', async (t) => {
  clock = TEST_NOW * 1000;
  const races = (await get('/livescore/formula-1/races/2026')).body.response;
  const live = races.filter((r: any) => r.status === 'Live');
  t.equal(live.length, 1, 'one session is live');
  t.equal(live[0].type, 'Race');
  const competition = defaultCompetition(races, TEST_NOW);
  t.equal(competition, live[0].competition.id, '§4: the running Grand Prix is the default competition');
  const entries = raceEntries(races.filter((r: any) => r.competition.id === competition));
  t.equal(defaultRace(entries)!.id, String(live[0].id), '§4: its race is the default race');
  const r0 = await get(`/livescore/formula-1/result/${live[0].id}`);
  t.match(r0.cache, /max-age=5\b/);
  clock += 12 * MIN;
  const lap = (await get('/livescore/formula-1/races/2026')).body.response.find((r: any) => r.id === live[0].id).laps
    .current;
  t.ok(lap > live[0].laps.current, `lap ${live[0].laps.current} then ${lap}`);
  const r1 = (await get(`/livescore/formula-1/result/${live[0].id}`)).body.response;
  t.notSame(
    r1.map((r: any) => [r.driver.id, r.time]),
    r0.body.response.map((r: any) => [r.driver.id, r.time]),
    'times and positions changed',
  );
  clock += 3 * 60 * MIN;
  const done = (await get('/livescore/formula-1/races/2026')).body.response.find((r: any) => r.id === live[0].id);
  t.equal(done.status, 'Completed');
  t.equal(done.laps.current, done.laps.total);
  const standings = (await get('/livescore/formula-1/standings/drivers/2026')).body.response;
  t.same(standings, [], 'still no 2026 table: the races run before it are not recorded, one race does not make it');
});
