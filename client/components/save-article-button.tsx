// The article's save-for-later button (decision 089). The server draws a plain link to the page that explains saving
// (what a reader without JavaScript gets); once the browser has read whether the article is saved, it is a toggle
// button whose code loads at the first press (save-article.chunk.ts): the plain article carries only this.
import { useEffect, useState } from 'react';
import { SAVED_ARTICLES_PATH } from '../../shared/reader-list-paths.ts';
import { isSaved, parseSavedArticles, SAVED_ARTICLES_KEY } from '../../shared/saved-articles.ts';
import { stored } from '../reader-lists.ts';

const LABEL = 'Mentés későbbre';

export function SaveArticleButton({ url, title, site }: { url: string; title: string; site: string }) {
  const [saved, setSaved] = useState<boolean | null>(null);
  const [note, setNote] = useState('');
  useEffect(() => {
    setSaved(isSaved(parseSavedArticles(stored(SAVED_ARTICLES_KEY)), url));
    setNote('');
  }, [url]);
  if (saved === null)
    return (
      <p className="save-article">
        <a className="save-article__button" href={SAVED_ARTICLES_PATH}>
          {LABEL}
        </a>
      </p>
    );
  const toggle = () =>
    void import('./save-article.chunk.ts').then((m) => {
      const outcome = m.toggleSaved({ url, title, site });
      setSaved(outcome.saved);
      setNote(outcome.note);
    });
  return (
    <p className="save-article">
      <button type="button" className="save-article__button" aria-pressed={saved} onClick={toggle}>
        {LABEL}
      </button>{' '}
      <span className="save-article__note" role="status">
        {note}
      </span>
    </p>
  );
}
