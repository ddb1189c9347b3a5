// Reading what a reader typed (shared/search-term.ts) and marking it in titles (shared/search-highlight.ts).
import t from 'tap';
import { SEARCH_TERM_MAX_PARTS } from './search-constants.ts';
import { highlightSegments } from './search-highlight.ts';
import { parseSearchTerm } from './search-term.ts';
import { searchTotalText } from './search-total.ts';

const marked = (text: string, term: string) =>
  highlightSegments(text, term)
    .filter((s) => s.match)
    .map((s) => s.text);

t.test('bare words: each one required, accents and case folded, each also a prefix', async (t) => {
  t.same(parseSearchTerm('Közélet  KORMÁNY'), [
    { words: ['kozelet'], phrase: false, prefix: true },
    { words: ['kormany'], phrase: false, prefix: true },
  ]);
  t.same(parseSearchTerm('a'), [{ words: ['a'], phrase: false, prefix: true }], 'one letter is a word being typed');
  t.same(parseSearchTerm(''), []);
  t.same(parseSearchTerm(null), []);
  t.same(parseSearchTerm('   '), []);
});

t.test('quotes make phrases; an open quote is a phrase still being typed', async (t) => {
  t.same(parseSearchTerm('"a végső döntés" rendőrség'), [
    { words: ['a', 'vegso', 'dontes'], phrase: true, prefix: false },
    { words: ['rendorseg'], phrase: false, prefix: true },
  ]);
  t.same(
    parseSearchTerm('„magyar kormány”'),
    [{ words: ['magyar', 'kormany'], phrase: true, prefix: false }],
    'Hungarian quotes',
  );
  t.same(parseSearchTerm('»kultúra«'), [{ words: ['kultura'], phrase: true, prefix: false }], 'a quoted word is exact');
  t.same(parseSearchTerm('"magyar kor'), [{ words: ['magyar', 'kor'], phrase: true, prefix: true }]);
  t.same(
    parseSearchTerm('"magyar kor '),
    [{ words: ['magyar', 'kor'], phrase: true, prefix: false }],
    'typed past the last word',
  );
  t.same(parseSearchTerm('""'), []);
});

t.test('syntax is only a separator: operators are words, the rest splits', async (t) => {
  const words = (s: string) => parseSearchTerm(s).map((p) => p.words.join(' '));
  t.same(words('title:kormány'), ['title', 'kormany']);
  t.same(words('NEAR(a b, 3)'), ['near', 'a', 'b', '3']);
  t.same(words('a AND b OR NOT c'), ['a', 'and', 'b', 'or', 'not', 'c']);
  t.same(words('-foo +bar ^baz qux* (((x)))'), ['foo', 'bar', 'baz', 'qux', 'x']);
  t.same(words('{title lead}: x'), ['title', 'lead', 'x']);
  t.same(words("'; DROP TABLE articles; --"), ['drop', 'table', 'articles']);
  t.same(words('a\u0000b\u0007c\u001b[31m'), ['a', 'b', 'c', '31m']);
  t.same(words('\uD800x\uDFFFy'), ['x', 'y'], 'lone surrogates');
  t.same(words('🙂 kávé 🇭🇺'), ['kave']);
  t.same(words('\uE000t5 x'), ['t5', 'x'], 'private-use characters never reach a word (they mark index facets)');
  t.same(words('שלום مرحبا Привет 東京'), ['שלום', 'مرحبا', 'привет', '東京'], 'other scripts are words too');
});

t.test('bounded: duplicates dropped, at most SEARCH_TERM_MAX_PARTS parts, 4 KB is cheap', async (t) => {
  t.equal(parseSearchTerm('a a a A á').length, 1);
  const many = Array.from({ length: 50 }, (_, i) => `szo${i}`).join(' ');
  t.equal(parseSearchTerm(many).length, SEARCH_TERM_MAX_PARTS);
  const started = performance.now();
  parseSearchTerm('"('.repeat(2048));
  parseSearchTerm('x'.repeat(4096));
  t.ok(performance.now() - started < 200, 'linear in the input');
});

t.test('highlight: accent-insensitive, only the typed part of a prefix, phrases as a run', async (t) => {
  t.same(highlightSegments('A kormány döntött', 'kormany'), [
    { text: 'A ', match: false },
    { text: 'kormány', match: true },
    { text: ' döntött', match: false },
  ]);
  t.same(marked('Kormánynak írt levél', 'korm'), ['Korm'], 'the prefix typed, not the whole word');
  t.same(marked('Közélet és kultúra', 'kozelet KULT'), ['Közélet', 'kult']);
  t.same(marked('a végső döntés és a végső szó', '"a végső döntés"'), ['a végső döntés']);
  t.same(marked('a végső szó', '"a végső döntés"'), [], 'a phrase needs all its words in a row');
  t.same(marked('magyar kormánynak', '"magyar kor'), ['magyar kor'], 'an open phrase ends in a prefix');
  t.same(marked('vizsgálat', 'vizsga vizsgál'), ['vizsgál'], 'overlapping matches merge');
  t.same(marked('Rendőrség', 'rendor'), ['Rendőr']);
  t.same(marked('e\u0301lmény', 'elm'), ['e\u0301lm'], 'decomposed accents stay with their letter');
  t.same(marked('<b>kormány</b>', 'b'), ['b', 'b'], 'markup is text to the highlighter; the page escapes it');
  t.same(highlightSegments('semmi', 'kormany'), [{ text: 'semmi', match: false }]);
  t.same(highlightSegments('', 'x'), []);
  t.same(highlightSegments('szöveg', ''), [{ text: 'szöveg', match: false }]);
  const segments = highlightSegments('Ünnepi 🙂 közlemény: kávé', 'kozlemeny kave');
  t.equal(segments.map((s) => s.text).join(''), 'Ünnepi 🙂 közlemény: kávé', 'segments rebuild the text');
});

t.test('a capped total reads "10 000+", an exact one as it is (§5 thousand separator)', async (t) => {
  t.equal(searchTotalText(10_000, true), '10\u00a0000+');
  t.equal(searchTotalText(1_234), '1\u00a0234');
  t.equal(searchTotalText(0), '0');
});
