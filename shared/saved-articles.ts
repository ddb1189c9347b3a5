// Save for later (decision 089): the articles a reader keeps, in their own browser (localStorage, no account), and the
// messages the page posts to the service worker, which keeps saved articles for offline reading. The worker imports
// the key and the message types from here, so both sides name them once.
import { parseStoredList } from './stored-list.ts';

/** localStorage: the saved articles as JSON, newest first (SavedArticle[]) */
export const SAVED_ARTICLES_KEY = 'savedArticles';
/** Posted to the controlling service worker when the reader saves an article: `{ type, url }`. */
export const SAVE_ARTICLE_MESSAGE = 'save-article';
/** Posted to the controlling service worker when the reader removes a saved article: `{ type, url }`. */
export const UNSAVE_ARTICLE_MESSAGE = 'unsave-article';
/** How many a browser keeps: saving one more drops the oldest (localStorage is small, and shared by the site). */
export const SAVED_ARTICLES_MAX = 200;

export interface SavedArticle {
  /** the article's path on this site (`/belfold/2026/11/29/…`) */
  url: string;
  title: string;
  /** the name of the site it belongs to (Telex, G7, …) */
  site: string;
  /** when it was saved, unix milliseconds */
  savedAt: number;
}

export type SavedArticleMessage =
  { type: typeof SAVE_ARTICLE_MESSAGE; url: string } | { type: typeof UNSAVE_ARTICLE_MESSAGE; url: string };

/** A path of this site: '//host' and '/\host' are another host's to a browser. */
const SITE_PATH = /^\/(?![/\\])/;

const isEntry = (v: unknown): v is SavedArticle => {
  const e = v as SavedArticle | null;
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof e.url === 'string' &&
    SITE_PATH.test(e.url) &&
    typeof e.title === 'string' &&
    typeof e.site === 'string' &&
    typeof e.savedAt === 'number'
  );
};

/** The saved articles in what localStorage holds; anything that is not one (another version's, a hand edit) is left out. */
export function parseSavedArticles(raw: string | null): SavedArticle[] {
  return parseStoredList(raw, isEntry);
}

export function isSaved(list: readonly SavedArticle[], url: string): boolean {
  return list.some((e) => e.url === url);
}

/** The list with `entry` first (saved again: moved up with its new time), at most SAVED_ARTICLES_MAX long. */
export function withSaved(list: readonly SavedArticle[], entry: SavedArticle): SavedArticle[] {
  return [entry, ...list.filter((e) => e.url !== entry.url)].slice(0, SAVED_ARTICLES_MAX);
}

export function withoutSaved(list: readonly SavedArticle[], url: string): SavedArticle[] {
  return list.filter((e) => e.url !== url);
}
