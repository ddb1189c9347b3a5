// Newer versions of articles seen on this page since it loaded (a front's live refresh, §4): every card of such an
// article shows the newer version and counts its §4 label from the newer update time, wherever it sits on the page.
import { createContext, useContext } from 'react';
import type { CardArticle } from '../../shared/card-article.ts';

export interface CardVersion {
  version: number;
  /** unix seconds; the §4 label's 'frissült most|N perce' counts from it */
  updatedAt: number;
}

export const CardVersionsContext = createContext<ReadonlyMap<number, CardVersion>>(new Map());

/** The card at the newest version seen (the same object when nothing newer was seen). */
export function cardAt(card: CardArticle, seen: ReadonlyMap<number, CardVersion>): CardArticle {
  const newer = seen.get(card.id);
  return newer && newer.version > card.version ? { ...card, version: newer.version, updatedAt: newer.updatedAt } : card;
}

export function useCardVersion(card: CardArticle): CardArticle {
  return cardAt(card, useContext(CardVersionsContext));
}
