// Changing the reader's own lists (decision 089): localStorage, which a private window or a full disk can refuse, and
// the message to the service worker that keeps saved articles for offline reading.
import type { SavedArticleMessage } from '../shared/saved-articles.ts';

/** Keeps `value` as JSON under `key`; false when the browser refused it. */
export function store(key: string, value: unknown): boolean {
  try {
    localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/** Tells the service worker that controls the page, if one does, what was saved or removed. */
export function tellServiceWorker(message: SavedArticleMessage): void {
  navigator.serviceWorker?.controller?.postMessage(message);
}
