// §2.7, §7 race ids as the Formula 1 page and the livescore service write them: '123' one session, '-123' the
// starting grid of race 123, '121.122.123' the parts of one session merged (the qualifying's Q1, Q2 and Q3).
import { RACE_ID_SEPARATOR } from './sport-constants.ts';

export interface RaceRef {
  /** the session ids, in part order (one for a plain id) */
  ids: number[];
  /** a negative id: the starting grid of that race */
  grid: boolean;
}

const MAX_PARTS = 3;
const MAX_ID = 2_147_483_647;

/** Parses a race id, or null when it is not one (junk, zero, a negative dotted id, more than three parts). */
export function parseRaceId(value: unknown): RaceRef | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const s = String(value).trim();
  if (/^-?\d{1,10}$/.test(s)) {
    const n = Number(s);
    if (n === 0 || Math.abs(n) > MAX_ID) return null;
    return { ids: [Math.abs(n)], grid: n < 0 };
  }
  const parts = s.split(RACE_ID_SEPARATOR);
  if (parts.length < 2 || parts.length > MAX_PARTS || !parts.every((p) => /^\d{1,10}$/.test(p))) return null;
  const ids = parts.map(Number);
  if (ids.some((n) => n === 0 || n > MAX_ID)) return null;
  return { ids, grid: false };
}

export function formatRaceId(ref: RaceRef): string {
  return ref.grid ? `-${ref.ids[0]}` : ref.ids.join(RACE_ID_SEPARATOR);
}
