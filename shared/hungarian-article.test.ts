import t from 'tap';
import { articleFor, withArticle } from './hungarian-article.ts';

t.test('words take the article of their first sound', async (t) => {
  for (const w of ['Telex', 'YouTube', 'havi', 'Spotify', 'Facebook', 'Transtelex', 'Karakter'])
    t.equal(articleFor(w), 'a', w);
  for (const w of ['Instagram', 'Index', 'ügyfél', 'Őrség', 'After', 'Ubuntu', 'Európa'])
    t.equal(articleFor(w), 'az', w);
  t.equal(articleFor('„Apple” hírlevél'), 'az', 'an opening quote is not spoken');
});

t.test('numbers take the article of their spoken form', async (t) => {
  const az = ['1', '5', '50', '55', '500', '1 000', '1\u00a0500', '5\u00a0000', '1 000 000', '5,5', '1.'];
  const a = ['2', '3', '4', '6', '7', '8', '9', '10', '11', '15', '100', '150', '2026', '12 000', '100 000', '0'];
  for (const n of az) t.equal(articleFor(n), 'az', n);
  for (const n of a) t.equal(articleFor(n), 'a', n);
});

t.test('acronyms: letter by letter by the first letter’s name, or as a word', async (t) => {
  for (const w of ['MTI', 'RTL', 'SZDSZ', 'FTC', 'NB I', 'EU', 'ELTE', 'OTP']) t.equal(articleFor(w), 'az', w);
  for (const w of ['BKV', 'KSH', 'TV2', 'NATO', 'MÁV', 'NASA']) t.equal(articleFor(w), 'a', w);
});

t.test('withArticle writes it before the text, capitalised at a sentence start', async (t) => {
  t.equal(withArticle('Telex', true), 'A Telex');
  t.equal(withArticle('YouTube'), 'a YouTube');
  t.equal(withArticle('Instagram', true), 'Az Instagram');
  t.equal(withArticle('1 500 forint'), 'az 1 500 forint');
});
