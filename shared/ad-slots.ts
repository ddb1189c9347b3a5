// §3 Ad slot, §9 ad limits: every ad slot of every site, per platform (desktop ≥ 768 px, mobile, the app's webview)
// and position, in one table. A slot names its ad unit (the unit path is the network id and this name, §7), its sizes,
// its load mode (early, or lazy with an observer margin of 0–300 px), whether it reserves no room until an ad arrives
// (loadCollapsed), and the PR, delay (§9: 2 s) and setupad (header bidding) markers. Which slots a page shows is
// decided by its build step (shared/page-ads.ts, with the §6 rule of ad-rules.ts); the browser never reads this table.
import { AD_LAZY_MARGIN_MAX_PX } from './constants.ts';
import { siteList } from './sites/site-table.ts';

export type AdSize = readonly [width: number, height: number];
export type AdPlatform = 'desktop' | 'mobile' | 'app';
/**
 * Where a slot sits: the article's top, in-content roadblock, PR and bottom slots; the sidebar's rectangle (§2.6,
 * desktop only); the list slot after the 3rd item (§9, mobile only); the sticky bar at the bottom of a phone's screen;
 * the in-feed slots between the front page's and the section fronts' blocks (after the 1st, 2nd and 3rd).
 */
export type AdPosition = 'top' | 'content' | 'pr' | 'bottom' | 'sidebar' | 'list' | 'sticky' | FeedAdPosition;

/** The in-feed slots, in reading order: the n-th follows the n-th block of a front (when another block follows). */
export const FEED_AD_POSITIONS = ['feed-1', 'feed-2', 'feed-3'] as const;
export type FeedAdPosition = (typeof FEED_AD_POSITIONS)[number];

/** Each in-feed slot's unit at `{site}_{platform}_cimlap_{n}` (címlap: a front), all lazy. */
function feedSlots(site: string, platform: AdPlatform, sizes: AdSize[]): Record<FeedAdPosition, AdSlotSpec> {
  return Object.fromEntries(
    FEED_AD_POSITIONS.map((pos, i) => [
      pos,
      slot(`${site}_${platform}_cimlap_${i + 1}`, sizes, 'lazy', AD_LAZY_MARGIN_MAX_PX),
    ]),
  ) as Record<FeedAdPosition, AdSlotSpec>;
}

export interface AdSlotSpec {
  /** the ad unit's name under the network */
  name: string;
  sizes: readonly AdSize[];
  /** early: requested at once; lazy: when it comes within observerMargin of the viewport */
  load: 'early' | 'lazy';
  /** reserve no room: the slot opens only when an ad arrives (only where that moves nothing: below the fold, or fixed) */
  loadCollapsed: boolean;
  /** IntersectionObserver margin, 0..AD_LAZY_MARGIN_MAX_PX (§9) */
  observerMargin: number;
  /** a PR slot is kept on sponsored content (§6) */
  pr?: true;
  /** requested AD_DELAY_MS after it comes into view (§9 "some slots delayed 2 s") */
  delay?: true;
  /** auctioned through the header-bidding partner before the ad service (§3 setupad marker) */
  setupad?: true;
}

export type SiteAdSlots = Record<AdPlatform, Partial<Record<AdPosition, AdSlotSpec>>>;

const slot = (
  name: string,
  sizes: AdSize[],
  load: AdSlotSpec['load'],
  observerMargin: number,
  markers: Partial<AdSlotSpec> = {},
): AdSlotSpec => ({ name, sizes, load, loadCollapsed: false, observerMargin, ...markers });

/**
 * One site's slots. The unit names follow the ad service's inventory: `{site}_{platform}_{position}`. Sizes are the
 * IAB sizes the ad service sells there; a slot reserves its tallest size.
 */
