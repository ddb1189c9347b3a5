// The two finished tournaments: the Euro 2024 (league 4, six groups of four, 51 fixtures from 2024-06-14) and the
// 2022 World Cup (league 1, eight groups of four, 64 fixtures from 2022-11-20). Groups, kick-off times and the
// knockout bracket are the real ones; so are the results and goals (stand-ins/real-results.ts). In kick-off order the rounds begin at the fixture
// indexes §9 labels (Euro: 0, 12, 24, 36, 44, 48, 50; World Cup: 0, 16, 32, 48, 56, 60, 62, 63).
import {
  EURO_2024_FIXTURES,
  EURO_2024_ID_BASE,
  WORLD_CUP_2022_FIXTURES,
  WORLD_CUP_2022_ID_BASE,
} from './fixture-ids.ts';

/** A knockout slot's team: a group place ('1A'), one of the best third-placed teams ('3'), or a winner/loser of an earlier match. */
export type Seed =
  { group: string; place: 1 | 2 } | { third: readonly string[] } | { winnerOf: number } | { loserOf: number };

export interface TournamentMatch {
  /** match number within the tournament, 1-based, in kick-off order */
  number: number;
  /** Budapest local date and time */
  day: string;
  time: string;
  venue: string;
  round: string;
  group?: string;
  /** the group stage: indexes into the group's four teams */
  pair?: readonly [number, number];
  /** knockouts */
  home?: Seed;
  away?: Seed;
}

export interface TournamentDef {
  leagueId: number;
  name: string;
  country: string;
  season: number;
  idBase: number;
  fixtureCount: number;
  groups: Readonly<Record<string, readonly string[]>>;
  matches: readonly TournamentMatch[];
}

// Matchdays in a group of four: 1–2 and 3–4, then 1–3 and 4–2, then 4–1 and 2–3 at the same time.
const MATCHDAY_PAIRS: readonly (readonly [number, number])[][] = [
  [
    [0, 1],
    [2, 3],
  ],
  [
    [0, 2],
    [3, 1],
  ],
  [
    [3, 0],
    [1, 2],
  ],
];

function groupStage(
  groups: readonly string[],
  slots: readonly (readonly [day: string, time: string])[][],
  venues: readonly string[],
): TournamentMatch[] {
  const out: TournamentMatch[] = [];
  let venue = 0;
  slots.forEach((matchday, md) => {
    matchday.forEach(([day, time], i) => {
      const group = groups[Math.floor(i / 2)];
      out.push({
        number: out.length + 1,
        day,
        time,
        venue: venues[venue++ % venues.length],
        round: `Group Stage - ${md + 1}`,
        group,
        pair: MATCHDAY_PAIRS[md][i % 2],
      });
    });
  });
  return out;
}

const slotsOf = (spec: string): [string, string][] =>
  spec.split(' ').map((x) => {
    const [day, time] = x.split('@');
    return [day, time];
  });

const EURO_VENUES = [
  'Allianz Arena, München',
  'RheinEnergieStadion, Köln',
  'Olympiastadion, Berlin',
  'Westfalenstadion, Dortmund',
  'Volksparkstadion, Hamburg',
  'Merkur Spiel-Arena, Düsseldorf',
  'Red Bull Arena, Lipcse',
  'Arena AufSchalke, Gelsenkirchen',
  'Waldstadion, Frankfurt',
  'Neckarstadion, Stuttgart',
];

const EURO_GROUPS: Record<string, readonly string[]> = {
  A: ['GER', 'SCO', 'HUN', 'SUI'],
  B: ['ESP', 'CRO', 'ITA', 'ALB'],
  C: ['SVN', 'DEN', 'SRB', 'ENG'],
  D: ['POL', 'NED', 'AUT', 'FRA'],
  E: ['BEL', 'SVK', 'ROU', 'UKR'],
  F: ['TUR', 'GEO', 'POR', 'CZE'],
};

