import t from 'tap';
import { gridColumns, gridFill } from './card-grid.ts';
import { sidebarBoxBudget } from './recommender-boxes.ts';

t.test('every count a grid shows fills its rows at two, three or four columns', async (t) => {
  for (let n = 1; n <= 24; n++) {
    const shown = gridFill(n);
    const cols = gridColumns(shown);
    t.ok(shown <= n && shown >= n - 1, `${n} cards: ${shown} shown`);
    t.equal(shown % cols, 0, `${shown} cards fill rows of ${cols}`);
    // between 600 px and the wide screen four columns are two: still full rows
    if (cols === 4) t.equal(shown % 2, 0);
  }
});

t.test("an article's sidebar shows as many boxes as its story holds, at least one", async (t) => {
  t.equal(sidebarBoxBudget({ textChars: 0, cover: false }), 1);
  const short = sidebarBoxBudget({ textChars: 2000, cover: true });
  const long = sidebarBoxBudget({ textChars: 12000, cover: true });
  t.ok(short < long, `a longer story holds more boxes (${short} < ${long})`);
});
