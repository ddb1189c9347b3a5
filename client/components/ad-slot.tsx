// §3 an ad slot as the page's build step placed it (shared/page-ads.ts): the room of its tallest size is reserved on
// each width (CSS custom properties; data-on hides it where it has no unit, §9 768 px), so an arriving ad shifts
// nothing, and a cached page is the same for every reader. The ad code (client/services/ad-slots.ts) loads only
// after the reader's consent and finds the slot's units in the page data by its position.
import type { AdSlotView } from '../../shared/ad-slots.ts';
import { useBoot } from '../boot-context.tsx';

export function AdSlot({ slot, gated = false }: { slot: AdSlotView | undefined; gated?: boolean }) {
  if (!slot) return null;
  return (
    <div className={`ad-slot ad-slot--${slot.pos}${gated ? ' ad-slot--gated' : ''}`} data-slot={slot.pos} data-on={slot.on} data-state="empty"
      style={{ '--ad-h': `${slot.h}px`, '--ad-hm': `${slot.hm}px` } as React.CSSProperties} aria-hidden="true" />
  );
}

/**
 * A slot between a list's items or a front's blocks (§9, issue 30), shown only where an ad will come: not rendered
 * without an ad service, and hidden before the first paint unless the reader's stored consent allows ads (theme.js
 * marks <html data-ads-allowed>; styles/ads.css), so no reader meets an empty box in the middle of what they read. Where
 * it shows, it reserves its room like every slot, so the ad's arrival moves nothing.
 */
export function ConsentedAdSlot({ slot }: { slot: AdSlotView | undefined }) {
  return useBoot().ads ? <AdSlot slot={slot} gated /> : null;
}
