// Real past events are shown as they happened, or not at all: this test holds its own table of the record (FIFA's
// report of the 2022 World Cup final, UEFA's of EURO 2024 group A and the final, the Budapest election office's 2024
// mayoral result) and reads the stand-ins over real HTTP — the livescore service through the BFF's client, the data
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
