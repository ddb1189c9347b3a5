// Karakter, the main domain's culture sub-site at /karakter (§1, §2.4).
import { FACEBOOK_INTERACTIONS_MAIN } from '../constants.ts';
import type { SiteConfig, SiteProfile } from './site-config.ts';

export const karakter = {
  id: 'karakter',
  domain: 'main',
  path: '/karakter',
  slug: 'karakter',
  name: 'Karakter',
  cssClass: 'site-karakter',
  favicon: '/assets/favicon-karakter.svg',
  currency: 'HUF',
  currencySign: 'Ft',
  timeZone: 'Europe/Budapest',
  facebookLogo: '/assets/share/karakter.png',
  twitter: '@telexhu',
  menu: [
    { label: 'Friss hírek', url: '/karakter/legfrissebb' },
    { label: 'Kultúra', url: '/karakter/rovat/kultura' },
    { label: 'Telextárcák', url: '/karakter/rovat/telextarcak' },
    { label: 'Könyvespolc', url: '/karakter/rovat/konyvespolc' },
    { label: 'Nagyító', url: '/karakter/rovat/nagyito' },
  ],
  hasFront: true, // the front's plan and searches: ./karakter.front.ts (server only)
  adUnitSite: 'karakter',
  pushTopic: { name: 'Karakter: kultúra' },
} as const satisfies SiteConfig;

/** What only the server side reads (the build steps, the routes, the publisher stand-in): not in the browser. */
export const karakterProfile = {
  locale: 'hu-HU',
  facebookUrl: 'https://www.facebook.com/karakterhu',
  facebookInteractionCount: FACEBOOK_INTERACTIONS_MAIN,
  consentScriptPath: '/consent/telex.js',
  readerRevenueId: 'RR-TELEX-1',
  mobileCover11: '/assets/cover/karakter-1x1.png',
  mobileCover43: '/assets/cover/karakter-4x3.png',
  authorSiteSlug: 'telex',
  analyticsId: 'G-KARAKTER',
} as const satisfies SiteProfile;
