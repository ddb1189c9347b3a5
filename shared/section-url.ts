// §2.6 "Link for a section": for sites with an empty site slug, 'telex' or '{product}' it is /rovat/{slug}; for
// others /{siteSlug}/rovat/{slug}. A site at its own domain's root (the regional edition) links at that root too.
// The other way, which section a path is in, is sectionPathParts: every rule that matches a section path asks it.
import { ROOT_SECTION_LINK_SITE_SLUGS } from './constants.ts';
import { siteList, SUB_SITE_ALTERNATION, type SubSiteSlug } from './sites/site-table.ts';

export const SECTION_PATH_SEGMENT = 'rovat';
/**
 * The sport section's slug: its list and the pages under it are the §2.1 "/rovat/sport…" paths. Here, not in
 * sport-routes.ts, because the scroll rule of every page's first interaction needs it and nothing else of the sports.
 */
export const SPORT_SECTION = 'sport';

const ROOT_SLUGS: readonly string[] = [
  ...ROOT_SECTION_LINK_SITE_SLUGS,
  ...siteList.filter((s) => s.path === '').map((s) => s.slug),
];

/** §2.1 a site's newest-articles list: /legfrissebb at a domain's root, /{site}/legfrissebb on a sub-site. */
export const LATEST_PATH_SEGMENT = 'legfrissebb';

export function latestPath(site: { path: string }): string {
  return `${site.path}/${LATEST_PATH_SEGMENT}`;
}

export function sectionPath(siteSlug: string, sectionSlug: string): string {
  return ROOT_SLUGS.includes(siteSlug)
    ? `/${SECTION_PATH_SEGMENT}/${sectionSlug}`
    : `/${siteSlug}/${SECTION_PATH_SEGMENT}/${sectionSlug}`;
}

/** A section path's parts: `/rovat/{section}{rest}` at a domain's root, `/{site}/rovat/{section}{rest}` on a sub-site. */
export interface SectionPathParts {
  /** the sub-site the section is under; null at a domain's root */
  site: SubSiteSlug | null;
  /** the section's slug */
  section: string;
  /** what follows the section's slug: '' for the section itself, else '/…' */
  rest: string;
}

const SECTION_PATH = new RegExp(`^(?:/(${SUB_SITE_ALTERNATION}))?/${SECTION_PATH_SEGMENT}/([a-z0-9-]+)(/.*)?$`);

/**
 * The section a path is in, or null for a path that is not a section's (a sub-site prefix other than a sub-site's,
 * a slug that is not one). Matched as written, case and all, as the routes match; a caller that ignores case lowers
 * the path first.
 */
export function sectionPathParts(pathname: string): SectionPathParts | null {
  const m = SECTION_PATH.exec(pathname);
  return m ? { site: (m[1] as SubSiteSlug | undefined) ?? null, section: m[2], rest: m[3] ?? '' } : null;
}
