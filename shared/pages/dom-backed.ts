// What the server leaves out of the hydration payload because the HTML already carries it: an article's
// body, a live blog's post bodies, the JSON-LD and the recommender's shown cards are each written once into the
// document, and the browser reads them back from it before hydrating (client/restore-dom-backed.ts). The page-data
// and secondary-data endpoints still send them whole: a client-side navigation has no server HTML to read from.
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
 * The recommender's value as the document carries it: the boxes the page shows, each with the cards it shows, named
 * by id; the browser reads a card's link, title, section, live badge and date back from its markup
 * (client/restore-dom-backed.ts). Cards a box holds but does not show are left out (decision 117): only this page
 * hydrates from the value, and another page asks the BFF for the whole one (client/client-secondary.ts).
 */
export interface DomBackedRecommender {
  fromDom: true;
  boxes: (Omit<SidebarBoxData, 'items'> & { items: number[] })[];
}

/** The recommender's value as the document carries it (a DomBackedRecommender), as the text of its script element. */
export function domBackedRecommenderJson(
  data: RecommenderData | null,
  stories: ReadonlySet<string>,
  language: PageLanguage = 'hu',
): string {
  if (!data) return 'null';
  const boxes = shownBoxes(data.boxes, stories, language).map(({ box, items }) => {
    const { items: _candidates, ...head } = box;
    const open = jsonForScript(head).slice(0, -1);
    return `${open}${open === '{' ? '' : ','}"items":[${items.map((card) => card.id).join(',')}]}`;
  });
  return `{"fromDom":true,"boxes":[${boxes.join(',')}]}`;
}
