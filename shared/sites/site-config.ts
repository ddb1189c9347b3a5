// What a site is (§1, §3 Site config): every field one editorial site must have. Each site is one file beside
// this one (main.ts, after.ts …) with two objects: the site, which `satisfies SiteConfig` (what both the server and
// the browser read), and its profile, which `satisfies SiteProfile` (social, consent, revenue and analytics settings
// only the server side reads). A site with a front of its own (§2.4) has a second file beside it, <site>.front.ts,
// with its SiteFrontConfig (its tab bar, what its front asks the publisher for, and the plan that cuts it into
// blocks). A site that lacks a field is a type error naming it. shared/sites/site-table.ts, site-profiles.ts and
// site-fronts.ts put them in their tables. The browser's entry imports the site table, and so every site's first
// object, but never a profile or a front (decision 008: their bytes would be the article page's budget). No secrets.

/** The host group a site lives on: the main domain's sites share it, the regional edition has its own. */
export type SiteDomain = 'main' | 'regional';

/** A link of a site's menu (§3 Menus). */
export interface MenuItem {
  label: string;
  url: string;
}

/** A tab of a sub-site's tab bar (§2.3, its front's `tabs`): its front is the first ('all') tab, its lists the others. */
export interface SiteTab {
  label: string;
  href: string;
}

/** The block plans of shared/front-slices.ts: which blocks a section front shows, in which order (§2.4). */
export type FrontPlan = 'after' | 'g7' | 'karakter';

/**
 * A sub-site's own front (§2.4), in shared/sites/<site>.front.ts: what its loader asks the publisher for, and the plan
 * that cuts it into blocks. Only the server reads it (shared/sites/site-fronts.ts).
 */
export interface SiteFrontConfig {
  plan: FrontPlan;
  /** the named searches the front asks for in one call (§7 /api/search?for=) */
  searches: readonly string[];
  /** the front's unique group (leader pick, After's video, Karakter's books) … */
  uniqueGroup: number;
  /** … and its item whose first article is the front's leader */
  leaderItem: string;
  /** the podcast whose newest episodes the front's podcast block lists; null: the front has none */
  podcast: string | null;
  /** §2.3 the site's tab bar, on its front and its lists: the front is the first ('all') tab, its lists the others */
  tabs: readonly SiteTab[];
}

export interface SiteConfig {
  /** The site's key in the table (shared/sites/site-table.ts). */
  id: string;
  domain: SiteDomain;
  /** Path prefix on that domain ('' for the root site). */
  path: string;
  slug: string;
  name: string;
  /** The style class on <html> (its colours, client/styles/site.css). */
  cssClass: string;
  /** §2.8 the favicon (the sub-brands have their own). */
  favicon: string;
  currency: 'HUF' | 'RON';
  currencySign: 'Ft' | 'Lei';
  timeZone: 'Europe/Budapest' | 'Europe/Bucharest';
  /** The share logo: og:image of a page without a picture of its own. */
  facebookLogo: string;
  twitter: string;
  /** §3 Menus: the header's section menu (a root site's is its domain's heading menu, §2.2). */
  menu: readonly MenuItem[];
  /**
   * §2.4 the site has a front of its own (a route at its path): its plan is shared/sites/<site>.front.ts. False: the
   * site's front is the front page.
   */
  hasFront: boolean;
  /** §3 Ad slot: the site's part of its ad units' names (`{adUnitSite}_{platform}_{position}`, shared/ad-slots.ts). */
  adUnitSite: string;
  /** §3 Subscription: the push topic named after the site, with the name the UI shows; null: none. */
  pushTopic: { name: string } | null;
}

/** The server side's part of a site (§3 Site config): in the site's file, beside it, as `<id>Profile`. */
export interface SiteProfile {
  locale: 'hu-HU';
  /** The follow box's Facebook page. */
  facebookUrl: string;
  /** §9 an article shows its Facebook interactions from this many on. */
  facebookInteractionCount: number;
  /** §3 the site's consent script (the sites of one domain share one). */
  consentScriptPath: string;
  readerRevenueId: string;
  mobileCover11: string;
  mobileCover43: string;
  /** The site whose authors the publisher lists for this one. */
  authorSiteSlug: string;
  /** Analytics property (§1: each site has its own). */
  analyticsId: string;
}
