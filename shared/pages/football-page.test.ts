// Every rule of the football page through its plan and build steps (shared/pages/football.ts), without a server:
// each query parameter and its §5 fallback, the parts each view asks for, a found fixture's own league, season and
// day, the §9 knockout labels of both tournaments, the §4 statuses (what is finished, what refreshes), equal values
// sharing a rank, the quick links, the cache rule, and a failed service (the page still renders, without the part).
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import t from 'tap';
import { TEXT_NO_FIXTURE_DATA } from '../constants.ts';
import type { Fixture, TopEntry } from '../livescore-types.ts';
import {
  buildFootballPage,
  planFootballPage,
  planFootballParts,
  type FootballAnswers,
  type FootballPageData,
} from './football.ts';
import type { PageOutcome } from './page-contract.ts';
import { FOOTBALL_PATH } from '../sport-routes.ts';
import { TopListTable } from '../../client/components/sport/top-list-table.tsx';
import { pageContext } from '../../test/helpers/page-fixtures.ts';
import { fixture, footballReference, timetable } from '../../test/helpers/sport-fixtures.ts';

/** 2026-11-25 23:30 UTC: already 26 November in Budapest */
const LATE = Date.UTC(2026, 10, 25, 23, 30) / 1000;
/** 2026-11-25 12:00 UTC */
const NOON = Date.UTC(2026, 10, 25, 12) / 1000;
const ref = footballReference();

function plan(query: string, now = NOON, leagues = ref.leagues) {
  return planFootballPage(new URL(`https://telex.example${FOOTBALL_PATH}${query}`), now, leagues);
}

function build(
  query: string,
  answers: Partial<FootballAnswers> = {},
  opts: { now?: number; leagues?: typeof ref.leagues | null } = {},
) {
  const now = opts.now ?? NOON;
  const leagues = opts.leagues === undefined ? ref.leagues : opts.leagues;
  const p = planFootballPage(new URL(`https://telex.example${FOOTBALL_PATH}${query}`), now, leagues);
  const parts = planFootballParts(p, answers.fixture ?? null, leagues);
  const full: FootballAnswers = {
    reference: leagues ? ref : null,
    quickLinks: [],
    fixture: null,
    day: [],
    timetable: null,
    standings: null,
    top: null,
    unavailable: false,
    ...answers,
  };
  const ctx = { ...pageContext(`${FOOTBALL_PATH}${query}`), now };
  return { parts, outcome: buildFootballPage(parts, full, ctx) };
}

function dataOf(outcome: PageOutcome<FootballPageData>) {
  if (outcome.kind !== 'page') throw new Error(`expected a page, got ${outcome.kind}`);
  return outcome;
}

t.test('§2.7 defaults: NB I, its current season, the fixtures of today in Budapest, no fixture', async (t) => {
  t.same(plan('', LATE).query, { country: 'HU', league: 271, season: 2026, view: null, day: '2026-11-26', fixture: 0 });
  t.equal(plan('', LATE).fixture, null);
  const { parts } = build('');
  t.same(parts.day, { league: 271, season: 2026, day: '2026-11-25' }, "the list asks for the league season's day");
  t.equal(parts.standings, null);
  t.equal(parts.top, null);
});

t.test('§5 each parameter and its fallback', async (t) => {
  t.match(plan('?liga=39').query, { league: 39, country: 'GB-ENG', season: 2026 });
  t.match(plan('?liga=999').query, { league: 271 }, 'liga: an unknown league is the default');
  t.match(plan('?liga=abc').query, { league: 271 });
  t.match(
    plan('?orszag=EU').query,
    { league: 4, country: 'EU', season: 2024 },
    "orszag alone: that country's first league",
  );
  t.match(plan('?orszag=XX').query, { league: 271 }, 'orszag: an unknown country is the default');
  t.match(plan('?liga=271&szezon=2025').query, { season: 2025 });
  t.match(
    plan('?liga=271&szezon=1999').query,
    { season: 2026 },
    'szezon: a season the league does not have is its current one',
  );
  t.match(plan('?szezon=x').query, { season: 2026 });
  for (const view of ['tabella', 'gol', 'sarga', 'piros']) t.equal(plan(`?oldal=${view}`).query.view, view);
  t.equal(plan('?oldal=tabela').query.view, null, 'oldal: a typo is the fixture list');
  t.equal(plan('?nap=2026-11-20').query.day, '2026-11-20');
  for (const junk of ['2026-02-30', 'tegnap', '20261120', ''])
    t.equal(plan(`?nap=${junk}`).query.day, '2026-11-25', `nap=${junk}: today, never a 404`);
  t.equal(plan('?meccs=1040068').fixture, 1040068);
  for (const none of ['0', 'x', '-1']) t.equal(plan(`?meccs=${none}`).fixture, null, `meccs=${none}: none`);
  const typo = build('?nap=2026-13-45&oldal=x&liga=y&szezon=z&meccs=q');
  t.equal(typo.outcome.kind, 'page', 'any mix of bad values still makes the page');
});

