// 'Legolvasottabb' (most read): a box fed by the reads the BFF counts (decision 092). A read is an article page kept
// visible this long; the browser says so with the analytics beacon (shared/analytics-beacon.ts), the BFF counts it
// per article per hour (server/reads/) and ranks the last day's per site.

/** An article counts as read once its page has been visible this long. */
export const READ_DWELL_MS = 10_000;
/** Reads are kept per article per hour of this length... */
export const READ_HOUR_MS = 3_600_000;
/** ...and ranked over this many of the last hours. */
export const MOST_READ_WINDOW_HOURS = 24;
/** One read per article per client address in this long, whatever the client sends. */
export const READ_PER_CLIENT_WINDOW_MS = READ_HOUR_MS;
/** How long a site's ranking is reused before the counts are read again. */
export const MOST_READ_CACHE_MS = 60_000;
/** Cards the box shows (the place it takes held as many: §9 newest 4 under the story). */
export const MOST_READ_SIZE = 4;
/** Ranked articles a page asks for: the box's size with room for the page's own stories (one story once a page). */
export const MOST_READ_CANDIDATES = 12;
/** The box's key (its element id); its titles are in shared/box-texts.ts. */
export const MOST_READ_BOX_KEY = 'legolvasottabb';
