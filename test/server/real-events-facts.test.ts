// Real past events are shown as they happened, or not at all: this test holds its own table of the record (FIFA's
// report of the 2022 World Cup final, UEFA's of EURO 2024 group A and the final, the Budapest election office's 2024
// mayoral result, Formula 1's 2025 winners and champions and the 2026 entry list, the IOC's Paris 2024 table and
// Hungary's champions, the 2024 EP result in Hungary) and reads the stand-ins over real HTTP — the livescore service through the BFF's client, the data
// site's pages — for anything that contradicts it, and for any invented detail (a card, a lineup, a referee) shown
// under a real match.
import t, { type Test } from 'tap';
import { request } from 'undici';
import type { Fixture } from '../../shared/livescore-types.ts';
import { LivescoreClient } from '../../server/upstream/livescore-client.ts';
import { startEventData, startLivescore } from '../helpers/servers.ts';

const livescore = await startLivescore();
const eventData = await startEventData();
const client = new LivescoreClient(livescore.url, { primary: 10_000, secondary: 10_000 });
t.teardown(async () => {
  await client.close();
  await livescore.close();
  await eventData.close();
});
const SITE = 'telex';

interface Recorded {
  home: string;
  away: string;
  day: string;
  goals: [number, number];
  fulltime?: [number, number];
  penalties?: [number, number];
  /** 'minute[+extra] Scorer' as the match report lists them, both sides, in order */
  scorers?: string[];
}

const WORLD_CUP_2022_FINAL: Recorded = {
  home: 'Argentína',
  away: 'Franciaország',
  day: '2022-12-18',
  goals: [3, 3],
  fulltime: [2, 2],
  penalties: [4, 2],
  scorers: [
    '23 Lionel Messi',
    '36 Ángel Di María',
    '80 Kylian Mbappé',
    '81 Kylian Mbappé',
    '108 Lionel Messi',
    '118 Kylian Mbappé',
  ],
};

const EURO_2024_GROUP_A: Recorded[] = [
  {
    home: 'Németország',
    away: 'Skócia',
    day: '2024-06-14',
    goals: [5, 1],
    scorers: [
      '10 Florian Wirtz',
      '19 Jamal Musiala',
      '45+1 Kai Havertz',
      '68 Niclas Füllkrug',
      '87 Antonio Rüdiger',
      '90+3 Emre Can',
    ],
  },
  {
    home: 'Magyarország',
    away: 'Svájc',
    day: '2024-06-15',
    goals: [1, 3],
    scorers: ['12 Kwadwo Duah', '45 Michel Aebischer', '66 Barnabás Varga', '90+3 Breel Embolo'],
  },
  {
    home: 'Németország',
    away: 'Magyarország',
    day: '2024-06-19',
    goals: [2, 0],
    scorers: ['22 Jamal Musiala', '67 İlkay Gündoğan'],
  },
  { home: 'Skócia', away: 'Svájc', day: '2024-06-19', goals: [1, 1] },
  { home: 'Svájc', away: 'Németország', day: '2024-06-23', goals: [1, 1] },
  { home: 'Skócia', away: 'Magyarország', day: '2024-06-23', goals: [0, 1], scorers: ['90+10 Kevin Csoboth'] },
];
const EURO_2024_GROUP_A_TABLE: [team: string, points: number][] = [
  ['Németország', 7],
  ['Svájc', 5],
  ['Magyarország', 3],
  ['Skócia', 1],
];
const EURO_2024_FINAL: Recorded = { home: 'Spanyolország', away: 'Anglia', day: '2024-07-14', goals: [2, 1] };
const EURO_2024_TOP_SCORERS = [
  'Cody Gakpo',
  'Dani Olmo',
  'Georges Mikautadze',
  'Harry Kane',
  'Ivan Schranz',
  'Jamal Musiala',
];

const dayOf = (f: Fixture) => new Date(f.fixture.timestamp * 1000).toISOString().slice(0, 10);