t.test('the parts each view asks for', async (t) => {
  t.same(build('?oldal=tabella').parts.standings, { league: 271, season: 2026 });
  t.equal(build('?oldal=tabella').parts.day, null, 'a table needs no day');
  t.same(build('?oldal=gol').parts.top, { kind: 'topscorers', league: 271, season: 2026 });
  t.same(build('?oldal=sarga&liga=39&szezon=2025').parts.top, { kind: 'topyellowcards', league: 39, season: 2025 });
  t.same(build('?oldal=piros').parts.top, { kind: 'topredcards', league: 271, season: 2026 });
  t.same(
    build('?liga=4').parts.timetable,
    { league: 4, season: 2024, from: '2024-06-14' },
    'a tournament: its whole timetable (§9 labels count from its first match)',
  );
  t.equal(build('?liga=4').parts.day, null);
  t.same(build('?liga=1').parts.timetable, { league: 1, season: 2022, from: '2022-11-20' });
});

t.test('a selected fixture: its own league, season and day; the list around it and "Vissza" are those', async (t) => {
  const f = fixture({
    id: 1280040,
    league: 4,
    season: 2024,
    status: 'FT',
    timestamp: Date.UTC(2024, 6, 5, 19) / 1000,
    leagueName: 'Európa-bajnokság',
  });
  const { parts, outcome } = build('?meccs=1280040', { fixture: f });
  t.match(parts.query, { league: 4, season: 2024, day: '2024-07-05', country: 'EU', fixture: 1280040 });
  const { data } = dataOf(outcome);
  t.equal(data.fixture, f);
  t.equal(data.backHref, `${FOOTBALL_PATH}?liga=4&szezon=2024&nap=2024-07-05`);
  t.equal(data.refresh, null, 'a finished fixture is never polled');
  const gone = build('?meccs=42', { fixture: null });
  t.equal(dataOf(gone.outcome).data.query.fixture, 0, 'a fixture the service does not have: the list (§5)');
  t.same(gone.parts.day, { league: 271, season: 2026, day: '2026-11-25' });
});

t.test('§4 statuses: NS dimmed without a score, FT/AET/PEN finished, the rest live; what refreshes', async (t) => {
  for (const status of ['NS', '1H', 'HT', '2H', 'ET', 'BT', 'P']) {
    const f = fixture({ status, elapsed: status === 'NS' ? null : 60 });
    const { data, cache } = dataOf(build(`?meccs=${f.fixture.id}`, { fixture: f }).outcome);
    t.same(data.refresh, { kind: 'fixture', id: f.fixture.id }, `${status}: a selected unfinished fixture refreshes`);
    t.equal(cache.rule, 'live');
  }
  for (const status of ['FT', 'AET', 'PEN']) {
    const f = fixture({ status, timestamp: Date.UTC(2026, 10, 20, 18) / 1000 });
    const { data, cache } = dataOf(build(`?meccs=${f.fixture.id}`, { fixture: f }).outcome);
    t.equal(data.refresh, null, `${status}: finished, the polling stops`);
    t.equal(cache.rule, 'list', `${status}: cached like any settled list`);
  }
  const live = build('', {
    day: [fixture({ status: 'FT' }), fixture({ status: '2H', elapsed: 70 }), fixture({ status: 'NS' })],
  });
  t.same(
    dataOf(live.outcome).data.refresh,
    { kind: 'day', league: 271, season: 2026, day: '2026-11-25' },
    'a day with a match on is polled',
  );
  const over = build('?nap=2026-11-20', { day: [fixture({ status: 'FT' }), fixture({ status: 'PEN' })] });
  t.equal(dataOf(over.outcome).data.refresh, null, 'a day that is over is not');
  t.equal(dataOf(over.outcome).cache.rule, 'list');
  const later = build('?nap=2026-12-01', { day: [fixture({ status: 'NS' })] });
  t.equal(dataOf(later.outcome).data.refresh, null, 'a future day waits for its day');
});

