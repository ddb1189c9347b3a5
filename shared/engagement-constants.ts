// §3, §9 values only the reader-engagement features use (the minutes counter, push topics; how long the newsletter
// prompt's hide cookies live is cookie-lifetimes.ts's), apart from constants.ts so that an article page's first
// JavaScript does not carry them: esbuild puts a shared module's used exports in one chunk, and constants.ts is in the
// core chunk every page loads.

// §9 minutes counter
export const MINUTES_REFRESH_MS = 60_000; // §9 minutes counter default refresh
export const MINUTES_DEFAULT_HOURS = 300_000; // §9 default hours: hours (not ms) already counted on the start date
export const MINUTES_RECURRING_WEIGHT = 10; // §9 each recurring counts 10
export const MINUTES_ONETIME_WEIGHT = 1; // §9 each onetime counts 1
export const MINUTES_DEFAULT_START = '2025-03-28'; // §9
export const MINUTES_DEFAULT_CHANGE = 30; // our choice: largest random count-up step of the counter, minutes (§3 config change)

// §3 Subscription
export const PUSH_TOPICS = ['fontos', 'g7', 'after', 'karakter'] as const; // §3 'fontos' (important); the others are ours, one per sub-site
export const PUSH_DEFAULT_TOPIC = 'fontos'; // §3 the topic a reader opts in to by default
export const PUSH_TOPIC_MAX_LENGTH = 64; // ours: the longest topic name the subscriptions call takes (§3 topic)
export const PUSH_TAG_TOPIC_PREFIX = 'cimke:'; // ours (decision 098): a followed tag's topic is this and its slug
/** Ours: how long turning push on waits for the browser's push service (the service worker's readiness and
 * PushManager's subscription) before it tells the reader it failed; a browser without a reachable service waits forever. */
export const PUSH_SERVICE_TIMEOUT_MS = 10_000;