/** The fixture between the two teams in either order, with the recorded score turned to its sides. */
function findMatch(list: Fixture[], r: Recorded) {
  const f = list.find(
    (x) =>
      (x.teams.home.name === r.home && x.teams.away.name === r.away) ||
      (x.teams.home.name === r.away && x.teams.away.name === r.home),
  );
  const turned = f?.teams.home.name === r.home;
  const pair = (p: [number, number] | undefined) =>
    p && (turned ? { home: p[0], away: p[1] } : { home: p[1], away: p[0] });
  return { f, goals: pair(r.goals)!, fulltime: pair(r.fulltime), penalties: pair(r.penalties) };
}

async function checkMatch(t: Test, list: Fixture[], r: Recorded) {
  const { f, goals, fulltime, penalties } = findMatch(list, r);
  if (!t.ok(f, `${r.home}–${r.away} is played`)) return;
  t.equal(dayOf(f!), r.day, `${r.home}–${r.away} on ${r.day}`);
  t.same(f!.goals, goals, `${r.home}–${r.away} ${r.goals.join('–')}`);
  if (fulltime) t.same(f!.score.fulltime, fulltime, 'after 90 minutes');
  if (penalties) t.same(f!.score.penalty, penalties, 'the shoot-out');
  const detail = (await client.fixture('football', f!.fixture.id, SITE)).response[0];
  const listed = (detail.events ?? []).filter((e) => e.type === 'Goal' && e.comments !== 'Penalty Shootout');
  if (r.scorers) {
    t.same(
      listed.map((e) => `${e.time.elapsed}${e.time.extra ? `+${e.time.extra}` : ''} ${e.player.name}`),
      r.scorers,
      `${r.home}–${r.away}: the scorers and minutes of the report`,
    );
  }
}

t.test(
  'the 2022 World Cup final: Argentina 3–3 France, 4–2 on penalties, Messi twice, Mbappé three times',
  async (t) => {
    const list = (await client.fixturesFrom('football', 1, 2022, '2022-11-20', SITE)).response;
    const final = list.find((f) => f.league.round === 'Final')!;
    t.equal(final.fixture.venue.city, 'Lusail');
    t.equal(final.teams.home.winner, true, 'Argentina won');
    await checkMatch(t, [final], WORLD_CUP_2022_FINAL);
  },
);

t.test('EURO 2024 group A: every match, its scorers and the table; the final', async (t) => {
  const list = (await client.fixturesFrom('football', 4, 2024, '2024-06-14', SITE)).response;
  const groupStage = list.filter((f) => f.league.round.startsWith('Group') && dayOf(f) <= '2024-06-26');
  for (const r of EURO_2024_GROUP_A) await checkMatch(t, groupStage, r);
  const standings = (await client.standings('football', 4, 2024, SITE)).response[0].league.standings;
  const a = standings.find((g) => g[0].group === 'Group A')!;
  t.same(
    a.map((row) => [row.team.name, row.points]),
    EURO_2024_GROUP_A_TABLE,
    'Germany 7, Switzerland 5, Hungary 3, Scotland 1',
  );
  const final = list.at(-1)!;
  t.equal(final.league.round, 'Final');
  await checkMatch(t, [final], EURO_2024_FINAL);
  t.equal(final.teams.home.winner, true, 'Spain won');
  const top = (await client.top('topscorers', 4, 2024, SITE)).response;
  t.same(
    top.filter((e) => e.statistics[0].goals.total === 3).map((e) => e.player.name),
    EURO_2024_TOP_SCORERS,
    'six players shared the top, three goals each',
  );
  t.equal(top[0].statistics[0].goals.total, 3, 'no one scored more');
});

t.test('no invented detail under a real match: no card, lineup, statistics or referee', async (t) => {
  for (const [league, season, from] of [
    [4, 2024, '2024-06-14'],
    [1, 2022, '2022-11-20'],
  ] as const) {
    const list = (await client.fixturesFrom('football', league, season, from, SITE)).response;
    t.ok(list.length > 0, `league ${league} (${season}): ${list.length} real matches to look under`);
    const invented: string[] = [];
    for (const { fixture } of list) {
      const f = (await client.fixture('football', fixture.id, SITE)).response[0];
      const made = (f.events ?? []).filter((e) => e.type !== 'Goal');
      if (made.length || f.lineups?.length || f.statistics?.length || f.fixture.referee)
        invented.push(`${f.teams.home.name}–${f.teams.away.name}`);
    }
    t.same(invented, [], `league ${league} (${season}): no match shows what the record does not hold`);
    t.same((await client.top('topyellowcards', league, season, SITE)).response, [], 'no invented bookings');
  }
});

