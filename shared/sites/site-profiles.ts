// The profile table: each site's server-side part (`<id>Profile` in shared/sites/<site>.ts), by site id, for the build
// steps, the routes and the publisher stand-in. The browser never imports this module (decision 008). A site of the
// site table without its line here does not compile.
import { afterProfile } from './after.ts';
import { takeExtraSites } from './extra-sites.ts';
import { g7Profile } from './g7.ts';
import { karakterProfile } from './karakter.ts';
import { mainProfile } from './main.ts';
import { regionalProfile } from './regional.ts';
import type { SiteProfile } from './site-config.ts';
import type { SiteId } from './site-table.ts';

export const siteProfiles = {
  main: mainProfile,
  after: afterProfile,
  g7: g7Profile,
  karakter: karakterProfile,
  regional: regionalProfile,
} as const satisfies Record<SiteId, SiteProfile>;

const profileById = new Map<string, SiteProfile>([
  ...Object.entries(siteProfiles),
  ...takeExtraSites().map((e) => [e.site.id, e.profile] as const),
]);

/** A site's profile (every site has one). */
export function profileOf(site: { id: string }): SiteProfile {
  const profile = profileById.get(site.id);
  if (!profile) throw new Error(`no profile for the site '${site.id}'`);
  return profile;
}
