// §4 Relative date: under 60 minutes 'most' / 'N perce'; the same day 'ma HH:MM'; the same year month, day and time;
// otherwise with the year. The time zone is the site's, never the machine's, so server and browser agree. An English
// page (§3 Article `english`) gets the same steps in English: 'just now', '5 minutes ago', 'today 14:05',
// '28 November 14:05', '28 November 2025 14:05'.
import type { PageLanguage } from './box-texts.ts';
import { dateFormatter } from './date-formatter.ts';

const MINUTE_S = 60;
const HOUR_S = 3600;
const PARTS_OPTIONS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

type Parts = { year: string; month: string; day: string; time: string };
// formatToParts is the costliest step of a card; a page shows the same few dozen minutes over and over. Kept by zone,
// language and minute in nested maps: a key joined into one string was built and hashed for every card, twice.
const memo = new Map<string, Map<PageLanguage, Map<number, Parts>>>();
const MEMO_MAX = 4_096;

function parts(unixSeconds: number, timeZone: string, language: PageLanguage): Parts {
  let zone = memo.get(timeZone);
  if (!zone) memo.set(timeZone, (zone = new Map<PageLanguage, Map<number, Parts>>()));
  let minutes = zone.get(language);
  if (!minutes) zone.set(language, (minutes = new Map<number, Parts>()));
  const minute = Math.floor(unixSeconds / MINUTE_S);
  let out = minutes.get(minute);
  if (!out) {
    const p = dateFormatter('relative', timeZone, language, PARTS_OPTIONS).formatToParts(new Date(unixSeconds * 1000));
    const get = (type: string) => p.find((x) => x.type === type)?.value ?? '';
    out = { year: get('year'), month: get('month'), day: get('day'), time: `${get('hour')}:${get('minute')}` };
    if (minutes.size >= MEMO_MAX) minutes.clear();
    minutes.set(minute, out);
  }
  return out;
}

/** The words of each step, per language. */
const WORDS: Record<
  PageLanguage,
  {
    now: string;
    minutesAgo: (n: number) => string;
    today: (time: string) => string;
    sameYear: (p: Parts) => string;
    full: (p: Parts) => string;
  }
> = {
  hu: {
    now: 'most',
    minutesAgo: (n) => `${n} perce`,
    today: (time) => `ma ${time}`,
    sameYear: (p) => `${p.month} ${p.day}. ${p.time}`,
    full: (p) => `${p.year}. ${p.month} ${p.day}. ${p.time}`,
  },
  en: {
    now: 'just now',
    minutesAgo: (n) => `${n} minute${n === 1 ? '' : 's'} ago`,
    today: (time) => `today ${time}`,
    sameYear: (p) => `${p.day} ${p.month} ${p.time}`,
    full: (p) => `${p.day} ${p.month} ${p.year} ${p.time}`,
  },
};

export function relativeDate(
  unixSeconds: number,
  nowSeconds: number,
  timeZone: string,
  language: PageLanguage = 'hu',
): string {
  const words = WORDS[language];
  const age = nowSeconds - unixSeconds;
  if (age >= 0 && age < HOUR_S) {
    const minutes = Math.floor(age / MINUTE_S);
    return minutes === 0 ? words.now : words.minutesAgo(minutes);
  }
  const then = parts(unixSeconds, timeZone, language);
  const now = parts(nowSeconds, timeZone, language);
  if (then.year === now.year && then.month === now.month && then.day === now.day) return words.today(then.time);
  if (then.year === now.year) return words.sameYear(then);
  return words.full(then);
}

/** The full date, e.g. '2026. november 25. 14:05' ('25 November 2026 14:05'), for the article byline and tooltips. */
export function fullDate(unixSeconds: number, timeZone: string, language: PageLanguage = 'hu'): string {
  return WORDS[language].full(parts(unixSeconds, timeZone, language));
}
