// §9 list rules: a PR article at position 4 on page 1 of the main site's latest list, and on mobile an ad slot
// after the 3rd list item.
import { LATEST_PR_POSITION, MOBILE_LIST_AD_AFTER } from './constants.ts';

/**
 * Puts the first PR article not already listed at (1-based) position 4. The page grows by one rather than dropping
 * its last article, which would then appear on neither page.
 */
export function insertPrArticle<T extends { id: number }>(items: readonly T[], prArticles: readonly T[]): T[] {
  const pr = prArticles.find((p) => !items.some((i) => i.id === p.id));
  if (!pr || items.length < LATEST_PR_POSITION - 1) return [...items];
  const out = [...items];
  out.splice(LATEST_PR_POSITION - 1, 0, pr);
  return out;
}

/** Whether the mobile ad slot follows the item at this (0-based) index. */
export function mobileAdAfter(index: number, itemCount: number): boolean {
  return index === MOBILE_LIST_AD_AFTER - 1 && itemCount > MOBILE_LIST_AD_AFTER;
}
