// §4 the newsletter prompt on the front page and at the end of articles, with its two hide buttons: 'Most nem' (a
// temporary hide: 1 day on the front page, 2 days on articles, not set when the page's cookie exists) and 'Ne mutasd
// többé' (2 years, both pages). Pages are cached for every reader alike, so the server renders the prompt for everyone
// and the colour-mode script (client/public/theme.js) marks <html> with the reader's hide cookies before the first
// paint; a CSS rule (styles/engage.css) then hides it, taking no space and shifting nothing. Without JavaScript the
// buttons are form posts to the BFF (which sets the same cookies); with it they set the cookies here.
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { NEWSLETTER_DOC_SLUG, NEWSLETTER_HIDE_PATH, NEWSLETTER_RESULT_PARAM } from '../../shared/newsletter-form.ts';
import { defaultNewsletterList, type NewsletterListCode } from '../../shared/newsletter-lists.ts';
import {
  hideCookies,
  serializeHideCookie,
  type PromptHide,
  type PromptPage,
} from '../../shared/newsletter-prompt-hide.ts';
import { parseCookieHeader } from '../../shared/parse-cookie-header.ts';
import { useSite } from '../boot-context.tsx';
import { AppLink } from './app-link.tsx';
import { backPathOf, NewsletterForm } from './newsletter-form.tsx';

/** The attribute theme.js sets on <html> from the hide cookies; the CSS hides the prompt by it. */
export const PROMPT_HIDDEN_ATTR = 'data-hirlevel-rejtve';
export const PROMPT_ANCHOR = 'hirlevel';

const TEXTS: Record<PromptPage, { title: string; text: string }> = {
  front: { title: 'Kérd a hírlevelünket!', text: 'A nap legfontosabb hírei minden reggel a postafiókodban, ingyen.' },
  article: {
    title: 'Tetszett a cikk? Iratkozz fel!',
    text: 'Hírleveleinkben minden reggel elküldjük a legfontosabb híreket.',
  },
};

/** The site's own list first, then the daily digest and the weekly one. */
function promptLists(siteSlug: string): NewsletterListCode[] {
  return [...new Set<NewsletterListCode>([defaultNewsletterList(siteSlug), 'napi', 'heti'])];
}

/** §4: sets the cookies a hide asks for, and marks <html> so every prompt of this page type hides at once. */
function hideHere(kind: PromptHide, page: PromptPage): void {
  const secure = location.protocol === 'https:';
  for (const cookie of hideCookies(kind, page, parseCookieHeader(document.cookie)))
    document.cookie = serializeHideCookie(cookie, secure);
  // The same value theme.js writes: the names of the hide cookies the reader has.
  document.documentElement.setAttribute(
    PROMPT_HIDDEN_ATTR,
    String(document.cookie.match(/\bhirlevel_rejtve_\w+(?==)/g) ?? ''),
  );
}

export function NewsletterPrompt({ page }: { page: PromptPage }) {
  const site = useSite();
  const { pathname, search } = useLocation();
  const [closed, setClosed] = useState(false);
  const [signedUp, setSignedUp] = useState(false);
  // Marks the prompt once its code runs here (the server's copy works as plain forms until then).
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  // After a plain form post the page comes back with the outcome, and a sign-up here shows its thanks: show them even
  // where the prompt is hidden (a sign-up hides it for good: the BFF set the cookies, hideHere marks the page).
  const result = signedUp || new URLSearchParams(search).has(NEWSLETTER_RESULT_PARAM);
  const lists = promptLists(site.slug);
  // Once the thanks are on screen (this prompt carries the --result class), the page's other prompts hide.
  useEffect(() => {
    if (signedUp) hideHere('permanent', page);
  }, [signedUp, page]);
  const hide = (kind: PromptHide) => (event: FormEvent) => {
    event.preventDefault();
    hideHere(kind, page);
    setClosed(true);
  };
  if (closed) return null;
  const back = backPathOf(pathname, search);
  return (
    <aside
      id={PROMPT_ANCHOR}
      className={`nl-prompt nl-prompt--${page}${result ? ' nl-prompt--result' : ''}`}
      aria-labelledby={`nl-prompt-${page}-cim`}
      data-newsletter-prompt={page}
      data-interactive={interactive ? '' : undefined}
    >
      <h2 className="nl-prompt__title" id={`nl-prompt-${page}-cim`}>
        {TEXTS[page].title}
      </h2>
      <p className="nl-prompt__text">{TEXTS[page].text}</p>
      <NewsletterForm
        idPrefix={`nl-prompt-${page}`}
        lists={lists}
        checked={lists.slice(0, 1)}
        anchor={PROMPT_ANCHOR}
        onDone={() => setSignedUp(true)}
      />
      <div className="nl-prompt__actions">
        <form method="post" action={NEWSLETTER_HIDE_PATH} onSubmit={hide('temporary')}>
          <input type="hidden" name="page" value={page} />
          <input type="hidden" name="kind" value="temporary" />
          <input type="hidden" name="back" value={back} />
          <button type="submit" className="nl-prompt__hide" data-hide="temporary">
            Most nem
          </button>
        </form>
        <form method="post" action={NEWSLETTER_HIDE_PATH} onSubmit={hide('permanent')}>
          <input type="hidden" name="page" value={page} />
          <input type="hidden" name="kind" value="permanent" />
          <input type="hidden" name="back" value={back} />
          <button type="submit" className="nl-prompt__hide" data-hide="permanent">
            Ne mutasd többé
          </button>
        </form>
        <AppLink className="nl-prompt__more" to={`/dokumentum/${NEWSLETTER_DOC_SLUG}`}>
          Összes hírlevelünk
        </AppLink>
      </div>
    </aside>
  );
}
