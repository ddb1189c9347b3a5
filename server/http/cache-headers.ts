// Cache-Control and purge tags for pages, from one table (per rule: live pages short, old articles long).
// stale-while-revalidate is about twice max-age, stale-if-error much longer, so a CDN or reverse proxy keeps
// serving through a short upstream outage. Anything personalised is private, no-store. Which rule a page gets is
// decided by its build step (shared/pages/<type>.ts); this file only knows the numbers.
import type { CacheDecision, CacheRuleName } from '../../shared/pages/page-contract.ts';
import type { SiteConfig } from '../../shared/sites.ts';

interface Rule {
  /** seconds a browser may reuse the page */
  maxAge: number;
  /** seconds a shared cache (CDN, reverse proxy, our page cache) may */
  sMaxAge: number;
  swr: number;
  sie: number;
}

const MIN = 60;
const H = 3600;
const DAY = 24 * H;

export const cacheRules = {
  live: { maxAge: 5, sMaxAge: 10, swr: 20, sie: H },
  recentArticle: { maxAge: 30, sMaxAge: 60, swr: 2 * MIN, sie: DAY },
  olderArticle: { maxAge: 5 * MIN, sMaxAge: H, swr: 2 * H, sie: 7 * DAY },
  front: { maxAge: 15, sMaxAge: 15, swr: 30, sie: DAY },
  list: { maxAge: 30, sMaxAge: 60, swr: 2 * MIN, sie: DAY },
  notFound: { maxAge: 30, sMaxAge: 60, swr: 2 * MIN, sie: H },
  redirect: { maxAge: H, sMaxAge: H, swr: 2 * H, sie: DAY },
  private: null,
} satisfies Record<CacheRuleName, Rule | null>;

export const PRIVATE = 'private, no-store';

export interface PageCacheMeta {
  cacheControl: string;
  surrogateKey: string;
  /** how long a shared cache may keep it (ms) */
  sharedTtlMs: number;
  staleIfErrorMs: number;
  cacheable: boolean;
}

function header(rule: Rule): string {
  return `public, max-age=${rule.maxAge}, s-maxage=${rule.sMaxAge}, stale-while-revalidate=${rule.swr}, stale-if-error=${rule.sie}`;
}

export function ruleHeader(name: Exclude<CacheRuleName, 'private'>): string {
  return header(cacheRules[name]);
}

/**
 * A rendered page's headers: the rule its build step chose (`decision`), 404's own rule, and nothing shared for any
 * other error or a page without a decision.
 */
export function pageCacheMeta(status: number, decision: CacheDecision | undefined, site: SiteConfig): PageCacheMeta {
  const keys = [`site-${site.slug}`];
  let rule: Rule | null = null;
  if (status === 404) {
    rule = cacheRules.notFound;
    keys.push('not-found');
  } else if (status < 400 && decision) {
    rule = cacheRules[decision.rule];
    keys.push(...decision.purgeKeys);
  }
  if (!rule) return { cacheControl: status < 400 ? PRIVATE : 'no-store', surrogateKey: keys.join(' '), sharedTtlMs: 0, staleIfErrorMs: 0, cacheable: false };
  return { cacheControl: header(rule), surrogateKey: keys.join(' '), sharedTtlMs: rule.sMaxAge * 1000, staleIfErrorMs: rule.sie * 1000, cacheable: true };
}