t.test('§2.7 a day without matches: no groups (the page says "Nem rendeznek mérkőzést ezen a napon.")', async (t) => {
  const { data } = dataOf(build('?nap=2026-11-24', { day: [] }).outcome);
  t.same(data.groups, []);
  t.same(data.fixtureOptions, [], 'nothing to select');
  t.equal(data.dayNav.previous, `${FOOTBALL_PATH}?liga=271&szezon=2026&nap=2026-11-23`);
  t.equal(data.dayNav.next, `${FOOTBALL_PATH}?liga=271&szezon=2026&nap=2026-11-25`);
  t.equal(data.dayNav.today, `${FOOTBALL_PATH}?liga=271&szezon=2026&nap=2026-11-25`);
  t.equal(dataOf(build('', { day: [] }).outcome).data.dayNav.today, null, 'no "today" link on today');
});

t.test('§9 knockout labels by fixture index, both tournaments', async (t) => {
  // Euro 2024: 51 fixtures; rounds start at 0, 12, 24, 36, 44, 48, 50 (3 a day here, so index 36 opens day 12).
  const euro = timetable(4, 2024, '2024-06-14', 51, 3);
  const day = (i: number) => new Date(euro[i].fixture.timestamp * 1000).toISOString().slice(0, 10);
  const label = (query: string, list: Fixture[]) =>
    dataOf(build(query, { timetable: list, day: null }).outcome).data.groups!.map((g) => [g.label, g.fixtures.length]);
  t.same(label(`?liga=4&nap=${day(0)}`, euro), [['Csoportkör, 1. forduló', 3]]);
  t.same(label(`?liga=4&nap=${day(12)}`, euro), [['Csoportkör, 2. forduló', 3]]);
  t.same(label(`?liga=4&nap=${day(36)}`, euro), [['Nyolcaddöntő', 3]]);
  t.same(
    label(`?liga=4&nap=${day(44)}`, euro),
    [
      ['Nyolcaddöntő', 2],
      ['Negyeddöntő', 1],
    ],
    'the quarter-finals start at index 44, mid-day here',
  );
  t.same(
    label(`?liga=4&nap=${day(48)}`, euro),
    [
      ['Elődöntő', 2],
      ['Döntő', 1],
    ],
    'a day across two rounds: both headings',
  );
  const euroData = dataOf(build(`?liga=4&nap=${day(50)}`, { timetable: euro, day: null }).outcome).data;
  t.equal(euroData.matchDays!.length, 17, "the tournament's match days, one link each");
  t.ok(euroData.matchDays!.find((d) => d.day === day(50))!.current);
  t.equal(euroData.matchDays![0].label, 'június 14.');
  // World Cup 2022: 64 fixtures; 0, 16, 32, 48, 56, 60, 62 bronze, 63 final.
  const wc = timetable(1, 2022, '2022-11-20', 64, 4);
  const wcDay = (i: number) => new Date(wc[i].fixture.timestamp * 1000).toISOString().slice(0, 10);
  t.same(label(`?liga=1&nap=${wcDay(16)}`, wc), [['Csoportkör, 2. forduló', 4]]);
  t.same(label(`?liga=1&nap=${wcDay(48)}`, wc), [['Nyolcaddöntő', 4]]);
  t.same(label(`?liga=1&nap=${wcDay(56)}`, wc), [['Negyeddöntő', 4]]);
  t.same(label(`?liga=1&nap=${wcDay(60)}`, wc), [
    ['Elődöntő', 2],
    ['Bronzmérkőzés', 1],
    ['Döntő', 1],
  ]);
  t.same(label('?liga=1&nap=2026-11-25', wc), [], 'a day the tournament has no match');
  // Other leagues: the round the service names.
  t.same(
    dataOf(build('', { day: [fixture({ round: 'Regular Season - 7' })] }).outcome).data.groups!.map((g) => g.label),
    ['7. forduló'],
  );
});

