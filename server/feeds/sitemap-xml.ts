// Sitemap documents (sitemaps.org 0.9, Google News 0.9), written by hand: the shapes are fixed and small, and every
// value goes through escapeXml.
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
const MAX_UNIX_S = 8.64e12; // ECMAScript's time range, in seconds

/** An upstream time past what a Date can hold leaves the lastmod out rather than failing the whole file. */
const lastmodXml = (unixSeconds: number | undefined) =>
  unixSeconds === undefined || !(Math.abs(unixSeconds) <= MAX_UNIX_S) ? '' : `<lastmod>${iso(unixSeconds)}</lastmod>`;

/** The index; each file's lastmod is the newest lastmod among its URLs. */
export function sitemapIndexXml(files: readonly SitemapUrl[]): string {
  const body = files.map((f) => `<sitemap><loc>${escapeXml(f.loc)}</loc>${lastmodXml(f.lastmod)}</sitemap>\n`).join('');
  return `${DECL}<sitemapindex xmlns="${SITEMAP_NS}">\n${body}</sitemapindex>\n`;
}

/** A sitemap file is URLSET_OPEN, any number of urlEntryXml, URLSET_CLOSE: written piece by piece. */
export const URLSET_OPEN = `${DECL}<urlset xmlns="${SITEMAP_NS}">\n`;
export const URLSET_CLOSE = '</urlset>\n';

export function urlEntryXml(u: SitemapUrl): string {
  return `<url><loc>${escapeXml(u.loc)}</loc>${lastmodXml(u.lastmod)}</url>\n`;
}

export function newsSitemapXml(urls: readonly NewsUrl[]): string {
  const body = urls
    .map(
      (u) =>
        `<url><loc>${escapeXml(u.loc)}</loc><news:news><news:publication>` +
        `<news:name>${escapeXml(u.publication)}</news:name><news:language>hu</news:language></news:publication>` +
        `<news:publication_date>${iso(u.pubDate)}</news:publication_date><news:title>${escapeXml(u.title)}</news:title>` +
        '</news:news></url>\n',
    )
    .join('');
  return `${DECL}<urlset xmlns="${SITEMAP_NS}" xmlns:news="${NEWS_NS}">\n${body}</urlset>\n`;
}
