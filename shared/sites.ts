// The five editorial sites (§1, §3 Site config): what both server and browser need to tell them apart and
// render them. The rest of each site's configuration is in site-profiles.ts (server only, out of the browser's
// JavaScript). Typed records: a missing site or field is a type error.

export type SiteId = 'main' | 'after' | 'g7' | 'karakter' | 'regional';

export interface SiteConfig {
  id: SiteId;
  /** Host group: sites on the same domain share it; the regional edition has its own. */
  domain: 'main' | 'regional';
  /** Path prefix on that domain ('' for the root site). */
  path: string;
  slug: string;
  name: string;
  cssClass: string;
  currency: 'HUF' | 'RON';
  currencySign: 'Ft' | 'Lei';
  facebookLogo: string;
  twitter: string;
  timeZone: 'Europe/Budapest' | 'Europe/Bucharest';
}

export const sites = {
  main: {
    id: 'main',
    domain: 'main',
    path: '',
    slug: 'telex',
    name: 'Telex',
    cssClass: 'site-telex',
    currency: 'HUF',
    currencySign: 'Ft',
    facebookLogo: '/assets/share/telex.png',
    twitter: '@telexhu',
    timeZone: 'Europe/Budapest',
  },
  after: {
    id: 'after',
    domain: 'main',
    path: '/after',
    slug: 'after',
    name: 'After',
    cssClass: 'site-after',
    currency: 'HUF',
    currencySign: 'Ft',
    facebookLogo: '/assets/share/after.png',
    twitter: '@telexhu',
    timeZone: 'Europe/Budapest',
  },
  g7: {
    id: 'g7',
    domain: 'main',
    path: '/g7',
    slug: 'g7',
    name: 'G7',
    cssClass: 'site-g7',
    currency: 'HUF',
    currencySign: 'Ft',
    facebookLogo: '/assets/share/g7.png',
    twitter: '@g7hu',
    timeZone: 'Europe/Budapest',
  },
  karakter: {
    id: 'karakter',
    domain: 'main',
    path: '/karakter',
    slug: 'karakter',
    name: 'Karakter',
    cssClass: 'site-karakter',
    currency: 'HUF',
    currencySign: 'Ft',
    facebookLogo: '/assets/share/karakter.png',
    twitter: '@telexhu',
    timeZone: 'Europe/Budapest',
  },
  regional: {
    id: 'regional',
    domain: 'regional',
    path: '',
    slug: 'transtelex',
    name: 'Transtelex',
    cssClass: 'site-transtelex',
    currency: 'RON',
    currencySign: 'Lei',
    facebookLogo: '/assets/share/transtelex.png',
    twitter: '@transtelex',
    timeZone: 'Europe/Bucharest',
  },
} as const satisfies Record<SiteId, SiteConfig>;

export const siteList: readonly SiteConfig[] = Object.values(sites);

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
export function homeSiteOf(domain: 'main' | 'regional'): SiteConfig {
  return domain === 'regional' ? sites.regional : sites.main;
}

/**
 * §4 Site choice: from host and path prefix, longest matching prefix wins, default main.
 * `hostDomain` is which domain the request host belongs to (hosts are configuration, resolved by the caller).
 */
export function resolveSite(hostDomain: 'main' | 'regional', pathname: string): SiteConfig {
  let best: SiteConfig | undefined;
  for (const s of siteList) {
    if (s.domain !== hostDomain) continue;
    const matches = s.path === '' || pathname === s.path || pathname.startsWith(s.path + '/');
    if (matches && (!best || s.path.length > best.path.length)) best = s;
  }
  return best ?? homeSiteOf(hostDomain);
}