t.test('§9 equal values share a rank in the top lists', async (t) => {
  const entry = (name: string, goals: number): TopEntry => ({
    player: { name, photo: null },
    statistics: [
      {
        team: { id: 1, name: 'FTC', logo: null },
        goals: { total: goals, assists: 0 },
        cards: { yellow: 0, yellowred: 0, red: 0 },
      },
    ],
  });
  const { data } = dataOf(
    build('?oldal=gol', { top: [entry('A', 9), entry('B', 7), entry('C', 7), entry('D', 5)] }).outcome,
  );
  t.equal(data.top!.kind, 'topscorers');
  const html = renderToString(h(TopListTable, { kind: data.top!.kind, entries: data.top!.entries }));
  t.same(
    [...html.matchAll(/sport-table__rank">(\d+)/g)].map((m) => m[1]),
    ['1', '2', '2', '4'],
  );
  const none = dataOf(build('?oldal=piros', { top: [] }).outcome).data;
  t.match(
    renderToString(h(TopListTable, { kind: none.top!.kind, entries: none.top!.entries })),
    TEXT_NO_FIXTURE_DATA,
    'an empty list says there is no data yet',
  );
});

t.test("the standings: the service's table; a season without one is an empty table, not a missing part", async (t) => {
  const standings = { response: [{ league: { id: 271, name: 'NB I', season: 2026, standings: [[]] } }] };
  t.equal(dataOf(build('?oldal=tabella', { standings }).outcome).data.standings!.name, 'NB I');
  const empty = dataOf(build('?oldal=tabella', { standings: { response: [] } }).outcome).data;
  t.same(empty.standings!.standings, []);
  t.equal(
    dataOf(build('?oldal=tabella', { standings: null, unavailable: true }).outcome).data.standings,
    null,
    'a failed one: nothing',
  );
});

t.test(
  "quick links: the publisher's sport-leagues, on the site, the old /sport/foci addresses moved; else the service's leagues",
  async (t) => {
    const quickLinks = [
      { key: 'NB I', value: '/rovat/sport/foci?liga=271' },
      { key: 'Premier League', value: '/sport/foci?liga=39' },
      { key: 'Máshol', value: 'https://evil.example/foci' },
      { key: 'Sehol', value: '//evil.example' },
    ];
    const { data } = dataOf(build('?liga=39', { quickLinks }).outcome);
    t.same(data.quickLinks, [
      { label: 'NB I', href: '/rovat/sport/foci?liga=271', current: false },
      { label: 'Premier League', href: '/rovat/sport/foci?liga=39', current: true },
    ]);
    const fallback = dataOf(build('', { quickLinks: [] }).outcome).data.quickLinks;
    t.same(
      fallback.map((l) => l.href),
      [
        '/rovat/sport/foci?liga=271',
        '/rovat/sport/foci?liga=39',
        '/rovat/sport/foci?liga=4',
        '/rovat/sport/foci?liga=1',
      ],
    );
  },
);

t.test("the selects: countries, the country's leagues, the league's seasons newest first", async (t) => {
  const { data } = dataOf(build('?liga=4').outcome);
  t.same(
    data.selects!.leagues.map((o) => o.label),
    ['Európa-bajnokság'],
  );
  t.same(data.selects!.seasons, [{ value: '2024', label: '2024' }]);
  t.same(
    dataOf(build('').outcome).data.selects!.seasons.map((o) => o.label),
    ['2026/27', '2025/26'],
  );
  t.equal(data.selects!.countries.length, 4);
  t.same(
    data.viewTabs.map((v) => [v.label, v.current]),
    [
      ['Mérkőzések', true],
      ['Tabella', false],
      ['Góllövőlista', false],
      ['Sárga lapok', false],
      ['Piros lapok', false],
    ],
  );
  t.equal(data.sportTabs.find((x) => x.current)!.href, FOOTBALL_PATH);
});

t.test('§8 the service failed: the page renders without the parts, cached briefly', async (t) => {
  const { outcome } = build(
    '?liga=39&oldal=gol',
    { reference: null, day: null, top: null, unavailable: true },
    { leagues: null },
  );
  const { data, cache } = dataOf(outcome);
  t.equal(data.selects, null, 'no selects without the league list');
  t.equal(data.top, null);
  t.equal(data.groups, null);
  t.equal(cache.rule, 'live', 'kept only briefly, so the page recovers with the service');
  t.same(cache.purgeKeys, ['sport-football']);
  const dayFailed = dataOf(build('', { day: null, unavailable: true }).outcome).data;
  t.equal(dayFailed.groups, null, 'a failed day list is left out, not "no matches"');
});
