// The third-party players and posts a page may frame: one row a provider, the one list that the article
// sanitiser's iframe hosts, each framed embed's `allow`, the CSP's frame-src and the Permissions-Policy header are
// built from, so what the sanitiser keeps the browser shows, and no frame is offered a power its player does not use.
// Each row also says which consent purpose its frame waits for (decision 052: consent first holds for
// frames too) and how its click-to-load card names it in Hungarian (shared/embed-card.ts).
// The features are the ones each provider's own embed code asks for, minus the motion sensors (accelerometer,
// gyroscope: only 360° video uses them); fullscreen also comes as the `allowfullscreen` attribute.

import type { ConsentPurpose } from './consent.ts';

/** Permissions-Policy features a framed player may be given (and nothing else ever is). */
export type EmbedFeature =
  'autoplay' | 'clipboard-write' | 'encrypted-media' | 'fullscreen' | 'picture-in-picture' | 'web-share';

export interface EmbedProvider {
  name: string;
  /** the consent purpose the reader must allow before its frame loads by itself */
  purpose: ConsentPurpose;
  /** Hungarian phrases with the right suffix: where the content loads from, and where to open it */
  from: string;
  on: string;
  /** the content's own page on the service for a frame's src (the card's plain link); null: the src itself */
  pageUrl?: (src: URL) => string | null;
  /** host names an iframe's https src may have */
  hosts: readonly string[];
  /** what its player needs; an iframe's `allow` keeps these of what the CMS asked for, and only these */
  features: readonly EmbedFeature[];
}

export const EMBED_PROVIDERS: readonly EmbedProvider[] = [
  {
    name: 'YouTube',
    hosts: ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com'],
    features: ['autoplay', 'clipboard-write', 'encrypted-media', 'fullscreen', 'picture-in-picture', 'web-share'],
    purpose: 'embeds',
    from: 'a YouTube-ról',
    on: 'a YouTube-on',
    pageUrl: (src) => {
      const id = /^\/embed\/([\w-]+)/.exec(src.pathname)?.[1];
      return id ? `https://www.youtube.com/watch?v=${id}` : null;
    },
  },
  {
    name: 'Spotify',
    hosts: ['open.spotify.com'],
    features: ['autoplay', 'clipboard-write', 'encrypted-media', 'fullscreen', 'picture-in-picture'],
    purpose: 'embeds',
    from: 'a Spotify-ról',
    on: 'a Spotify-on',
    pageUrl: (src) =>
      src.pathname.startsWith('/embed/') ? `https://open.spotify.com${src.pathname.slice('/embed'.length)}` : null,
  },
  {
    name: 'Vimeo',
    hosts: ['player.vimeo.com'],
    features: ['autoplay', 'clipboard-write', 'encrypted-media', 'fullscreen', 'picture-in-picture', 'web-share'],
    purpose: 'embeds',
    from: 'a Vimeóról',
    on: 'a Vimeón',
    pageUrl: (src) => {
      const id = /^\/video\/(\d+)/.exec(src.pathname)?.[1];
      return id ? `https://vimeo.com/${id}` : null;
    },
  },
  // Facebook's video and post plugins; also the host of the follow box's frames (the social SDK, after consent).
  {
    name: 'Facebook',
    hosts: ['www.facebook.com'],
    features: ['autoplay', 'clipboard-write', 'encrypted-media', 'fullscreen', 'picture-in-picture', 'web-share'],
    purpose: 'social',
    from: 'a Facebookról',
    on: 'a Facebookon',
    pageUrl: (src) => {
      const href = src.searchParams.get('href');
      return href && /^https:\/\/www\.facebook\.com\//.test(href) ? href : null;
    },
  },
  {
    name: 'TikTok',
    hosts: ['www.tiktok.com'],
    features: ['autoplay', 'encrypted-media', 'fullscreen', 'picture-in-picture'],
    purpose: 'embeds',
    from: 'a TikTokról',
    on: 'a TikTokon',
  },
  // An embedded post (platform.twitter.com/embed/Tweet.html) is a page of text and pictures: it needs nothing.
  {
    name: 'X (Twitter)',
    hosts: ['platform.twitter.com'],
    features: [],
    purpose: 'social',
    from: 'az X-ről',
    on: 'az X-en',
    pageUrl: (src) => {
      const id = src.searchParams.get('id');
      return id && /^\d+$/.test(id) ? `https://x.com/i/status/${id}` : null;
    },
  },
];

/** Every host an article's iframe may come from (the sanitiser's allowedIframeHostnames). */
export const EMBED_HOSTS: readonly string[] = EMBED_PROVIDERS.flatMap((p) => p.hosts);

/** The origins those iframes load from: the CSP's frame-src, in the providers' order. */
export const EMBED_FRAME_ORIGINS: readonly string[] = EMBED_HOSTS.map((h) => `https://${h}`);

export function embedProviderOf(host: string): EmbedProvider | undefined {
  return EMBED_PROVIDERS.find((p) => p.hosts.includes(host));
}

/**
 * A framed embed's `allow`: the features the CMS asked for that its provider's player needs, each without an
 * allowlist of its own (so it means "the frame's own origin", never `*` or another origin); '' when none remain.
 * `camera *; microphone *; geolocation *` becomes ''; YouTube's own embed code keeps all but its motion sensors.
 */
export function embedAllowOf(provider: EmbedProvider, asked: string | undefined): string {
  if (!asked) return '';
  const wanted = new Set(
    asked
      .split(';')
      .map((d) => d.trim().split(/\s+/)[0].toLowerCase())
      .filter(Boolean),
  );
  return provider.features.filter((f) => wanted.has(f)).join('; ');
}

/** Powerful features no page of ours uses and no player needs (EmbedFeature names none of them). */
const REFUSED_FEATURES = [
  'camera',
  'microphone',
  'geolocation',
  'display-capture',
  'payment',
  'usb',
  'serial',
  'hid',
  'midi',
  'accelerometer',
  'gyroscope',
  'magnetometer',
  'xr-spatial-tracking',
  'idle-detection',
  'screen-wake-lock',
] as const;

/**
 * Every answer's Permissions-Policy: the powerful features refused to the page and so to every frame it holds,
 * whatever a frame's `allow` says (an ad's, a supplement's, one the sanitiser never saw). The features players need
 * keep the browsers' default (`self`, which a frame's `allow` may pass on): listing them with every provider's
 * origins would cost another kilobyte on every page for what the sanitised `allow` already limits.
 */
export function permissionsPolicy(): string {
  return REFUSED_FEATURES.map((f) => `${f}=()`).join(', ');
}
