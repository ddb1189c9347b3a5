// Navigation, scrolling and carousel numbers of the spec (§2.8, §4, §9), apart from constants.ts so that the
// code which loads only on the reader's first interaction keeps them out of every page's first JavaScript.

export const HEADER_THRESHOLDS_PX = { top: 50, hero: 80, delta: 30 } as const; // §2.8
export const HERO_BREAKPOINT_PX = 900; // §2.8
export const MANIFEST_CHECK_IDLE_MS = 1_000; // §9
export const BUILD_LATEST_PATH = '/builds/latest.json'; // §7 polled for the current build id
export const BUILD_CHECK_INTERVAL_MS = 5 * 60_000; // our choice: re-check every 5 min and when the tab shows again
export const MAX_CONCURRENT_PRELOADS = 5; // §9
export const SCROLL_ANIMATION_MS = 1_000; // §2.8 smooth scroll 1000 ms
export const SCROLL_OFFSET_PX = -200; // §2.8
export const HEADER_SCROLL_THROTTLE_MS = 10;
export { MOBILE_APP_PARAM } from './mobile-app-param.ts';
export const CAROUSEL_DISPLACEMENT = 0.5;
export const CAROUSEL_EDGE_TOLERANCE_PX = 2.5;
export const SCROLL_DEBOUNCE_MS = 100;
