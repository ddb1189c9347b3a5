// Every rule of the Formula 1 page through its plan and build steps (shared/pages/formula1.ts), without a server:
// each query parameter and its §5 fallback, the §4 default competition and race, the starting grid (negative futam)
// and the qualifying's dotted id, the Live result list that refreshes with its note, 'Nincs még elérhető információ.'
// before results, the side list, the cache rule, and a failed service.
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import t from 'tap';
import { TEXT_F1_RESULT_NOT_KEPT, TEXT_NO_F1_RESULT } from '../constants.ts';
import type { Race } from '../livescore-types.ts';
import { mergeRaceSessions } from '../merge-race-sessions.ts';
import {
  buildFormula1Page,
  grandPrixSessions,
  planFormula1Page,
  raceEntryOf,
  selectGrandPrix,
  type Formula1Answers,
  type Formula1PageData,
} from './formula1.ts';
import type { PageOutcome } from './page-contract.ts';
import { TEXT_NOT_REAL_TIME } from '../sport-constants.ts';
import { FORMULA1_PATH } from '../sport-routes.ts';
import { RaceResultTable } from '../../client/components/sport/race-result-table.tsx';
import { pageContext } from '../../test/helpers/page-fixtures.ts';
import { result, weekend } from '../../test/helpers/sport-fixtures.ts';

/** 2026-11-25 12:00 UTC, a Wednesday */
const NOW = Date.UTC(2026, 10, 25, 12) / 1000;
const SEASONS = [2025, 2026];

// Round 1 is over, round 2's race is running today, round 3 is to come.
const season: Race[] = [
  ...weekend(1, '2026-11-11', 7),
  ...weekend(2, '2026-11-25', 6, true),
  ...weekend(3, '2026-12-09', 0),
];

const url = (query: string) => new URL(`https://telex.example${FORMULA1_PATH}${query}`);

function build(query: string, answers: Partial<Formula1Answers> = {}, now = NOW) {
  const q = planFormula1Page(url(query), now, answers.seasons === undefined ? SEASONS : answers.seasons);
  const full: Formula1Answers = {
    seasons: SEASONS,
    races: season,
    results: [],
    circuit: null,
    teams: null,
    drivers: null,
    driverStandings: null,
    teamStandings: null,
    unavailable: false,
    ...answers,
  };
  return buildFormula1Page(q, full, { ...pageContext(`${FORMULA1_PATH}${query}`), now });
}

function pageOf(outcome: PageOutcome<Formula1PageData>) {
  if (outcome.kind !== 'page') throw new Error(`expected a page, got ${outcome.kind}`);
  return outcome;
}

t.test('§2.7 defaults: the calendar of this year', async (t) => {
  t.same(planFormula1Page(url(''), NOW, SEASONS), {
    view: 'versenynaptar',
    season: 2026,
    competition: null,
    race: null,
    team: null,
    driver: null,
  });
  t.equal(planFormula1Page(url(''), NOW, [2024, 2025]).season, 2025, 'this year not on offer: the newest');
  t.equal(planFormula1Page(url(''), NOW, null).season, 2026, 'no season list (the service failed): this year');
});

