// Path parameters of the livescore service, checked before any lookup: a malformed value is a 400 naming the
// parameter and what it should look like; a well-formed id that names nothing is the route's 404.
import { isCalendarDay } from '../../shared/calendar-day.ts';
import { parseRaceId, type RaceRef } from '../../shared/race-id.ts';
import { badRequest } from '../origin/http-error.ts';

const MAX_ID = 2_147_483_647;

export function idParam(value: string, name: string): number {
  const n = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  if (!(n > 0 && n <= MAX_ID)) throw badRequest(`${name} must be a positive whole number, got '${value.slice(0, 40)}'`);
  return n;
}

export function seasonParam(value: string): number {
  const n = /^\d{4}$/.test(value) ? Number(value) : NaN;
  if (!(n >= 1900 && n <= 2100)) throw badRequest(`season must be a year (YYYY), got '${value.slice(0, 40)}'`);
  return n;
}

export function dayParam(value: string, name = 'day'): string {
  if (!isCalendarDay(value))
    throw badRequest(`${name} must be a date written YYYY-MM-DD, got '${String(value).slice(0, 40)}'`);
  return value;
}

export function raceParam(value: string): RaceRef {
  const ref = parseRaceId(value);
  if (!ref)
    throw badRequest(
      `race must be a race id ('7'), a starting grid ('-7') or up to three parts ('5.6.7'), got '${value.slice(0, 40)}'`,
    );
  return ref;
}

/** A comma-separated list of fixture ids (the article dashboard), at most `max`. */
export function idListParam(value: string, max: number): number[] {
  const parts = value.split(',');
  if (parts.length > max) throw badRequest(`at most ${max} ids, got ${parts.length}`);
  return [...new Set(parts.map((p) => idParam(p.trim(), 'id')))];
}
