// The sports content components in a real browser with the site's stylesheet: no serious or critical axe
// violation (contrast included) in the light and the dark colour mode, and nothing wider than a 375 px phone.
// The pages that will hold them come later; this page is put together from the components over service data.
import { runAxe } from '../helpers/axe.ts';
import { build } from 'esbuild';
import { createElement as h, Fragment, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import t from 'tap';
import { calendarDay } from '../../shared/calendar-day.ts';
import { raceEntries } from '../../shared/f1-race-entries.ts';
import { SPORT_TIME_ZONE } from '../../shared/sport-constants.ts';
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
import { launchBrowser } from '../helpers/browser.ts';
import { startLivescore, TEST_NOW } from '../helpers/servers.ts';

const service = await startLivescore();
const api = new LivescoreClient(service.url, { primary: 10_000, secondary: 10_000 });
const browser = await launchBrowser();
t.teardown(async () => {
  await browser.cleanup();
  await api.close();
  await service.close();
});
const SITE = 'telex';
const BLOCKING = new Set(['serious', 'critical']);

const css = (
  await build({ entryPoints: ['client/styles/site.css'], bundle: true, write: false, minify: true, logLevel: 'error' })
).outputFiles[0].text;
const el = <P extends object>(c: ComponentType<P>, props: P) => h(c as ComponentType<object>, props);
const section = (title: string, ...children: ReturnType<typeof h>[]) =>
  h('section', { 'aria-label': title }, h('h2', null, title), ...children);

const today = calendarDay(TEST_NOW, SPORT_TIME_ZONE);
const races = (await api.races(2026, SITE)).response;
const live = races.find((r) => r.status === 'Live')!;
const euro = (await api.fixturesFrom('football', 4, 2024, '2024-06-14', SITE)).response;
const pen = euro.find((f) => f.fixture.status.short === 'PEN') ?? euro[50];
const drivers = (await api.driverStandings(2025, SITE)).response;
const body = renderToString(
  h(
    Fragment,
    null,
    section(
      'Mai mérkőzések',
      el(FixtureList, {
        fixtures: (await api.fixturesOn('football', 271, 2026, today, SITE)).response,
        caption: 'NB I',
        hrefFor: (id: number) => `?meccs=${id}`,
        selectedId: LIVE_AT_START_IDS[0],
      }),
    ),
    section(
      'Élő mérkőzés',
      el(FixtureDetail, {
        fixture: (await api.fixture('football', LIVE_AT_START_IDS[0], SITE)).response[0],
        backHref: '?',
      }),
    ),
    section(
      'Tizenegyesek',
      el(FixtureDetail, { fixture: (await api.fixture('football', pen.fixture.id, SITE)).response[0], backHref: '?' }),
    ),
    section(
      'Menetrend',
      el(FixtureTimetable, {
        fixtures: euro.slice(30, 51),
        leagueId: 4,
        startIndex: 30,
        hrefFor: (id: number) => `?meccs=${id}`,
      }),
    ),
    section(
      'Csoportok',
      el(StandingsTable, { league: (await api.standings('football', 4, 2024, SITE)).response[0].league }),
    ),
    section(
      'Tabella',
      el(StandingsTable, {
        league: (await api.standings('football', 39, 2026, SITE)).response[0].league,
        highlight: [1101],
      }),
    ),
    section(
      'Góllövők',
      el(TopListTable, { kind: 'topscorers', entries: (await api.top('topscorers', 4, 2024, SITE)).response }),
    ),
    section(
      'Piros lapok',
      el(TopListTable, { kind: 'topredcards', entries: (await api.top('topredcards', 39, 2025, SITE)).response }),
    ),
    section(
      'Cikk',
      el(FixtureDashboard, {
        fixtures: (await api.dashboard([LIVE_AT_START_IDS[1]], SITE)).response,
        hrefFor: (id: number) => `?meccs=${id}`,
      }),
    ),
    section(
      'Versenynaptár',
      el(F1Calendar, {
        races,
        season: 2026,
        selectedCompetition: live.competition.id,
        hrefFor: (id: number) => `?verseny=${id}`,
      }),
    ),
    section(
      'Program',
      el(RaceEntryNav, {
        entries: raceEntries(races.filter((r) => r.competition.id === live.competition.id)),
        selectedId: String(live.id),
        hrefFor: (id: string) => `?futam=${id}`,
      }),
    ),
    section(
      'Futam',
      el(RaceResultTable, {
        results: (await api.raceResult(live.id, SITE)).response,
        status: live.status,
        caption: live.competition.name,
      }),
    ),
    section(
      'Rajtrács',
      el(RaceResultTable, {
        results: (await api.startingGrid(live.id, SITE)).response,
        status: 'Completed',
        caption: 'Rajtrács',
        grid: true,
      }),
    ),
    section(
      'Pontverseny',
      el(F1StandingsTable, {
        kind: 'drivers',
        rows: drivers,
        caption: 'Pontverseny',
        hrefFor: (id: number) => `?versenyzo=${id}`,
      }),
    ),
    section('Csapat', el(F1TeamCard, { team: (await api.f1Team(2, SITE)).response[0], drivers: ['A', 'B'] })),
    section('Versenyző', el(F1DriverCard, { driver: (await api.driver(drivers[0].driver.id, SITE)).response[0] })),
    section('Pálya', el(CircuitCard, { circuit: (await api.circuit(113, SITE)).response[0] })),
  ),
);

const documentFor = (
  mode: 'light' | 'dark',
) => `<!doctype html><html lang="hu" class="site-telex" data-theme="${mode}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Sport</title><style>${css}</style></head>
<body><main class="page-frame"><h1>Sport</h1>${body}</main></body></html>`;

for (const width of [1280, 375]) {
  for (const mode of ['light', 'dark'] as const) {
    t.test(`${width} px, ${mode}`, async (t) => {
      const page = await browser.newPage();
      t.teardown(() => page.close());
      await page.setViewport({ width, height: 900 });
      await page.setContent(documentFor(mode), { waitUntil: 'load' });
      const result = await runAxe(page);
      const found = result.violations
        .filter((v) => BLOCKING.has(v.impact ?? ''))
        .map(
          (v) =>
            `${v.id} (${v.impact}): ${v.help}; at ${v.nodes
              .slice(0, 5)
              .map((n) => n.target.join(' '))
              .join(', ')}`,
        );
      t.same(found, [], `no serious or critical violation${found.length ? `\n${found.join('\n')}` : ''}`);
      if (width < 400) {
        const [scroll, client] = await page.$eval('html', (x) => [x.scrollWidth, x.clientWidth]);
        t.ok(scroll <= client, `no horizontal scroll at ${width} px (${scroll} ≤ ${client})`);
      }
    });
  }
}
