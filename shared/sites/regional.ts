// Transtelex, the regional edition: the root of a domain of its own, in Romania (§1).
import { FACEBOOK_INTERACTIONS_REGIONAL } from '../constants.ts';
import type { SiteConfig, SiteProfile } from './site-config.ts';

export const regional = {
  id: 'regional',
  domain: 'regional',
  path: '',
  slug: 'transtelex',
  name: 'Transtelex',
  cssClass: 'site-transtelex',
  favicon: '/assets/favicon.svg',
  currency: 'RON',
  currencySign: 'Lei',
  timeZone: 'Europe/Bucharest',
  facebookLogo: '/assets/share/transtelex.png',
  twitter: '@transtelex',
  // The regional domain's heading menu (§2.2's single-segment redirect reads its section slugs too).
  menu: [
    { label: 'Erdély', url: '/rovat/erdely' },
    { label: 'Románia', url: '/rovat/romania' },
    { label: 'Külföld', url: '/rovat/transtelex-kulfold' },
    { label: 'Gazdaság', url: '/rovat/transtelex-gazdasag' },
  ],
  hasFront: false,
  adUnitSite: 'transtelex',
  pushTopic: null,
} as const satisfies SiteConfig;

/** What only the server side reads (the build steps, the routes, the publisher stand-in): not in the browser. */
export const regionalProfile = {
  locale: 'hu-HU',
  facebookUrl: 'https://www.facebook.com/transtelex',
  facebookInteractionCount: FACEBOOK_INTERACTIONS_REGIONAL,
  consentScriptPath: '/consent/transtelex.js',
  readerRevenueId: 'RR-TRANSTELEX-1',
  mobileCover11: '/assets/cover/transtelex-1x1.png',
  mobileCover43: '/assets/cover/transtelex-4x3.png',
  authorSiteSlug: 'transtelex',
  analyticsId: 'G-TRANSTELEX',
} as const satisfies SiteProfile;
