// The CMS's article HTML is sanitised on the server before it reaches a page: an allow-list of tags and attributes,
// iframes only from allow-listed hosts, no scripts, event handlers or javascript: URLs.
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
