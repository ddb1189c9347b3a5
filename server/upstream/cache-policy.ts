// How long each family of upstream answers stays fresh, may be served stale while it is refreshed, and may be
// served stale when the upstream fails. One table: live content short, reference content long.
export interface CachePolicy {
  family: string;
  /** fresh: served without asking upstream */
  ttlMs: number;
  /** after ttl, served at once while one background call refreshes it */
  swrMs: number;
  /** after that, served only when the upstream errors or times out, up to this age */
  staleIfErrorMs: number;
  /** a 404 is remembered this long (a flood of one missing slug reaches upstream once) */
  notFoundMs: number;
}

const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;

function policy(family: string, ttlMs: number, staleIfErrorMs = 24 * H): CachePolicy {
  return { family, ttlMs, swrMs: 2 * ttlMs, staleIfErrorMs, notFoundMs: Math.min(ttlMs, 10 * S) };
}

/** First match wins; the pattern is tested against the path and query. */
const table: [RegExp, CachePolicy][] = [
  [/^\/api\/articles\/[^/?]+\/version\b/, policy('version', 3 * S, 10 * MIN)],
  [/^\/api\/articles\/\d+\/items\b/, policy('live-items', 5 * S)],
  [/^\/api\/articles\/[^/?]+(\?|$)/, policy('article', 15 * S)],
  [/^\/api\/article\/\d+/, policy('article', 15 * S)],
  [/^\/api\/articles\?/, policy('list', 10 * S)],
  [/^\/api\/search\/articles\b/, policy('typeahead', 30 * S)],
  [/^\/api\/search\/autocomplete\b/, policy('autocomplete', 60 * S)],
  [/^\/api\/search\b/, policy('search', 15 * S)],
  [/^\/api\/index\//, policy('index', 10 * S)],
  [/^\/api\/recommended\//, policy('recommended', 20 * S)],
  [/^\/api\/frontend\/refresh\b/, policy('frontend-refresh', 10 * S)],
  [/^\/api\/frontend\/init\b/, policy('frontend-init', 60 * S)],
  [/^\/api\/docs\//, policy('docs', 10 * MIN, 7 * 24 * H)],
  [/^\/api\/unique(-groups)?\//, policy('unique', 2 * MIN, 7 * 24 * H)],
  [/^\/api\/impress\//, policy('impress', 30 * MIN, 7 * 24 * H)],
  [/^\/api\/exchange\b/, policy('exchange', 5 * MIN)],
  [/^\/api\/(episodes|podcasts)\b/, policy('podcasts', 60 * S)],
  [/^\/api\/(minutes|counter)\b/, policy('counter', 60 * S)],
  // Live scores: well inside the pages' 15 s refresh (§9), so a reader sees a goal within one poll.
  [/^\/(api\/)?livescore\//, policy('livescore', 5 * S)],
];

const fallback = policy('other', 10 * S);

export function cachePolicyFor(pathAndQuery: string): CachePolicy {
  for (const [pattern, p] of table) if (pattern.test(pathAndQuery)) return p;
  return fallback;
}