const euroGroupMatches = groupStage(
  Object.keys(EURO_GROUPS),
  [
    slotsOf(
      '2024-06-14@21:00 2024-06-15@15:00 2024-06-15@18:00 2024-06-15@21:00 2024-06-16@15:00 2024-06-16@18:00 2024-06-16@21:00 2024-06-17@15:00 2024-06-17@18:00 2024-06-17@21:00 2024-06-18@18:00 2024-06-18@21:00',
    ),
    slotsOf(
      '2024-06-19@15:00 2024-06-19@18:00 2024-06-19@21:00 2024-06-20@15:00 2024-06-20@18:00 2024-06-20@21:00 2024-06-21@15:00 2024-06-21@18:00 2024-06-21@21:00 2024-06-22@15:00 2024-06-22@18:00 2024-06-22@21:00',
    ),
    slotsOf(
      '2024-06-23@21:00 2024-06-23@21:00 2024-06-24@21:00 2024-06-24@21:00 2024-06-25@18:00 2024-06-25@18:00 2024-06-25@21:00 2024-06-25@21:00 2024-06-26@18:00 2024-06-26@18:00 2024-06-26@21:00 2024-06-26@21:00',
    ),
  ],
  EURO_VENUES,
);

const ko = (
  number: number,
  day: string,
  time: string,
  venue: string,
  round: string,
  home: Seed,
  away: Seed,
): TournamentMatch => ({ number, day, time, venue, round, home, away });
const W = (n: number): Seed => ({ winnerOf: n });
const L = (n: number): Seed => ({ loserOf: n });
const P = (place: 1 | 2, group: string): Seed => ({ group, place });

export const EURO_2024_DEF: TournamentDef = {
  leagueId: 4,
  name: 'Európa-bajnokság',
  country: 'EU',
  season: 2024,
  idBase: EURO_2024_ID_BASE,
  fixtureCount: EURO_2024_FIXTURES,
  groups: EURO_GROUPS,
  matches: [
    ...euroGroupMatches,
    ko(37, '2024-06-29', '18:00', EURO_VENUES[2], 'Round of 16', P(1, 'A'), P(2, 'C')),
    ko(38, '2024-06-29', '21:00', EURO_VENUES[3], 'Round of 16', P(2, 'A'), P(2, 'B')),
    ko(39, '2024-06-30', '18:00', EURO_VENUES[7], 'Round of 16', P(1, 'B'), { third: ['A', 'D', 'E', 'F'] }),
    ko(40, '2024-06-30', '21:00', EURO_VENUES[1], 'Round of 16', P(1, 'C'), { third: ['D', 'E', 'F'] }),
    ko(41, '2024-07-01', '18:00', EURO_VENUES[5], 'Round of 16', P(1, 'F'), { third: ['A', 'B', 'C'] }),
    ko(42, '2024-07-01', '21:00', EURO_VENUES[8], 'Round of 16', P(2, 'D'), P(2, 'E')),
    ko(43, '2024-07-02', '18:00', EURO_VENUES[0], 'Round of 16', P(1, 'E'), { third: ['A', 'B', 'C', 'D'] }),
    ko(44, '2024-07-02', '21:00', EURO_VENUES[6], 'Round of 16', P(1, 'D'), P(2, 'F')),
    ko(45, '2024-07-05', '18:00', EURO_VENUES[9], 'Quarter-finals', W(39), W(37)),
    ko(46, '2024-07-05', '21:00', EURO_VENUES[4], 'Quarter-finals', W(41), W(42)),
    ko(47, '2024-07-06', '18:00', EURO_VENUES[5], 'Quarter-finals', W(40), W(38)),
    ko(48, '2024-07-06', '21:00', EURO_VENUES[2], 'Quarter-finals', W(43), W(44)),
    ko(49, '2024-07-09', '21:00', EURO_VENUES[0], 'Semi-finals', W(45), W(46)),
    ko(50, '2024-07-10', '21:00', EURO_VENUES[3], 'Semi-finals', W(47), W(48)),
    ko(51, '2024-07-14', '21:00', EURO_VENUES[2], 'Final', W(49), W(50)),
  ],
};

const WC_VENUES = [
  'Al Bayt Stadion, Al-Hór',
  'Khalifa International Stadion, Doha',
  'Al Thumama Stadion, Doha',
  'Ahmad bin Ali Stadion, Al-Rajján',
  'Lusail Stadion, Lusail',
  'Stadion 974, Doha',
  'Education City Stadion, Al-Rajján',
  'Al Janoub Stadion, Al-Vakra',
];

const WC_GROUPS: Record<string, readonly string[]> = {
  A: ['QAT', 'ECU', 'SEN', 'NED'],
  B: ['ENG', 'IRN', 'USA', 'WAL'],
  C: ['ARG', 'KSA', 'MEX', 'POL'],
  D: ['FRA', 'AUS', 'DEN', 'TUN'],
  E: ['ESP', 'CRC', 'GER', 'JPN'],
  F: ['BEL', 'CAN', 'MAR', 'CRO'],
  G: ['BRA', 'SRB', 'SUI', 'CMR'],
  H: ['POR', 'GHA', 'URU', 'KOR'],
};

