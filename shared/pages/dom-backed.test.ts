// The recommender's payload as the document writes it (shared/pages/dom-backed.ts): it must read back as the boxes the
// page shows, their shown cards as ids.
import t from 'tap';
import type { CompactCard } from '../card-article.ts';
import { LATEST_BOX_KEY, shownBoxes, type SidebarBoxData } from '../recommender-boxes.ts';
import { domBackedRecommenderJson, type DomBackedRecommender } from './dom-backed.ts';

const card = (id: number): CompactCard => ({
  id,
  url: `/belfold/2026/11/29/hir-${id}`,
  title: `Hír ${id}`,
  section: 'Belföld',
  live: id % 2 === 0,
  pubDate: 1_795_900_000 + id,
});

const cards = Array.from({ length: 12 }, (_, i) => card(i + 1));
const boxes: SidebarBoxData[] = [
  { key: LATEST_BOX_KEY, title: 'Friss hírek', size: 6, items: cards.slice(0, 8) },
  { key: 'kiemelt', title: 'Kiemelt', size: 3, items: cards.slice(6, 12) },
];
const stories = new Set([cards[0].url, cards[7].url]);

t.test('the JSON reads back as the boxes the page shows, each with its shown cards as ids', async (t) => {
  const shown = shownBoxes(boxes, stories, 'hu');
  const shownCards = shown.flatMap((b) => b.items);
  t.ok(shownCards.length > 0 && shownCards.length < cards.length, 'some cards shown, some not');
  const expected: DomBackedRecommender = {
    fromDom: true,
    boxes: shown.map(({ box, items }) => ({
      key: box.key,
      title: box.title,
      size: box.size,
      items: items.map((c) => c.id),
    })),
  };
  const json = domBackedRecommenderJson({ boxes }, stories, 'hu');
  t.same(JSON.parse(json), expected);
  t.notMatch(json, /"url"/, 'no card is written whole: the ones not shown are left out (decision 117)');
  t.equal(domBackedRecommenderJson({ boxes }, stories, 'hu'), json, 'the same text when asked again');
});

t.test('a box the page does not show is left out', async (t) => {
  const json = domBackedRecommenderJson({ boxes }, new Set(cards.slice(6).map((c) => c.url)), 'hu');
  t.same(
    (JSON.parse(json) as DomBackedRecommender).boxes.map((b) => b.key),
    [LATEST_BOX_KEY],
    "'Kiemelt' has nothing left to show",
  );
});

t.test('it cannot close its script element', async (t) => {
  const titled = [{ ...boxes[1], title: 'A </script> és a „<b>” jel' }];
  const json = domBackedRecommenderJson({ boxes: titled }, new Set(), 'hu');
  t.match(json, /A \\u003c\/script\\u003e/, "a box's title is escaped as jsonForScript escapes");
  t.notMatch(json, /<\/script/i);
});

t.test('no recommender: null', async (t) => {
  t.equal(domBackedRecommenderJson(null, stories, 'hu'), 'null');
});
