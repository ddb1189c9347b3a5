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
    // This module runs (an async script) while the rest of the document may still be streaming in: a live blog's
    // posts arrive in a later part, so each post reads its body when React renders it, which is after that part.
    for (const post of [...data.posts?.pinned ?? [], ...data.posts?.items ?? []]) {
      let content = '';
      Object.defineProperty(post, 'content', { enumerable: true, get: () => content ||= html(domHtmlPost(post.id)), set: (v: string) => { content = v; } });
    }
    data.jsonLd = JSON.parse(html(DOM_HTML_JSON_LD) || '{}') as Record<string, unknown>;
  }
}
