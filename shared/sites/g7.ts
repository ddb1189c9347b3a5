// G7, the main domain's economy sub-site at /g7 (§1, §2.4).
import { FACEBOOK_INTERACTIONS_MAIN } from '../constants.ts';
import type { SiteConfig, SiteProfile } from './site-config.ts';

export const g7 = {
  id: 'g7',
  domain: 'main',
  path: '/g7',
  slug: 'g7',
  name: 'G7',
  cssClass: 'site-g7',
  favicon: '/assets/favicon-g7.svg',
  currency: 'HUF',
  currencySign: 'Ft',
  timeZone: 'Europe/Budapest',
  facebookLogo: '/assets/share/g7.png',
  twitter: '@g7hu',
  menu: [
    { label: 'Friss hírek', url: '/g7/legfrissebb' },
    { label: 'Adat', url: '/g7/adat' },
    { label: 'Közélet', url: '/g7/kozelet' },
    { label: 'Pénz', url: '/g7/penz' },
    { label: 'Podcast', url: '/g7/podcast' },
  ],
  hasFront: true, // the front's plan and searches: ./g7.front.ts (server only)
  adUnitSite: 'g7',
  pushTopic: { name: 'G7: gazdaság és pénz' },
} as const satisfies SiteConfig;

/** What only the server side reads (the build steps, the routes, the publisher stand-in): not in the browser. */
export const g7Profile = {
  locale: 'hu-HU',
  facebookUrl: 'https://www.facebook.com/g7hu',
  facebookInteractionCount: FACEBOOK_INTERACTIONS_MAIN,
  consentScriptPath: '/consent/telex.js',
  readerRevenueId: 'RR-TELEX-1',
  mobileCover11: '/assets/cover/g7-1x1.png',
  mobileCover43: '/assets/cover/g7-4x3.png',
  authorSiteSlug: 'telex',
  analyticsId: 'G-G7',
} as const satisfies SiteProfile;
