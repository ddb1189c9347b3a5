// §4 Relative date: under 60 minutes 'most' / 'N perce'; the same day 'ma HH:MM'; the same year month, day and time;
// otherwise with the year. The time zone is the site's, never the machine's, so server and browser agree.

const MINUTE_S = 60;
const HOUR_S = 3600;

// Creating an Intl formatter costs far more than using one; keep one per time zone.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let fmt = formatters.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('hu-HU', {
      timeZone,
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, fmt);
  }
  return fmt;
}

type Parts = { year: string; month: string; day: string; time: string };
// formatToParts is the costliest step of a card; a page shows the same few dozen minutes over and over.
const memo = new Map<string, Parts>();
const MEMO_MAX = 4_096;

function parts(unixSeconds: number, timeZone: string): Parts {
  const key = `${timeZone}${Math.floor(unixSeconds / MINUTE_S)}`;
  let out = memo.get(key);
  if (!out) {
    const p = formatterFor(timeZone).formatToParts(new Date(unixSeconds * 1000));
    const get = (type: string) => p.find((x) => x.type === type)?.value ?? '';
    out = { year: get('year'), month: get('month'), day: get('day'), time: `${get('hour')}:${get('minute')}` };
    if (memo.size >= MEMO_MAX) memo.clear();
    memo.set(key, out);
  }
  return out;
}

export function relativeDate(unixSeconds: number, nowSeconds: number, timeZone: string): string {
  const age = nowSeconds - unixSeconds;
  if (age >= 0 && age < HOUR_S) {
    const minutes = Math.floor(age / MINUTE_S);
    return minutes === 0 ? 'most' : `${minutes} perce`;
  }
  const then = parts(unixSeconds, timeZone);
  const now = parts(nowSeconds, timeZone);
  if (then.year === now.year && then.month === now.month && then.day === now.day) return `ma ${then.time}`;
  if (then.year === now.year) return `${then.month} ${then.day}. ${then.time}`;
  return `${then.year}. ${then.month} ${then.day}. ${then.time}`;
}

/** The full Hungarian date, e.g. '2026. november 25. 14:05', for the article byline and machine-readable fallbacks. */
export function fullDate(unixSeconds: number, timeZone: string): string {
  const p = parts(unixSeconds, timeZone);
  return `${p.year}. ${p.month} ${p.day}. ${p.time}`;
}
