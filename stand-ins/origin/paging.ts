// Page/perPage parsing shared by every paginated endpoint (§3 page query fields, §9 default page size).
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../shared/constants.ts';
import { badRequest } from './http-error.ts';

export interface Paging {
  page: number;
  perPage: number;
  offset: number;
}

/** A positive integer query value, or `fallback` when absent; anything else is a 400 naming the parameter. */
export function positiveIntParam(value: unknown, name: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const text: unknown = Array.isArray(value) ? value[value.length - 1] : value;
  if (typeof text !== 'string' && typeof text !== 'number') throw badRequest(`${name} must be a positive integer`);
  const s = String(text).trim();
  if (!/^\d{1,9}$/.test(s) || Number(s) < 1) throw badRequest(`${name} must be a positive integer`);
  return Number(s);
}

export function parsePaging(
  query: Record<string, unknown>,
  opts: { defaultSize?: number; maxSize?: number; pageParam?: string; sizeParams?: string[] } = {},
): Paging {
  const {
    defaultSize = DEFAULT_PAGE_SIZE,
    maxSize = MAX_PAGE_SIZE,
    pageParam = 'page',
    sizeParams = ['perPage', 'limit'],
  } = opts;
  const page = positiveIntParam(query[pageParam], pageParam, 1);
  let perPage = defaultSize;
  for (const name of sizeParams) {
    if (query[name] !== undefined && query[name] !== '') {
      perPage = positiveIntParam(query[name], name, defaultSize);
      break;
    }
  }
  perPage = Math.min(perPage, maxSize);
  return { page, perPage, offset: (page - 1) * perPage };
}

export function pageInfo(paging: Paging, totalItems: number): { page: number; totalPages: number; totalItems: number } {
  return { page: paging.page, totalPages: Math.ceil(totalItems / paging.perPage), totalItems };
}

/** A numeric id path parameter (article, unique group): a positive integer or 400. */
export function idParam(value: string, name: string): number {
  if (!/^\d{1,12}$/.test(value) || Number(value) < 1)
    throw badRequest(`${name} must be a positive integer, got '${value}'`);
  return Number(value);
}
