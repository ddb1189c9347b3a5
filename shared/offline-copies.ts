// Articles that open offline (decision 088): what the page and the service worker agree on.
import { SAVE_ARTICLE_MESSAGE, UNSAVE_ARTICLE_MESSAGE } from './saved-articles.ts';

/** The site's one service worker: Web Push and offline copies, its scope the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';

/** Ours: how many of the articles a reader opened the device keeps for reading offline (saved ones come on top). */
export const OFFLINE_ARTICLES_KEPT = 30;

/** Messages a page posts to the worker. `keep-article`: an article shown by a client-side navigation (the worker saw
 * no document request for it); `save-article` / `unsave-article`: the reader's saved list changed. */
export const WORKER_MESSAGES = {
  keep: 'keep-article',
  save: SAVE_ARTICLE_MESSAGE,
  unsave: UNSAVE_ARTICLE_MESSAGE,
} as const;

export type WorkerMessage = { type: (typeof WORKER_MESSAGES)[keyof typeof WORKER_MESSAGES]; url: string };

export function isWorkerMessage(data: unknown): data is WorkerMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { type, url } = data as Record<string, unknown>;
  return Object.values(WORKER_MESSAGES).includes(type as WorkerMessage['type']) && typeof url === 'string';
}

/** The page-level signal both sides read: an article page says so in its Open Graph type (client/components/page-meta.tsx). */
export const ARTICLE_OG_TYPE = 'article';
