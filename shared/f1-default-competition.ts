// §4 the default competition of the Formula 1 page: when the last completed race was today, or nothing is coming,
// that race's Grand Prix; otherwise the next one not completed. "Race" means the Grand Prix's race session.
import { calendarDay } from './calendar-day.ts';
import { F1_SESSION_TYPES, RACE_COMPLETED, SPORT_TIME_ZONE } from './sport-constants.ts';

export interface CompetitionSession {
  type: string;
  status: string;
  date: string;
  competition: { id: number };
}

export function defaultCompetition(
  sessions: readonly CompetitionSession[],
  nowSeconds: number,
  timeZone = SPORT_TIME_ZONE,
): number | null {
  const races = sessions.filter((s) => s.type === F1_SESSION_TYPES.race);
  const pool = (races.length > 0 ? races : sessions).slice().sort((a, b) => a.date.localeCompare(b.date));
  if (pool.length === 0) return null;
  const completed = pool.filter((s) => s.status === RACE_COMPLETED);
  const lastCompleted = completed.at(-1) ?? null;
  const upcoming = pool.filter((s) => s.status !== RACE_COMPLETED);
  const today = calendarDay(nowSeconds, timeZone);
  if (
    lastCompleted &&
    (calendarDay(Date.parse(lastCompleted.date) / 1000, timeZone) === today || upcoming.length === 0)
  ) {
    return lastCompleted.competition.id;
  }
  return upcoming[0]?.competition.id ?? lastCompleted?.competition.id ?? null;
}
