// What a list card needs of an article. Lists and boxes ship this projection to the browser (hydration data and
// page-data JSON) instead of the whole summary, which is several times larger.
import type { ArticleSummary } from './api-types.ts';
import { TRUNCATE } from './constants.ts';
import { headline } from './headline.ts';

export interface CardArticle {
  id: number;
  type: ArticleSummary['type'];
  title: string;
  lead: string;
  url: string;
  pubDate: number;
  updatedAt: number;
  version: number;
  live: boolean;
  pr: boolean;
  ctUrl: string | null;
  flags: string[];
  mainSuperTag: { name: string; slug: string };
  image: ArticleSummary['recommendedBoxImage'];
  authors: { name: string; slug: string }[];
}

export function toCard(a: ArticleSummary): CardArticle {
  return {
    id: a.id,
    type: a.type,
    title: a.title,
    lead: a.lead,
    url: a.url,
    pubDate: a.pubDate,
    updatedAt: a.updatedAt,
    version: a.version,
    live: a.live,
    pr: a.pr,
    ctUrl: a.ctUrl,
    flags: a.flags.map((f) => f.slug),
    mainSuperTag: { name: a.mainSuperTag.name, slug: a.mainSuperTag.slug },
    image: a.recommendedBoxImage,
    authors: a.articleAuthors.map(({ name, slug }) => ({ name, slug })),
  };
}

/**
 * What a sidebar box shows of an article (§2.6, §9): the section, the title already cut to the list length (§9 70),
 * the live badge and the date. A sidebar holds some forty of these, and each also travels as hydration data, so
 * they carry nothing else.
 */
export interface CompactCard {
  id: number;
  url: string;
  title: string;
  section: string;
  live: boolean;
  pubDate: number;
}

type CompactSource = Pick<CardArticle, 'id' | 'url' | 'title' | 'live' | 'pubDate'> & {
  mainSuperTag: { name: string };
};

// Upstream answers are cached and shared by every request (server/upstream/response-cache.ts): a summary's card is
// made once per answer, not once per page that shows it (a sidebar holds some forty). Cards are never modified.
const compactCards = new WeakMap<CompactSource, CompactCard>();

export function toCompactCard(a: CompactSource): CompactCard {
  let card = compactCards.get(a);
  if (!card) {
    card = {
      id: a.id,
      url: a.url,
      title: headline(a.title, TRUNCATE.titleList),
      section: a.mainSuperTag.name,
      live: a.live,
      pubDate: a.pubDate,
    };
    compactCards.set(a, card);
  }
  return card;
}
