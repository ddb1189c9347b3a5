// One CSP for every page. Scripts: our own origin only. A streamed render needs React's small inline scripts that
// reveal Suspense boundaries, so it adds a fresh per-response nonce; a complete render (bots, HEAD, anything cached)
// has no inline script at all and carries no nonce, so a cached page never replays one. A configured ad service's
// origin may load its script, call home and show its frames.
const FRAME_HOSTS = ['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://open.spotify.com', 'https://player.vimeo.com', 'https://www.facebook.com'];

/** `frameOrigins`: the supplements' data site and the allow-listed frame senders (server/event-data-config.ts). */
export function contentSecurityPolicy(nonce?: string, adServiceUrl?: string | null, frameOrigins: readonly string[] = []): string {
  const ads = adServiceUrl ? ` ${new URL(adServiceUrl).origin}` : '';
  const frames = frameOrigins.map((o) => ` ${o}`).join('');
  const script = (nonce ? `'self' 'nonce-${nonce}'` : `'self'`) + ads;
  return [
    `default-src 'self'`,
    `script-src ${script}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: https:`,
    `media-src 'self' https:`,
    `font-src 'self'`,
    `connect-src 'self'${ads}`,
    `frame-src ${FRAME_HOSTS.join(' ')}${ads}${frames}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'self'`,
  ].join('; ');
}
