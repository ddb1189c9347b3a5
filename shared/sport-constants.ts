// The numbers, names and fixed texts of the sports pages (§2.5, §2.7, §4, §8, §9), named once. The texts
// the spec lists in §8 ('Nincs még elérhető információ.', 'Még nincs adat.', 'Nem rendeznek mérkőzést ezen a
// napon.') live in constants.ts beside the other error texts.

/** §2.7 'nap' defaults to today: today in the publication's zone, never the machine's. */
export const SPORT_TIME_ZONE = 'Europe/Budapest';

// §2.7 football page query parameters
export const FOOTBALL_PARAMS = {
  country: 'orszag',
  league: 'liga',
  season: 'szezon',
  view: 'oldal',
  day: 'nap',
  fixture: 'meccs',
} as const;
/** §2.7 oldal: the standings and the three top lists; without it the page lists the fixtures of a day. */
export const FOOTBALL_VIEWS = ['tabella', 'gol', 'sarga', 'piros'] as const;
export type FootballView = (typeof FOOTBALL_VIEWS)[number];
/** §2.7 meccs=0 means no fixture is selected. */
export const NO_FIXTURE = 0;
/** §3 the publisher's unique item holding the football page's quick links (key: label, value: link). */
export const SPORT_LEAGUES_UNIQUE = 'sport-leagues';
/** Our choice: the league the football page shows when none (or an unknown one) is asked for: NB I. */
export const FOOTBALL_DEFAULT_LEAGUE = 271;

// §2.7 Formula 1 page query parameters
export const F1_PARAMS = {
  view: 'oldal',
  season: 'szezon',
  competition: 'verseny',
  race: 'futam',
  team: 'csapat',
  driver: 'versenyzo',
} as const;
export const F1_VIEWS = ['versenynaptar', 'csapatok', 'versenyzok', 'pontverseny', 'konstruktor'] as const;
export type F1View = (typeof F1_VIEWS)[number];
export const F1_DEFAULT_VIEW: F1View = 'versenynaptar'; // §2.7

// §2.5 the tournaments the supplements show (league, season, first day); §9 knockout labels use the league ids
export const EURO_2024 = { league: 4, season: 2024, startDate: '2024-06-14' } as const;
export const WORLD_CUP_2022 = { league: 1, season: 2022, startDate: '2022-11-20' } as const;

// §4 football fixture status: NS not started (no score, row dimmed); FT, AET, PEN finished; others live or extra time
export const FIXTURE_NOT_STARTED = 'NS';
export const FIXTURE_FINISHED = ['FT', 'AET', 'PEN'] as const;
/** The comment API-Football gives a shoot-out kick: such kicks count in score.penalty, never in the goals. */
export const SHOOTOUT_COMMENT = 'Penalty Shootout';
/** API-Football's extra-time states: break before/within extra time, extra time, penalty shoot-out in progress. */
export const FIXTURE_EXTRA_TIME = ['BT', 'ET', 'P'] as const;

/**
 * §9 knockout labels at fixture indexes (fixtures of the competition in kick-off order): the label starts the round
 * that begins at that index. League 1 is the World Cup, league 4 the European Championship.
 */
export const KNOCKOUT_LABELS: Readonly<Record<number, readonly (readonly [index: number, label: string])[]>> = {
  1: [
    [0, 'Csoportkör, 1. forduló'],
    [16, 'Csoportkör, 2. forduló'],
    [32, 'Csoportkör, 3. forduló'],
    [48, 'Nyolcaddöntő'],
    [56, 'Negyeddöntő'],
    [60, 'Elődöntő'],
    [62, 'Bronzmérkőzés'],
    [63, 'Döntő'],
  ],
  4: [
    [0, 'Csoportkör, 1. forduló'],
    [12, 'Csoportkör, 2. forduló'],
    [24, 'Csoportkör, 3. forduló'],
    [36, 'Nyolcaddöntő'],
    [44, 'Negyeddöntő'],
    [48, 'Elődöntő'],
    [50, 'Döntő'],
  ],
};

// §4 F1 race status
export const RACE_COMPLETED = 'Completed';
export const RACE_LIVE = 'Live';
export const RACE_SCHEDULED = 'Scheduled';
/** The session types of a Grand Prix weekend (the livescore service's `type`). */
export const F1_SESSION_TYPES = {
  practice: ['1st Practice', '2nd Practice', '3rd Practice'],
  qualifying: ['1st Qualifying', '2nd Qualifying', '3rd Qualifying'],
  race: 'Race',
} as const;
/** §7 a dotted race id names the parts of one session (the qualifying's three parts): '101.102.103'. */
export const RACE_ID_SEPARATOR = '.';
export const F1_POINTS = [25, 18, 15, 12, 10, 8, 6, 4, 2, 1] as const; // the current points for a Grand Prix's top ten

// §2.7, §4, §8 texts of the sports pages
export const TEXT_BACK = 'Vissza'; // §2.7 the fixture view's back control
export const TEXT_NOT_REAL_TIME = 'Az adatok nem feltétlenül valós idejűek.'; // §4 note under a Live race's result list
