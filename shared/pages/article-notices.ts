// Fixed notices an article asks for (help lines for spiritualHelp / drugProblem, the §6 adult-content age notice),
// written on the server as trusted markup so their texts cost the article page no JavaScript.
import type { Article } from '../api-types.ts';
import { ADULT_CONTENT_NOTICE } from '../constants.ts';

const SPIRITUAL_HELP = '<aside class="article-help" aria-label="Segítség"><p><strong>Ha te vagy valaki a környezetedben '
  + 'krízishelyzetben van, kérj segítséget.</strong> A Lelki Elsősegély Telefonszolgálat ingyenesen, éjjel-nappal '
  + 'hívható a <a href="tel:116123">116-123</a> számon. Közvetlen életveszély esetén hívd a <a href="tel:112">112</a>-t.</p></aside>';
const DRUG_HELP = '<aside class="article-help" aria-label="Segítség szerproblémák esetén"><p><strong>Ha te vagy egy '
  + 'hozzátartozód szerhasználattal küzd, van, aki segít.</strong> A Drogsegély ingyenes, anonim vonala: '
  + '<a href="tel:+3680505678">06-80-505-678</a>.</p></aside>';
const ADULT = `<p class="article-adult" role="note"><span class="article-adult__badge">${ADULT_CONTENT_NOTICE}</span> `
  + 'A cikk felnőtteknek szóló tartalmat tartalmaz, 18 éven aluliak számára nem ajánlott.</p>';

/** The notices shown before the article's content, or null. */
export function articleNoticesHtml(a: Pick<Article, 'adultContent' | 'flags' | 'spiritualHelp' | 'drugProblem'>): string | null {
  const adult = a.adultContent || a.flags.some((f) => f.slug === 'adult-content');
  const html = (adult ? ADULT : '') + (a.spiritualHelp ? SPIRITUAL_HELP : '') + (a.drugProblem ? DRUG_HELP : '');
  return html || null;
}
