import t from 'tap';
import { fullRowsOfFour, gridColumns, gridFill } from './card-grid.ts';

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

t.test('a grid of four columns shows whole rows of four, fewer than four as they are', async (t) => {
  t.same([1, 3, 4, 5, 7, 8, 11].map(fullRowsOfFour), [1, 3, 4, 4, 4, 8, 8]);
});
