// The real-time shape of a match: first half, half-time, second half, and for a drawn knockout match a break,
// two halves of extra time and a penalty shoot-out. A fixture's status, minute and which of its scripted events
// have happened are all read off this clock at the service's "now", so a page left open sees the match go on.

export interface MatchTiming {
  /** minutes of stoppage time added to the first half, second half and the two halves of extra time */
  stoppage: readonly [number, number, number, number];
  extraTime: boolean;
  /** kicks in the shoot-out (both teams together); 0: no shoot-out */
  shootoutKicks: number;
}

export type LiveShort = '1H' | 'HT' | '2H' | 'BT' | 'ET' | 'P';

interface Phase {
  short: LiveShort;
  start: number;
  end: number;
  /** the minute the phase's clock starts at and where its regular time ends (90 for the second half) */
  first: number;
  regular: number;
}

const MIN = 60;
export const HALF_TIME_S = 15 * MIN;
const BREAK_BEFORE_EXTRA_S = 5 * MIN;
const BREAK_WITHIN_EXTRA_S = 1 * MIN;
const BREAK_BEFORE_SHOOTOUT_S = 3 * MIN;
/** A kick of the shoot-out every minute; the event lands half-way through it. */
export const SHOOTOUT_KICK_S = MIN;

export function matchPhases(t: MatchTiming): Phase[] {
  const phases: Phase[] = [];
  let at = 0;
  const add = (short: LiveShort, length: number, first: number, regular: number) => {
    phases.push({ short, start: at, end: at + length, first, regular });
    at += length;
  };
  add('1H', (45 + t.stoppage[0]) * MIN, 1, 45);
  add('HT', HALF_TIME_S, 45, 45);
  add('2H', (45 + t.stoppage[1]) * MIN, 46, 90);
  if (t.extraTime) {
    add('BT', BREAK_BEFORE_EXTRA_S, 90, 90);
    add('ET', (15 + t.stoppage[2]) * MIN, 91, 105);
    add('BT', BREAK_WITHIN_EXTRA_S, 105, 105);
    add('ET', (15 + t.stoppage[3]) * MIN, 106, 120);
    if (t.shootoutKicks > 0) {
      add('BT', BREAK_BEFORE_SHOOTOUT_S, 120, 120);
      add('P', t.shootoutKicks * SHOOTOUT_KICK_S + MIN, 120, 120);
    }
  }
  return phases;
}

export function matchDurationS(t: MatchTiming): number {
  return matchPhases(t).at(-1)!.end;
}

/** Seconds after kick-off at which an event of minute elapsed(+extra) happens; `second` places it within the minute. */
export function eventOffsetS(t: MatchTiming, elapsed: number, extra: number | null, second: number): number {
  const phase = matchPhases(t).find(
    (p) => (p.short === '1H' || p.short === '2H' || p.short === 'ET') && elapsed >= p.first && elapsed <= p.regular,
  );
  if (!phase) throw new Error(`no playing phase holds minute ${elapsed}`);
  return phase.start + (elapsed - phase.first + (extra ?? 0)) * MIN + second;
}

/** The moment of the shoot-out's kick k (0-based). */
export function shootoutOffsetS(t: MatchTiming, kick: number): number {
  const p = matchPhases(t).find((x) => x.short === 'P');
  if (!p) throw new Error('no shoot-out');
  return p.start + kick * SHOOTOUT_KICK_S + SHOOTOUT_KICK_S / 2;
}

export interface ClockReading {
  short: string;
  long: string;
  elapsed: number | null;
  extra: number | null;
}

const LONG: Readonly<Record<string, string>> = {
  NS: 'Not Started',
  '1H': 'First Half',
  HT: 'Halftime',
  '2H': 'Second Half',
  BT: 'Break Time',
  ET: 'Extra Time',
  P: 'Penalty In Progress',
  FT: 'Match Finished',
  AET: 'Match Finished After Extra Time',
  PEN: 'Match Finished After Penalty',
};

export function matchClock(t: MatchTiming, offsetS: number): ClockReading {
  const reading = (short: string, elapsed: number | null, extra: number | null = null): ClockReading => ({
    short,
    long: LONG[short],
    elapsed,
    extra,
  });
  if (offsetS < 0) return reading('NS', null);
  for (const p of matchPhases(t)) {
    if (offsetS >= p.end) continue;
    if (p.short === 'HT' || p.short === 'BT' || p.short === 'P') return reading(p.short, p.regular);
    const minute = Math.floor((offsetS - p.start) / MIN) + p.first;
    return minute > p.regular ? reading(p.short, p.regular, minute - p.regular) : reading(p.short, minute);
  }
  if (!t.extraTime) return reading('FT', 90);
  return reading(t.shootoutKicks > 0 ? 'PEN' : 'AET', 120);
}
