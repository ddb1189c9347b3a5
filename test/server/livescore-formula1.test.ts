// The livescore service's Formula 1 calls through the BFF's client (contract-checked): a season of weekends with
// practice, qualifying and race sessions, results, the merged qualifying (dotted id), the starting grid (negative
// id), circuits, constructors, drivers and both championships. The weekends already run show only the record
// (real-events-facts.test.ts checks it); the running weekend is played out.
import t from 'tap';
import { mergeRaceSessions } from '../../shared/merge-race-sessions.ts';
import { F1_SESSION_TYPES } from '../../shared/sport-constants.ts';
import { LivescoreClient } from '../../server/upstream/livescore-client.ts';
import { startLivescore, TEST_NOW } from '../helpers/servers.ts';

let clock = TEST_NOW * 1000;
const service = await startLivescore({ now: () => clock });
const client = new LivescoreClient(service.url, { primary: 10_000, secondary: 10_000 });
t.teardown(async () => {
  await client.close();
  await service.close();
});
const SITE = 'telex';
const SESSION_TYPES = [...F1_SESSION_TYPES.practice, ...F1_SESSION_TYPES.qualifying, F1_SESSION_TYPES.race];

t.test('seasons: this year and last year, every weekend seven sessions', async (t) => {
  t.same((await client.f1Seasons(SITE)).response, [2025, 2026]);
  for (const [year, rounds] of [
    [2025, 24],
    [2026, 22],
  ]) {
    const races = (await client.races(year, SITE)).response;
    t.equal(races.length, rounds * 7, `${year}: ${rounds} Grands Prix`);
    const byCompetition = new Map<number, typeof races>();
    for (const r of races) byCompetition.set(r.competition.id, [...(byCompetition.get(r.competition.id) ?? []), r]);
    t.equal(byCompetition.size, rounds);
    for (const sessions of byCompetition.values())
      t.same(
        sessions.map((s) => s.type),
        SESSION_TYPES,
        'practices, qualifying parts, race, in time order',
      );
    t.ok(
      races.every((r, i) => i === 0 || r.date >= races[i - 1].date),
      'in date order',
    );
  }
  const last = (await client.races(2025, SITE)).response;
  t.ok(
    last.every((r) => r.status === 'Completed'),
    'last season is over',
  );
  const current = (await client.races(2026, SITE)).response;
  t.same([...new Set(current.map((r) => r.status))].sort(), ['Completed', 'Live', 'Scheduled']);
});

t.test("the running weekend: the merged qualifying, the grid, then the finished race's result", async (t) => {
  const races = (await client.races(2026, SITE)).response;
  const live = races.find((r) => r.status === 'Live')!;
  const weekend = races.filter((r) => r.competition.id === live.competition.id);
  const [q1, q2, q3, race] = [weekend[3], weekend[4], weekend[5], weekend[6]];
  const parts = await Promise.all([q1, q2, q3].map((q) => client.raceResult(q.id, SITE)));
  t.same(
    parts.map((p) => p.response.length),
    [22, 16, 10],
    'Q1 all, Q2 sixteen, Q3 ten',
  );
  const merged = (await client.raceResult(`${q1.id}.${q2.id}.${q3.id}`, SITE)).response;
  t.equal(merged.length, 22);
  t.same(
    merged.map((r) => r.driver.id),
    mergeRaceSessions(parts.map((p) => p.response)).map((r) => r.driver.id),
    'the dotted id is the §7 merge',
  );
  t.same(
    merged.slice(0, 10).map((r) => r.time),
    parts[2].response.map((r) => r.time),
    'the top ten with their Q3 times',
  );
  const grid = (await client.startingGrid(race.id, SITE)).response;
  t.same(
    grid.map((r) => r.driver.id),
    merged.map((r) => r.driver.id),
    'the grid is the qualifying order',
  );
  clock += 3 * 3600_000;
  t.teardown(() => void (clock = TEST_NOW * 1000));
  const result = (await client.raceResult(race.id, SITE)).response;
  t.equal(result.length, 22);
  t.same(
    result.map((r) => r.position),
    Array.from({ length: 22 }, (_, i) => i + 1),
  );
  t.match(result[0].time, /^\d:\d\d:\d\d\.\d{3}$/, 'the winner has the race time');
  t.ok(
    result.slice(1).every((r) => /^\+|DNF/.test(r.time!)),
    'the others a gap, laps down or DNF',
  );
  t.same(
    result.map((r) => r.grid).sort(),
    grid.map((r) => String(r.position)).sort(),
    'the race result names each grid slot',
  );
});

