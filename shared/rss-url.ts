// Where the RSS feeds live (§2.3): /rss for a root site, /rss/rovat/{slug} for a section's feed and for a
// sub-site's (/rss/rovat/after, /rss/rovat/g7, /rss/rovat/karakter). A tag's and an author's list (§2.1
// articles_by_tag, articles_by_author) have theirs beside them, named like their pages: /rss/cimke/{slug},
// /rss/szerzo/{slug}.
import { AUTHOR_PATH } from './author-url.ts';
import { TAG_PATH } from './tag-url.ts';

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

export const TAG_RSS_PATH = `${RSS_PATH}${TAG_PATH}`;
export const AUTHOR_RSS_PATH = `${RSS_PATH}${AUTHOR_PATH}`;

/** A tag's feed: /rss/cimke/{slug}. */
export function tagRssPath(slug: string): string {
  return `${TAG_RSS_PATH}/${slug}`;
}

/** An author's feed: /rss/szerzo/{slug}. */
export function authorRssPath(slug: string): string {
  return `${AUTHOR_RSS_PATH}/${slug}`;
}
