// §9 the match timeline is drawn on a base of 105 minutes, 125 when the match went to extra time and 130 when it
// went to penalties, so the 90th minute sits at the same place on every regular match and stoppage time fits.
import { MATCH_TIMELINE_MINUTES } from './constants.ts';

export interface TimelineStatus {
  short: string;
  elapsed?: number | null;
}

export type TimelineBasis = (typeof MATCH_TIMELINE_MINUTES)[keyof typeof MATCH_TIMELINE_MINUTES];

/** A shoot-out (running or over) needs 130, extra time 125, anything else 105. */
export function timelineBasis(
  status: TimelineStatus,
  penalty?: { home: number | null; away: number | null } | null,
): TimelineBasis {
  if (status.short === 'P' || status.short === 'PEN' || (penalty && penalty.home !== null && penalty.away !== null)) {
    return MATCH_TIMELINE_MINUTES.penalties;
  }
  if (status.short === 'AET' || status.short === 'ET' || (status.short === 'BT' && (status.elapsed ?? 0) >= 90)) {
    return MATCH_TIMELINE_MINUTES.extraTime;
  }
  return MATCH_TIMELINE_MINUTES.regular;
}

/** Where an event of minute elapsed(+extra) sits on the timeline, in percent of its width (0..100). */
export function timelinePercent(elapsed: number, extra: number | null | undefined, basis: number): number {
  const minute = Math.max(0, elapsed + (extra ?? 0));
  return Math.round((Math.min(minute, basis) / basis) * 1000) / 10;
}
