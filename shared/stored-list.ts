// The reader's own lists (decision 089) as localStorage keeps them: a JSON list that another version of the site, a
// hand edit or a full disk may have left in any shape, so every entry is checked before it is used.

/** The entries of the list in `raw` that `isEntry` accepts; anything else (not JSON, not a list) reads as none. */
export function parseStoredList<T>(raw: string | null, isEntry: (v: unknown) => v is T): T[] {
  try {
    const value: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(value) ? value.filter(isEntry) : [];
  } catch {
    return [];
  }
}
