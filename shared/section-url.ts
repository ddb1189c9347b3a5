// §2.6 "Link for a section": for sites with an empty site slug, 'telex' or '{product}' it is /rovat/{slug}; for
// others /{siteSlug}/rovat/{slug}. A site at its own domain's root (the regional edition) links at that root too.
import { ROOT_SECTION_LINK_SITE_SLUGS } from './constants.ts';
import { siteList } from './sites/site-table.ts';

export const SECTION_PATH_SEGMENT = 'rovat';

const ROOT_SLUGS: readonly string[] = [
  ...ROOT_SECTION_LINK_SITE_SLUGS,
  ...siteList.filter((s) => s.path === '').map((s) => s.slug),
];

export function sectionPath(siteSlug: string, sectionSlug: string): string {
  return ROOT_SLUGS.includes(siteSlug)
    ? `/${SECTION_PATH_SEGMENT}/${sectionSlug}`
    : `/${siteSlug}/${SECTION_PATH_SEGMENT}/${sectionSlug}`;
}
