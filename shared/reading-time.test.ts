import t from 'tap';
import { READING_WORDS_PER_MINUTE, readingMinutes, readingTimeText, wordCount } from './reading-time.ts';

t.test('words are counted in the text, not the markup', async (t) => {
  t.equal(wordCount('<p>Az <a href="/x-y">MTI</a> jelentése:&nbsp;1 500 forint, <em>szép-kilátás</em>.</p>'), 7);
  t.equal(wordCount('<figure><img src="a.jpg" alt="kép"></figure>'), 0);
});

t.test('minutes round up and are at least one', async (t) => {
  const words = (n: number) => `<p>${'szó '.repeat(n)}</p>`;
  t.equal(readingMinutes(''), 1);
  t.equal(readingMinutes(words(READING_WORDS_PER_MINUTE)), 1);
  t.equal(readingMinutes(words(READING_WORDS_PER_MINUTE + 1)), 2);
  t.equal(readingMinutes(words(READING_WORDS_PER_MINUTE * 7)), 7);
});

t.test('the words in the page language', async (t) => {
  t.equal(readingTimeText(4, 'hu'), '4 perc olvasás');
  t.equal(readingTimeText(4, 'en'), '4 min read');
});
