// Reading the reader's own lists (decision 089) from localStorage, which a private window can refuse. Only reading:
// the plain article's save button needs this much on load; writing is in reader-list-store.ts.

/** What localStorage holds under `key`; null when it holds nothing or cannot be read. */
export function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