t.test('§5 each parameter and its fallback', async (t) => {
  for (const view of ['versenynaptar', 'csapatok', 'versenyzok', 'pontverseny', 'konstruktor'])
    t.equal(planFormula1Page(url(`?oldal=${view}`), NOW, SEASONS).view, view);
  t.equal(planFormula1Page(url('?oldal=naptar'), NOW, SEASONS).view, 'versenynaptar');
  t.equal(planFormula1Page(url('?szezon=2025'), NOW, SEASONS).season, 2025);
  t.equal(planFormula1Page(url('?szezon=1999'), NOW, SEASONS).season, 2026);
  t.equal(pageOf(build('?verseny=3')).data.query.competition, 3, 'verseny: a Grand Prix of the season');
  t.equal(pageOf(build('?verseny=99')).data.query.competition, 2, 'verseny: one the season has not, the default');
  t.equal(pageOf(build('?verseny=abc')).data.query.competition, 2);
  t.equal(pageOf(build('?futam=11')).data.query.competition, 1, 'futam alone picks its Grand Prix');
  t.equal(pageOf(build('?futam=11')).data.query.race, '11');
  t.equal(
    pageOf(build('?verseny=1&futam=999')).data.query.race,
    '17',
    'futam: a session not of this Grand Prix, the default race',
  );
  t.equal(pageOf(build('?verseny=1&futam=x.y')).data.query.race, '17');
  const teams = build('?oldal=csapatok&csapat=77', { teams: [{ id: 7, name: 'Ferrari' } as never] });
  t.equal(pageOf(teams).data.query.team, null, 'csapat: one not in the season, none selected');
  t.equal(
    pageOf(build('?oldal=csapatok&csapat=7', { teams: [{ id: 7, name: 'Ferrari' } as never], drivers: [] })).data.teams!
      .selected!.name,
    'Ferrari',
  );
  const driver = {
    id: 5,
    name: 'Szalai Kristóf',
    teams: [{ season: 2026, team: { id: 7, name: 'Ferrari', logo: null } }],
  };
  t.equal(
    pageOf(build('?oldal=versenyzok&versenyzo=5', { drivers: [driver as never] })).data.drivers!.selected!.name,
    'Szalai Kristóf',
  );
  t.equal(pageOf(build('?oldal=versenyzok&versenyzo=6', { drivers: [driver as never] })).data.drivers!.selected, null);
  t.same(
    pageOf(
      build('?oldal=csapatok&csapat=7', { teams: [{ id: 7, name: 'Ferrari' } as never], drivers: [driver as never] }),
    ).data.teams!.drivers,
    ['Szalai Kristóf'],
    'a team card names its drivers of the season',
  );
});

t.test(
  '§4 default competition: the last completed race when it was today or nothing is to come, else the next',
  async (t) => {
    const comp = (sessions: Race[], now = NOW) =>
      selectGrandPrix(
        { view: 'versenynaptar', season: 2026, competition: null, race: null, team: null, driver: null },
        sessions,
        now,
      )?.competition;
    t.equal(comp(season), 2, 'the running Grand Prix is the next not completed');
    const doneToday = [...weekend(1, '2026-11-11', 7), ...weekend(2, '2026-11-25', 7), ...weekend(3, '2026-12-09', 0)];
    t.equal(comp(doneToday, Date.UTC(2026, 10, 25, 20) / 1000), 2, 'its race completed today: still that one');
    t.equal(comp(doneToday, Date.UTC(2026, 10, 26, 9) / 1000), 3, 'the day after: the next one');
    const seasonOver = [...weekend(1, '2026-11-11', 7), ...weekend(2, '2026-11-25', 7)];
    t.equal(comp(seasonOver, Date.UTC(2026, 11, 20) / 1000), 2, 'nothing to come: the last completed');
    t.equal(comp([]), undefined, 'no sessions: no Grand Prix');
  },
);

t.test('§4 default race: the first session not completed, else the last', async (t) => {
  t.equal(pageOf(build('')).data.query.race, '27', 'the running race');
  t.equal(pageOf(build('?verseny=1')).data.query.race, '17', 'all completed: the last, the race');
  t.equal(pageOf(build('?verseny=3')).data.query.race, '31', 'none begun: the first practice');
  const quali = [...weekend(4, '2026-11-29', 4, true)];
  t.equal(pageOf(build('', { races: quali })).data.query.race, '44.45.46', 'the qualifying running: its merged entry');
});

t.test("§2.7 futam: negative is the starting grid; §7 the qualifying's parts as one dotted id", async (t) => {
  const gp = pageOf(build('?verseny=2')).data.grandPrix!;
  t.same(
    gp.entries.map((e) => [e.id, e.label]),
    [
      ['21', '1. szabadedzés'],
      ['22', '2. szabadedzés'],
      ['23', '3. szabadedzés'],
      ['24.25.26', 'Időmérő'],
      ['-27', 'Rajtrács'],
      ['27', 'Futam'],
    ],
  );
  const grid = pageOf(build('?futam=-27')).data;
  t.equal(grid.grandPrix!.race!.kind, 'grid');
  t.equal(grid.refresh, null, 'a grid never refreshes');
  const early = raceEntryOf(
    '-37',
    season.filter((s) => s.competition.id === 3),
  );
  t.match(
    early,
    { id: '-37', kind: 'grid', status: 'Scheduled' },
    'a grid asked before the qualifying: an entry still (its list is empty)',
  );
  t.match(
    raceEntryOf(
      '25',
      season.filter((s) => s.competition.id === 2),
    ),
    { id: '25', label: 'Időmérő, Q2' },
    'one qualifying part alone',
  );
  t.equal(
    raceEntryOf(
      '-24',
      season.filter((s) => s.competition.id === 2),
    ),
    null,
    'a negative id of a session that is not a race',
  );
  // What the service returns for '24.25.26': each driver from the last part he ran in, renumbered.
  const merged = mergeRaceSessions([
    [result(1, 1), result(2, 2), result(3, 3)],
    [result(1, 2), result(2, 1)],
    [result(2, 1)],
  ]);
  t.same(
    merged.map((r) => [r.driver.id, r.position]),
    [
      [2, 1],
      [1, 2],
      [3, 3],
    ],
  );
});