const page = async (path: string) => (await (await request(eventData.url + path)).body.text()).replace(/\s+/g, ' ');

t.test(
  'the 2024 local elections: Budapest re-elected Karácsony Gergely; no place gets an invented winner',
  async (t) => {
    const budapest = await page('/valasztas-2024/telepules/budapest');
    t.match(budapest, /Karácsony Gergely/);
    t.match(budapest, /Vitézy Dávid/);
    t.match(budapest, /2024\. június 9\./);
    const map = await page('/valasztas-2024/terkep');
    t.notMatch(map, /Mi Hazánk/, 'no district won by a party that won none');
    for (const token of ['budapest-01', 'budapest-13', 'debrecen']) {
      const other = await page(`/valasztas-2024/telepules/${token}`);
      t.notMatch(other, /Jelöltek|Szavazat/, `${token}: no made-up candidates or votes`);
      t.match(other, /valasztas\.hu/, `${token}: the official count is pointed to`);
    }
  },
);

t.test(
  'the 2022 districts: Fidesz–KDNP won 87, the joint opposition 19; no district gets an invented winner',
  async (t) => {
    const districts = await page('/valasztas-2022/egyeni-valasztokeruletek');
    t.match(districts, /FIDESZ-KDNP<\/th><td class="n">87</);
    t.match(districts, /Egységben Magyarországért<\/th><td class="n">19</);
    t.notMatch(districts, /OEVK/, 'no district by district table of made-up candidates');
  },
);

t.test(
  'the 2022 nationality lists: the German list won the one seat; no list gets an invented vote count',
  async (t) => {
    const lists = await page('/valasztas-2022/orszagos-listak/nemzetisegek');
    t.match(lists, /Német nemzetiségi lista<\/th><td>kedvezményes mandátum</);
    t.equal(lists.match(/nemzetiségi szószóló/g)?.length, 12, 'the other twelve sent an advocate');
    t.notMatch(lists, /Szavazat|class="n"/, 'no vote count');
    t.match(lists, /valasztas\.hu/, 'the official count is pointed to');
  },
);

// ------------------------------------------------------------------------------------------------------ Formula 1

