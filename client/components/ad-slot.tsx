// §3 an ad slot as the page's build step placed it (shared/page-ads.ts), shown only where an ad will come
// (decision 054): not rendered at all when no ad service is configured, and hidden before the first paint unless the
// reader's stored consent allows ads (client/public/theme.js marks <html data-ads-allowed>; styles/ads.css). Where it
// shows, it reserves the room of its tallest size on each width (CSS custom properties; data-on hides it where it has
// no unit, §9 768 px), so an arriving ad shifts nothing; a cached page is the same for every reader. The ad code
// (client/services/ad-slot-loader.chunk.ts) loads only after the reader's consent and finds the slot's units in the page data by
// its position.
import type { AdSlotView } from '../../shared/ad-slots.ts';
import { useBoot } from '../boot-context.tsx';

export function AdSlot({ slot }: { slot: AdSlotView | undefined }) {
  const service = useBoot().ads;
  if (!slot || !service) return null;
  return (
    <div
      className={`ad-slot ad-slot--${slot.pos}`}
      data-slot={slot.pos}
      data-on={slot.on}
      data-state="empty"
      style={{ '--ad-h': `${slot.h}px`, '--ad-hm': `${slot.hm}px` } as React.CSSProperties}
      aria-hidden="true"
    />
  );
}
