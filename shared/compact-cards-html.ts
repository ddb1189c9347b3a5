// The sidebar's card lists as markup (client/components/compact-card.tsx). A sidebar holds some forty cards, about
// 200 elements, nearly half of an article page's; as React elements they were a large part of every uncached render
//. The markup is what those elements rendered, so the browser reads the cards back from it as before
// (client/restore-dom-backed.ts). Each card's fixed part is built once per card (cards are made once per upstream
// answer and never modified, shared/card-article.ts); only the relative date is per page.
import type { CompactCard } from './card-article.ts';
import { LIVE_LABEL } from './constants.ts';
import { escapeHtml } from './escape-html.ts';
import { relativeDate } from './relative-date.ts';

/**
 * A card links to an article: a path on the site or a web address; anything else (javascript:, data:, '//host' and
 * '/\host', which browsers read as another site) goes nowhere.
 */
function safeHref(url: string): string {
  return /^(\/(?![/\\])|https?:\/\/)/i.test(url) ? url : '#';
}

const fixedParts = new WeakMap<CompactCard, string>();

function fixedPart(card: CompactCard): string {
  let html = fixedParts.get(card);
  if (html === undefined) {
    const badge = card.live ? `<span class="badge badge--live">${LIVE_LABEL}</span>` : '';
    html =
      `<li class="mini"><span class="mini__kicker">${escapeHtml(card.section)}${badge}</span>` +
      `<a class="mini__title" href="${escapeHtml(safeHref(card.url))}">${escapeHtml(card.title)}</a>` +
      `<time datetime="${new Date(card.pubDate * 1000).toISOString()}">`;
    fixedParts.set(card, html);
  }
  return html;
}

/** The list's items: kicker (section, live badge), link, relative date as of `now` in the site's time zone. */
export function compactCardsHtml(items: readonly CompactCard[], now: number, timeZone: string): string {
  let html = '';
  for (const card of items) html += `${fixedPart(card)}${relativeDate(card.pubDate, now, timeZone)}</time></li>`;
  return html;
}
