// Hungarian date words for the sports pages: '2024. június 14., péntek' for a day heading, 'jún. 14. 21:00' for a
// kick-off. Always in the given zone (Budapest by default), so server and browser print the same.
import { SPORT_TIME_ZONE } from './sport-constants.ts';

const cache = new Map<string, Intl.DateTimeFormat>();
function fmt(key: string, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const k = `${key}|${timeZone}`;
  let f = cache.get(k);
  if (!f) cache.set(k, (f = new Intl.DateTimeFormat('hu-HU', { timeZone, ...options })));
  return f;
}

/** A calendar day ('YYYY-MM-DD') as a heading. */
export function dayLabel(day: string): string {
  // Noon UTC of the day is the same day in every European zone.
  return fmt('day', 'UTC', { year: 'numeric', month: 'long', day: 'numeric', weekday: 'long' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

/** A calendar day ('YYYY-MM-DD') in short: 'jún. 14.' (a tournament's match days). */
export function shortDayLabel(day: string): string {
  return fmt('shortday', 'UTC', { month: 'short', day: 'numeric' }).format(new Date(`${day}T12:00:00Z`));
}

/** A moment as a short date and time. */
export function dateTimeLabel(unixSeconds: number, timeZone = SPORT_TIME_ZONE): string {
  return fmt('datetime', timeZone, {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(unixSeconds * 1000));
}

/** A moment as a full date (the race calendar). */
export function dateLabel(unixSeconds: number, timeZone = SPORT_TIME_ZONE): string {
  return fmt('date', timeZone, { year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(unixSeconds * 1000));
}
