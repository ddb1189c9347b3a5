// The CMS's article HTML is sanitised on the server before it reaches a page: an allow-list of tags and attributes,
// iframes only from allow-listed hosts, no scripts, event handlers or javascript: URLs.
import { LRUCache } from 'lru-cache';
import sanitizeHtml from 'sanitize-html';

const IFRAME_HOSTS = ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'open.spotify.com', 'player.vimeo.com', 'www.facebook.com'];

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'h2', 'h3', 'h4', 'blockquote', 'ul', 'ol', 'li', 'a', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'br',
    'hr', 'figure', 'figcaption', 'img', 'iframe', 'div', 'span', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'cite',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'srcset', 'sizes', 'width', 'height', 'alt', 'loading', 'decoding'],
    iframe: ['src', 'width', 'height', 'title', 'allow', 'allowfullscreen', 'loading', 'frameborder'],
    div: ['class', 'data-title'],
    span: ['class'],
    blockquote: ['class', 'cite'],
    figure: ['class'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
  },
  allowedClasses: {
    div: ['disclaimer', 'information', 'hidden-content', 'placeholder', 'embed'],
    blockquote: ['twitter-tweet', 'instagram-media', 'tiktok-embed'],
    figure: ['image', 'embed'],
    span: ['highlight'],
  },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesByTag: { img: ['https', 'http'], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: IFRAME_HOSTS,
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https?:/i.test(attribs.href ?? '');
      return { tagName, attribs: external ? { ...attribs, rel: 'noopener noreferrer', target: '_blank' } : attribs };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } }),
    iframe: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, options);
}

// Sanitising is the costliest step of an article render; an article's HTML only changes with its version, so it is
// done once per version and kept.
const sanitized = new LRUCache<string, string>({ max: 5_000 });

export function sanitizedContentOf(article: { id: number; version: number; updatedAt: number; content: string }): string {
  const key = `${article.id}:${article.version}:${article.updatedAt}`;
  let html = sanitized.get(key);
  if (html === undefined) {
    html = sanitizeArticleHtml(article.content);
    sanitized.set(key, html);
  }
  return html;
}
