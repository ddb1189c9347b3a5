// Before hydrating, put back into the page data what the server left out of the payload because the document's HTML
// carries it (shared/pages/dom-backed.ts). React does not compare dangerouslySetInnerHTML when it hydrates, so the
// browser's serialisation of that HTML only has to be the same HTML, not the same string.
import type { CompactCard } from '../shared/card-article.ts';
import {
  DOM_HTML_ARTICLE,
  DOM_HTML_ATTR,
  DOM_HTML_JSON_LD,
  domHtmlPost,
  type DomBackedRecommender,
} from '../shared/pages/dom-backed.ts';
import type { ArticlePageData } from '../shared/pages/article.ts';
import type { RecommenderData } from '../shared/pages/secondary-parts.ts';

const html = (key: string) => document.querySelector(`[${DOM_HTML_ATTR}="${key}"]`)?.innerHTML ?? '';

export function restoreDomBackedFields(loaderData: Record<string, unknown> | undefined): void {
  for (const data of Object.values(loaderData ?? {}) as (ArticlePageData | null)[]) {
    if (data?.kind !== 'article' || !data.fromDom) continue;
    delete data.fromDom;
    data.article.content = html(DOM_HTML_ARTICLE);
    // This module runs (an async script) while the rest of the document may still be streaming in: a live blog's
    // posts arrive in a later part, so each post reads its body when React renders it, which is after that part.
    for (const post of [...(data.posts?.pinned ?? []), ...(data.posts?.items ?? [])]) {
      let content = '';
      Object.defineProperty(post, 'content', {
        enumerable: true,
        get: () => (content ||= html(domHtmlPost(post.id))),
        set: (v: string) => {
          content = v;
        },
      });
    }
    data.jsonLd = JSON.parse(html(DOM_HTML_JSON_LD) || '{}') as Record<string, unknown>;
  }
}

/** A card as client/components/compact-card.tsx drew it: kicker (section, live badge), link, time. */
function cardOf(id: number, li: Element): CompactCard {
  const kicker = li.firstElementChild;
  const section = kicker?.firstChild;
  const link = li.querySelector('a');
  return {
    id,
    url: link?.getAttribute('href') ?? '',
    title: link?.textContent ?? '',
    section: section?.nodeType === Node.TEXT_NODE ? (section.nodeValue ?? '') : '',
    live: !!kicker?.querySelector('.badge'),
    pubDate: Date.parse(li.querySelector('time')?.getAttribute('datetime') ?? '') / 1000,
  };
}

/** Whether a secondary value as written beside its markup stands for this page alone (its shown cards only). */
export function isDomBacked(value: unknown): boolean {
  return (value as DomBackedRecommender | null)?.fromDom === true;
}

/**
 * A secondary value as written beside its markup (`script`), made whole: the recommender's shown cards are read back
 * from the boxes before it. Undefined when the markup does not match (the value is then fetched afresh).
 */
export function restoreDomBackedSecondary(value: unknown, script: Element): unknown {
  if (!isDomBacked(value)) return value;
  const boxes: RecommenderData['boxes'] = [];
  for (const box of (value as DomBackedRecommender).boxes) {
    // By id in the whole document: an article's boxes stand in two places, 'Friss hírek' in the side column and the
    // rest under the story (decision 085).
    const cards = script.ownerDocument.getElementById(box.key)?.getElementsByTagName('li') ?? [];
    if (cards.length !== box.items.length) return undefined;
    boxes.push({ ...box, items: box.items.map((id, i) => cardOf(id, cards[i])) });
  }
  return { boxes };
}
