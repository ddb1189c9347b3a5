// §9 "items used earlier on a page are excluded from later blocks", on a section page: the list below the highlight
// block (and below a podcast section's episodes) leaves out the articles shown above it and still fills its page size. The list is the section's newest-first list
// without the highlighted articles, on every page, so paging on never shows again what page 1 pulled up.
//
// Page p of that list is cut from the section's pages p and p+1 (as the publisher pages them): the highlighted
// articles newer than page p's first item have already moved the list up by one place each, and those inside the
// window are skipped. The publisher orders a section list by publication time, newest first, ties by id (docs/origin-api.md).

export interface Listed {
  id: number;
  pubDate: number;
}

/** Whether `a` comes before `b` in a newest-first list. */
function listedBefore(a: Listed, b: Listed): boolean {
  return a.pubDate !== b.pubDate ? a.pubDate > b.pubDate : a.id > b.id;
}

export interface ListWithoutHighlights<T> {
  items: T[];
  totalItems: number;
  totalPages: number;
}

/**
 * Page `page` of the list without `highlights`, from the section's page `page` (`current`) and the one after it
 * (`next`, empty at the end), `perPage` to a page; `totalItems` is the section's count with the highlights in it.
 */
export function listWithoutHighlights<T extends Listed>(
  highlights: readonly Listed[],
  current: readonly T[],
  next: readonly T[],
  perPage: number,
  totalItems: number,
): ListWithoutHighlights<T> {
  const shown = new Set(highlights.map((h) => h.id));
  const first = current[0];
  // Each highlighted article listed before this page took a place on an earlier page of the section's list.
  const movedUp = first ? highlights.filter((h) => listedBefore(h, first)).length : 0;
  const rest = [...current, ...next].filter((a) => !shown.has(a.id));
  const total = Math.max(0, totalItems - highlights.length);
  return { items: rest.slice(movedUp, movedUp + perPage), totalItems: total, totalPages: Math.ceil(total / perPage) };
}
