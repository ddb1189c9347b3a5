// What the server leaves out of the hydration payload because the HTML already carries it (issue 13): an article's
// body, a live blog's post bodies and the JSON-LD are each written once into the document, and the browser reads them
// back from it before hydrating (client/restore-dom-backed.ts). The page-data endpoint still sends them whole: a
// client-side navigation has no server HTML to read from.
import type { ArticlePageData } from './article.ts';

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
    posts: page.posts && { ...page.posts, pinned: page.posts.pinned.map(emptyBody), items: page.posts.items.map(emptyBody) },
    jsonLd: {},
  } satisfies ArticlePageData;
}
