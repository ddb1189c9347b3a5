// What a page's main column shows as stories, for its boxes to leave out (§9 "items used earlier on a page are
// excluded from later blocks"; the boxes are chosen by boxItems, shared/dedupe.ts). Read from the page data, which
// both sides render from: every article, search hit and episode it carries (anything with a numeric id and a link),
// wherever its page type puts it, so a block added to a page later is covered without a word here.

/** Page-data fields that are boxes themselves, not the main column: they are chosen with the other boxes. */
const BOX_FIELDS: ReadonlySet<string> = new Set(['hikingNews']);

/**
 * One set per page data: the page's boxes (beside and below the column) and the hydration payload all ask for it
 * during one render, and the walk covers the whole data (decision 095).
 */
const known = new WeakMap<object, ReadonlySet<string>>();

/** The links of the stories the page's main column shows. */
export function mainColumnStories(data: unknown): ReadonlySet<string> {
  const isObject = typeof data === 'object' && data !== null;
  const seen = isObject ? known.get(data) : undefined;
  if (seen) return seen;
  const stories = new Set<string>();
  // Only objects and arrays are visited: the data's strings and numbers, most of its values, are passed over where
  // they are met, and no entry list is made for each object.
  const walk = (value: object): void => {
    if (Array.isArray(value)) {
      for (const v of value as unknown[]) if (typeof v === 'object' && v !== null) walk(v);
      return;
    }
    const o = value as Record<string, unknown>;
    if (typeof o.id === 'number' && typeof o.url === 'string') stories.add(o.url);
    for (const key in o) {
      const v = o[key];
      if (typeof v === 'object' && v !== null && !BOX_FIELDS.has(key)) walk(v);
    }
  };
  if (isObject) {
    walk(data);
    known.set(data, stories);
  }
  return stories;
}
