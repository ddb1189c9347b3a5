// The pure editorial rules of the lists and fronts (§4, §5, §9).
import t from 'tap';
import { createNoRepeatDraw } from './no-repeat-draw.ts';
import { toBookCards } from './books.ts';
import { AUTO_BLOCK_VARIANTS, HIGHLIGHT_LIST_SIZE, LATEST_PR_POSITION, TRUNCATE } from './constants.ts';
import { boxItems, createDeduper } from './dedupe.ts';
import { mainColumnStories } from './pages/page-stories.ts';
import { firstItemIsMain, highlightBlock, highlightIndex } from './highlight.ts';
import { insertPrArticle, mobileAdAfter } from './list-layout.ts';
import { spotifyEmbedUrl } from './spotify-url.ts';
import { truncate } from './truncate.ts';

const items = (n: number, from = 1) => Array.from({ length: n }, (_, i) => ({ id: from + i }));

t.test('highlight index: 3 + (page mod min(count, 4)), only with more than 5 items', async (t) => {
  t.equal(highlightIndex(1, 10), 4);
  t.equal(highlightIndex(2, 10), 5);
  t.equal(highlightIndex(3, 10), 6);
  t.equal(highlightIndex(4, 10), 3);
  t.equal(highlightIndex(5, 10), 4);
  t.equal(highlightIndex(1, 5), null, 'five items: no highlight');
  t.equal(highlightIndex(3, 6), null, 'index past the end: none');
  t.equal(highlightIndex(2, 6), 5);
});

t.test('highlight block needs exactly 4 articles', async (t) => {
  t.same(highlightBlock(items(HIGHLIGHT_LIST_SIZE)), items(4));
  t.same(highlightBlock(items(3)), []);
  t.same(highlightBlock(items(5)), []);
});

t.test('first item is main on page 1 of English and section lists only', async (t) => {
  t.ok(firstItemIsMain('english', 1));
  t.ok(firstItemIsMain('mstag', 1));
  t.notOk(firstItemIsMain('mstag', 2));
  t.notOk(firstItemIsMain('tag', 1));
  t.notOk(firstItemIsMain('latest', 1));
});

t.test('PR article at position 4; an already listed one is not repeated; nothing is dropped', async (t) => {
  const list = items(10);
  const out = insertPrArticle(list, [{ id: 3 }, { id: 99 }]);
  t.equal(out[LATEST_PR_POSITION - 1].id, 99);
  t.equal(out.length, 11);
  t.same(
    out.filter((a) => a.id !== 99),
    list,
  );
  t.same(insertPrArticle(list, []), list);
  t.same(insertPrArticle(items(2), [{ id: 99 }]), items(2), 'too short a list');
});

t.test('mobile ad after the 3rd item', async (t) => {
  t.same(
    [0, 1, 2, 3, 4].filter((i) => mobileAdAfter(i, 10)),
    [2],
  );
  t.notOk(mobileAdAfter(2, 3), 'not after the last item');
});

t.test('dedupe: later blocks skip what earlier ones used', async (t) => {
  const d = createDeduper();
  d.use([{ id: 1 }]);
  t.same(d.take(items(5), 2), [{ id: 2 }, { id: 3 }]);
  t.same(d.take(items(6), 3), [{ id: 4 }, { id: 5 }, { id: 6 }]);
  t.same(d.take(items(6), 3), []);
});

t.test('boxes: each leaves out the main column and earlier boxes, and still fills from its spares', async (t) => {
  const card = (n: number) => ({ url: `/a/${n}` });
  const cards = (...ns: number[]) => ns.map(card);
  const [first, second] = boxItems(
    [
      { size: 2, items: cards(1, 2, 3, 4) },
      { size: 3, items: cards(2, 3, 4, 5, 6, 7) },
    ],
    new Set(['/a/1']),
  );
  t.same(first, cards(2, 3), 'the main column’s story left out, the box full');
  t.same(second, cards(4, 5, 6), 'the first box’s stories left out, the box full');
  t.same(boxItems([{ size: 3, items: cards(1, 2) }], new Set(['/a/1']))[0], cards(2), 'no spares: fewer');
});

