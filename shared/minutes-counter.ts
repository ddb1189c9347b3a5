// §3 Minutes counter, §9: the supporters' counter. /api/counter?from= sums the recurring and one-time supporters since
// the start date; each recurring supporter counts MINUTES_RECURRING_WEIGHT minutes, each one-time supporter
// MINUTES_ONETIME_WEIGHT. The counter starts from `hours` (the hours already counted on the start date, default
// MINUTES_DEFAULT_HOURS) and shows the derived total in hours, Hungarian style ('312 345'). Between two refreshes
// (`refresh`, default 60 s) the shown number counts up to the real one in random steps of at most `change` minutes,
// starting a random amount below it, so a reader sees it move without it ever passing the real total.
import {
  MINUTES_DEFAULT_CHANGE,
  MINUTES_DEFAULT_HOURS,
  MINUTES_DEFAULT_START,
  MINUTES_ONETIME_WEIGHT,
  MINUTES_RECURRING_WEIGHT,
  MINUTES_REFRESH_MS,
} from './engagement-constants.ts';
import { formatNumber } from './format-number.ts';

export interface MinutesCounterConfig {
  /** start date, YYYY-MM-DD (the `from` of /api/counter) */
  from: string;
  /** hours already counted on the start date */
  hours: number;
  /** largest random step of the count-up, in minutes */
  change: number;
  /** how often the counts are fetched again, ms */
  refreshMs: number;
}

export interface SupporterCounts {
  recurring: number;
  onetime: number;
}

const isDay = (s: unknown): s is string =>
  typeof s === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(s) &&
  !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) &&
  new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

const nonNegative = (v: unknown, fallback: number, min = 0) => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) && n >= min ? Math.floor(n) : fallback;
};

/** The counter's settings from an embed's or a page's configuration; anything missing or malformed takes the default. */
export function minutesCounterConfig(
  raw: { from?: unknown; hours?: unknown; change?: unknown; refresh?: unknown } = {},
): MinutesCounterConfig {
  return {
    from: isDay(raw.from) ? raw.from : MINUTES_DEFAULT_START,
    hours: nonNegative(raw.hours, MINUTES_DEFAULT_HOURS),
    change: nonNegative(raw.change, MINUTES_DEFAULT_CHANGE, 1),
    // Faster than once a second would only load the publisher API.
    refreshMs: nonNegative(raw.refresh, MINUTES_REFRESH_MS, 1_000),
  };
}

/** Minutes the supporters add: recurring ×10, one-time ×1 (§9). */
export function supporterMinutes(counts: SupporterCounts): number {
  return counts.recurring * MINUTES_RECURRING_WEIGHT + counts.onetime * MINUTES_ONETIME_WEIGHT;
}

export interface CounterTotals {
  /** every minute: the start hours plus the supporters' minutes */
  minutes: number;
  /** the derived whole hours */
  hours: number;
  hoursText: string;
  minutesText: string;
}

export function counterTotals(config: Pick<MinutesCounterConfig, 'hours'>, counts: SupporterCounts): CounterTotals {
  const minutes = config.hours * 60 + supporterMinutes(counts);
  const hours = Math.floor(minutes / 60);
  return { minutes, hours, hoursText: formatNumber(hours), minutesText: formatNumber(minutes) };
}

/** Where the count-up starts: up to `change` minutes below the real total (random in [0, 1)), never below zero. */
export function countUpStart(target: number, change: number, random: number): number {
  return Math.max(0, target - Math.floor(random * (change + 1)));
}

/** The next shown value: a random step of 1..change minutes towards the real total, never past it. */
export function countUpStep(shown: number, target: number, change: number, random: number): number {
  if (shown >= target) return target;
  return Math.min(target, shown + 1 + Math.floor(random * Math.max(1, change)));
}
