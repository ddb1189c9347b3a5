// §3 an ad slot as the page's build step placed it (shared/page-ads.ts): the room of its tallest size is reserved on
// each width (CSS custom properties; data-on hides it where it has no unit, §9 768 px), so an arriving ad shifts
// nothing, and a cached page is the same for every reader. The ad code (client/services/ad-slots.ts) loads only
// after the reader's consent and finds the slot's units in the page data by its position.
import type { AdSlotView } from '../../shared/ad-slots.ts';

export function AdSlot({ slot }: { slot: AdSlotView | undefined }) {
  if (!slot) return null;
  return (
    <div className={`ad-slot ad-slot--${slot.pos}`} data-slot={slot.pos} data-on={slot.on} data-state="empty"
      style={{ '--ad-h': `${slot.h}px`, '--ad-hm': `${slot.hm}px` } as React.CSSProperties} aria-hidden="true" />
  );
}
