// Where the RSS feeds live (§2.3): /rss for a root site, /rss/rovat/{slug} for a section's feed and for a
// sub-site's (/rss/rovat/after, /rss/rovat/g7, /rss/rovat/karakter).

export const RSS_PATH = '/rss';
export const SECTION_RSS_PATH = `${RSS_PATH}/rovat`;

/** A section's (or a sub-site's) feed: /rss/rovat/{slug}. */
export function sectionRssPath(slug: string): string {
  return `${SECTION_RSS_PATH}/${slug}`;
}

/** A site's own feed: /rss at a domain's root, /rss/rovat/{slug} for a sub-site. */
export function siteRssPath(site: { path: string; slug: string }): string {
  return site.path ? sectionRssPath(site.slug) : RSS_PATH;
}
