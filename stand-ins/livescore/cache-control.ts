// Cache-Control of the livescore service's answers (it is a cache service: answers are public and short-lived).
// Anything that can still change (a running or coming match, a season not over) is fresh for five seconds, well
// inside the pages' 15 s refresh (§9); what can no longer change (a finished match, a past season) for five minutes.
export const CACHE_CHANGING = 'public, max-age=5, stale-while-revalidate=10, stale-if-error=60';
export const CACHE_SETTLED = 'public, max-age=300, stale-while-revalidate=600, stale-if-error=3600';
export const CACHE_NONE = 'no-store';

export const cacheFor = (settled: boolean) => (settled ? CACHE_SETTLED : CACHE_CHANGING);
