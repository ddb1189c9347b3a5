// The site table (§1, §3 Site config): every site's file, keyed by its id, and what the rest of the code asks
// of it (which site a request is for, a site by its slug, the sub-sites). Adding a site is one file beside this one
// (its objects `satisfy` SiteConfig and SiteProfile, so the compiler names what they lack) and one line in `sites`
// below; the compiler then asks for its profile's line in shared/sites/site-profiles.ts and, for a site with a front
// of its own, its <site>.front.ts's line in shared/sites/site-fronts.ts. The browser's entry imports this table: only
// the front ids are here, never a front's plan.
import { after } from './after.ts';
import { takeExtraSites } from './extra-sites.ts';
import { g7 } from './g7.ts';
import { karakter } from './karakter.ts';
import { main } from './main.ts';
import { regional } from './regional.ts';
import type { SiteConfig, SiteDomain } from './site-config.ts';

/** Keeps the table's literal types while checking each entry is a whole site whose id is its key. */
const tableOf = <T extends { [K in keyof T]: SiteConfig & { readonly id: K } }>(table: T): T => table;

export const sites = tableOf({ main, after, g7, karakter, regional });

export type SiteId = keyof typeof sites;

/** Every site in table order, then the sites a test added (shared/sites/extra-sites.ts). */
export const siteList: readonly SiteConfig[] = [...Object.values(sites), ...takeExtraSites().map((e) => e.site)];

/** A site with a front of its own (§2.4); its plan is in shared/sites/site-fronts.ts. */
export type SiteWithFront = SiteConfig & { hasFront: true };

/** The ids of the sites with a front of their own: each has its front route (shared/pages/route-table.ts). */
export type SiteFrontId = { [K in SiteId]: (typeof sites)[K]['hasFront'] extends true ? K : never }[SiteId];

export const siteFronts: readonly SiteWithFront[] = siteList.filter((s): s is SiteWithFront => s.hasFront);

/** The sub-sites: the main domain's sites under a path prefix of their own (§2.1 `{site: after, g7 or karakter}`). */
export type SubSiteSlug = {
  [K in SiteId]: (typeof sites)[K] extends { domain: 'main'; path: '' }
    ? never
    : (typeof sites)[K] extends { domain: 'main' }
      ? (typeof sites)[K]['slug']
      : never;
}[SiteId];

export const subSiteSlugs: readonly SubSiteSlug[] = siteList
  .filter((s) => s.domain === 'main' && s.path !== '')
  .map((s) => s.slug as SubSiteSlug);

/** The sub-site slugs as a regular-expression alternation (`after|g7|karakter`), for path patterns. */
export const SUB_SITE_ALTERNATION = subSiteSlugs.join('|');

export function isSubSiteSlug(slug: string | undefined | null): slug is SubSiteSlug {
  return (subSiteSlugs as readonly (string | undefined | null)[]).includes(slug);
}

export function siteBySlug(slug: string | undefined | null): SiteConfig | undefined {
  return siteList.find((s) => s.slug === slug);
}

/** Slugs of the sites that share a domain with the given site (§2.3 "main-domain sites"). */
export function domainSiteSlugs(site: SiteConfig): string[] {
  return siteList.filter((s) => s.domain === site.domain).map((s) => s.slug);
}

/** The site at the root of a domain (its path is ''): where a domain-wide address (a section, an article lookup) belongs. */
export function homeSiteOf(domain: SiteDomain): SiteConfig {
  return domain === 'regional' ? sites.regional : sites.main;
}

/**
 * §4 Site choice: from host and path prefix, longest matching prefix wins, default main.
 * `hostDomain` is which domain the request host belongs to (hosts are configuration, resolved by the caller).
 */
export function resolveSite(hostDomain: SiteDomain, pathname: string): SiteConfig {
  let best: SiteConfig | undefined;
  for (const s of siteList) {
    if (s.domain !== hostDomain) continue;
    const matches = s.path === '' || pathname === s.path || pathname.startsWith(s.path + '/');
    if (matches && (!best || s.path.length > best.path.length)) best = s;
  }
  return best ?? homeSiteOf(hostDomain);
}
