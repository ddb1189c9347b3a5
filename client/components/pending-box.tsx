// A sidebar box whose data is still streaming in: it reserves some room, but the boxes that replace it are usually
// much taller, so whatever sits below it (the rectangle ad) has not reached its place yet: it stays invisible until
// the box comes (site.css), and appears in its place instead of jumping down. The ad adapter
// (client/services/ad-slot-loader.chunk.ts) waits until no such placeholder is left before it measures a lazy slot's distance
// from the viewport.
const PENDING_BOX_CLASS = 'sidebar__box--loading';
export const PENDING_BOX_SELECTOR = `.${PENDING_BOX_CLASS}`;

export function PendingSidebarBox() {
  return <div className={`sidebar__box ${PENDING_BOX_CLASS}`} aria-hidden="true" />;
}
