// Before hydrating, put back into the page data what the server left out of the payload because the document's HTML
// carries it (shared/pages/dom-backed.ts). React does not compare dangerouslySetInnerHTML when it hydrates, so the
// browser's serialisation of that HTML only has to be the same HTML, not the same string.
import { DOM_HTML_ARTICLE, DOM_HTML_ATTR, DOM_HTML_JSON_LD, domHtmlPost } from '../shared/pages/dom-backed.ts';
import type { ArticlePageData } from '../shared/pages/article.ts';

const html = (key: string) => document.querySelector(`[${DOM_HTML_ATTR}="${key}"]`)?.innerHTML ?? '';

export function restoreDomBackedFields(loaderData: Record<string, unknown> | undefined): void {
  for (const data of Object.values(loaderData ?? {}) as (ArticlePageData | null)[]) {
    if (data?.kind !== 'article' || !data.fromDom) continue;
    delete data.fromDom;
    data.article.content = html(DOM_HTML_ARTICLE);
    for (const post of [...data.posts?.pinned ?? [], ...data.posts?.items ?? []]) post.content = html(domHtmlPost(post.id));
    data.jsonLd = JSON.parse(html(DOM_HTML_JSON_LD) || '{}') as Record<string, unknown>;
  }
}
