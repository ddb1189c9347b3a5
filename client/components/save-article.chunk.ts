// Saving an article for later and removing it (decision 089): loaded when the reader first presses the article's
// save button, so the plain article's script budget (decision 083) carries only the button.
import {
  isSaved,
  parseSavedArticles,
  SAVE_ARTICLE_MESSAGE,
  SAVED_ARTICLES_KEY,
  UNSAVE_ARTICLE_MESSAGE,
  withoutSaved,
  withSaved,
  type SavedArticle,
} from '../../shared/saved-articles.ts';
import { stored } from '../reader-lists.ts';
import { store, tellServiceWorker } from '../reader-list-store.ts';
import type { ToggleOutcome } from './reader-list-toggle.tsx';

export const SAVE_NOTES = {
  saved: 'Elmentetted a cikket, a Mentett cikkek között találod meg.',
  removed: 'A cikket törölted a mentett cikkek közül.',
  refused: 'A böngésződ most nem engedi a mentést (például privát ablakban). Próbáld újra egy normál ablakban.',
} as const;

/** Saves the article or, when it is saved, removes it; says what became of it. `now`: unix ms (a test passes its own). */
export function toggleSaved(entry: Omit<SavedArticle, 'savedAt'>, now: number = Date.now()): ToggleOutcome {
  const list = parseSavedArticles(stored(SAVED_ARTICLES_KEY));
  const was = isSaved(list, entry.url);
  const next = was ? withoutSaved(list, entry.url) : withSaved(list, { ...entry, savedAt: now });
  if (!store(SAVED_ARTICLES_KEY, next)) return { on: was, note: SAVE_NOTES.refused };
  tellServiceWorker({ type: was ? UNSAVE_ARTICLE_MESSAGE : SAVE_ARTICLE_MESSAGE, url: entry.url });
  return { on: !was, note: was ? SAVE_NOTES.removed : SAVE_NOTES.saved };
}

/** Removes a saved article (the saved articles page's button); the list as it is now. */
export function removeSaved(url: string): SavedArticle[] {
  const next = withoutSaved(parseSavedArticles(stored(SAVED_ARTICLES_KEY)), url);
  if (store(SAVED_ARTICLES_KEY, next)) tellServiceWorker({ type: UNSAVE_ARTICLE_MESSAGE, url });
  return next;
}
