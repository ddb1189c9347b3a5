// Cache-Control values the origin answers with. Short for anything a live article or list can change, long for
// reference content; the BFF and any proxy in between decide their own policy on top.
export const CACHE_LIVE = 'public, max-age=5, stale-while-revalidate=10';
export const CACHE_LIST = 'public, max-age=5, stale-while-revalidate=10';
export const CACHE_REFERENCE = 'public, max-age=60, stale-while-revalidate=120';
/** A stored prediction never changes; the game changes once, when the result comes (and its page is purged then). */
export const CACHE_STORED = 'public, max-age=300, s-maxage=3600, stale-while-revalidate=600';
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_PRIVATE = 'private, no-store';
/** a write's answer: not stored, but not personal either */
export const CACHE_NONE = 'no-store';
