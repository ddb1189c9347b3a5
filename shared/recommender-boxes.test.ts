import t from 'tap';
import type { CompactCard } from './card-article.ts';
import { BREAKING_BOX_WINDOW_S } from './constants.ts';
import { NO_RECOMMENDATIONS, recommenderBoxes } from './recommender-boxes.ts';

const NOW = 1_800_000_000;
const card = (id: number, ageS: number): CompactCard => ({
  id,
  url: `/a/${id}`,
  title: `Cikk ${id}`,
  section: 'Belföld',
  live: false,
  pubDate: NOW - ageS,
});

t.test("decision 082: 'Most történik' shows only the last day's items", async (t) => {
  const breaking = [
    card(1, 600),
    card(2, BREAKING_BOX_WINDOW_S - 1),
    card(3, BREAKING_BOX_WINDOW_S + 1),
    card(4, 4 * 86400),
  ];
  const box = (nowS: number | null) =>
    recommenderBoxes({ ...NO_RECOMMENDATIONS, breaking }, null, [], nowS).find((b) => b.key === 'most-tortenik');
  t.same(
    box(NOW)?.items.map((a) => a.id),
    [1, 2],
  );
  t.equal(
    recommenderBoxes({ ...NO_RECOMMENDATIONS, breaking: [card(4, 4 * 86400)] }, null, [], NOW).length,
    0,
    'with nothing of the last day the box is left out',
  );
  t.equal(box(null)?.items.length, 4, 'without a clock nothing is filtered');
});
