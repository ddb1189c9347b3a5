// The CMS's article HTML is sanitised on the server before it reaches a page: an allow-list of tags and attributes,
// iframes only from the embed providers' hosts (embed-providers.ts; Spotify only with a §5 URL) and with only the
// features their players need, no scripts, event handlers, srcdoc, data: or
// javascript: URLs. The publisher's content components (§2.8: embed, placeholder, image, disclaimer, hidden content,
// information) keep their classes; hidden content becomes a native <details>, so it needs no script. A kept iframe
// then becomes its click-to-load card (shared/embed-card.ts): the frame loads only once the reader allows
// its provider's consent purpose or asks for it.
import { LRUCache } from 'lru-cache';
import sanitizeHtml from 'sanitize-html';
import { SPOTIFY_HEIGHTS } from '../../shared/constants.ts';
import { spotifyEmbedOf, type SpotifyEmbed } from '../../shared/spotify-url.ts';
import type { SubItems } from '../../shared/api-types.ts';
import { CONTENT_IMAGE_SIZES, srcsetFor } from '../../shared/image-srcset.ts';
import { embedCardHtml } from '../../shared/embed-card.ts';
import { EMBED_HOSTS, embedAllowOf, embedProviderOf } from '../../shared/embed-providers.ts';

const YOUTUBE_HOSTS = embedProviderOf('www.youtube.com')!.hosts;
const HIDDEN_TITLE_DEFAULT = 'Részletek';

/** The embed URL and §9 height of a valid (§5) Spotify URL, else null (the iframe is dropped). */
export function spotifyEmbed(src: string, compact: boolean): SpotifyEmbed | null {
  return spotifyEmbedOf(src, compact ? 'compact' : 'default');
}

function iframeOf(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const src = attribs.src ?? '';
  let host: string;
  try {
    host = new URL(src).hostname;
  } catch {
    return {};
  }
  if (host === 'open.spotify.com') {
    const embed = spotifyEmbed(src, Number(attribs.height) > 0 && Number(attribs.height) <= SPOTIFY_HEIGHTS.compact);
    if (!embed) return {};
    return {
      src: embed.src,
      width: '100%',
      height: String(embed.height),
      title: attribs.title || 'Spotify',
      allow: 'encrypted-media',
      loading: 'lazy',
      class: 'embed-spotify',
    };
  }
  const provider = embedProviderOf(host);
  if (!provider) return {};
  const out: sanitizeHtml.Attributes = { src, title: attribs.title || 'Beágyazott tartalom', loading: 'lazy' };
  for (const k of ['width', 'height'] as const) if (attribs[k] !== undefined) out[k] = attribs[k];
  const allow = embedAllowOf(provider, attribs.allow);
  if (allow) out.allow = allow;
  if (attribs.allowfullscreen !== undefined && provider.features.includes('fullscreen'))
    out.allowfullscreen = attribs.allowfullscreen;
  if (YOUTUBE_HOSTS.includes(host)) out.class = 'embed-video';
  return out;
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'br',
    'hr',
    'figure',
    'figcaption',
    'img',
    'iframe',
    'div',
    'span',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'cite',
    'details',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'srcset', 'sizes', 'width', 'height', 'alt', 'loading', 'decoding'],
    iframe: ['src', 'width', 'height', 'title', 'allow', 'allowfullscreen', 'loading', 'class'],
    div: ['class'],
    details: ['class', 'data-title'],
    span: ['class'],
    blockquote: ['class', 'cite'],
    figure: ['class'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
  },
  allowedClasses: {
    div: ['disclaimer', 'information', 'placeholder', 'embed'],
    details: ['hidden-content'],
    blockquote: ['twitter-tweet', 'instagram-media', 'tiktok-embed'],
    figure: ['image', 'embed'],
    span: ['highlight'],
    iframe: ['embed-spotify', 'embed-video'],
  },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesByTag: { img: ['https', 'http'], iframe: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'srcset'],
  allowProtocolRelative: false,
  allowedIframeHostnames: [...EMBED_HOSTS],
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https?:/i.test(attribs.href ?? '');
      return { tagName, attribs: external ? { ...attribs, rel: 'noopener noreferrer', target: '_blank' } : attribs };
    },
    img: (tagName, attribs) => {
      const src = attribs.src ?? '';
      const srcset = srcsetFor(src);
      // The CMS's own srcset is dropped: it could name any host; ours is built from the allowed src.
      const { srcset: _ignored, sizes: _s, ...rest } = attribs;
      return {
        tagName,
        attribs: {
          ...rest,
          ...(srcset ? { srcset, sizes: CONTENT_IMAGE_SIZES } : {}),
          loading: 'lazy',
          decoding: 'async',
        },
      };
    },
    iframe: (tagName, attribs) => ({ tagName, attribs: iframeOf(attribs) }),
    div: (tagName, attribs) => {
      const classes = (attribs.class ?? '').split(/\s+/);
      if (classes.includes('hidden-content')) {
        return {
          tagName: 'details',
          attribs: { class: 'hidden-content', 'data-title': attribs['data-title'] || HIDDEN_TITLE_DEFAULT },
        };
      }
      return { tagName, attribs };
    },
    details: (tagName, attribs) => ({
      tagName,
      attribs: { class: 'hidden-content', 'data-title': attribs['data-title'] || HIDDEN_TITLE_DEFAULT },
    }),
  },
  // An image without an allowed source or an iframe from a refused host is dropped whole, not left empty.
  exclusiveFilter: (frame) => (frame.tag === 'img' || frame.tag === 'iframe') && !frame.attribs.src,
};

