// The fronts table: each sub-site's own front (`<id>Front` in shared/sites/<site>.front.ts), by site id, for the front
// route's loader and build step (server/loaders/site-front-loader.ts, shared/pages/site-front.ts). The browser never
// imports this module: the route table needs only the front ids (shared/sites/site-table.ts), and a front's searches
// and plan would be bytes of every page's JavaScript (decision 008). A site with `hasFront: true` and no line here,
// or a line here for a site without, does not compile.
import { afterFront } from './after.front.ts';
import { takeExtraSites } from './extra-sites.ts';
import { g7Front } from './g7.front.ts';
import { karakterFront } from './karakter.front.ts';
import type { SiteFrontConfig } from './site-config.ts';
import type { SiteFrontId, SiteWithFront } from './site-table.ts';

export const siteFrontConfigs = {
  after: afterFront,
  g7: g7Front,
  karakter: karakterFront,
} satisfies Record<SiteFrontId, SiteFrontConfig>;

const frontById = new Map<string, SiteFrontConfig>([
  ...Object.entries(siteFrontConfigs),
  ...takeExtraSites().flatMap((e) => (e.front ? [[e.site.id, e.front] as const] : [])),
]);

/** A front site's front (every site with `hasFront` has one). */
export function frontOf(site: Pick<SiteWithFront, 'id'>): SiteFrontConfig {
  const front = frontById.get(site.id);
  if (!front) throw new Error(`no front for the site '${site.id}'`);
  return front;
}
