// §2.8 the header hides while the reader scrolls down and comes back on the way up. The three thresholds
// (HEADER_THRESHOLDS_PX):
// - top (50 px): within this distance of the page top the header always shows;
// - hero (80 px): on a page with a hero picture ([data-hero], under a transparent header), on screens at least
//   HERO_BREAKPOINT_PX wide, the header shows until the picture's bottom edge rises to 80 px from the viewport
//   top; narrower screens lay the picture out below the header, so only the top rule applies there;
// - delta (30 px): elsewhere the header changes state only after the reader has scrolled this far against its
//   current state (down while shown, up while hidden), so small jitters do not make it flicker.
import { HEADER_THRESHOLDS_PX, HERO_BREAKPOINT_PX } from '../../shared/navigation-constants.ts';

export interface HeaderScrollState {
  hidden: boolean;
  /** The furthest point scrolled in the current state's direction: the lowest y while shown, the highest while hidden. */
  turn: number;
}

export function nextHeaderState(
  prev: HeaderScrollState,
  y: number,
  hero: { bottom: number; width: number } | null,
): HeaderScrollState {
  const { top, hero: heroPx, delta } = HEADER_THRESHOLDS_PX;
  if (y <= top || (hero && hero.width >= HERO_BREAKPOINT_PX && hero.bottom > heroPx)) return { hidden: false, turn: y };
  if (prev.hidden)
    return y < prev.turn - delta ? { hidden: false, turn: y } : { hidden: true, turn: Math.max(prev.turn, y) };
  return y > prev.turn + delta ? { hidden: true, turn: y } : { hidden: false, turn: Math.min(prev.turn, y) };
}
