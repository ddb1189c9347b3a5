// After, the main domain's lifestyle sub-site at /after (§1, §2.4).
import { FACEBOOK_INTERACTIONS_MAIN } from '../constants.ts';
import type { SiteConfig, SiteProfile } from './site-config.ts';

export const after = {
  id: 'after',
  domain: 'main',
  path: '/after',
  slug: 'after',
  name: 'After',
  cssClass: 'site-after',
  favicon: '/assets/favicon-after.svg',
  currency: 'HUF',
  currencySign: 'Ft',
  timeZone: 'Europe/Budapest',
  facebookLogo: '/assets/share/after.png',
  twitter: '@telexhu',
  menu: [{ label: 'Friss hírek', url: '/after/legfrissebb' }],
  hasFront: true, // the front's plan and searches: ./after.front.ts (server only)
  adUnitSite: 'after',
  pushTopic: { name: 'After: életmód és szórakozás' },
} as const satisfies SiteConfig;

/** What only the server side reads (the build steps, the routes, the publisher stand-in): not in the browser. */
export const afterProfile = {
  locale: 'hu-HU',
  facebookUrl: 'https://www.facebook.com/afterhu',
  facebookInteractionCount: FACEBOOK_INTERACTIONS_MAIN,
  consentScriptPath: '/consent/telex.js',
  readerRevenueId: 'RR-TELEX-1',
  mobileCover11: '/assets/cover/after-1x1.png',
  mobileCover43: '/assets/cover/after-4x3.png',
  authorSiteSlug: 'telex',
  analyticsId: 'G-AFTER',
} as const satisfies SiteProfile;
