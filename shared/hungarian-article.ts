// The Hungarian definite article (§1 the locale is Hungarian, written as an editor writes it): 'az' before a vowel
// sound, 'a' before a consonant sound, never the form-letter 'a(z)'. What counts is how the next word is spoken: a
// number by its spoken form (az 1 = egy, az 5 = öt, az 50, az 1 000 = ezer, but a 2, a 10 = tíz, a 100 = száz), an
// acronym read letter by letter by its first letter's name (az MTI = em-té-í, a BKV = bé-ká-vé), one read as a word
// (NATO, MÁV) like a word.

const VOWELS = 'aáeéiíoóöőuúüű';
/** Letters whose Hungarian name starts with a vowel: A, E, F (ef), I, L (el), M (em), N (en), O, R (er), S (es)… */
const VOWEL_NAMED_LETTERS = `${VOWELS}flmnrsxy`;
/** Opening quotes and brackets the article stands before but which are not spoken. */
const UNSPOKEN_OPENERS = /^[„"'‘’“”»«([]+/u;

/** Whether a number's spoken form starts with a vowel: its first group of three decides (1 500 = ezerötszáz). */
function numberTakesAz(digits: string): boolean {
  const int = digits.replace(/^0+(?=\d)/, '');
  const groups = Math.ceil(int.length / 3);
  const lead = int.slice(0, int.length - (groups - 1) * 3);
  // A lone 1 before thousands or millions is spoken 'ezer', 'egymillió': a vowel.
  if (lead === '1') return true;
  // 'száz', 'tíz…', 'két…' and the rest start with a consonant; only öt (5, 50, 500 …) and egy (1) with a vowel.
  return lead[0] === '5';
}

/** An all-capitals word read letter by letter: its second letter is no vowel (MTI, RTL, SZDSZ; not NATO, MÁV). */
function readLetterByLetter(word: string): boolean {
  if (word.length < 2 || word !== word.toLocaleUpperCase('hu') || word === word.toLocaleLowerCase('hu')) return false;
  return !VOWELS.includes(word[1].toLocaleLowerCase('hu'));
}

/** 'a' or 'az' for the text that follows it. */
export function articleFor(next: string): 'a' | 'az' {
  const text = next.trimStart().replace(UNSPOKEN_OPENERS, '');
  const digits = /^\d[\d\u00a0\u202f ]*/.exec(text);
  if (digits) return numberTakesAz(digits[0].replace(/\D/g, '')) ? 'az' : 'a';
  const word = /^[\p{L}]+/u.exec(text)?.[0] ?? '';
  if (!word) return 'a';
  const first = word[0].toLocaleLowerCase('hu');
  return (readLetterByLetter(word) ? VOWEL_NAMED_LETTERS : VOWELS).includes(first) ? 'az' : 'a';
}

/** The text with its article before it: 'az 1 500 forint', or at a sentence's start 'Az MTI'. */
export function withArticle(next: string, sentenceStart = false): string {
  const article = articleFor(next);
  return `${sentenceStart ? article[0].toUpperCase() + article.slice(1) : article} ${next}`;
}
