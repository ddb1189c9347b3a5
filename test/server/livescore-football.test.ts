// The livescore service's football calls over real HTTP, read through the BFF's LivescoreClient so every answer is
// also checked against the contract (shared/livescore-types.ts): the demo leagues and tournaments, full seasons
// whose events agree with their scores, fixture details, standings with shared ranks and the top lists.
import t from 'tap';
import { calendarDay } from '../../shared/calendar-day.ts';
import { knockoutLabelAt } from '../../shared/knockout-labels.ts';
import type { Fixture } from '../../shared/livescore-types.ts';
import { EURO_2024, SPORT_TIME_ZONE, WORLD_CUP_2022 } from '../../shared/sport-constants.ts';
import { LIVE_AT_START_IDS } from '../../stand-ins/livescore/fixture-ids.ts';
import { LivescoreClient } from '../../server/upstream/livescore-client.ts';
import { startLivescore, TEST_NOW } from '../helpers/servers.ts';

const service = await startLivescore();
const client = new LivescoreClient(service.url, { primary: 10_000, secondary: 10_000 });
t.teardown(async () => {
  await client.close();
  await service.close();
});
const SITE = 'telex';
const today = calendarDay(TEST_NOW, SPORT_TIME_ZONE);

const scoredBy = (f: Fixture, teamId: number) =>
  (f.events ?? []).filter(
    (e) =>
      e.type === 'Goal' &&
      e.comments !== 'Penalty Shootout' &&
      ['Normal Goal', 'Own Goal', 'Penalty'].includes(e.detail) &&
      e.team.id === teamId,
  ).length;

t.test('countries, leagues and seasons name every league the demo links to', async (t) => {
  const countries = (await client.countries(SITE)).response;
  t.same(
    countries.map((c) => c.code),
    ['HU', 'GB-ENG', 'ES', 'DE', 'IT', 'EU', 'WW'],
  );
  t.equal(countries[0].name, 'Magyarország');
  const ids: number[] = [];
  for (const c of countries) {
    const leagues = (await client.leagues(c.code, SITE)).response;
    t.ok(leagues.length > 0, `${c.name} has leagues`);
    for (const l of leagues) {
      ids.push(l.league.id);
      t.equal(l.seasons.filter((s) => s.current).length, 1, `${l.league.name}: one current season`);
    }
  }
  // The publisher's sport-leagues links (stand-ins/origin/seed/reference-data.ts) and §9's tournaments.
  for (const id of [271, 39, 140, 78, 135, 2, 4, 1]) t.ok(ids.includes(id), `league ${id} exists`);
  t.same(
    (await client.leagues('hu', SITE)).response.map((l) => l.league.name),
    ['NB I'],
    'a country code in any case',
  );
  t.same((await client.seasons(SITE)).response, [2022, 2024, 2025, 2026]);
});

t.test('a domestic season is a full double round robin whose events agree with every score', async (t) => {
  const nbi = (await client.leagues('HU', SITE)).response[0];
  const current = nbi.seasons.find((s) => s.current)!;
  const previous = nbi.seasons.find((s) => !s.current)!;
  const all = (await client.fixturesFrom('football', 271, previous.year, previous.start, SITE)).response;
  t.equal(all.length, 132, '12 teams, 22 rounds of 6');
  const meetings = new Map<string, number>();
  const played = new Map<number, number>();
  for (const f of all) {
    const key = `${f.teams.home.id}-${f.teams.away.id}`;
    meetings.set(key, (meetings.get(key) ?? 0) + 1);
    played.set(f.teams.home.id, (played.get(f.teams.home.id) ?? 0) + 1);
    played.set(f.teams.away.id, (played.get(f.teams.away.id) ?? 0) + 1);
    t.equal(f.fixture.status.short, 'FT', 'last season is over');
  }
  t.equal(meetings.size, 132, 'every ordered pairing once: each pair meets home and away');
  t.same([...new Set(played.values())], [22], 'every team plays 22');
  // Every finished fixture's goals are its goal events (own goals for the side credited, missed penalties for no one).
  const sample = all.filter((_, i) => i % 11 === 0);
  for (const { fixture } of sample) {
    const f = (await client.fixture('football', fixture.id, SITE)).response[0];
    t.equal(scoredBy(f, f.teams.home.id), f.goals.home, `${fixture.id} home goals are its events`);
    t.equal(scoredBy(f, f.teams.away.id), f.goals.away, `${fixture.id} away goals are its events`);
    t.equal(f.teams.home.winner, f.goals.home! > f.goals.away! ? true : f.goals.home === f.goals.away ? null : false);
  }
  t.ok(current.start <= today && today <= current.end, 'today falls in the current season');
});