function siteSlots(site: string): SiteAdSlots {
  const phone = (platform: 'mobile' | 'app') => ({
    top: slot(
      `${site}_${platform}_cikk_felso`,
      [
        [320, 100],
        [300, 50],
      ],
      'early',
      0,
    ),
    content: slot(`${site}_${platform}_cikk_roadblock`, [[300, 250]], 'lazy', AD_LAZY_MARGIN_MAX_PX, { setupad: true }),
    pr: slot(`${site}_${platform}_cikk_pr`, [[300, 120]], 'lazy', 200, { pr: true }),
    bottom: slot(`${site}_${platform}_cikk_also`, [[300, 250]], 'lazy', 100, { delay: true }),
    list: slot(`${site}_${platform}_lista`, [[300, 250]], 'lazy', AD_LAZY_MARGIN_MAX_PX),
    ...feedSlots(site, platform, [[300, 250]]),
  });
  return {
    desktop: {
      top: slot(
        `${site}_desktop_cikk_felso`,
        [
          [970, 250],
          [728, 90],
        ],
        'early',
        0,
      ),
      content: slot(
        `${site}_desktop_cikk_roadblock`,
        [
          [640, 360],
          [300, 250],
        ],
        'lazy',
        AD_LAZY_MARGIN_MAX_PX,
        { setupad: true },
      ),
      pr: slot(`${site}_desktop_cikk_pr`, [[640, 120]], 'lazy', 200, { pr: true }),
      bottom: slot(`${site}_desktop_cikk_also`, [[640, 360]], 'lazy', 100, { delay: true }),
      sidebar: slot(
        `${site}_desktop_oldalsav`,
        [
          [300, 250],
          [300, 600],
        ],
        'lazy',
        AD_LAZY_MARGIN_MAX_PX,
        { setupad: true },
      ),
      ...feedSlots(site, 'desktop', [
        [970, 250],
        [728, 90],
      ]),
    },
    // The sticky bar is fixed to the bottom of the screen: it opens when its ad arrives and moves nothing.
    mobile: {
      ...phone('mobile'),
      sticky: { ...slot(`${site}_mobile_ragados`, [[320, 50]], 'early', 0), loadCollapsed: true },
    },
    // The app's webview has the app's own bottom bar: no sticky slot there.
    app: phone('app'),
  };
}

/** Every ad slot, by site id, platform and position (§3): each site's units under its `adUnitSite` name. */
export const AD_SLOTS: Readonly<Record<string, SiteAdSlots>> = Object.fromEntries(
  siteList.map((s) => [s.id, siteSlots(s.adUnitSite)]),
);

/** The tallest size of a list: the room a slot reserves so nothing shifts when its ad arrives. */
export function reservedHeight(sizes: readonly AdSize[]): number {
  return sizes.reduce((h, [, sh]) => Math.max(h, sh), 0);
}

/** One platform's unit of a slot as the page carries it (short keys: it travels in every page's data). */
export interface AdUnitView {
  /** unit name */
  n: string;
  /** sizes */
  s: AdSize[];
  /** load mode; 'delayed' is a lazy slot with the delay marker */
  l: 'early' | 'lazy' | 'delayed';
  /** observer margin, px (clamped to 0..300) */
  m: number;
  /** loads collapsed */
  c?: true;
  pr?: true;
  /** setupad marker */
  sa?: true;
}

/** What a page renders for one position: its units per platform and the room it reserves on each. */
export interface AdSlotView {
  pos: AdPosition;
  /** the desktop unit (≥ 768 px); in the app both are the app's unit */
  d: AdUnitView | null;
  /** the mobile (or app) unit (< 768 px) */
  m: AdUnitView | null;
  /** which widths show the slot at all: d(esktop), m(obile) or both; CSS hides it on the other */
  on: 'd' | 'm' | 'dm';
  /** reserved height on desktop / mobile (0 when the unit loads collapsed or the platform has none) */
  h: number;
  hm: number;
}

export function adUnitView(spec: AdSlotSpec): AdUnitView {
  return {
    n: spec.name,
    s: spec.sizes.map(([w, h]) => [w, h] as const),
    l: spec.load === 'lazy' && spec.delay ? 'delayed' : spec.load,
    m: Math.min(Math.max(spec.observerMargin, 0), AD_LAZY_MARGIN_MAX_PX),
    ...(spec.loadCollapsed ? { c: true as const } : {}),
    ...(spec.pr ? { pr: true as const } : {}),
    ...(spec.setupad ? { sa: true as const } : {}),
  };
}

/** A position's view from its desktop and mobile units (either may be missing); null when it has neither. */
export function adSlotView(pos: AdPosition, desktop: AdSlotSpec | null, mobile: AdSlotSpec | null): AdSlotView | null {
  if (!desktop && !mobile) return null;
  const room = (spec: AdSlotSpec | null) => (spec && !spec.loadCollapsed ? reservedHeight(spec.sizes) : 0);
  return {
    pos,
    d: desktop && adUnitView(desktop),
    m: mobile && adUnitView(mobile),
    on: desktop && mobile ? 'dm' : desktop ? 'd' : 'm',
    h: room(desktop),
    hm: room(mobile),
  };
}
