// §9 highlight rules of the section lists.
import { HIGHLIGHT_BASE_INDEX, HIGHLIGHT_LIST_SIZE, HIGHLIGHT_MAX_MODULO, HIGHLIGHT_MIN_ITEMS } from './constants.ts';

/**
 * Which list item is drawn as the highlighted card: index 3 + (page mod min(item count, 4)), only when the page has
 * more than 5 items, so the emphasis moves as the reader pages on. Null: no highlighted item.
 */
export function highlightIndex(page: number, itemCount: number): number | null {
  if (itemCount <= HIGHLIGHT_MIN_ITEMS) return null;
  const index = HIGHLIGHT_BASE_INDEX + (page % Math.min(itemCount, HIGHLIGHT_MAX_MODULO));
  return index < itemCount ? index : null;
}

/** The highlight block needs exactly 4 articles; with any other number there is no block. */
export function highlightBlock<T>(items: readonly T[]): T[] {
  return items.length === HIGHLIGHT_LIST_SIZE ? [...items] : [];
}

/** The first item is the big "main" card on page 1 of the English and the main-tag (section) lists. */
export function firstItemIsMain(kind: string, page: number): boolean {
  return page === 1 && (kind === 'english' || kind === 'mstag');
}