t.test("today's fixtures: some finished, some live, some to come", async (t) => {
  const list = (await client.fixturesOn('football', 271, 2026, today, SITE)).response;
  t.ok(list.length > 0, 'NB I plays today');
  const phases = new Set(list.map((f) => f.fixture.status.short));
  t.ok(phases.has('NS'), 'one to come');
  t.ok(
    ['1H', '2H', 'HT'].some((s) => phases.has(s)),
    'one running',
  );
  for (const f of list) {
    if (f.fixture.status.short === 'NS') t.same(f.goals, { home: null, away: null }, 'no score before kick-off');
    else t.type(f.goals.home, 'number');
    t.equal(calendarDay(f.fixture.timestamp, SPORT_TIME_ZONE), today);
  }
  t.same(
    (await client.fixturesOn('football', 271, 2026, '2026-07-01', SITE)).response,
    [],
    'a day without matches is an empty list',
  );
});

t.test('a live fixture in full: lineups, statistics, events so far and a prediction', async (t) => {
  const f = (await client.fixture('football', LIVE_AT_START_IDS[0], SITE)).response[0];
  t.ok(['1H', 'HT', '2H'].includes(f.fixture.status.short));
  t.equal(f.lineups!.length, 2, 'home then away');
  for (const l of f.lineups!) {
    t.equal(l.startXI.length, 11);
    t.ok(l.substitutes.length >= 7);
    t.ok(l.coach.name);
    t.match(l.formation, /^\d(-\d)+$/);
  }
  t.equal(f.lineups![0].team.id, f.teams.home.id);
  const minute = f.fixture.status.elapsed!;
  for (const e of f.events!) t.ok(e.time.elapsed <= minute, 'no event from the future');
  const stat = (side: number, type: string) => f.statistics![side].statistics.find((s) => s.type === type)!.value;
  t.ok(
    Number(stat(0, 'Shots on Goal')) >=
      scoredBy(f, f.teams.home.id) -
        (f.events ?? []).filter((e) => e.detail === 'Own Goal' && e.team.id === f.teams.home.id).length,
  );
  t.equal(parseInt(String(stat(0, 'Ball Possession')), 10) + parseInt(String(stat(1, 'Ball Possession')), 10), 100);
  const p = f.predictions!;
  t.equal(parseInt(p.percent.home, 10) + parseInt(p.percent.draw, 10) + parseInt(p.percent.away, 10), 100);
  t.ok([f.teams.home.id, f.teams.away.id].includes(p.winner.id!));
  t.type(f.robot, 'boolean');
});

t.test('Euro 2024: 51 fixtures from 2024-06-14, rounds at §9 indexes, settled', async (t) => {
  const list = (await client.fixturesFrom('football', EURO_2024.league, EURO_2024.season, EURO_2024.startDate, SITE))
    .response;
  t.equal(list.length, 51);
  t.equal(calendarDay(list[0].fixture.timestamp, SPORT_TIME_ZONE), '2024-06-14');
  t.equal(list[0].teams.home.name, 'Németország');
  const rounds = list.map((f) => f.league.round);
  const expectations: [number, string][] = [
    [0, 'Group Stage - 1'],
    [12, 'Group Stage - 2'],
    [24, 'Group Stage - 3'],
    [36, 'Round of 16'],
    [44, 'Quarter-finals'],
    [48, 'Semi-finals'],
    [50, 'Final'],
  ];
  for (const [i, round] of expectations) {
    t.equal(rounds[i], round, `index ${i} starts ${round}`);
    t.not(rounds[i - 1], round, `index ${i} is the first of its round`);
    t.ok(knockoutLabelAt(4, i), 'and §9 labels it');
  }
  for (const f of list) t.ok(['FT', 'AET', 'PEN'].includes(f.fixture.status.short), 'every fixture finished');
  for (const f of list.slice(36)) t.ok(f.teams.home.winner !== null, 'every knockout has a winner');
  const shootouts = list.filter((f) => f.fixture.status.short === 'PEN');
  for (const f of shootouts) t.not(f.score.penalty.home, f.score.penalty.away, 'a shoot-out is decided');
  const final = list[50];
  t.ok(
    [list[48], list[49]].some((sf) => [sf.teams.home.id, sf.teams.away.id].includes(final.teams.home.id)),
    'a semi-final winner plays the final',
  );
  const standings = (await client.standings('football', 4, 2024, SITE)).response[0].league.standings;
  t.equal(standings.length, 6, 'six groups');
  for (const g of standings) {
    t.equal(g.length, 4);
    t.match(g[0].group, /^Group [A-F]$/);
    t.equal(
      g.reduce((n, r) => n + r.all.played, 0),
      12,
      'six matches a group, each counted twice',
    );
  }
  const after = (await client.fixturesFrom('football', 4, 2024, '2024-07-01', SITE)).response;
  t.equal(after[0].league.round, 'Round of 16', 'from a later day: only what is left');
});

