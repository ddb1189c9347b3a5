// Calendar days ('YYYY-MM-DD') in a named time zone: the football page's 'nap' (§2.7), fixtures by day (§7) and the
// "is it today" of the F1 default competition (§4). Always the zone given, never the machine's.

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let fmt = formatters.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, fmt);
  }
  return fmt;
}

// Zone offsets change only on whole UTC hours here (Europe), so one offset per zone and hour serves every instant
// in it; formatting every instant through Intl would cost a hundred times more where thousands of fixtures are dated.
const offsets = new Map<string, number>();
const MAX_CACHED_OFFSETS = 20_000;

function offsetAt(hourStart: number, timeZone: string): number {
  const key = `${timeZone}|${hourStart}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const parts = formatter(timeZone).formatToParts(new Date(hourStart * 1000));
    const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
    offset =
      Date.UTC(get('year'), get('month') - 1, get('day'), get('hour') % 24, get('minute'), get('second')) / 1000 -
      hourStart;
    if (offsets.size >= MAX_CACHED_OFFSETS) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

function wallClock(unixSeconds: number, timeZone: string) {
  const hourStart = Math.floor(unixSeconds / 3600) * 3600;
  const d = new Date((unixSeconds + offsetAt(hourStart, timeZone)) * 1000);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

/** The calendar day of a unix time in the zone. */
export function calendarDay(unixSeconds: number, timeZone: string): string {
  const w = wallClock(unixSeconds, timeZone);
  return `${String(w.year).padStart(4, '0')}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string' || !DAY_PATTERN.test(value)) return false;
  const t = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().startsWith(value);
}

/** The day n days after (or before) a calendar day. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** The unix time of a local wall-clock time ('HH:MM') on a day in the zone (daylight-saving days included). */
export function zonedTime(day: string, time: string, timeZone: string): number {
  const [h, m] = time.split(':').map(Number);
  const wanted = Date.parse(`${day}T00:00:00Z`) / 1000 + h * 3600 + m * 60;
  let guess = wanted;
  // Two rounds settle it: the zone's offset at the guess, then at the corrected instant (a DST switch day).
  for (let i = 0; i < 2; i++) {
    const w = wallClock(guess, timeZone);
    const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) / 1000;
    guess = wanted - (asUtc - guess);
  }
  return guess;
}

/** The unix time of local midnight starting the day in the zone. */
export function calendarDayStart(day: string, timeZone: string): number {
  return zonedTime(day, '00:00', timeZone);
}

/** Local wall-clock time ('HH:MM') of a unix time in the zone. */
export function clockTime(unixSeconds: number, timeZone: string): string {
  const w = wallClock(unixSeconds, timeZone);
  return `${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;
}
