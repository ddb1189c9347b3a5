// §9 pagination: page numbers within 1 of the current page (2 at the ends), first/previous/next/last arrows, and an
// ellipsis where numbers are left out.
import { PAGINATION_EDGE_WINDOW, PAGINATION_WINDOW } from './constants.ts';

export type PageItem = { kind: 'page'; page: number; current: boolean } | { kind: 'gap' };

export interface PaginationModel {
  first: number | null;
  previous: number | null;
  next: number | null;
  last: number | null;
  items: PageItem[];
}

export function paginationModel(current: number, totalPages: number): PaginationModel {
  const total = Math.max(1, totalPages);
  const page = Math.min(Math.max(1, current), total);
  const atEnd = page === 1 || page === total;
  const reach = atEnd ? PAGINATION_EDGE_WINDOW : PAGINATION_WINDOW;
  const from = Math.max(1, page - reach);
  const to = Math.min(total, page + reach);
  const items: PageItem[] = [];
  if (from > 1) items.push({ kind: 'gap' });
  for (let p = from; p <= to; p++) items.push({ kind: 'page', page: p, current: p === page });
  if (to < total) items.push({ kind: 'gap' });
  return {
    first: page > 1 ? 1 : null,
    previous: page > 1 ? page - 1 : null,
    next: page < total ? page + 1 : null,
    last: page < total ? total : null,
    items,
  };
}
