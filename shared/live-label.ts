// §4 live article label: flagged live shows 'ÉLŐ'; flagged refresh shows 'FRISSÜL', and for LIVE_LABEL_WINDOW_MIN
// minutes after the last update also 'frissült most' / 'frissült N perce'. Pure, so server and hydration agree when
// both pass the same clock.
import { LIVE_LABEL, LIVE_LABEL_WINDOW_MIN, REFRESHED_LABEL, REFRESH_LABEL } from './constants.ts';

export interface LiveLabel {
  label: string;
  /** 'frissült most' | 'frissült N perce', only inside the window */
  note: string | null;
}

export function liveLabelOf(flags: readonly { slug: string }[], updatedAt: number, nowS: number): LiveLabel | null {
  const has = (slug: string) => flags.some((f) => f.slug === slug);
  if (has('live')) return { label: LIVE_LABEL, note: null };
  if (!has('refresh')) return null;
  const minutes = Math.floor((nowS - updatedAt) / 60);
  const inWindow = minutes >= 0 && minutes <= LIVE_LABEL_WINDOW_MIN;
  return { label: REFRESH_LABEL, note: inWindow ? `${REFRESHED_LABEL} ${minutes === 0 ? 'most' : `${minutes} perce`}` : null };
}

/** Whether the article is polled for new versions (§4 live article refresh). */
export function isLiveArticle(a: { type: string; live: boolean; flags: readonly { slug: string }[] }): boolean {
  return a.type === 'liveblog' || a.live || a.flags.some((f) => f.slug === 'live' || f.slug === 'refresh');
}
