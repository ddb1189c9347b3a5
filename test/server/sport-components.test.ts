// The sports content components rendered with react-dom/server over real answers of the livescore service: what a
// reader sees (scores, minutes, ranks, labels, the spec's texts), not snapshots.
import { createElement as h, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import t from 'tap';
import { calendarDay } from '../../shared/calendar-day.ts';
import { TEXT_NO_F1_RESULT, TEXT_NO_FIXTURE_DATA, TEXT_NO_MATCHES } from '../../shared/constants.ts';
import { raceEntries } from '../../shared/f1-race-entries.ts';
import { rankWithTies } from '../../shared/rank-with-ties.ts';
import { SPORT_TIME_ZONE, TEXT_BACK, TEXT_NOT_REAL_TIME } from '../../shared/sport-constants.ts';
import { LIVE_AT_START_IDS } from '../../stand-ins/livescore/fixture-ids.ts';
import { LivescoreClient } from '../../server/upstream/livescore-client.ts';
import { CircuitCard } from '../../client/components/sport/circuit-card.tsx';
import { F1Calendar } from '../../client/components/sport/f1-calendar.tsx';
import { F1DriverCard } from '../../client/components/sport/f1-driver-card.tsx';
import { F1StandingsTable } from '../../client/components/sport/f1-standings-table.tsx';
import { F1TeamCard } from '../../client/components/sport/f1-team-card.tsx';
import { FixtureDashboard } from '../../client/components/sport/fixture-dashboard.tsx';
import { FixtureDetail } from '../../client/components/sport/fixture-detail.tsx';
import { FixtureList } from '../../client/components/sport/fixture-list.tsx';
import { FixtureTimetable } from '../../client/components/sport/fixture-timetable.tsx';
import { RaceEntryNav } from '../../client/components/sport/race-entry-nav.tsx';
import { RaceResultTable } from '../../client/components/sport/race-result-table.tsx';
import { StandingsTable } from '../../client/components/sport/standings-table.tsx';
import { TopListTable } from '../../client/components/sport/top-list-table.tsx';
import { startLivescore, TEST_NOW } from '../helpers/servers.ts';

const service = await startLivescore();
const api = new LivescoreClient(service.url, { primary: 10_000, secondary: 10_000 });
t.teardown(async () => {
  await api.close();
  await service.close();
});
const SITE = 'telex';

const render = <P extends object>(c: ComponentType<P>, props: P) =>
  renderToString(h(c as ComponentType<object>, props));
/** The text a reader sees: tags out, entities decoded, spaces folded. */
const text = (html: string) =>
  html
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
/** The cells of each body row, as text. */
const rows = (html: string) =>
  [...html.matchAll(/<tbody>(.*?)<\/tbody>/gs)].flatMap(([, body]) =>
    [...body.matchAll(/<tr[^>]*>(.*?)<\/tr>/gs)].map(([, row]) =>
      [...row.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/gs)].map(([, c]) => text(c)),
    ),
  );

t.test('group tables of the Euro 2024: six captioned tables, ranks, points', async (t) => {
  const league = (await api.standings('football', 4, 2024, SITE)).response[0].league;
  const html = render(StandingsTable, { league });
  t.equal((html.match(/<table/g) ?? []).length, 6);
  for (const g of 'ABCDEF') t.match(html, `<caption>${g} csoport</caption>`);
  const first = rows(html).slice(0, 4);
  t.same(
    first.map((r) => r[0]),
    league.standings[0].map((r) => `${r.rank}.`),
    'the ranks the service gave',
  );
  t.equal(first[0][1], league.standings[0][0].team.name);
  t.equal(first[0][8], String(league.standings[0][0].points), 'points in the last column');
  t.match(html, /<th scope="col"><abbr title="mérkőzés">M<\/abbr><\/th>/, 'abbreviated headers explain themselves');
  const one = render(StandingsTable, { league, groups: ['Group E'] });
  t.equal((one.match(/<table/g) ?? []).length, 1, 'a supplement can show one group');
});

t.test('a league table: equal rows share a rank', async (t) => {
  const league = (await api.standings('football', 39, 2026, SITE)).response[0].league;
  const html = render(StandingsTable, { league });
  t.match(html, '<caption>Tabella: Premier League</caption>');
  const table = rows(html);
  const expected = rankWithTies(league.standings[0], (r) => [r.points, r.goalsDiff, r.all.goals.for]);
  t.same(
    table.map((r) => r[0]),
    expected.map((r) => `${r}.`),
  );
});

