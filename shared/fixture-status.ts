// §4 football fixture status: NS has not started (no score, the row is dimmed); FT, AET and PEN are finished; every
// other state is live, the extra-time ones (break, extra time, shoot-out) marked as such. A selected fixture that
// has not finished is refreshed (§4, §9 15 s).
import { FIXTURE_EXTRA_TIME, FIXTURE_FINISHED, FIXTURE_NOT_STARTED } from './sport-constants.ts';

export type FixturePhase = 'not-started' | 'live' | 'extra-time' | 'finished';

const finished = new Set<string>(FIXTURE_FINISHED);
const extraTime = new Set<string>(FIXTURE_EXTRA_TIME);

export function fixturePhase(short: string): FixturePhase {
  if (short === FIXTURE_NOT_STARTED) return 'not-started';
  if (finished.has(short)) return 'finished';
  if (extraTime.has(short)) return 'extra-time';
  return 'live';
}

/** A score is shown for every fixture that has kicked off. */
export function showsScore(short: string): boolean {
  return fixturePhase(short) !== 'not-started';
}

export function isFixtureLive(short: string): boolean {
  const phase = fixturePhase(short);
  return phase === 'live' || phase === 'extra-time';
}

/** §4 a selected unfinished fixture refreshes every 15 s; a finished one never changes again. */
export function fixtureNeedsRefresh(short: string): boolean {
  return fixturePhase(short) !== 'finished';
}
