// The words of the boxes around an article, by the page's language: an English article (§3 Article
// `english`) gets every box in English, or without the box where no English text exists. One dictionary for the
// sidebar's label and box titles and the link box; the recommender composes its boxes with the Hungarian titles
// (shared/recommender-boxes.ts) and an English page looks its titles up here by the box's key. The help and adult
// notices keep their two languages in shared/pages/article-notices.ts: they are markup the server writes, and here
// they would ride in the article page's JavaScript (the sidebar imports this module).
import { TEXT_LATEST_BOX, TEXT_LATEST_BOX_EN } from './constants.ts';
import { formatNumber } from './format-number.ts';
import { MOST_READ_BOX_KEY } from './most-read.ts';

export type PageLanguage = 'hu' | 'en';

/** The Intl locale of each page language (§1 Hungarian; an English article in British English). */
export const PAGE_LOCALES: Record<PageLanguage, string> = { hu: 'hu-HU', en: 'en-GB' };

export const pageLanguageOf = (english: boolean): PageLanguage => (english ? 'en' : 'hu');

/** The key (and anchor) of the box under an article with the newest stories sharing its tags (decision 082). */
export const RELATED_BOX_KEY = 'kapcsolodo-cikkek';

export interface BoxTexts {
  /** the sidebar's landmark name */
  sidebar: string;
  /** recommender box titles by box key; a box without one is left out in that language */
  boxTitles: Readonly<Record<string, string>>;
  /** §2.6 the link box: its title, the shop, the app download and the support link */
  linkBox: { title: string; shop: string; app: string; support: string };
  /** the newsletter prompt: our newsletters are Hungarian, so an English page offers none */
  newsletter: boolean;
}

/** A recommender box's title on a page in this language; null: the box is left out there. */
export function boxTitleOf(box: { key: string; title: string }, language: PageLanguage): string | null {
  return language === 'hu' ? box.title : (BOX_TEXTS[language].boxTitles[box.key] ?? null);
}

/** The article's own words around its text, by the page's language (the dates are in shared/relative-date.ts). */
export const ARTICLE_WORDS: Record<
  PageLanguage,
  { tags: string; updated: string; interactions: (n: number) => string }
> = {
  hu: { tags: 'Címkék', updated: 'frissítve', interactions: (n) => `${formatNumber(n)} interakció a Facebookon` },
  en: {
    tags: 'Tags',
    updated: 'updated',
    interactions: (n) => `${n.toLocaleString(PAGE_LOCALES.en)} interaction${n === 1 ? '' : 's'} on Facebook`,
  },
};

export const BOX_TEXTS: Record<PageLanguage, BoxTexts> = {
  hu: {
    sidebar: 'Ajánló',
    boxTitles: {
      'friss-hirek': TEXT_LATEST_BOX,
      kiemelt: 'Kiemelt',
      'most-tortenik': 'Most történik',
      [RELATED_BOX_KEY]: 'Kapcsolódó cikkek',
      fontos: 'Fontos',
      legfrissebb: 'Legfrissebb',
      [MOST_READ_BOX_KEY]: 'Legolvasottabb',
      kedvenceink: 'Kedvenceink',
      partnereinktol: 'Partnereinktől',
      after: 'After',
      g7: 'G7',
    },
    linkBox: {
      title: 'Támogass minket',
      shop: 'Webshop',
      app: 'Töltsd le az appot',
      support: 'Támogatom a független újságírást',
    },
    newsletter: true,
  },
  en: {
    sidebar: 'Recommended',
    boxTitles: {
      'friss-hirek': TEXT_LATEST_BOX_EN,
      kiemelt: 'Featured',
      'most-tortenik': 'Happening now',
      [RELATED_BOX_KEY]: 'Related articles',
      fontos: 'Important',
      legfrissebb: 'Newest',
      [MOST_READ_BOX_KEY]: 'Most read',
      kedvenceink: 'Our favourites',
      partnereinktol: 'From our partners',
      after: 'After',
      g7: 'G7',
    },
    linkBox: { title: 'Support us', shop: 'Shop', app: 'Get the app', support: 'I support independent journalism' },
    newsletter: false,
  },
};
