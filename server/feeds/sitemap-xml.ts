// Sitemap documents (sitemaps.org 0.9, Google News 0.9), written by hand: the shapes are fixed and small.
import { escapeXml } from './escape-xml.ts';

export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
export const NEWS_NS = 'http://www.google.com/schemas/sitemap-news/0.9';
const DECL = '<?xml version="1.0" encoding="UTF-8"?>\n';

export interface SitemapUrl {
  loc: string;
  /** unix seconds */
  lastmod?: number;
}

export interface NewsUrl {
  loc: string;
  title: string;
  /** unix seconds */
  pubDate: number;
  publication: string;
}

const iso = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString();

export function sitemapIndexXml(locs: readonly string[]): string {
  const body = locs.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>\n`).join('');
  return `${DECL}<sitemapindex xmlns="${SITEMAP_NS}">\n${body}</sitemapindex>\n`;
}

export function urlEntryXml(u: SitemapUrl): string {
  const lastmod = u.lastmod === undefined ? '' : `<lastmod>${iso(u.lastmod)}</lastmod>`;
  return `<url><loc>${escapeXml(u.loc)}</loc>${lastmod}</url>\n`;
}

export function urlsetXml(entries: readonly string[]): string {
  return `${DECL}<urlset xmlns="${SITEMAP_NS}">\n${entries.join('')}</urlset>\n`;
}

export function newsSitemapXml(urls: readonly NewsUrl[]): string {
  const body = urls.map((u) => `<url><loc>${escapeXml(u.loc)}</loc><news:news><news:publication>`
    + `<news:name>${escapeXml(u.publication)}</news:name><news:language>hu</news:language></news:publication>`
    + `<news:publication_date>${iso(u.pubDate)}</news:publication_date><news:title>${escapeXml(u.title)}</news:title>`
    + '</news:news></url>\n').join('');
  return `${DECL}<urlset xmlns="${SITEMAP_NS}" xmlns:news="${NEWS_NS}">\n${body}</urlset>\n`;
}