t.test('a weekend already run: its practices, qualifying and grid are not made up', async (t) => {
  const races = (await client.races(2025, SITE)).response;
  const hungary = races.filter((r) => r.competition.name === 'Magyar Nagydíj');
  t.equal(hungary.length, 7);
  for (const s of hungary.slice(0, 6)) t.same((await client.raceResult(s.id, SITE)).response, [], s.type);
  t.same((await client.startingGrid(hungary[6].id, SITE)).response, [], 'no grid');
  const race = (await client.raceResult(hungary[6].id, SITE)).response;
  t.same(
    race.map((r) => [r.position, r.time, r.laps]),
    [[1, null, null]],
    'the race: its winner only, no invented time',
  );
});

t.test('before a session nothing is timed', async (t) => {
  const sessions = (await client.races(2026, SITE)).response;
  const next = sessions.find((r) => r.status === 'Scheduled')!;
  t.same((await client.raceResult(next.id, SITE)).response, [], `the next session (${next.type}) has no result`);
  const nextRace = sessions.find((r) => r.status === 'Scheduled' && r.type === 'Race');
  t.ok(nextRace, 'a race is still to come');
  t.same((await client.raceResult(nextRace!.id, SITE)).response, [], 'the next race has no result');
  t.same((await client.startingGrid(nextRace!.id, SITE)).response, [], 'and no grid before its qualifying');
});

t.test('circuits, constructors and drivers', async (t) => {
  const c = (await client.circuit(113, SITE)).response[0];
  t.match(c, {
    name: 'Hungaroring',
    laps: 70,
    competition: { name: 'Magyar Nagydíj', location: { country: 'Magyarország' } },
  });
  t.equal(c.race_distance, '306.670 km');
  const teams = (await client.f1Teams(2026, SITE)).response;
  t.equal(teams.length, 11);
  t.equal((await client.f1Teams(2025, SITE)).response.length, 10, 'ten in 2025: Sauber, not yet Audi, no Cadillac');
  t.match((await client.f1Team(1, SITE)).response[0], { name: 'McLaren', chassis: 'MCL40', tyres: 'Pirelli' });
  t.same(
    teams.map((x) => [x.president, x.director, x.technical_manager]).flat(),
    Array(33).fill(null),
    'no invented team people',
  );
  const drivers = (await client.drivers(2026, SITE)).response;
  t.equal(drivers.length, 22);
  t.equal(new Set(drivers.map((d) => d.number)).size, 22, 'every number once');
  const d = (await client.driver(drivers[0].id, SITE)).response[0];
  t.match(d.abbr, /^[A-Z]{3}$/);
  t.same(
    d.teams.map((x) => x.season),
    [2026, 2025],
  );
});

t.test('championships: the recorded final table of a season run; none while its races are not recorded', async (t) => {
  const drivers = (await client.driverStandings(2025, SITE)).response;
  t.same(
    drivers.map((r) => [r.position, r.driver.abbr, r.points, r.behind]),
    [
      [1, 'NOR', 423, null],
      [2, 'VER', 421, 2],
      [3, 'PIA', 410, 13],
    ],
  );
  t.same(
    (await client.teamStandings(2025, SITE)).response.map((r) => [r.team.name, r.points]),
    [['McLaren', 833]],
  );
  t.same((await client.driverStandings(2026, SITE)).response, [], 'no 2026 table: its races run are not recorded');
  t.same((await client.teamStandings(2026, SITE)).response, []);
});