t.test('the main column’s stories: every card of the page data, boxes of its own left out', async (t) => {
  const data = {
    kind: 'section',
    highlights: [{ id: 1, url: '/a/1', title: 'x' }],
    list: { items: [{ id: 2, url: '/a/2' }], podcast: { name: 'p', url: '/podcast/p' } },
    hikingNews: [{ id: 3, url: '/a/3' }],
  };
  t.same([...mainColumnStories(data)].sort(), ['/a/1', '/a/2']);
});

t.test('automatic block variants: random, no repeat until all were used', async (t) => {
  let seed = 7;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const r = createNoRepeatDraw(AUTO_BLOCK_VARIANTS, random);
  const drawn = Array.from({ length: AUTO_BLOCK_VARIANTS * 25 }, () => r.next());
  for (let round = 0; round < 25; round++) {
    const bag = drawn.slice(round * AUTO_BLOCK_VARIANTS, (round + 1) * AUTO_BLOCK_VARIANTS);
    t.same([...bag].sort(), [1, 2, 3, 4], `round ${round} uses every variant once`);
  }
  for (let i = 1; i < drawn.length; i++) if (drawn[i] === drawn[i - 1]) t.fail(`repeat at ${i}`);
  const firsts = new Set(Array.from({ length: 20 }, () => createNoRepeatDraw(AUTO_BLOCK_VARIANTS).next()));
  t.ok(firsts.size > 1, 'the first pick is random');
});

t.test('Spotify URL rule (§5)', async (t) => {
  t.equal(spotifyEmbedUrl('https://open.spotify.com/show/abc'), null, 'show is not in the list');
  t.equal(
    spotifyEmbedUrl('https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M'),
    'https://open.spotify.com/embed/playlist/37i9dQZF1DXcBWIGoYBM5M',
  );
  t.equal(
    spotifyEmbedUrl('https://open.spotify.com/episode/4rOoJ6Egrf8K2IrywzwOMk?si=x'),
    'https://open.spotify.com/embed/episode/4rOoJ6Egrf8K2IrywzwOMk',
  );
  t.equal(spotifyEmbedUrl('https://evil.example/open.spotify.com/track/4rOoJ6Egrf8K2IrywzwOMk'), null);
  t.equal(spotifyEmbedUrl('https://open.spotify.com/track/'), null, 'needs an id');
  t.equal(spotifyEmbedUrl(undefined), null);
});

t.test('books: title to 120 at a word boundary, price with the thousand separator', async (t) => {
  const long = 'Egy nagyon hosszú könyvcím '.repeat(8).trim();
  const [book, ...rest] = toBookCards(
    [
      { url: 'https://x.example/k', image: null, title: long, price: 3490 },
      { url: 'javascript:alert(1)', title: 'x' },
      5,
    ],
    'Ft',
  );
  t.equal(rest.length, 0, 'malformed entries dropped');
  t.ok(book.title.length <= TRUNCATE.titleBook && book.title.endsWith('…'));
  t.ok(long.startsWith(book.title.slice(0, -1)), 'cut at a word boundary');
  t.equal(book.price, '3\u00a0490 Ft');
});

t.test('truncation at a word boundary with an ellipsis', async (t) => {
  const title = 'A kormány bejelentette, hogy jövőre jelentősen emelkedik a minimálbér és a garantált bérminimum is';
  const cut = truncate(title, TRUNCATE.titleList);
  t.ok(cut.length <= TRUNCATE.titleList);
  t.ok(cut.endsWith('…'));
  t.ok(title.startsWith(cut.slice(0, -1)) && title[cut.length - 1] === ' ', 'ends where a word ended');
  t.equal(truncate('Rövid cím', TRUNCATE.titleList), 'Rövid cím');
});
