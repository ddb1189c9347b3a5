// The main site, Telex: the main domain's root (§1).
import { FACEBOOK_INTERACTIONS_MAIN } from '../constants.ts';
import type { SiteConfig, SiteProfile } from './site-config.ts';

export const main = {
  id: 'main',
  domain: 'main',
  path: '',
  slug: 'telex',
  name: 'Telex',
  cssClass: 'site-telex',
  favicon: '/assets/favicon.svg',
  currency: 'HUF',
  currencySign: 'Ft',
  timeZone: 'Europe/Budapest',
  facebookLogo: '/assets/share/telex.png',
  twitter: '@telexhu',
  // The main domain's heading menu: its section slugs also drive §2.2's single-segment redirect (/belfold → /rovat/belfold).
  menu: [
    { label: 'Belföld', url: '/rovat/belfold' },
    { label: 'Külföld', url: '/rovat/kulfold' },
    { label: 'Gazdaság', url: '/rovat/gazdasag' },
    { label: 'Sport', url: '/rovat/sport' },
    { label: 'Vélemény', url: '/rovat/velemeny' },
    { label: 'Tudomány', url: '/rovat/tudomany' },
    { label: 'After', url: '/after' },
    { label: 'G7', url: '/g7' },
    { label: 'Karakter', url: '/karakter' },
    { label: 'English', url: '/english' },
  ],
  hasFront: false,
  adUnitSite: 'telex',
  pushTopic: null,
} as const satisfies SiteConfig;

/** What only the server side reads (the build steps, the routes, the publisher stand-in): not in the browser. */
export const mainProfile = {
  locale: 'hu-HU',
  facebookUrl: 'https://www.facebook.com/telexhu',
  facebookInteractionCount: FACEBOOK_INTERACTIONS_MAIN,
  consentScriptPath: '/consent/telex.js',
  readerRevenueId: 'RR-TELEX-1',
  mobileCover11: '/assets/cover/telex-1x1.png',
  mobileCover43: '/assets/cover/telex-4x3.png',
  authorSiteSlug: 'telex',
  analyticsId: 'G-TELEX',
} as const satisfies SiteProfile;
