// A sixth site that exists only in tests (test/server/sites-sixth-site.test.ts): what adding a site takes is what
// this file holds, whose objects the compiler checks against SiteConfig, SiteProfile and SiteFrontConfig, and its
// lines in the site tables (here withSites, since the real tables must not list it). A real site keeps its front in a
// file of its own (shared/sites/<site>.front.ts) so that the browser does not load it; a test site is not in the
// browser. A sub-site of the main domain at /proba whose front uses After's plan and searches.
import type { SiteConfig, SiteFrontConfig, SiteProfile } from '../../shared/sites/site-config.ts';
import { FACEBOOK_INTERACTIONS_MAIN } from '../../shared/constants.ts';

export const testSite = {
  id: 'proba',
  domain: 'main',
  path: '/proba',
  slug: 'proba',
  name: 'Próbaoldal',
  cssClass: 'site-proba',
  favicon: '/assets/favicon.svg',
  currency: 'HUF',
  currencySign: 'Ft',
  timeZone: 'Europe/Budapest',
  facebookLogo: '/assets/share/telex.png',
  twitter: '@telexhu',
  menu: [{ label: 'Friss hírek', url: '/proba/legfrissebb' }],
  hasFront: true,
  adUnitSite: 'proba',
  pushTopic: null,
} as const satisfies SiteConfig;

export const testSiteProfile = {
  locale: 'hu-HU',
  facebookUrl: 'https://www.facebook.com/telexhu',
  facebookInteractionCount: FACEBOOK_INTERACTIONS_MAIN,
  consentScriptPath: '/consent/telex.js',
  readerRevenueId: 'RR-TELEX-1',
  mobileCover11: '/assets/cover/telex-1x1.png',
  mobileCover43: '/assets/cover/telex-4x3.png',
  authorSiteSlug: 'telex',
  analyticsId: 'G-PROBA',
} as const satisfies SiteProfile;

export const testSiteFront: SiteFrontConfig = {
  plan: 'after',
  searches: ['after-new', 'after-card', 'after-article', 'after-korabbi'],
  uniqueGroup: 27,
  leaderItem: 'after-main',
  podcast: 'after-podcast',
  tabs: [
    { label: 'Összes', href: '/proba' },
    { label: 'Friss', href: '/proba/legfrissebb' },
  ],
};
