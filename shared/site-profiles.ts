// The server-side part of each site's configuration (§3 Site config): social, consent, revenue and
// analytics settings the browser's JavaScript never needs. With sites.ts, every §3 field of every site.
import { FACEBOOK_INTERACTIONS_MAIN, FACEBOOK_INTERACTIONS_REGIONAL } from './constants.ts';
import type { SiteId } from './sites.ts';

export interface SiteProfile {
  facebookUrl: string;
  facebookInteractionCount: number;
  consentScriptPath: string;
  readerRevenueId: string;
  mobileCover11: string;
  mobileCover43: string;
  authorSiteSlug: string;
  /** Analytics property (§1: each site has its own). */
  analyticsId: string;
  locale: 'hu-HU';
}

export const siteProfiles = {
  main: {
    facebookUrl: 'https://www.facebook.com/telexhu',
    facebookInteractionCount: FACEBOOK_INTERACTIONS_MAIN,
    consentScriptPath: '/consent/telex.js',
    readerRevenueId: 'RR-TELEX-1',
    mobileCover11: '/assets/cover/telex-1x1.png',
    mobileCover43: '/assets/cover/telex-4x3.png',
    authorSiteSlug: 'telex',
    analyticsId: 'G-TELEX',
    locale: 'hu-HU',
  },
  after: {
    facebookUrl: 'https://www.facebook.com/afterhu',
    facebookInteractionCount: FACEBOOK_INTERACTIONS_MAIN,
    consentScriptPath: '/consent/telex.js',
    readerRevenueId: 'RR-TELEX-1',
    mobileCover11: '/assets/cover/after-1x1.png',
    mobileCover43: '/assets/cover/after-4x3.png',
    authorSiteSlug: 'telex',
    analyticsId: 'G-AFTER',
    locale: 'hu-HU',
  },
  g7: {
    facebookUrl: 'https://www.facebook.com/g7hu',
    facebookInteractionCount: FACEBOOK_INTERACTIONS_MAIN,
    consentScriptPath: '/consent/telex.js',
    readerRevenueId: 'RR-TELEX-1',
    mobileCover11: '/assets/cover/g7-1x1.png',
    mobileCover43: '/assets/cover/g7-4x3.png',
    authorSiteSlug: 'telex',
    analyticsId: 'G-G7',
    locale: 'hu-HU',
  },
  karakter: {
    facebookUrl: 'https://www.facebook.com/karakterhu',
    facebookInteractionCount: FACEBOOK_INTERACTIONS_MAIN,
    consentScriptPath: '/consent/telex.js',
    readerRevenueId: 'RR-TELEX-1',
    mobileCover11: '/assets/cover/karakter-1x1.png',
    mobileCover43: '/assets/cover/karakter-4x3.png',
    authorSiteSlug: 'telex',
    analyticsId: 'G-KARAKTER',
    locale: 'hu-HU',
  },
  regional: {
    facebookUrl: 'https://www.facebook.com/transtelex',
    facebookInteractionCount: FACEBOOK_INTERACTIONS_REGIONAL,
    consentScriptPath: '/consent/transtelex.js',
    readerRevenueId: 'RR-TRANSTELEX-1',
    mobileCover11: '/assets/cover/transtelex-1x1.png',
    mobileCover43: '/assets/cover/transtelex-4x3.png',
    authorSiteSlug: 'transtelex',
    analyticsId: 'G-TRANSTELEX',
    locale: 'hu-HU',
  },
} as const satisfies Record<SiteId, SiteProfile>;
