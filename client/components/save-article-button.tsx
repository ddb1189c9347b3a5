// The article's save-for-later button (decision 089): a reader-list toggle whose code loads at the first press
// (save-article.chunk.ts): the plain article carries only this.
import { useCallback } from 'react';
import { SAVED_ARTICLES_PATH } from '../../shared/reader-list-paths.ts';
import { isSaved, parseSavedArticles, SAVED_ARTICLES_KEY } from '../../shared/saved-articles.ts';
import { stored } from '../reader-lists.ts';
import { ReaderListToggle } from './reader-list-toggle.tsx';

export function SaveArticleButton({ url, title, site }: { url: string; title: string; site: string }) {
  const read = useCallback(() => isSaved(parseSavedArticles(stored(SAVED_ARTICLES_KEY)), url), [url]);
  return (
    <ReaderListToggle
      label="Mentés későbbre"
      href={SAVED_ARTICLES_PATH}
      read={read}
      toggle={() => import('./save-article.chunk.ts').then((m) => m.toggleSaved({ url, title, site }))}
    />
  );
}
