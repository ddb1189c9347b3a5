// Fixed notices an article asks for (help lines for spiritualHelp / drugProblem, the §6 adult-content age notice),
// written on the server as trusted markup so their texts cost the article page no JavaScript.
import type { Article } from '../api-types.ts';
import { ADULT_CONTENT_NOTICE } from '../constants.ts';
import { pageLanguageOf, type PageLanguage } from '../box-texts.ts';

/** The notices in each page language (an English article's boxes speak English; shared/box-texts.ts). */
const NOTICES: Record<PageLanguage, { spiritualHelp: string; drugHelp: string; adult: string }> = {
  hu: {
    spiritualHelp:
      '<aside class="article-help" aria-label="Segítség"><p><strong>Ha te vagy valaki a környezetedben ' +
      'krízishelyzetben van, kérj segítséget.</strong> A Lelki Elsősegély Telefonszolgálat ingyenesen, éjjel-nappal ' +
      'hívható a <a href="tel:116123">116-123</a> számon. Közvetlen életveszély esetén hívd a <a href="tel:112">112</a>-t.</p></aside>',
    drugHelp:
      '<aside class="article-help" aria-label="Segítség szerproblémák esetén"><p><strong>Ha te vagy egy ' +
      'hozzátartozód szerhasználattal küzd, van, aki segít.</strong> A Drogsegély ingyenes, anonim vonala: ' +
      '<a href="tel:+3680505678">06-80-505-678</a>.</p></aside>',
    adult:
      `<p class="article-adult" role="note"><span class="article-adult__badge">${ADULT_CONTENT_NOTICE}</span> ` +
      'A cikk felnőtteknek szóló tartalmat tartalmaz, 18 éven aluliak számára nem ajánlott.</p>',
  },
  en: {
    spiritualHelp:
      '<aside class="article-help" aria-label="Help"><p><strong>If you or someone close to you is in crisis, ' +
      'ask for help.</strong> In Hungary the emotional first aid line is free and open day and night at ' +
      '<a href="tel:116123">116-123</a>. If a life is in immediate danger, call <a href="tel:112">112</a>.</p></aside>',
    drugHelp:
      '<aside class="article-help" aria-label="Help with substance use"><p><strong>If you or someone close to you ' +
      'is struggling with substance use, help is there.</strong> The free, anonymous drug helpline in Hungary: ' +
      '<a href="tel:+3680505678">06-80-505-678</a>.</p></aside>',
    adult:
      `<p class="article-adult" role="note"><span class="article-adult__badge">${ADULT_CONTENT_NOTICE}</span> ` +
      'This article contains adult content and is not recommended for readers under 18.</p>',
  },
};

/** The notices shown before the article's content, in the article's language, or null. */
export function articleNoticesHtml(
  a: Pick<Article, 'adultContent' | 'flags' | 'spiritualHelp' | 'drugProblem' | 'english'>,
): string | null {
  const adult = a.adultContent || a.flags.some((f) => f.slug === 'adult-content');
  const texts = NOTICES[pageLanguageOf(!!a.english)];
  const html =
    (adult ? texts.adult : '') + (a.spiritualHelp ? texts.spiritualHelp : '') + (a.drugProblem ? texts.drugHelp : '');
  return html || null;
}
