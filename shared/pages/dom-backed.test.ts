// The recommender's payload as the document writes it (shared/pages/dom-backed.ts): put together from each card's
// JSON, it must read back as the value it stands for, shown cards as their ids.
import t from 'tap';
import type { CompactCard } from '../card-article.ts';
import { LATEST_BOX_KEY, shownBoxes, type SidebarBoxData } from '../recommender-boxes.ts';
import { domBackedRecommenderJson, type DomBackedRecommender } from './dom-backed.ts';

const card = (id: number, title = `Hír ${id}`): CompactCard => ({
  id,
  url: `/belfold/2026/11/29/hir-${id}`,
  title,
  section: 'Belföld',
  live: id % 2 === 0,
  pubDate: 1_795_900_000 + id,
});

const cards = Array.from({ length: 12 }, (_, i) => card(i + 1, i === 3 ? 'A </script> és a „<b>” jel' : undefined));
const boxes: SidebarBoxData[] = [
  { key: LATEST_BOX_KEY, title: 'Friss hírek', size: 6, items: cards.slice(0, 8) },
  { key: 'kiemelt', title: 'Kiemelt', size: 3, items: cards.slice(6, 12) },
];
const stories = new Set([cards[0].url, cards[7].url]);

t.test('the JSON reads back as the value it stands for: shown cards as ids, the rest whole', async (t) => {
  const shown = new Set(shownBoxes(boxes, stories, 'hu').flatMap((b) => b.items));
  t.ok(shown.size > 0 && shown.size < cards.length, 'some cards shown, some not');
  const expected: DomBackedRecommender = {
    fromDom: true,
    boxes: boxes.map((box) => ({ ...box, items: box.items.map((c) => (shown.has(c) ? c.id : c)) })),
  };
  const json = domBackedRecommenderJson({ boxes }, stories, 'hu');
  t.same(JSON.parse(json), expected);
  t.equal(domBackedRecommenderJson({ boxes }, stories, 'hu'), json, 'the same text when asked again');
});

t.test('it cannot close its script element', async (t) => {
  const json = domBackedRecommenderJson({ boxes }, new Set(cards.map((c) => c.url)), 'hu');
  t.match(json, /A \\u003c\/script\\u003e/, 'a card left whole is escaped as jsonForScript escapes');
  t.notMatch(json, /<\/script/i);
});

t.test('no recommender: null', async (t) => {
  t.equal(domBackedRecommenderJson(null, stories, 'hu'), 'null');
});
