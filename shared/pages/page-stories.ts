// What a page's main column shows as stories, for its boxes to leave out (§9 "items used earlier on a page are
// excluded from later blocks"; the boxes are chosen by boxItems, shared/dedupe.ts). Read from the page data, which
// both sides render from: every article, search hit and episode it carries (anything with a numeric id and a link),
// wherever its page type puts it, so a block added to a page later is covered without a word here.

/** Page-data fields that are boxes themselves, not the main column: they are chosen with the other boxes. */
const BOX_FIELDS: ReadonlySet<string> = new Set(['hikingNews']);

/** The links of the stories the page's main column shows. */
export function mainColumnStories(data: unknown): Set<string> {
  const stories = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const v of value) walk(v);
      return;
    }
    if (!value || typeof value !== 'object') return;
    const o = value as Record<string, unknown>;
    if (typeof o.id === 'number' && typeof o.url === 'string') stories.add(o.url);
    for (const [key, v] of Object.entries(o)) if (!BOX_FIELDS.has(key)) walk(v);
  };
  walk(data);
  return stories;
}
