// §3 ad slot markup: the room of its tallest size is reserved (CSS custom properties), so an arriving ad shifts
// nothing. Its behaviour (behaviours/watch-ad-slots.ts) loads only when an ad service is configured.
import type { AdSlotView } from '../../shared/ad-slots.ts';

export function ArticleAdSlot({ slot }: { slot: AdSlotView | undefined }) {
  if (!slot) return null;
  return (
    <div className="ad-slot" data-slot={slot.name} data-load={slot.load} data-margin={slot.margin} data-state="empty"
      style={{ '--ad-h': `${slot.h}px`, '--ad-hm': `${slot.hm}px` } as React.CSSProperties} aria-hidden="true" />
  );
}
