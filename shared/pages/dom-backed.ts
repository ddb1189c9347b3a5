// What the server leaves out of the hydration payload because the HTML already carries it: an article's
// body, a live blog's post bodies, the JSON-LD and the recommender's shown cards are each written once into the
// document, and the browser reads them back from it before hydrating (client/restore-dom-backed.ts). The page-data
// and secondary-data endpoints still send them whole: a client-side navigation has no server HTML to read from.
import type { CompactCard } from '../card-article.ts';
import { jsonForScript } from '../json-script.ts';
import { shownBoxes, type SidebarBoxData } from '../recommender-boxes.ts';
import type { PageLanguage } from '../box-texts.ts';
import type { ArticlePageData } from './article.ts';
import type { RecommenderData } from './secondary-parts.ts';

/** The attribute naming an element whose inner HTML is a field of the page data. */
export const DOM_HTML_ATTR = 'data-html';
export const DOM_HTML_ARTICLE = 'article';
export const DOM_HTML_JSON_LD = 'ld';
export const domHtmlPost = (id: number) => `post-${id}`;

/** The page data as the hydration payload carries it: HTML-bearing fields emptied, marked to be read back. */
export function withoutDomBackedFields(data: unknown): unknown {
  const page = data as ArticlePageData | null;
  if (page?.kind !== 'article') return data;
  const emptyBody = <T extends { content: string }>(p: T): T => ({ ...p, content: '' });
  return {
    ...page,
    fromDom: true,
    article: { ...page.article, content: '' },
    posts: page.posts && {
      ...page.posts,
      pinned: page.posts.pinned.map(emptyBody),
      items: page.posts.items.map(emptyBody),
    },
    jsonLd: {},
  } satisfies ArticlePageData;
}

/**
 * The recommender's value as the document carries it: a card the sidebar shows is written as its id alone, and the
 * browser reads its link, title, section, live badge and date back from that card (client/restore-dom-backed.ts). The
 * cards a box holds but does not show (the one past its size, what the page itself shows) stay whole: a later client-side
 * navigation may show them.
 */
export interface DomBackedRecommender {
  fromDom: true;
  boxes: (Omit<SidebarBoxData, 'items'> & { items: (CompactCard | number)[] })[];
}

/** A card's JSON, written once: cards are made once an upstream answer and never changed (shared/card-article.ts). */
const cardJson = new WeakMap<CompactCard, string>();

function jsonOfCard(card: CompactCard): string {
  let json = cardJson.get(card);
  if (json === undefined) {
    json = jsonForScript(card);
    cardJson.set(card, json);
  }
  return json;
}

/**
 * The recommender's value as the document carries it (a DomBackedRecommender), as the text of its script element. It
 * is put together from each card's JSON, kept per card: the same forty-odd cards are on every article page, and
 * serialising them again for each page was 2–3 % of an uncached answer's CPU (decision 105).
 */
export function domBackedRecommenderJson(
  data: RecommenderData | null,
  stories: ReadonlySet<string>,
  language: PageLanguage = 'hu',
): string {
  if (!data) return 'null';
  // exactly the cards the sidebar's markup carries (a box left out in the page's language shows none of its cards)
  const shown = new Set(shownBoxes(data.boxes, stories, language).flatMap((b) => b.items));
  const boxes = data.boxes.map(({ items, ...head }) => {
    const cards = items.map((card) => (shown.has(card) ? String(card.id) : jsonOfCard(card)));
    const open = jsonForScript(head).slice(0, -1);
    return `${open}${open === '{' ? '' : ','}"items":[${cards.join(',')}]}`;
  });
  return `{"fromDom":true,"boxes":[${boxes.join(',')}]}`;
}
