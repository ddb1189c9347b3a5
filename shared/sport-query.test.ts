// §2.7, §5 the sports pages' query parameters: each one, its default, and unknown values falling back, never throwing.
import t from 'tap';
import { parseF1Query } from './f1-query.ts';
import { leagueInfoOf, parseFootballQuery, type FootballLeagueInfo } from './football-query.ts';

const NOW = Date.UTC(2026, 10, 25, 23, 30) / 1000; // 00:30 on 26 November in Budapest
const leagues: FootballLeagueInfo[] = [
  { id: 271, country: 'HU', seasons: [2025, 2026], currentSeason: 2026 },
  { id: 39, country: 'GB-ENG', seasons: [2025, 2026], currentSeason: 2026 },
  { id: 4, country: 'EU', seasons: [2024], currentSeason: 2024 },
  { id: 2, country: 'EU', seasons: [2025, 2026], currentSeason: 2026 },
];
const football = (q: Record<string, string>) =>
  parseFootballQuery(new URLSearchParams(q), { nowSeconds: NOW, leagues });

t.test('football: nothing asked gives the defaults', async (t) => {
  t.same(
    football({}),
    { country: 'HU', league: 271, season: 2026, view: null, day: '2026-11-26', fixture: 0 },
    'NB I, its current season, the day list of today in Budapest (not the UTC date), no fixture',
  );
});

t.test('football: liga, orszag and szezon', async (t) => {
  t.match(football({ liga: '39' }), { league: 39, country: 'GB-ENG', season: 2026 });
  t.match(football({ liga: '39', orszag: 'HU' }), { league: 39, country: 'GB-ENG' }, 'the league decides the country');
  t.match(football({ orszag: 'eu' }), { league: 4, country: 'EU' }, 'a country alone: its first league');
  t.match(football({ liga: '4', szezon: '2024' }), { league: 4, season: 2024 });
  t.match(football({ liga: '39', szezon: '2025' }), { season: 2025 });
  t.match(
    football({ liga: '39', szezon: '1999' }),
    { season: 2026 },
    'a season the league does not have: its current one',
  );
  t.match(football({ liga: '9999' }), { league: 271 }, 'an unknown league: the default');
  t.match(football({ liga: 'abc', orszag: 'XX' }), { league: 271, country: 'HU' });
  t.match(football({ liga: '-4' }), { league: 271 });
  t.match(football({ orszag: '<script>' }), { league: 271 });
});

t.test('football: oldal, nap and meccs', async (t) => {
  for (const view of ['tabella', 'gol', 'sarga', 'piros']) t.equal(football({ oldal: view }).view, view);
  t.equal(football({ oldal: 'tablea' }).view, null, 'a typo: the day list');
  t.equal(football({ oldal: '2' }).view, null);
  t.equal(football({ nap: '2024-06-14' }).day, '2024-06-14');
  for (const junk of ['2024-02-30', '2024-6-14', 'holnap', '', '2024-06-14T00:00'])
    t.equal(football({ nap: junk }).day, '2026-11-26', `nap='${junk}': today`);
  t.equal(football({ meccs: '1040068' }).fixture, 1040068);
  for (const none of ['0', '', 'abc', '-5', '1.5'])
    t.equal(football({ meccs: none }).fixture, 0, `meccs='${none}': none`);
});

t.test('football: without a league list only the form is checked', async (t) => {
  const q = parseFootballQuery({ liga: '140', szezon: '2025', orszag: 'es', meccs: ['77', '88'] }, { nowSeconds: NOW });
  t.same(
    q,
    { country: 'ES', league: 140, season: 2025, view: null, day: '2026-11-26', fixture: 77 },
    'repeated keys: the first',
  );
  t.match(parseFootballQuery({ szezon: '12345' }, { nowSeconds: NOW }), { season: null, league: 271 });
});

const f1 = (q: Record<string, string>, seasons?: number[]) =>
  parseF1Query(new URLSearchParams(q), { nowSeconds: NOW, seasons });

t.test('F1: defaults', async (t) => {
  t.same(f1({}), { view: 'versenynaptar', season: 2026, competition: null, race: null, team: null, driver: null });
});

t.test('F1: each parameter and its fallback', async (t) => {
  for (const view of ['versenynaptar', 'csapatok', 'versenyzok', 'pontverseny', 'konstruktor'])
    t.equal(f1({ oldal: view }).view, view);
  t.equal(f1({ oldal: 'csapat' }).view, 'versenynaptar');
  t.equal(f1({ szezon: '2025' }).season, 2025);
  t.equal(f1({ szezon: '1900' }).season, 2026, 'before the championship: this year');
  t.equal(f1({ szezon: '2030' }).season, 2026);
  t.equal(f1({ szezon: '2024' }, [2025, 2026]).season, 2026, 'a season not on offer: this year');
  t.equal(f1({}, [2024, 2025]).season, 2025, 'this year not on offer: the newest');
  t.equal(f1({ verseny: '22' }).competition, 22);
  t.equal(f1({ verseny: 'x' }).competition, null);
  t.equal(f1({ futam: '260227' }).race, '260227');
  t.equal(f1({ futam: '-260227' }).race, '-260227', 'negative: the starting grid');
  t.equal(f1({ futam: '260224.260225.260226' }).race, '260224.260225.260226');
  for (const junk of ['0', 'abc', '-1.2', '1.2.3.4']) t.equal(f1({ futam: junk }).race, null, `futam='${junk}'`);
  t.equal(f1({ csapat: '3' }).team, 3);
  t.equal(f1({ csapat: '0' }).team, null);
  t.equal(f1({ versenyzo: '101' }).driver, 101);
  t.equal(f1({ versenyzo: '1e3' }).driver, null);
});

t.test("the service's league entries in the parser's form", async (t) => {
  t.same(
    leagueInfoOf({
      league: { id: 271 },
      country: { code: 'HU' },
      seasons: [
        { year: 2025, current: false },
        { year: 2026, current: true },
      ],
    }),
    { id: 271, country: 'HU', seasons: [2025, 2026], currentSeason: 2026 },
  );
});
