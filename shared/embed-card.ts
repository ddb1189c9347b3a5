// A third-party frame's click-to-load card (decision 052): no YouTube, Spotify or other provider's frame
// loads before the reader allows the consent purpose its provider needs (shared/embed-providers.ts). Until then, and
// whenever the frame cannot load (offline, blocked), the reader sees this card in its place: the service's name, what
// loading it means, a button to load it this once, a button to allow the purpose, and a plain link to the content on
// the service. Built as markup on the server (the article sanitiser; the page build steps for the After front, its
// sidebar and the podcast pages), so the plain article's JavaScript carries none of it; the card's buttons come alive
// in client/embeds/embed-cards.chunk.ts, which builds the frame from the card's data attributes.
import { CONSENT_PURPOSE_TEXT } from './consent.ts';
import { embedProviderOf, type EmbedProvider } from './embed-providers.ts';
import { escapeHtml } from './escape-html.ts';
import { articleFor, withArticle } from './hungarian-article.ts';

/** The frame a card stands for: its attributes as the frame will have them. */
export interface EmbedFrame {
  src: string;
  title: string;
  height?: number;
  width?: string;
  allow?: string;
  allowFullscreen?: boolean;
  /** the frame's own class (its size rules in the stylesheet); a video's card keeps the video's 16:9 box */
  className?: string;
  /** where the card's link goes; default: the content's page on the service, else the frame's src */
  pageUrl?: string;
}

/** What the card says when the frame could not load (the browser side fills its status line). */
export function embedFailedText(provider: Pick<EmbedProvider, 'name' | 'on'>, online: boolean): string {
  return online
    ? `Most nem sikerült betölteni: ${withArticle(provider.name)} nem érhető el, vagy a böngésződ letiltotta. Próbáld újra, vagy nyisd meg ${provider.on}.`
    : `Most nem sikerült betölteni, mert nincs internetkapcsolat. Próbáld újra, ha újra van net, vagy nyisd meg később ${provider.on}.`;
}

export const EMBED_LOADING_TEXT = 'Betöltés…';

/** The card for a frame from one of the embed providers; '' when its host is none of theirs (nothing is framed). */
export function embedCardHtml(frame: EmbedFrame): string {
  let src: URL;
  try {
    src = new URL(frame.src);
  } catch {
    return '';
  }
  const provider = embedProviderOf(src.hostname);
  if (!provider || src.protocol !== 'https:') return '';
  const link = frame.pageUrl ?? provider.pageUrl?.(src) ?? src.href;
  // A frame without a height of its own is a 16:9 player box (the stylesheet's rule for an article's frames).
  const video = /video/.test(frame.className ?? '') || !frame.height;
  const data: Record<string, string | undefined> = {
    'data-embed-card': provider.name,
    'data-embed-purpose': provider.purpose,
    'data-embed-src': src.href,
    'data-embed-title': frame.title,
    'data-embed-height': frame.height ? String(frame.height) : undefined,
    'data-embed-width': frame.width,
    'data-embed-allow': frame.allow,
    'data-embed-fullscreen': frame.allowFullscreen ? '' : undefined,
    'data-embed-class': frame.className,
  };
  const attrs = Object.entries(data)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${escapeHtml(v!)}"`)
    .join('');
  // The card keeps the frame's place (a video's 16:9 box; a player's height), so loading it moves nothing below.
  const size = !video && frame.height ? ` style="min-height:${frame.height}px"` : '';
  const name = escapeHtml(provider.name);
  return (
    `<div class="embed-card${video ? ' embed-card--video' : ''}"${attrs}${size}>` +
    `<p class="embed-card__name">${name}<span class="embed-card__what">: ${escapeHtml(frame.title)}</span></p>` +
    `<p class="embed-card__text">Ez a tartalom ${escapeHtml(provider.from)} töltődik be. Ha betöltöd, ${articleFor(provider.name)} ${name} adatot kap a látogatásodról, és sütiket is elhelyezhet.</p>` +
    '<p class="embed-card__status" role="status"></p>' +
    '<p class="embed-card__actions">' +
    `<button type="button" class="embed-card__load" data-embed-action="load">${name} betöltése</button>` +
    `<button type="button" class="embed-card__allow" data-embed-action="allow">${escapeHtml(CONSENT_PURPOSE_TEXT[provider.purpose].label)}: mindig betöltöm</button>` +
    '</p>' +
    `<a class="embed-card__link" href="${escapeHtml(link)}" rel="noopener noreferrer" target="_blank">Megnyitás ${escapeHtml(provider.on)}</a>` +
    '</div>'
  );
}