const wcGroupMatches = groupStage(
  Object.keys(WC_GROUPS),
  [
    slotsOf(
      '2022-11-20@17:00 2022-11-21@17:00 2022-11-21@14:00 2022-11-21@20:00 2022-11-22@11:00 2022-11-22@17:00 2022-11-22@14:00 2022-11-22@20:00 2022-11-23@14:00 2022-11-23@20:00 2022-11-23@17:00 2022-11-23@11:00 2022-11-24@20:00 2022-11-24@11:00 2022-11-24@14:00 2022-11-24@17:00',
    ),
    slotsOf(
      '2022-11-25@17:00 2022-11-25@11:00 2022-11-25@20:00 2022-11-25@14:00 2022-11-26@20:00 2022-11-26@14:00 2022-11-26@17:00 2022-11-26@11:00 2022-11-27@17:00 2022-11-27@11:00 2022-11-27@14:00 2022-11-27@20:00 2022-11-28@17:00 2022-11-28@11:00 2022-11-28@20:00 2022-11-28@14:00',
    ),
    slotsOf(
      '2022-11-29@16:00 2022-11-29@16:00 2022-11-29@20:00 2022-11-29@20:00 2022-11-30@20:00 2022-11-30@20:00 2022-11-30@16:00 2022-11-30@16:00 2022-12-01@20:00 2022-12-01@20:00 2022-12-01@16:00 2022-12-01@16:00 2022-12-02@20:00 2022-12-02@20:00 2022-12-02@16:00 2022-12-02@16:00',
    ),
  ],
  WC_VENUES,
);

export const WORLD_CUP_2022_DEF: TournamentDef = {
  leagueId: 1,
  name: 'Világbajnokság',
  country: 'WW',
  season: 2022,
  idBase: WORLD_CUP_2022_ID_BASE,
  fixtureCount: WORLD_CUP_2022_FIXTURES,
  groups: WC_GROUPS,
  matches: [
    ...wcGroupMatches,
    ko(49, '2022-12-03', '16:00', WC_VENUES[1], 'Round of 16', P(1, 'A'), P(2, 'B')),
    ko(50, '2022-12-03', '20:00', WC_VENUES[3], 'Round of 16', P(1, 'C'), P(2, 'D')),
    ko(51, '2022-12-04', '16:00', WC_VENUES[2], 'Round of 16', P(1, 'D'), P(2, 'C')),
    ko(52, '2022-12-04', '20:00', WC_VENUES[0], 'Round of 16', P(1, 'B'), P(2, 'A')),
    ko(53, '2022-12-05', '16:00', WC_VENUES[7], 'Round of 16', P(1, 'E'), P(2, 'F')),
    ko(54, '2022-12-05', '20:00', WC_VENUES[5], 'Round of 16', P(1, 'G'), P(2, 'H')),
    ko(55, '2022-12-06', '16:00', WC_VENUES[6], 'Round of 16', P(1, 'F'), P(2, 'E')),
    ko(56, '2022-12-06', '20:00', WC_VENUES[4], 'Round of 16', P(1, 'H'), P(2, 'G')),
    ko(57, '2022-12-09', '16:00', WC_VENUES[6], 'Quarter-finals', W(53), W(54)),
    ko(58, '2022-12-09', '20:00', WC_VENUES[4], 'Quarter-finals', W(49), W(50)),
    ko(59, '2022-12-10', '16:00', WC_VENUES[2], 'Quarter-finals', W(55), W(56)),
    ko(60, '2022-12-10', '20:00', WC_VENUES[0], 'Quarter-finals', W(52), W(51)),
    ko(61, '2022-12-13', '20:00', WC_VENUES[4], 'Semi-finals', W(58), W(57)),
    ko(62, '2022-12-14', '20:00', WC_VENUES[0], 'Semi-finals', W(60), W(59)),
    ko(63, '2022-12-17', '16:00', WC_VENUES[1], '3rd Place Final', L(61), L(62)),
    ko(64, '2022-12-18', '16:00', WC_VENUES[4], 'Final', W(61), W(62)),
  ],
};

export const TOURNAMENTS: readonly TournamentDef[] = [EURO_2024_DEF, WORLD_CUP_2022_DEF];
