// §3 ad slots of the article page: name, sizes per platform, load mode, collapse, observer margin, PR marker.
// The ad service itself is configuration; these describe where ads may go and how much room they take.
import { AD_LAZY_MARGIN_MAX_PX } from './constants.ts';

export type AdSize = readonly [width: number, height: number];

export interface AdSlotSpec {
  name: string;
  desktop: readonly AdSize[];
  mobile: readonly AdSize[];
  /** lazy: when scrolled into view; early: at once; delayed: AD_DELAY_MS after it comes into view */
  load: 'lazy' | 'early' | 'delayed';
  /** reserve no room: the slot opens only when an ad arrives (used below the fold only) */
  loadCollapsed: boolean;
  /** IntersectionObserver margin, 0..AD_LAZY_MARGIN_MAX_PX */
  observerMargin: number;
  /** a PR slot is kept on sponsored-content sections (§6) */
  pr?: boolean;
}

export const ARTICLE_AD_SLOTS = {
  top: { name: 'cikk_felso', desktop: [[970, 250], [728, 90]], mobile: [[320, 100], [300, 50]], load: 'early', loadCollapsed: false, observerMargin: 0 },
  content: { name: 'cikk_roadblock', desktop: [[640, 360], [300, 250]], mobile: [[300, 250]], load: 'lazy', loadCollapsed: false, observerMargin: AD_LAZY_MARGIN_MAX_PX },
  bottom: { name: 'cikk_also', desktop: [[640, 360]], mobile: [[300, 250]], load: 'delayed', loadCollapsed: false, observerMargin: 100 },
  pr: { name: 'cikk_pr', desktop: [[640, 120]], mobile: [[300, 120]], load: 'lazy', loadCollapsed: false, observerMargin: 200, pr: true },
} as const satisfies Record<string, AdSlotSpec>;

/** The sidebar's rectangle (§2.6: on non-mobile); not a PR slot, so §6 suppression removes it with the others. */
export const SIDEBAR_RECTANGLE_SLOT = {
  name: 'sidebar-rectangle', desktop: [[300, 250], [300, 600]], mobile: [], load: 'lazy', loadCollapsed: false, observerMargin: AD_LAZY_MARGIN_MAX_PX,
} as const satisfies AdSlotSpec;

/** The tallest size of a list: the room a slot reserves so nothing shifts when its ad arrives. */
export function reservedHeight(sizes: readonly AdSize[]): number {
  return sizes.reduce((h, [, sh]) => Math.max(h, sh), 0);
}

/** What the page renders for one allowed slot: its name, load mode, observer margin and reserved heights. */
export interface AdSlotView {
  name: string;
  load: AdSlotSpec['load'];
  margin: number;
  /** reserved height on desktop / mobile (0 when the slot loads collapsed) */
  h: number;
  hm: number;
}

export function adSlotView(slot: AdSlotSpec): AdSlotView {
  return {
    name: slot.name,
    load: slot.load,
    margin: Math.min(Math.max(slot.observerMargin, 0), AD_LAZY_MARGIN_MAX_PX),
    h: slot.loadCollapsed ? 0 : reservedHeight(slot.desktop),
    hm: slot.loadCollapsed ? 0 : reservedHeight(slot.mobile),
  };
}
