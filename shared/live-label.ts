// §4 live article label: flagged live shows 'ÉLŐ'; flagged refresh shows 'FRISSÜL', and for LIVE_LABEL_WINDOW_MIN
// minutes after the last update also 'frissült most' / 'frissült N perce'. Pure, so server and hydration agree when
// both pass the same clock. Flags are slugs: cards carry them as strings, articles as `{ slug }`.
import { LIVE_LABEL, LIVE_LABEL_WINDOW_MIN, REFRESHED_LABEL, REFRESH_LABEL } from './constants.ts';

export interface LiveLabel {
  label: string;
  /** 'frissült most' | 'frissült N perce', only inside the window */
  note: string | null;
}

export function liveLabelOf(
  flags: readonly (string | { slug: string })[],
  updatedAt: number,
  nowS: number,
): LiveLabel | null {
  const has = (slug: string) => flags.some((f) => (typeof f === 'string' ? f : f.slug) === slug);
  if (has('live')) return { label: LIVE_LABEL, note: null };
  if (!has('refresh')) return null;
  // An update stamped a little after the reader's clock (the clock ticks every 15 s, and clocks differ) is 'most'.
  const minutes = Math.max(0, Math.floor((nowS - updatedAt) / 60));
  const inWindow = minutes <= LIVE_LABEL_WINDOW_MIN;
  return {
    label: REFRESH_LABEL,
    note: inWindow ? `${REFRESHED_LABEL} ${minutes === 0 ? 'most' : `${minutes} perce`}` : null,
  };
}
