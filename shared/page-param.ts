// The list pages' page number in the URL (§2.1: pagination uses the query parameter oldal; §5: 1 is
// ignored). One parse (query → page number) and one format (page number → query, page 1 left out) for every list,
// the archive, a live blog's posts, the supporter's payments, the app bridge and the page-one redirect.

export const PAGE_PARAM = 'oldal';

/** `oldal`'s value → a page number: junk, 0 and 1 are page 1 (a page past the end is the build step's 404). */
export function pageFromQuery(value: string | null | undefined): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** The page number of a query string's `oldal`. */
export function pageOf(params: URLSearchParams): number {
  return pageFromQuery(params.get(PAGE_PARAM));
}

/** §5 the redundant `oldal=1` that the redirect drops (other junk is left for the page, which reads it as page 1). */
export function isRedundantFirstPage(params: URLSearchParams): boolean {
  return params.get(PAGE_PARAM) === '1';
}

/** Writes a page number into a query: page 1 has no `oldal`. */
export function setPageParam(params: URLSearchParams, page: number): URLSearchParams {
  if (page <= 1) params.delete(PAGE_PARAM);
  else params.set(PAGE_PARAM, String(page));
  return params;
}

/** The URL of a page of the same list: page 1 has no `oldal` (§5: 1 is ignored). */
export function pageHref(pathname: string, search: string, page: number): string {
  const q = setPageParam(new URLSearchParams(search), page).toString();
  return q ? `${pathname}?${q}` : pathname;
}