t.test(
  '§4 a Live result list refreshes every 15 s with its note; before results "Nincs még elérhető információ."; none kept',
  async (t) => {
    const live = pageOf(build('', { results: [result(1, 1, '0:30:00.000'), result(2, 2, '+1.2')] }));
    t.same(live.data.refresh, { race: '27', season: 2026 });
    t.equal(live.cache.rule, 'live');
    const html = renderToString(
      h(RaceResultTable, {
        results: live.data.grandPrix!.results!,
        status: live.data.grandPrix!.race!.status,
        caption: 'Futam',
      }),
    );
    t.match(html, TEXT_NOT_REAL_TIME);
    const done = pageOf(build('?verseny=1', { results: [result(1, 1)] }));
    t.equal(done.data.refresh, null, 'a completed session is not polled');
    t.notMatch(
      renderToString(
        h(RaceResultTable, {
          results: done.data.grandPrix!.results!,
          status: done.data.grandPrix!.race!.status,
          caption: 'Futam',
        }),
      ),
      TEXT_NOT_REAL_TIME,
    );
    const before = pageOf(build('?verseny=3', { results: [] })).data;
    t.same(before.grandPrix!.results, []);
    t.match(
      renderToString(h(RaceResultTable, { results: before.grandPrix!.results!, status: 'Scheduled', caption: 'x' })),
      TEXT_NO_F1_RESULT,
    );
    const kept = renderToString(h(RaceResultTable, { results: [], status: 'Completed', caption: 'x' }));
    t.match(kept, TEXT_F1_RESULT_NOT_KEPT, 'a session long over without a result says none is kept');
    t.notMatch(kept, TEXT_NO_F1_RESULT, 'not "not yet"');
  },
);

t.test("a past race's winner alone reads as a race's classification, with no invented pit stop", async (t) => {
  const winner = { ...result(1, 1), laps: null, pits: null };
  const html = renderToString(h(RaceResultTable, { results: [winner], status: 'Completed', caption: 'x', race: true }));
  t.match(html, 'Idő / hátrány');
  t.notMatch(html, 'Legjobb kör');
  t.match(html, '<td class="race-result__pits">–</td>');
});

t.test('§2.7 the side list: every Grand Prix of the season once, by its race', async (t) => {
  const { data } = pageOf(build('?oldal=pontverseny', { driverStandings: [] }));
  t.same(
    data.calendar!.map((g) => [g.competition.id, g.type, g.status]),
    [
      [1, 'Race', 'Completed'],
      [2, 'Race', 'Live'],
      [3, 'Race', 'Scheduled'],
    ],
  );
  t.equal(data.grandPrix, null, 'only the calendar view shows a Grand Prix');
  t.same(data.driverStandings, []);
  t.same(
    grandPrixSessions(weekend(5, '2026-12-20', 0).slice(0, 3)).map((g) => g.id),
    [53],
    'a weekend without its race yet: its last session',
  );
  t.same(data.viewTabs.find((v) => v.current)!.href, `${FORMULA1_PATH}?oldal=pontverseny&szezon=2026`);
});

t.test('cache rule and a failed service', async (t) => {
  const over = [...weekend(1, '2026-11-11', 7)];
  const settled = pageOf(build('?verseny=1', { races: over, results: [result(1, 1)] }, Date.UTC(2026, 11, 20) / 1000));
  t.equal(settled.cache.rule, 'list');
  t.same(settled.cache.purgeKeys, ['sport-formula1']);
  const failed = pageOf(build('', { seasons: null, races: null, results: null, unavailable: true }));
  t.equal(failed.data.calendar, null);
  t.equal(failed.data.grandPrix, null);
  t.equal(failed.data.seasons, null, 'no season select');
  t.equal(failed.cache.rule, 'live', 'kept briefly, so the page recovers');
  t.equal(
    pageOf(build('', { results: null, unavailable: true })).data.grandPrix!.results,
    null,
    'a failed classification is left out, not "no information"',
  );
});