t.test('World Cup 2022: 64 fixtures, rounds at §9 indexes, eight groups', async (t) => {
  const list = (
    await client.fixturesFrom('football', WORLD_CUP_2022.league, WORLD_CUP_2022.season, WORLD_CUP_2022.startDate, SITE)
  ).response;
  t.equal(list.length, 64);
  const expectations: [number, string][] = [
    [0, 'Group Stage - 1'],
    [16, 'Group Stage - 2'],
    [32, 'Group Stage - 3'],
    [48, 'Round of 16'],
    [56, 'Quarter-finals'],
    [60, 'Semi-finals'],
    [62, '3rd Place Final'],
    [63, 'Final'],
  ];
  for (const [i, round] of expectations) {
    t.equal(list[i].league.round, round, `index ${i} is ${round}`);
    t.ok(knockoutLabelAt(1, i));
  }
  const semis = list.slice(60, 62);
  const losers = semis.map((f) => (f.teams.home.winner ? f.teams.away.id : f.teams.home.id));
  t.same(
    [list[62].teams.home.id, list[62].teams.away.id].sort(),
    losers.sort(),
    'the bronze match is between the semi-final losers',
  );
  t.equal((await client.standings('football', 1, 2022, SITE)).response[0].league.standings.length, 8);
});

t.test('standings: equal points, goal difference and goals share a rank; played matches add up', async (t) => {
  for (const [league, season] of [
    [39, 2025],
    [271, 2026],
    [2, 2026],
    [140, 2025],
  ]) {
    const rows = (await client.standings('football', league, season, SITE)).response[0].league.standings[0];
    for (let i = 1; i < rows.length; i++) {
      const [a, b] = [rows[i - 1], rows[i]];
      t.ok(a.points >= b.points, 'ordered by points');
      const tied = a.points === b.points && a.goalsDiff === b.goalsDiff && a.all.goals.for === b.all.goals.for;
      t.equal(b.rank, tied ? a.rank : i + 1, `${league}/${season} row ${i + 1}`);
      t.equal(b.points, b.all.win * 3 + b.all.draw);
      t.equal(b.goalsDiff, b.all.goals.for - b.all.goals.against);
    }
  }
  const pl = (await client.standings('football', 39, 2025, SITE)).response[0].league.standings[0];
  t.same([...new Set(pl.map((r) => r.all.played))], [38], 'a finished season: everyone played 38');
});

t.test('top lists: sorted, and the top scorer has as many goals as events say', async (t) => {
  const scorers = (await client.top('topscorers', 4, 2024, SITE)).response;
  t.ok(scorers.length >= 20);
  const goals = scorers.map((e) => e.statistics[0].goals.total!);
  t.same(
    goals,
    [...goals].sort((a, b) => b - a),
    'most goals first',
  );
  const euro = (await client.fixturesFrom('football', 4, 2024, '2024-06-14', SITE)).response;
  let counted = 0;
  for (const { fixture } of euro) {
    const f = (await client.fixture('football', fixture.id, SITE)).response[0];
    counted += f.events!.filter(
      (e) =>
        e.player.name === scorers[0].player.name &&
        e.type === 'Goal' &&
        (e.detail === 'Normal Goal' || e.detail === 'Penalty') &&
        e.comments !== 'Penalty Shootout',
    ).length;
  }
  t.equal(counted, goals[0], `${scorers[0].player.name}: ${goals[0]} goals, every one an event`);
  const yellow = (await client.top('topyellowcards', 39, 2025, SITE)).response;
  t.ok(yellow.every((e, i) => i === 0 || e.statistics[0].cards.yellow! <= yellow[i - 1].statistics[0].cards.yellow!));
  const red = (await client.top('topredcards', 39, 2025, SITE)).response;
  t.ok(red.length > 0);
  t.ok(red.every((e) => e.statistics[0].cards.red! + e.statistics[0].cards.yellowred! > 0));
});

t.test("the publisher's livescore dashboard: several fixtures by id, unknown ones left out", async (t) => {
  const ids = [LIVE_AT_START_IDS[0], 1_280_050];
  const list = (await client.dashboard(ids, SITE)).response;
  t.same(
    list.map((f) => f.fixture.id),
    ids,
  );
  t.ok(
    list.every((f) => Array.isArray(f.events)),
    'in full',
  );
  t.same(
    (await client.dashboard([1_280_050, 1_299_999], SITE)).response.map((f) => f.fixture.id),
    [1_280_050],
  );
  await t.rejects(client.dashboard([1_299_999], SITE), { name: 'UpstreamError', status: 404 });
});