/** The 2025 Grands Prix and their winners (Formula 1's results), in calendar order. */
const F1_2025_WINNERS: [grandPrix: string, winner: string][] = [
  ['Ausztrál Nagydíj', 'Lando Norris'],
  ['Kínai Nagydíj', 'Oscar Piastri'],
  ['Japán Nagydíj', 'Max Verstappen'],
  ['Bahreini Nagydíj', 'Oscar Piastri'],
  ['Szaúd-arábiai Nagydíj', 'Oscar Piastri'],
  ['Miami Nagydíj', 'Oscar Piastri'],
  ['Emilia-romagnai Nagydíj', 'Max Verstappen'],
  ['Monacói Nagydíj', 'Lando Norris'],
  ['Barcelona-katalóniai Nagydíj', 'Oscar Piastri'],
  ['Kanadai Nagydíj', 'George Russell'],
  ['Osztrák Nagydíj', 'Lando Norris'],
  ['Brit Nagydíj', 'Lando Norris'],
  ['Belga Nagydíj', 'Oscar Piastri'],
  ['Magyar Nagydíj', 'Lando Norris'],
  ['Holland Nagydíj', 'Oscar Piastri'],
  ['Olasz Nagydíj', 'Max Verstappen'],
  ['Azeri Nagydíj', 'Max Verstappen'],
  ['Szingapúri Nagydíj', 'George Russell'],
  ['Amerikai Nagydíj', 'Max Verstappen'],
  ['Mexikóvárosi Nagydíj', 'Lando Norris'],
  ['São Pauló-i Nagydíj', 'Lando Norris'],
  ['Las Vegas-i Nagydíj', 'Max Verstappen'],
  ['Katari Nagydíj', 'Max Verstappen'],
  ['Abu-dzabi Nagydíj', 'Max Verstappen'],
];
/** The 2026 entry list (FIA): team, then its two drivers with their numbers. */
const F1_2026_ENTRIES = [
  'McLaren: 1 Lando Norris, 81 Oscar Piastri',
  'Ferrari: 16 Charles Leclerc, 44 Lewis Hamilton',
  'Red Bull Racing: 3 Max Verstappen, 6 Isack Hadjar',
  'Mercedes: 63 George Russell, 12 Andrea Kimi Antonelli',
  'Aston Martin: 14 Fernando Alonso, 18 Lance Stroll',
  'Alpine: 10 Pierre Gasly, 43 Franco Colapinto',
  'Williams: 23 Alexander Albon, 55 Carlos Sainz',
  'Racing Bulls: 30 Liam Lawson, 41 Arvid Lindblad',
  'Haas: 31 Esteban Ocon, 87 Oliver Bearman',
  'Audi: 27 Nico Hülkenberg, 5 Gabriel Bortoleto',
  'Cadillac: 11 Sergio Pérez, 77 Valtteri Bottas',
];
/** 2026's Grands Prix run before the corpus's clock (Bahrain and Saudi Arabia were cancelled). */
const F1_2026_RUN = [
  ['Ausztrál Nagydíj', '2026-03-08'],
  ['Kínai Nagydíj', '2026-03-15'],
  ['Japán Nagydíj', '2026-03-29'],
  ['Miami Nagydíj', '2026-05-03'],
  ['Kanadai Nagydíj', '2026-05-24'],
  ['Monacói Nagydíj', '2026-06-07'],
  ['Barcelona-katalóniai Nagydíj', '2026-06-14'],
  ['Osztrák Nagydíj', '2026-06-28'],
  ['Brit Nagydíj', '2026-07-05'],
  ['Belga Nagydíj', '2026-07-19'],
  ['Magyar Nagydíj', '2026-07-26'],
  ['Holland Nagydíj', '2026-08-23'],
  ['Olasz Nagydíj', '2026-09-06'],
  ['Spanyol Nagydíj', '2026-09-13'],
  ['Azeri Nagydíj', '2026-09-26'],
  ['Szingapúri Nagydíj', '2026-10-11'],
  ['Amerikai Nagydíj', '2026-10-25'],
  ['Mexikóvárosi Nagydíj', '2026-11-01'],
  ['São Pauló-i Nagydíj', '2026-11-08'],
  ['Las Vegas-i Nagydíj', '2026-11-21'],
];

/** The 2025 winners' numbers: Verstappen raced as the champion's no. 1, Norris as no. 4. */
const F1_2025_NUMBERS: Record<string, number> = {
  'Lando Norris': 4,
  'Oscar Piastri': 81,
  'Max Verstappen': 1,
  'George Russell': 63,
};

t.test('Formula 1 2025: every winner, the champions, and nothing more of a race than its winner', async (t) => {
  const races = (await client.races(2025, SITE)).response;
  const grandPrix = races.filter((r) => r.type === 'Race');
  t.same(
    grandPrix.map((r) => r.competition.name),
    F1_2025_WINNERS.map(([gp]) => gp),
    'the 2025 calendar',
  );
  for (const [i, race] of grandPrix.entries()) {
    const rows = (await client.raceResult(race.id, SITE)).response;
    const shown = rows.map((r) => [r.position, r.driver.name, r.time ?? null]);
    t.same(shown, [[1, F1_2025_WINNERS[i][1], null]], `${race.competition.name}: its winner only`);
    t.equal(rows[0].driver.number, F1_2025_NUMBERS[rows[0].driver.name], 'under the number raced that season');
  }
  const others = races.filter((r) => r.type !== 'Race');
  const made = [];
  for (const s of others) if ((await client.raceResult(s.id, SITE)).response.length) made.push(s.id);
  t.same(made, [], 'no practice or qualifying classification is made up');
  t.same(
    (await client.driverStandings(2025, SITE)).response.map((r) => [r.driver.name, r.points, r.wins]),
    [
      ['Lando Norris', 423, 7],
      ['Max Verstappen', 421, 8],
      ['Oscar Piastri', 410, 7],
    ],
    'Norris champion by two points',
  );
  t.same(
    (await client.teamStandings(2025, SITE)).response.map((r) => [r.team.name, r.points]),
    [['McLaren', 833]],
    "McLaren the constructors' champion",
  );
});

