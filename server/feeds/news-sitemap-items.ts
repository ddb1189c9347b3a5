// Which articles a Google News sitemap may list: published within the last two days, at most 1,000.
import { NEWS_SITEMAP_MAX_URLS, NEWS_SITEMAP_MAX_AGE_S } from '../../shared/constants.ts';

export function newsSitemapItems<T extends { pubDate: number }>(items: readonly T[], nowS: number): T[] {
  const cutoff = nowS - NEWS_SITEMAP_MAX_AGE_S;
  return items.filter((a) => a.pubDate >= cutoff && a.pubDate <= nowS).slice(0, NEWS_SITEMAP_MAX_URLS);
}
