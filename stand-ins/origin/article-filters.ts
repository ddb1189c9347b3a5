// Article filters (§3 page query fields: tag, mstag, author, parent, flag), in bracket form
// (`filters[tag]=x`) or JSON form (`filters={"tag":["x"]}`). Several values of one key match any of them; different
// keys must all match. The JSON form also takes the archive-search vocabulary the autocomplete produces
// (and_tags, superTags, authors, title).
import { SEARCH_FILTER_MAX_VALUES, SEARCH_TERM_MAX_LENGTH } from '../../shared/search-constants.ts';
import { badRequest } from './http-error.ts';

export interface ArticleFilterSet {
  tag: string[];
  /** Every one of these tags must be present (archive search `and_tags`). */
  andTags: string[];
  mstag: string[];
  author: string[];
  flag: string[];
  parent: number | null;
  /** Free text chosen in the archive search (`title`), searched like `term`. */
  title: string | null;
  /** Articles with any of these tags are left out (§2.3 szepkilatas without trip news). */
  notTag: string[];
}

export const emptyFilters = (): ArticleFilterSet => ({
  tag: [],
  andTags: [],
  mstag: [],
  author: [],
  flag: [],
  parent: null,
  title: null,
  notTag: [],
});

const LIST_KEYS = {
  tag: 'tag',
  mstag: 'mstag',
  author: 'author',
  flag: 'flag',
  and_tags: 'andTags',
  superTags: 'mstag',
  authors: 'author',
  tags: 'tag',
  flags: 'flag',
  notTag: 'notTag',
} as const satisfies Record<string, keyof ArticleFilterSet>;

const BRACKET_KEY = /^filters\[([^\]]*)\](?:\[\d*\])?$/;

function values(raw: unknown, key: string): string[] {
  const list = Array.isArray(raw) ? raw : [raw];
  const out: string[] = [];
  for (const v of list) {
    if (v === null || v === undefined) continue;
    if (typeof v !== 'string' && typeof v !== 'number')
      throw badRequest(`filters.${key} must be a string or a list of strings`);
    for (const part of String(v).split(',')) {
      const s = part.trim();
      if (s) out.push(s);
    }
  }
  // Each value is another index lookup and another shape of query: a bounded list keeps every search bounded.
  if (out.length > SEARCH_FILTER_MAX_VALUES)
    throw badRequest(`filters.${key} takes at most ${SEARCH_FILTER_MAX_VALUES} values`);
  return out;
}

function parseParent(raw: unknown): number {
  const v: unknown = Array.isArray(raw) ? raw[raw.length - 1] : raw;
  const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
  if (!/^\d{1,12}$/.test(s) || Number(s) < 1) throw badRequest('filters.parent must be a positive article id');
  return Number(s);
}

function apply(set: ArticleFilterSet, key: string, raw: unknown): void {
  // Looked up on a plain object below: '__proto__' or 'constructor' would find Object's own members, not a filter.
  if (key === '__proto__' || key === 'constructor' || key === 'prototype')
    throw badRequest(`filters may not use the key '${key}'`);
  if (key === 'parent') {
    set.parent = parseParent(raw);
    return;
  }
  if (key === 'title' || key === 'term') {
    const text = values(raw, key).join(' ');
    set.title = [set.title, text].filter(Boolean).join(' ') || null;
    if (set.title && set.title.length > SEARCH_TERM_MAX_LENGTH)
      throw badRequest(`filters.${key} is longer than ${SEARCH_TERM_MAX_LENGTH} characters`);
    return;
  }
  const target = Object.hasOwn(LIST_KEYS, key) ? (LIST_KEYS as Record<string, keyof ArticleFilterSet>)[key] : undefined;
  if (!target) throw badRequest(`unknown filter '${key}'`);
  (set[target] as string[]).push(...values(raw, key));
}

/** Reads both filter forms from a parsed query string; throws 400 on a broken or unknown filter. */
export function parseFilters(query: Record<string, unknown>): ArticleFilterSet {
  const set = emptyFilters();
  for (const [name, raw] of Object.entries(query)) {
    const m = BRACKET_KEY.exec(name);
    if (m) apply(set, m[1], raw);
  }
  const json = query.filters;
  if (json !== undefined && json !== '') {
    const text: unknown = Array.isArray(json) ? json[json.length - 1] : json;
    let parsed: unknown;
    try {
      parsed = JSON.parse(String(text));
    } catch {
      throw badRequest('filters is not valid JSON');
    }
    if (Array.isArray(parsed) && parsed.length === 0) return set; // an empty PHP-style object
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
      throw badRequest('filters must be a JSON object');
    for (const [key, raw] of Object.entries(parsed)) apply(set, key, raw);
  }
  return set;
}

export function hasFilters(set: ArticleFilterSet): boolean {
  return (
    set.tag.length + set.andTags.length + set.mstag.length + set.author.length + set.flag.length + set.notTag.length >
      0 ||
    set.parent !== null ||
    set.title !== null
  );
}