t.test('Formula 1 2026: the real entry list; the races already run carry no invented result', async (t) => {
  const drivers = (await client.drivers(2026, SITE)).response;
  const entries = new Map<string, string[]>();
  for (const d of drivers) {
    const team = d.teams.find((x) => x.season === 2026)!.team.name;
    entries.set(team, [...(entries.get(team) ?? []), `${d.number} ${d.name}`]);
  }
  t.same(
    [...entries].map(([team, list]) => `${team}: ${list.join(', ')}`),
    F1_2026_ENTRIES,
  );
  const races = (await client.races(2026, SITE)).response.filter((r) => r.type === 'Race');
  const run = races.filter((r) => r.status === 'Completed');
  t.same(
    run.map((r) => [r.competition.name, r.date.slice(0, 10)]),
    F1_2026_RUN,
    'run on their real days, in order',
  );
  for (const r of run) t.same((await client.raceResult(r.id, SITE)).response, [], `${r.competition.name}: no result`);
  t.same((await client.driverStandings(2026, SITE)).response, [], 'no invented championship table');
  const live = races.find((r) => r.status === 'Live')!;
  t.ok(live.date.slice(0, 10) >= '2026-11-22', `the running race (${live.competition.name}) is after the last one run`);
});

// ------------------------------------------------------------------------------------------------ Paris, EP 2024

/** Paris 2024 (IOC): medal table rows, and Hungary's six champions. */
const PARIS_2024_MEDALS = ['1. Egyesült Államok 40 44 42 126', '2. Kína 40 27 24 91', '14. Magyarország 6 7 6 19'];
const PARIS_2024_HUNGARIAN_GOLDS = [
  'Kós Hubert',
  'Andrásfi Tibor, Koch Máté, Nagy Dávid, Siklósi Gergely',
  'Milák Kristóf',
  'Rasovszky Kristóf',
  'Márton Viviana',
  'Gulyás Michelle',
];
/** The 2024 EP election in Hungary (National Election Office): list, share, seats; turnout. */
const EP_2024_LISTS = [
  'FIDESZ-KDNP 44,82% 11',
  'TISZA 29,60% 7',
  'DK-MSZP-Párbeszéd 8,03% 2',
  'Mi Hazánk 6,71% 1',
  'Momentum 3,70% 0',
  'MKKP 3,59% 0',
  'LMP 0,87% 0',
];

const rowsOf = (html: string) =>
  [...html.matchAll(/<tr>(.*?)<\/tr>/g)]
    .map((m) =>
      m[1]
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((r) => r !== '');

t.test('Paris 2024: the medal table and the Hungarian golds; no invented athlete or placing', async (t) => {
  const table = rowsOf(await page('/parizs-2024/eremtablazat'));
  for (const row of PARIS_2024_MEDALS) t.ok(table.includes(row), row);
  const hungarians = rowsOf(await page('/parizs-2024/magyarok')).slice(1);
  t.same(
    hungarians.map((r) => PARIS_2024_HUNGARIAN_GOLDS.find((name) => r.includes(`${name} aranyérem`)) ?? r),
    PARIS_2024_HUNGARIAN_GOLDS,
    'the six champions, no one else',
  );
  for (const day of ['2024-07-27', '2024-08-09']) {
    const other = await page(`/parizs-2024/program/${day}`);
    const named = PARIS_2024_HUNGARIAN_GOLDS.filter((n) => other.includes(n)).length;
    t.equal(rowsOf(other).length, named && named + 1, `${day}: only the recorded golds are listed`);
  }
});

t.test('the 2024 EP election in Hungary: the lists, the turnout; no county gets an invented share', async (t) => {
  const lists = await page('/ep-2024/partlistak');
  t.same(rowsOf(lists).slice(1), EP_2024_LISTS);
  t.match(lists, /Részvétel: 59,50%/);
  const map = await page('/ep-2024/terkep');
  t.match(map, /Részvétel: 59,50%/);
  t.notMatch(map, /Baranya|Pest|Budapest|vármegye<\/th>/i, 'no county figures');
  const seats = rowsOf(await page('/ep-2024/mandatumok'));
  t.same(seats.slice(-4), ['FIDESZ-KDNP 11', 'TISZA 7', 'DK-MSZP-Párbeszéd 2', 'Mi Hazánk 1']);
});
