// Sharing an article (our choice: the spec names no share buttons): plain links to Facebook's and X's share pages and
// an e-mail, so nothing of theirs loads on our pages and no consent is asked for, and they work without our script.
// The server builds them into the page data; the browser adds the system share sheet where it has one (Web Share
// API) and copying the link, from a chunk loaded on the click (decision 083).
import type { PageLanguage } from './box-texts.ts';

interface ShareTexts {
  /** the group's name a screen reader says */
  label: string;
  /** the button that opens the system share sheet */
  native: string;
  /** the button that copies the link */
  copy: string;
  email: string;
  /** what a screen reader hears once the link is copied, or could not be */
  copied: string;
  notCopied: string;
  /** the printed article's line naming its address on the web */
  address: string;
}

/** What the article page needs to draw its share controls, in the page's language. */
export interface ArticleShare extends ShareTexts {
  /** the article's canonical URL on the public origin */
  url: string;
  title: string;
  links: { name: string; href: string }[];
}

/** The words of the share controls and of the copy's confirmation, by page language. */
const SHARE_TEXTS: Record<PageLanguage, ShareTexts> = {
  hu: {
    label: 'Megosztás',
    native: 'Megosztom',
    copy: 'Link másolása',
    email: 'E-mail',
    copied: 'A cikk linkje a vágólapra került.',
    notCopied: 'Nem sikerült kimásolni a linket.',
    address: 'A cikk webcíme',
  },
  en: {
    label: 'Share',
    native: 'Share',
    copy: 'Copy link',
    email: 'Email',
    copied: 'The link to the article is on your clipboard.',
    notCopied: 'The link could not be copied.',
    address: 'Web address of the article',
  },
};

const q = encodeURIComponent;

export function articleShareOf(title: string, url: string, language: PageLanguage): ArticleShare {
  const texts = SHARE_TEXTS[language];
  return {
    ...texts,
    url,
    title,
    links: [
      { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${q(url)}` },
      { name: 'X', href: `https://x.com/intent/post?url=${q(url)}&text=${q(title)}` },
      { name: texts.email, href: `mailto:?subject=${q(title)}&body=${q(url)}` },
    ],
  };
}
