// The article's share controls, under the headline and after the story. The server's markup is plain links
// (Facebook, X, e-mail) that work without our script; once the page runs, a browser with a system share sheet (Web
// Share API) gets one button that opens it instead, any other a button that copies the link and says so to a screen
// reader. What the buttons do loads as its own chunk on the click (decision 083).
import { useEffect, useState } from 'react';
import type { ArticleShare as ShareData } from '../../shared/share-links.ts';

const actions = () => import('./article-share-actions.chunk.ts');

export function ArticleShare({ share }: { share: ShareData }) {
  const [native, setNative] = useState(false);
  const [status, setStatus] = useState('');
  useEffect(() => setNative(typeof navigator.share === 'function'), []);
  const copy = () => {
    // Emptied first, so that copying twice is said twice.
    setStatus('');
    void actions().then((m) => m.copyLink(share).then(setStatus));
  };
  return (
    <div className="share" role="group" aria-label={share.label}>
      {native ? (
        <button
          type="button"
          className="share__native"
          onClick={() => void actions().then((m) => m.openShareSheet(share))}
        >
          {share.native}
        </button>
      ) : (
        <ul className="share__links">
          {share.links.map((l) => (
            <li key={l.name}>
              <a href={l.href} target="_blank" rel="noopener noreferrer">
                {l.name}
              </a>
            </li>
          ))}
          <li className="share__copy">
            <button type="button" onClick={copy}>
              {share.copy}
            </button>
          </li>
        </ul>
      )}
      <p className="visually-hidden" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
