// Sites a test adds to the site tables (test/server/sites-sixth-site.test.ts renders a sixth site's front this way).
// The tables are built once, as shared/sites/site-table.ts, site-profiles.ts and site-fronts.ts load, and other
// modules derive from them as they load (the route table, path patterns, the ad slot table), so extra sites must be
// given before anything imports a table: a test calls withSites first and imports the app after it. No production
// code calls withSites.
import type { SiteConfig, SiteFrontConfig, SiteProfile } from './site-config.ts';

export interface ExtraSite {
  site: SiteConfig;
  profile: SiteProfile;
  /** its front, when `site.hasFront` */
  front: SiteFrontConfig | null;
}

const extra: ExtraSite[] = [];
let built = false;

export function withSites(sites: readonly ExtraSite[]): void {
  if (built) throw new Error('withSites: the site tables are already built; call it before importing what reads them');
  extra.push(...sites);
}

/** The extra sites, read by the site tables as they are built. */
export function takeExtraSites(): readonly ExtraSite[] {
  built = true;
  return extra;
}
