// The demo competitions: five domestic leagues and the Champions League's league phase (a full season each, laid
// out around the day the service starts so that a reader always finds fixtures today and some of them live), and
// the two finished tournaments of §2.5/§9 (league 4 the Euro 2024, league 1 the 2022 World Cup; tournaments.ts).
import {
  BUNDESLIGA_CLUBS,
  CHAMPIONS_LEAGUE_CLUBS,
  LA_LIGA_CLUBS,
  NB_I_CLUBS,
  PREMIER_LEAGUE_CLUBS,
  SERIE_A_CLUBS,
  type Club,
} from './clubs.ts';

export interface CountryDef {
  code: string;
  name: string;
}

export const COUNTRIES: readonly CountryDef[] = [
  { code: 'HU', name: 'Magyarország' },
  { code: 'GB-ENG', name: 'Anglia' },
  { code: 'ES', name: 'Spanyolország' },
  { code: 'DE', name: 'Németország' },
  { code: 'IT', name: 'Olaszország' },
  { code: 'EU', name: 'Európa' },
  { code: 'WW', name: 'Világ' },
];

export interface SeasonLeague {
  id: number;
  name: string;
  country: string;
  type: 'League' | 'Cup';
  /** position of the league in the fixture-id scheme (fixture-ids.ts) */
  slot: number;
  clubs: readonly Club[];
  /** 'double' plays every pairing home and away; 'phase' plays the first `rounds` rounds of a single round robin */
  format: 'double' | 'phase';
  rounds: number;
  /** API-Football's round name prefix: 'Regular Season - 12' */
  roundName: string;
  /** the current season's round (0-based) that is played around the day the service starts */
  anchorRound: number;
  /** days between the start of the anchor round and the service's start day */
  anchorDayOffset: number;
  daysBetweenRounds: number;
  /** local kick-off times of a round's matches, cycled; the round's second half plays the day after */
  kickoffs: readonly string[];
  /** minutes from the service's start to the kick-offs of the anchor round's first matches (the live ones) */
  liveOffsetsMin?: readonly number[];
  /** share of the league's players who are of the clubs' own nation */
  homegrown: number;
}

export const NB_I: SeasonLeague = {
  id: 271,
  name: 'NB I',
  country: 'HU',
  type: 'League',
  slot: 1,
  clubs: NB_I_CLUBS,
  format: 'double',
  rounds: 22,
  roundName: 'Regular Season',
  anchorRound: 11,
  anchorDayOffset: 0,
  daysBetweenRounds: 7,
  kickoffs: ['14:30', '17:00', '19:45'],
  liveOffsetsMin: [-170, -125, -70, -25, 40, 100],
  homegrown: 0.72,
};

export const PREMIER_LEAGUE: SeasonLeague = {
  id: 39,
  name: 'Premier League',
  country: 'GB-ENG',
  type: 'League',
  slot: 2,
  clubs: PREMIER_LEAGUE_CLUBS,
  format: 'double',
  rounds: 38,
  roundName: 'Regular Season',
  anchorRound: 12,
  anchorDayOffset: 0,
  daysBetweenRounds: 7,
  kickoffs: ['13:30', '16:00', '16:00', '18:30', '21:00'],
  liveOffsetsMin: [-240, -200, -160, -104, -50, -10, 30, 75, 120, 180],
  homegrown: 0.38,
};

export const LA_LIGA: SeasonLeague = {
  id: 140,
  name: 'La Liga',
  country: 'ES',
  type: 'League',
  slot: 3,
  clubs: LA_LIGA_CLUBS,
  format: 'double',
  rounds: 38,
  roundName: 'Regular Season',
  anchorRound: 13,
  anchorDayOffset: -1,
  daysBetweenRounds: 7,
  kickoffs: ['14:00', '16:15', '18:30', '21:00'],
  homegrown: 0.6,
};

export const BUNDESLIGA: SeasonLeague = {
  id: 78,
  name: 'Bundesliga',
  country: 'DE',
  type: 'League',
  slot: 4,
  clubs: BUNDESLIGA_CLUBS,
  format: 'double',
  rounds: 34,
  roundName: 'Regular Season',
  anchorRound: 11,
  anchorDayOffset: 2,
  daysBetweenRounds: 7,
  kickoffs: ['15:30', '15:30', '15:30', '18:30', '20:30'],
  homegrown: 0.5,
};

export const SERIE_A: SeasonLeague = {
  id: 135,
  name: 'Serie A',
  country: 'IT',
  type: 'League',
  slot: 5,
  clubs: SERIE_A_CLUBS,
  format: 'double',
  rounds: 38,
  roundName: 'Regular Season',
  anchorRound: 12,
  anchorDayOffset: 1,
  daysBetweenRounds: 7,
  kickoffs: ['12:30', '15:00', '18:00', '20:45'],
  homegrown: 0.45,
};

export const CHAMPIONS_LEAGUE: SeasonLeague = {
  id: 2,
  name: 'Bajnokok Ligája',
  country: 'EU',
  type: 'Cup',
  slot: 6,
  clubs: CHAMPIONS_LEAGUE_CLUBS,
  format: 'phase',
  rounds: 8,
  roundName: 'League Stage',
  anchorRound: 4,
  anchorDayOffset: -5,
  daysBetweenRounds: 14,
  kickoffs: ['18:45', '21:00', '21:00', '21:00'],
  homegrown: 0.5,
};

export const SEASON_LEAGUES: readonly SeasonLeague[] = [
  NB_I,
  PREMIER_LEAGUE,
  LA_LIGA,
  BUNDESLIGA,
  SERIE_A,
  CHAMPIONS_LEAGUE,
];

/** Matches a round of the league holds. */
export function matchesPerRound(league: SeasonLeague): number {
  return league.clubs.length / 2;
}