t.test('top scorers, yellow and red cards: equal values share a rank', async (t) => {
  const scorers = (await api.top('topscorers', 4, 2024, SITE)).response;
  const html = render(TopListTable, {
    kind: 'topscorers',
    entries: scorers,
    caption: 'Góllövőlista, Európa-bajnokság 2024',
  });
  t.match(html, '<caption>Góllövőlista, Európa-bajnokság 2024</caption>');
  const table = rows(html);
  t.equal(table[0][1], scorers[0].player.name);
  // The record gives goals, not assists: no assist column.
  t.equal(table[0][3], String(scorers[0].statistics[0].goals.total));
  t.notMatch(html, 'Gólpassz');
  const goals = scorers.map((e) => e.statistics[0].goals.total);
  const tie = goals.findIndex((g, i) => i > 0 && g === goals[i - 1]);
  t.ok(tie > 0, 'the Euro has players level on goals');
  t.equal(table[tie][0], table[tie - 1][0], 'they share a rank');
  const yellow = render(TopListTable, {
    kind: 'topyellowcards',
    entries: (await api.top('topyellowcards', 39, 2025, SITE)).response,
    limit: 5,
  });
  t.match(text(yellow), /Sárga lapok # Játékos Csapat Sárga lap/);
  t.equal(rows(yellow).length, 5);
  const red = render(TopListTable, {
    kind: 'topredcards',
    entries: (await api.top('topredcards', 39, 2025, SITE)).response,
  });
  t.match(text(red), /Ebből két sárga/);
  t.equal(
    text(render(TopListTable, { kind: 'topscorers', entries: [] })),
    `Góllövőlista: ${TEXT_NO_FIXTURE_DATA}`,
    'an empty list says which list it is',
  );
});

t.test("the day's fixtures: dimmed rows without score before kick-off, the minute while live", async (t) => {
  const today = calendarDay(TEST_NOW, SPORT_TIME_ZONE);
  const fixtures = (await api.fixturesOn('football', 271, 2026, today, SITE)).response;
  const html = render(FixtureList, {
    fixtures,
    caption: `NB I, ${today}`,
    hrefFor: (id: number) => `/sport/foci?meccs=${id}`,
    selectedId: LIVE_AT_START_IDS[0],
  });
  const notStarted = fixtures.find((f) => f.fixture.status.short === 'NS')!;
  const live = fixtures.find((f) => f.fixture.id === LIVE_AT_START_IDS[0])!;
  t.match(
    html,
    new RegExp(`<tr class="fixture-row fixture-row--not-started" data-fixture="${notStarted.fixture.id}">`),
    'NS is dimmed',
  );
  const nsRow = rows(html)[fixtures.indexOf(notStarted)];
  t.equal(nsRow[2], '–', 'and has no score');
  t.match(nsRow[0], /^\d\d:\d\d$/, 'but its kick-off time');
  const liveRow = rows(html)[fixtures.indexOf(live)];
  t.equal(liveRow[0], `${live.fixture.status.elapsed}'`, 'a live fixture shows its minute');
  t.equal(liveRow[2], `${live.goals.home}–${live.goals.away}`);
  t.match(html, new RegExp(`fixture-row--live fixture-row--selected" data-fixture="${live.fixture.id}"`));
  t.match(
    html,
    new RegExp(
      `href="/sport/foci\\?meccs=${live.fixture.id}" aria-label="[^"]+: a mérkőzés részletei" aria-current="page"`,
    ),
  );
  t.equal(text(render(FixtureList, { fixtures: [], caption: 'x' })), TEXT_NO_MATCHES);
});

t.test('the Euro 2024 and World Cup timetables carry the §9 labels in order', async (t) => {
  const euro = (await api.fixturesFrom('football', 4, 2024, '2024-06-14', SITE)).response;
  const html = render(FixtureTimetable, { fixtures: euro, leagueId: 4 });
  const headings = [...html.matchAll(/<h3 class="sport-heading">([^<]+)<\/h3>/g)].map((m) => m[1]);
  t.same(headings, [
    'Csoportkör, 1. forduló',
    'Csoportkör, 2. forduló',
    'Csoportkör, 3. forduló',
    'Nyolcaddöntő',
    'Negyeddöntő',
    'Elődöntő',
    'Döntő',
  ]);
  t.match(html, '<caption>2024. június 14., péntek</caption>', 'a table a day');
  const final = rows(html).at(-1)!;
  t.equal(final[1], euro[50].teams.home.name, 'the final is the last row');
  t.ok(['Vége', 'Hosszabbítás után', 'Tizenegyesek után'].includes(final[0]));
  const wc = (await api.fixturesFrom('football', 1, 2022, '2022-11-20', SITE)).response;
  const wcHeadings = [
    ...render(FixtureTimetable, { fixtures: wc, leagueId: 1, headingLevel: 2 }).matchAll(
      /<h2 class="sport-heading">([^<]+)<\/h2>/g,
    ),
  ].map((m) => m[1]);
  t.same(wcHeadings.slice(3), ['Nyolcaddöntő', 'Negyeddöntő', 'Elődöntő', 'Bronzmérkőzés', 'Döntő']);
  const later = [
    ...render(FixtureTimetable, { fixtures: euro.slice(40), leagueId: 4, startIndex: 40 }).matchAll(
      /<h3 class="sport-heading">([^<]+)<\/h3>/g,
    ),
  ].map((m) => m[1]);
  t.same(later, ['Nyolcaddöntő', 'Negyeddöntő', 'Elődöntő', 'Döntő'], 'a list starting mid-round keeps its labels');
  const shootout = euro.find((f) => f.fixture.status.short === 'PEN');
  t.ok(shootout, 'the Euro 2024 has a match decided on penalties');
  t.match(
    text(render(FixtureTimetable, { fixtures: [shootout!], leagueId: 39 })),
    new RegExp(`tizenegyesekkel ${shootout!.score.penalty.home}–${shootout!.score.penalty.away}`),
    'its row shows the shootout score',
  );
});

t.test('the fixture view: Vissza, summary, timeline on 105, statistics, squads, prediction', async (t) => {
  const f = (await api.fixture('football', LIVE_AT_START_IDS[0], SITE)).response[0];
  const html = render(FixtureDetail, { fixture: f, backHref: '/sport/foci?liga=271' });
  t.match(html, `<a href="/sport/foci?liga=271" class="sport-back">${TEXT_BACK}</a>`);
  for (const title of ['Összefoglaló', 'Idővonal', 'Statisztika', 'Összeállítások', 'Várható kimenetel'])
    t.match(html, `>${title}</h3>`);
  t.match(text(html), `${f.teams.home.name} eredmény: ${f.goals.home}–${f.goals.away} ${f.teams.away.name}`);
  t.match(text(html), `${f.fixture.status.elapsed}'`);
  t.match(html, 'data-basis="105"');
  t.equal((html.match(/match-timeline__event /g) ?? []).length, f.events!.length, 'every event on the timeline');
  t.match(text(html), /Kapura lövés/);
  t.match(text(html), new RegExp(`Vezetőedző: ${f.lineups![0].coach.name}`));
  t.match(text(html), f.lineups![1].startXI[10].player.name);
  t.match(text(html), `Döntetlen ${f.predictions!.percent.draw}`);
  const goal = f.events!.find((e) => e.type === 'Goal' && e.detail === 'Normal Goal');
  t.ok(goal, `the live fixture ${f.fixture.id} has a goal on its timeline`);
  t.match(
    text(html),
    new RegExp(`${goal!.time.elapsed}' Gól ${goal!.player.name}`),
    'the goal is on the timeline with its minute and scorer',
  );
});

t.test('timelines after extra time and penalties are drawn on 125 and 130 minutes', async (t) => {
  const euro = (await api.fixturesFrom('football', 4, 2024, '2024-06-14', SITE)).response;
  const wc = (await api.fixturesFrom('football', 1, 2022, '2022-11-20', SITE)).response;
  const knockouts = [...euro.slice(36), ...wc.slice(48)];
  const aet = knockouts.find((f) => f.fixture.status.short === 'AET');
  // The 2022 final: a shoot-out whose every kick the record names (France first).
  const pen = wc.at(-1);
  t.ok(aet && pen, 'the tournaments have both');
  const detail = async (id: number) => (await api.fixture('football', id, SITE)).response[0];
  t.match(render(FixtureDetail, { fixture: await detail(aet!.fixture.id), backHref: '/' }), 'data-basis="125"');
  const penHtml = render(FixtureDetail, { fixture: await detail(pen!.fixture.id), backHref: '/' });
  t.match(penHtml, 'data-basis="130"');
  t.match(text(penHtml), /Értékesített büntető/);
  t.match(text(penHtml), /Kihagyott büntető/);
  t.match(text(penHtml), /Kylian Mbappé/);
  t.match(text(penHtml), /tizenegyesekkel \d+–\d+/);
});

t.test('a fixture not started: kick-off time, no score, no data yet where there is none', async (t) => {
  const day = calendarDay(TEST_NOW + 86_400, SPORT_TIME_ZONE);
  const tomorrow = (await api.fixturesOn('football', 135, 2026, day, SITE)).response;
  t.ok(tomorrow.length > 0, 'Serie A plays tomorrow');
  const f = (await api.fixture('football', tomorrow[0].fixture.id, SITE)).response[0];
  const html = render(FixtureDetail, { fixture: f, backHref: '/' });
  t.match(html, 'fixture-summary--not-started');
  t.match(
    text(html),
    new RegExp(`${f.teams.home.name} \\(még nem kezdődött el\\) – ${f.teams.away.name}`),
    'a reader hears that it has not started',
  );
  t.ok(
    (text(html).match(new RegExp(TEXT_NO_FIXTURE_DATA, 'g')) ?? []).length >= 3,
    'no events, statistics or lineups yet',
  );
  t.match(text(html), /Esélyes:/, 'but a prediction');
});

t.test("an article's dashboard", async (t) => {
  const list = (await api.dashboard([LIVE_AT_START_IDS[1]], SITE)).response;
  const html = render(FixtureDashboard, { fixtures: list, hrefFor: (id: number) => `/sport/foci?meccs=${id}` });
  t.match(
    text(html),
    `${list[0].teams.home.name} eredmény: ${list[0].goals.home}–${list[0].goals.away} ${list[0].teams.away.name}`,
  );
  t.match(html, `href="/sport/foci?meccs=${list[0].fixture.id}"`);
  t.equal(text(render(FixtureDashboard, { fixtures: [] })), TEXT_NO_FIXTURE_DATA);
  const goalless = { ...list[0], events: [] };
  t.notMatch(
    text(render(FixtureDashboard, { fixtures: [goalless] })),
    TEXT_NO_FIXTURE_DATA,
    'a match on without events yet is no "no data"',
  );
});

t.test('Formula 1: calendar, sessions, a live result with its note, the grid, standings and cards', async (t) => {
  const races = (await api.races(2026, SITE)).response;
  const live = races.find((r) => r.status === 'Live')!;
  const cal = render(F1Calendar, {
    races,
    season: 2026,
    selectedCompetition: live.competition.id,
    hrefFor: (id: number) => `/sport/forma-1?verseny=${id}`,
  });
  t.equal(rows(cal).length, 22);
  t.match(cal, `aria-current="page">${live.competition.name}</a>`);
  t.match(text(cal), new RegExp(`${live.competition.name} .* Élő`));
  const weekend = races.filter((r) => r.competition.id === live.competition.id);
  const entries = raceEntries(weekend);
  const nav = render(RaceEntryNav, {
    entries,
    selectedId: String(live.id),
    hrefFor: (id: string) => `/sport/forma-1?futam=${id}`,
  });
  t.match(text(nav), /1\. szabadedzés 2\. szabadedzés 3\. szabadedzés Időmérő Rajtrács Futam \(Élő\)/);
  t.match(nav, `href="/sport/forma-1?futam=-${live.id}"`, 'the grid is a negative id');
  const results = (await api.raceResult(live.id, SITE)).response;
  const liveHtml = render(RaceResultTable, {
    results,
    status: live.status,
    caption: `${live.competition.name}, futam`,
  });
  t.match(liveHtml, `role="note">${TEXT_NOT_REAL_TIME}</p>`);
  t.equal(rows(liveHtml)[0][1], `${results[0].driver.number} ${results[0].driver.name}`);
  const grid = render(RaceResultTable, {
    results: (await api.startingGrid(live.id, SITE)).response,
    status: 'Completed',
    caption: 'Rajtrács',
    grid: true,
  });
  t.match(text(grid), /Rajthely Versenyző Csapat Időmérős idő/);
  t.notMatch(grid, TEXT_NOT_REAL_TIME);
  const scheduled = races.find((r) => r.status === 'Scheduled')!;
  t.equal(
    text(
      render(RaceResultTable, {
        results: (await api.raceResult(scheduled.id, SITE)).response,
        status: scheduled.status,
        caption: 'x',
      }),
    ),
    TEXT_NO_F1_RESULT,
  );
  const drivers = (await api.driverStandings(2025, SITE)).response;
  const standings = render(F1StandingsTable, { kind: 'drivers', rows: drivers, caption: 'Pontverseny' });
  t.same(rows(standings)[0], [
    '1.',
    drivers[0].driver.name,
    drivers[0].team.name,
    String(drivers[0].wins),
    String(drivers[0].points),
  ]);
  const teams = render(F1StandingsTable, {
    kind: 'teams',
    rows: (await api.teamStandings(2025, SITE)).response,
    caption: 'Konstruktőrök',
  });
  t.same(rows(teams), [['1.', 'McLaren', '833']]);
  t.match(
    text(render(F1TeamCard, { team: (await api.f1Team(1, SITE)).response[0] })),
    /McLaren .*Székhely Woking, Egyesült Királyság .*Kaszni MCL40/,
  );
  const d = (await api.driver(drivers[0].driver.id, SITE)).response[0];
  t.match(text(render(F1DriverCard, { driver: d })), new RegExp(`${d.name} .*Nemzetiség ${d.nationality}`));
  t.match(
    text(render(CircuitCard, { circuit: (await api.circuit(113, SITE)).response[0] })),
    /Hungaroring Magyar Nagydíj, Mogyoród .*Körök 70 .*Befogadóképesség 70 000 fő/,
  );
});
