// The contract every page type keeps (decision 010): a page module in shared/pages/ owns its data type, its routes
// and a pure build step that turns upstream answers into that data *and* decides the page's cache rule and purge keys.
// Loaders (server) only validate, fetch and call the build step; the cache headers read what the build decided; the
// browser receives the data. Nothing downstream re-derives a rule the build step decided (live, ad-free, site).
import type { SiteConfig } from '../sites/site-config.ts';

/**
 * The cache rules of server/policy/answer-policy.ts by name. A build step names one; the numbers live with the
 * headers. 'private' is for pages that depend on who asks (they are never shared); 'readerShell' for a reader's own
 * list that the browser fills in from its own storage (the document itself is the same for everyone).
 */
export type CacheRuleName =
  'live' | 'recentArticle' | 'olderArticle' | 'front' | 'list' | 'readerShell' | 'notFound' | 'redirect' | 'private';

/** How a built page may be kept: its rule and the purge keys (surrogate keys) that invalidate it. */
export interface CacheDecision {
  rule: CacheRuleName;
  /** surrogate keys besides the site's own (the pipeline adds `site-{slug}`) */
  purgeKeys: string[];
}

/** What a build step decides: the page, a 404, or a move to another URL. */
export type PageOutcome<T> =
  | { kind: 'page'; data: T; cache: CacheDecision }
  | { kind: 'not-found' }
  | { kind: 'redirect'; location: string; status: 301 | 302 };

export const NOT_FOUND = { kind: 'not-found' } as const;

export function page<T>(data: T, rule: CacheRuleName, purgeKeys: string[] = []): PageOutcome<T> {
  return { kind: 'page', data, cache: { rule, purgeKeys } };
}

export function moved(location: string, status: 301 | 302 = 301): PageOutcome<never> {
  return { kind: 'redirect', location, status };
}

/**
 * The query parameters a page type reads, declared beside its build step (decision 040). An entry ending in `*` names
 * a prefix (one parameter per party of a form). The page cache and the caching proxy key a page on these alone, and
 * the page is built from its URL with the others dropped, so a build step cannot read one it did not declare.
 */
export type QueryKeys = readonly string[];

/** Whether a parameter is one of `keys`. */
export function readsQueryKey(keys: QueryKeys, name: string): boolean {
  return keys.some((k) => (k.endsWith('*') ? name.startsWith(k.slice(0, -1)) : name === k));
}

/** What every build step may know about the request, besides the upstream answers. */
export interface PageContext {
  site: SiteConfig;
  /** the configured public origin of the request's domain (never the Host header) */
  origin: string;
  /** the page's URL on that origin */
  url: URL;
  /** unix seconds */
  now: number;
}
