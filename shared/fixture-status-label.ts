// What a reader sees in place of the score's status: the minute while it runs ("45+2'"), a Hungarian word for the
// pauses and the ends, and the kick-off time (local, 'HH:MM') before it starts.
import { clockTime } from './calendar-day.ts';
import { SPORT_TIME_ZONE } from './sport-constants.ts';

export interface StatusLike {
  short: string;
  elapsed?: number | null;
  extra?: number | null;
}

const WORDS: Readonly<Record<string, string>> = {
  HT: 'Félidő',
  BT: 'Szünet',
  P: 'Tizenegyesek',
  FT: 'Vége',
  AET: 'Hosszabbítás után',
  PEN: 'Tizenegyesek után',
  SUSP: 'Felfüggesztve',
  INT: 'Megszakítva',
  PST: 'Elhalasztva',
  CANC: 'Törölve',
  ABD: 'Félbeszakadt',
  TBD: 'Időpont később',
};

export function minuteLabel(elapsed: number, extra?: number | null): string {
  return extra ? `${elapsed}+${extra}'` : `${elapsed}'`;
}

export function fixtureStatusLabel(status: StatusLike, kickoff: number, timeZone = SPORT_TIME_ZONE): string {
  if (status.short === 'NS') return clockTime(kickoff, timeZone);
  const word = WORDS[status.short];
  if (word) return word;
  if (typeof status.elapsed === 'number') return minuteLabel(status.elapsed, status.extra);
  return status.short;
}