// sanitize-html escapes attribute values, so the title is safe as element text too.
const DETAILS_OPEN = /<details class="hidden-content" data-title="([^"]*)">/g;

// sanitize-html writes a kept iframe as `<iframe name="value" … flag></iframe>`, its values escaped.
const IFRAME = /<iframe((?:\s[\w-]+(?:="[^"]*")?)*)><\/iframe>/g;
const ATTRIBUTE = /\s([\w-]+)(?:="([^"]*)")?/g;
const UNESCAPES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&lt;': '<', '&gt;': '>', '&#x27;': "'" };
const unescape = (value: string) => value.replace(/&(?:amp|quot|lt|gt|#x27);/g, (e) => UNESCAPES[e]);

/** A kept iframe as its click-to-load card (the frame's attributes ride on the card for the browser to build it). */
function embedCardOf(_whole: string, attributes: string): string {
  const a = Object.fromEntries([...attributes.matchAll(ATTRIBUTE)].map((m) => [m[1], unescape(m[2] ?? '')]));
  return embedCardHtml({
    src: a.src,
    title: a.title,
    height: Number(a.height) > 0 ? Number(a.height) : undefined,
    width: a.width,
    allow: a.allow,
    allowFullscreen: 'allowfullscreen' in a,
    className: a.class,
  });
}

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, options)
    .replace(DETAILS_OPEN, '<details class="hidden-content"><summary>$1</summary>')
    .replace(IFRAME, embedCardOf);
}

// Sanitising is the costliest step of an article render; an article's HTML only changes with its version, so it is
// done once per version and kept.
const sanitized = new LRUCache<string, string>({ max: 5_000 });

export function sanitizedContentOf(article: {
  id: number;
  version: number;
  updatedAt: number;
  content: string;
}): string {
  const key = `${article.id}:${article.version}:${article.updatedAt}`;
  let html = sanitized.get(key);
  if (html === undefined) {
    html = sanitizeArticleHtml(article.content);
    sanitized.set(key, html);
  }
  return html;
}

/** A live blog's items with every post body sanitised (once per post version, like an article's). */
export function sanitizedSubItems(items: SubItems): SubItems {
  const clean = (entry: SubItems['items'][number]) => ({
    ...entry,
    document: {
      ...entry.document,
      content: sanitizedContentOf({ ...entry.document, content: entry.document.content ?? '' }),
    },
  });
  return { ...items, pinnedItems: items.pinnedItems.map(clean), items: items.items.map(clean) };
}
