// The five editorial sites (SPEC.md §1, §3 Site config). One typed record: a missing site or field is a type error.
import { FACEBOOK_INTERACTIONS_MAIN, FACEBOOK_INTERACTIONS_REGIONAL } from './constants.ts';

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
  facebookUrl: string;
  facebookInteractionCount: number;
  twitter: string;
  consentScriptPath: string;
  readerRevenueId: string;
  mobileCover11: string;
  mobileCover43: string;
  authorSiteSlug: string;
  /** Analytics property (§1: each site has its own). */
  analyticsId: string;
  timeZone: 'Europe/Budapest' | 'Europe/Bucharest';
  locale: 'hu-HU';
}

export const sites = {
  main: {
    id: 'main', domain: 'main', path: '', slug: 'telex', name: 'Telex', cssClass: 'site-telex',
    currency: 'HUF', currencySign: 'Ft',
    facebookLogo: '/assets/share/telex.png', facebookUrl: 'https://www.facebook.com/telexhu',
    facebookInteractionCount: FACEBOOK_INTERACTIONS_MAIN, twitter: '@telexhu',
    consentScriptPath: '/consent/telex.js', readerRevenueId: 'RR-TELEX-1',
    mobileCover11: '/assets/cover/telex-1x1.png', mobileCover43: '/assets/cover/telex-4x3.png',
    authorSiteSlug: 'telex', analyticsId: 'G-TELEX', timeZone: 'Europe/Budapest', locale: 'hu-HU',
  },
  after: {
    id: 'after', domain: 'main', path: '/after', slug: 'after', name: 'After', cssClass: 'site-after',
    currency: 'HUF', currencySign: 'Ft',
    facebookLogo: '/assets/share/after.png', facebookUrl: 'https://www.facebook.com/afterhu',
    facebookInteractionCount: FACEBOOK_INTERACTIONS_MAIN, twitter: '@telexhu',
    consentScriptPath: '/consent/telex.js', readerRevenueId: 'RR-TELEX-1',
    mobileCover11: '/assets/cover/after-1x1.png', mobileCover43: '/assets/cover/after-4x3.png',
    authorSiteSlug: 'telex', analyticsId: 'G-AFTER', timeZone: 'Europe/Budapest', locale: 'hu-HU',
  },
  g7: {
    id: 'g7', domain: 'main', path: '/g7', slug: 'g7', name: 'G7', cssClass: 'site-g7',
    currency: 'HUF', currencySign: 'Ft',
    facebookLogo: '/assets/share/g7.png', facebookUrl: 'https://www.facebook.com/g7hu',
    facebookInteractionCount: FACEBOOK_INTERACTIONS_MAIN, twitter: '@g7hu',
    consentScriptPath: '/consent/telex.js', readerRevenueId: 'RR-TELEX-1',
    mobileCover11: '/assets/cover/g7-1x1.png', mobileCover43: '/assets/cover/g7-4x3.png',
    authorSiteSlug: 'telex', analyticsId: 'G-G7', timeZone: 'Europe/Budapest', locale: 'hu-HU',
  },
  karakter: {
    id: 'karakter', domain: 'main', path: '/karakter', slug: 'karakter', name: 'Karakter', cssClass: 'site-karakter',
    currency: 'HUF', currencySign: 'Ft',
    facebookLogo: '/assets/share/karakter.png', facebookUrl: 'https://www.facebook.com/karakterhu',
    facebookInteractionCount: FACEBOOK_INTERACTIONS_MAIN, twitter: '@telexhu',
    consentScriptPath: '/consent/telex.js', readerRevenueId: 'RR-TELEX-1',
    mobileCover11: '/assets/cover/karakter-1x1.png', mobileCover43: '/assets/cover/karakter-4x3.png',
    authorSiteSlug: 'telex', analyticsId: 'G-KARAKTER', timeZone: 'Europe/Budapest', locale: 'hu-HU',
  },
  regional: {
    id: 'regional', domain: 'regional', path: '', slug: 'transtelex', name: 'Transtelex', cssClass: 'site-transtelex',
    currency: 'RON', currencySign: 'Lei',
    facebookLogo: '/assets/share/transtelex.png', facebookUrl: 'https://www.facebook.com/transtelex',
    facebookInteractionCount: FACEBOOK_INTERACTIONS_REGIONAL, twitter: '@transtelex',
    consentScriptPath: '/consent/transtelex.js', readerRevenueId: 'RR-TRANSTELEX-1',
    mobileCover11: '/assets/cover/transtelex-1x1.png', mobileCover43: '/assets/cover/transtelex-4x3.png',
    authorSiteSlug: 'transtelex', analyticsId: 'G-TRANSTELEX', timeZone: 'Europe/Bucharest', locale: 'hu-HU',
  },
} as const satisfies Record<SiteId, SiteConfig>;

export const siteList: readonly SiteConfig[] = Object.values(sites);

export function siteBySlug(slug: string | undefined | null): SiteConfig | undefined {
  return siteList.find((s) => s.slug === slug);
}

/** Slugs of the sites that share a domain with the given site (§2.3 "main-domain sites"). */
export function domainSiteSlugs(site: SiteConfig): string[] {
  return siteList.filter((s) => s.domain === site.domain).map((s) => s.slug);
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
  return best ?? (hostDomain === 'regional' ? sites.regional : sites.main);
}
