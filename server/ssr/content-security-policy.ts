// One CSP for every page. Scripts: our own origin only. A streamed render needs React's small inline scripts that
// reveal Suspense boundaries, so it adds a fresh per-response nonce; a complete render (bots, HEAD, anything cached)
// has no inline script at all and carries no nonce, so a cached page never replays one. A configured ad service's
// origin may load its script, call home and show its frames; a configured social SDK's origin may load its script
// and show its plugins' frames (both load only after the reader's consent). The embeds' frames come from the
// one list the article sanitiser keeps them by (shared/embed-providers.ts); a click-to-load card tries a frame's
// address once (a no-cors request) before showing it, so those origins are in connect-src too (decision 052). The
// support page's checkout form is answered with a redirect to the payment provider's hosted page, which
// `form-action` must allow.
import { EMBED_FRAME_ORIGINS } from '../../shared/embed-providers.ts';

/** The third parties a page may load, from the BFF's configuration. */
export interface ThirdPartyOrigins {
  adServiceUrl?: string | null;
  socialSdkOrigin?: string | null;
  payments?: { checkoutOrigin: string } | null;
}

/** `frameOrigins`: the supplements' data site and the allow-listed frame senders (server/event-data-config.ts). */
export function contentSecurityPolicy(
  nonce?: string,
  thirdParty: ThirdPartyOrigins = {},
  frameOrigins: readonly string[] = [],
): string {
  const ads = thirdParty.adServiceUrl ? ` ${new URL(thirdParty.adServiceUrl).origin}` : '';
  const social = thirdParty.socialSdkOrigin ? ` ${new URL(thirdParty.socialSdkOrigin).origin}` : '';
  const frames = frameOrigins.map((o) => ` ${o}`).join('');
  const checkout = thirdParty.payments ? ` ${thirdParty.payments.checkoutOrigin}` : '';
  const script = (nonce ? `'self' 'nonce-${nonce}'` : `'self'`) + ads + social;
  return [
    `default-src 'self'`,
    `script-src ${script}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: https:`,
    `media-src 'self' https:`,
    `font-src 'self'`,
    `connect-src 'self' ${EMBED_FRAME_ORIGINS.join(' ')}${ads}`,
    `frame-src ${EMBED_FRAME_ORIGINS.join(' ')}${ads}${social}${frames}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'${checkout}`,
    `frame-ancestors 'self'`,
  ].join('; ');
}
