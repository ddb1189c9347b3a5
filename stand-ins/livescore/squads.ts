// A team's generated squad: 26 players (3 goalkeepers, 8 defenders, 9 midfielders, 6 forwards) with shirt numbers,
// nationalities and a scoring knack, a coach and a preferred formation. Each team has its own random stream, so one
// team's squad never shifts when another's changes.
import { deriveSeed, Rng } from '../origin/seed/rng.ts';
import { personName } from './name-banks.ts';
import { nation, type Nation } from './nations.ts';

export type Position = 'G' | 'D' | 'M' | 'F';

export interface Player {
  id: number;
  name: string;
  number: number;
  pos: Position;
  /** FIFA code of the player's nation */
  nation: string;
  /** scoring knack, about 0.5 to 1.6; forwards' counts most */
  knack: number;
  /** order of preference within the position (0 = first choice) */
  depth: number;
}

export interface Squad {
  teamId: number;
  players: Player[];
  coach: { id: number; name: string };
  formation: string;
}

export const FORMATIONS = ['4-3-3', '4-2-3-1', '4-4-2', '3-5-2', '3-4-3', '4-1-4-1'] as const;
const COMPOSITION: readonly [Position, number][] = [
  ['G', 3],
  ['D', 8],
  ['M', 9],
  ['F', 6],
];
/** Nations the clubs' foreign players come from, most common first. */
const FOREIGN_NATIONS = [
  'BRA',
  'FRA',
  'ESP',
  'POR',
  'ARG',
  'NED',
  'BEL',
  'SEN',
  'GER',
  'ITA',
  'CRO',
  'SRB',
  'NOR',
  'DEN',
  'URU',
  'COL',
  'NGA',
  'CIV',
  'MAR',
  'JPN',
  'KOR',
  'UKR',
  'SVK',
  'POL',
  'CZE',
  'AUT',
  'SUI',
  'GHA',
  'CMR',
  'USA',
  'ROU',
  'GEO',
  'ALB',
  'SVN',
];
const SQUAD_STREAM = 0x5a;

export interface SquadRequest {
  teamId: number;
  /** the team's own nation (a club's country, or the national team itself) */
  home: Nation;
  /** share of players from the home nation (1 for a national team) */
  homegrown: number;
  seed: number;
}

export function buildSquad({ teamId, home, homegrown, seed }: SquadRequest): Squad {
  const rng = new Rng(deriveSeed(seed, SQUAD_STREAM, teamId));
  const numbers = rng.shuffle(Array.from({ length: 38 }, (_, i) => i + 2));
  const players: Player[] = [];
  let k = 0;
  for (const [pos, count] of COMPOSITION) {
    for (let depth = 0; depth < count; depth++) {
      const from = rng.chance(homegrown) ? home : nation(rng.pick(FOREIGN_NATIONS));
      const knack = pos === 'G' ? 0 : Math.round((0.5 + Math.pow(rng.next(), 2) * 1.1 - depth * 0.03) * 100) / 100;
      players.push({
        id: teamId * 100 + k + 1,
        name: personName(rng, from.bank),
        number: pos === 'G' && depth === 0 ? 1 : numbers[k],
        pos,
        nation: from.code,
        knack: Math.max(0.3, knack),
        depth,
      });
      k++;
    }
  }
  return {
    teamId,
    players,
    coach: { id: 900_000 + teamId, name: personName(rng, home.bank) },
    formation: rng.pick(FORMATIONS),
  };
}

/** Defenders, midfielders and forwards a formation fields ('4-2-3-1' → 4, 5, 1). */
export function formationLines(formation: string): { D: number; M: number; F: number; lines: number[] } {
  const lines = formation.split('-').map(Number);
  return { D: lines[0], M: lines.slice(1, -1).reduce((a, b) => a + b, 0), F: lines[lines.length - 1], lines };
}
