// One date style per kind of date (§1 the locale is Hungarian), the month always written out as an editor writes it:
//   a card's or list item's time    §4 relative date: '5 perce', 'ma 14:05', 'november 28. 14:05'  relativeDate()
//   an article's byline             '2026. november 28. 14:05'                                      fullDate()
//   a list's day heading            '2026. november 28., szombat'                                   dayHeading()
//   a date in a line or a table     '2026. november 28.'                                            dateLabel()
//   a day among the last few        'november 28.' (rates of the week, a tournament's match days)  recentDayLabel()
//   a moment in the coming weeks    'november 28. 21:00' (a kick-off)                               dateTimeLabel()
// (relativeDate and fullDate are in relative-date.ts.) Always in the given zone (the site's, or Budapest for sport),
// so server and browser print the same; an English page gets them in English (the `language` argument).
import type { PageLanguage } from './box-texts.ts';
import { isCalendarDay } from './calendar-day.ts';
import { dateFormatter } from './date-formatter.ts';
import { SPORT_TIME_ZONE } from './sport-constants.ts';

const fmt = (style: string, timeZone: string, options: Intl.DateTimeFormatOptions, language: PageLanguage = 'hu') =>
  dateFormatter(style, timeZone, language, options);

// Noon UTC of a calendar day ('YYYY-MM-DD') is the same day in every European zone.
const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);

/** A calendar day ('YYYY-MM-DD') as a list's day heading: '2026. november 28., szombat'. */
export function dayHeading(day: string): string {
  return fmt('heading', 'UTC', { year: 'numeric', month: 'long', day: 'numeric', weekday: 'long' }).format(noonOf(day));
}

/** A calendar day ('YYYY-MM-DD') among the last or next few: 'november 28.'. */
export function recentDayLabel(day: string): string {
  return fmt('recent', 'UTC', { month: 'long', day: 'numeric' }).format(noonOf(day));
}

/** A moment in the coming weeks with its time: 'november 28. 21:00'. */
export function dateTimeLabel(unixSeconds: number, timeZone = SPORT_TIME_ZONE): string {
  return fmt('datetime', timeZone, {
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(unixSeconds * 1000));
}

/** A moment as a date in a line or a table: '2026. november 28.' ('28 November 2026' on an English page). */
export function dateLabel(unixSeconds: number, timeZone: string = SPORT_TIME_ZONE, language?: PageLanguage): string {
  return fmt('date', timeZone, { year: 'numeric', month: 'long', day: 'numeric' }, language).format(
    new Date(unixSeconds * 1000),
  );
}

/** A calendar day ('YYYY-MM-DD', a birth date: no zone involved) in the same style; anything else as it came
 * (a feed's '2025-13-01' too: Intl would throw on it). */
export function calendarDayLabel(day: string | null): string | null {
  return isCalendarDay(day) ? dateLabel(noonOf(day).getTime() / 1000, 'UTC') : day;
}
