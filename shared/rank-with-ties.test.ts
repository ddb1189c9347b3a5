// §9 equal values share a rank.
import t from 'tap';
import { rankWithTies } from './rank-with-ties.ts';

t.test('equal values share a rank and the next one keeps its position', async (t) => {
  t.same(
    rankWithTies([9, 7, 7, 5, 5, 5, 1], (x) => [x]),
    [1, 2, 2, 4, 4, 4, 7],
  );
  t.same(
    rankWithTies([], (x: number) => [x]),
    [],
  );
  t.same(
    rankWithTies([3], (x) => [x]),
    [1],
  );
});

t.test('every value of the order must be equal to share a rank', async (t) => {
  const rows = [
    { pts: 10, gd: 5, gf: 8 },
    { pts: 10, gd: 5, gf: 8 },
    { pts: 10, gd: 5, gf: 7 },
    { pts: 10, gd: 3, gf: 9 },
    { pts: 8, gd: 3, gf: 9 },
  ];
  t.same(
    rankWithTies(rows, (r) => [r.pts, r.gd, r.gf]),
    [1, 1, 3, 4, 5],
  );
  t.same(
    rankWithTies(rows, (r) => [r.pts]),
    [1, 1, 1, 1, 5],
    'on points alone four share first place',
  );
});
