// Article URL shape (§2.1): /{site path}/{main super-tag slug}/{YYYY}/{MM}/{DD}/{article slug}, the super-tag
// segment left out when it would repeat the site's path: an After article of the 'after' section is
// /after/YYYY/MM/DD/slug, not /after/after/…; §2.2's /{x}/YYYYMMDD/{slug} → /g7/YYYY/MM/DD/{slug} names that form.
import { siteBySlug, sites } from './sites/site-table.ts';

/**
 * The article slugs the article route answers (lower-case words joined by hyphens, at most 200 characters): the article
 * page and the §2.2 compact-date redirect send nothing else to the publisher.
 */
export const ARTICLE_SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;

/** Calendar date parts of a unix time in the site's time zone, so a 23:30 story keeps its local day. */
const formatters = new Map<string, Intl.DateTimeFormat>();

export function datePartsIn(unixSeconds: number, timeZone: string): { year: string; month: string; day: string } {
  let fmt = formatters.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, fmt);
  }
  const parts = fmt.formatToParts(new Date(unixSeconds * 1000));
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return { year: get('year'), month: get('month'), day: get('day') };
}

export function articlePath(a: {
  slug: string;
  pubDate: number;
  originatingSite: string;
  mainSuperTag: { slug: string };
}): string {
  const site = siteBySlug(a.originatingSite) ?? sites.main;
  const { year, month, day } = datePartsIn(a.pubDate, site.timeZone);
  const section = site.path === `/${a.mainSuperTag.slug}` ? '' : `/${a.mainSuperTag.slug}`;
  return `${site.path}${section}/${year}/${month}/${day}/${a.slug}`;
}
