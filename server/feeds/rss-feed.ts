// RSS 2.0 for a site or a section (§2.3 names the /rss/rovat/… feeds), written by hand like the sitemaps so
// that every value, attributes included, goes through escapeXml (a feed library once left the self link's
// attribute unescaped). Authors are dc:creator: RSS's own <author> must be an e-mail address.
import type { ArticleSummary } from '../../shared/api-types.ts';
import type { BffConfig } from '../config.ts';
import { escapeXml } from './escape-xml.ts';
import { publicArticleUrl } from './public-article-url.ts';

export interface RssChannel {
  title: string;
  /** absolute URL of the page the feed follows */
  link: string;
  /** absolute URL of the feed itself, built from configuration (never from the request) */
  self: string;
  description: string;
}

const ATOM_NS = 'http://www.w3.org/2005/Atom';
const DC_NS = 'http://purl.org/dc/elements/1.1/';
const MAX_UNIX_S = 8.64e12; // ECMAScript's time range, in seconds

/** RFC 822 date, or nothing for a time no Date can hold. */
function rfc822(unixSeconds: number): string | null {
  return Math.abs(unixSeconds) <= MAX_UNIX_S ? new Date(unixSeconds * 1000).toUTCString() : null;
}

const element = (name: string, text: string | null) => (text === null ? '' : `<${name}>${escapeXml(text)}</${name}>`);

export function rssFeed(config: BffConfig, channel: RssChannel, items: readonly ArticleSummary[]): string {
  const newest = items.reduce<number | null>((max, a) => (max === null || a.updatedAt > max ? a.updatedAt : max), null);
  const head =
    element('title', channel.title) +
    element('link', channel.link) +
    element('description', channel.description) +
    element('language', 'hu') +
    element('copyright', channel.title) +
    element('lastBuildDate', newest === null ? null : rfc822(newest)) +
    `<atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>\n`;
  const body = items
    .map((a) => {
      const url = publicArticleUrl(config, a);
      return (
        '<item>' +
        element('title', a.title) +
        element('link', url) +
        `<guid isPermaLink="true">${escapeXml(url)}</guid>` +
        element('pubDate', rfc822(a.pubDate)) +
        element('description', a.lead) +
        a.articleAuthors.map((au) => element('dc:creator', au.name)).join('') +
        element('category', a.mainSuperTag.name) +
        '</item>\n'
      );
    })
    .join('');
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="${ATOM_NS}" xmlns:dc="${DC_NS}">\n<channel>\n` +
    `${head}${body}</channel>\n</rss>\n`
  );
}
