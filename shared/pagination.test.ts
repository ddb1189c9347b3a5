// §9 pagination windows: numbers within 1 of the current page (2 at the ends), arrows, ellipsis; §5 page 1 has no oldal.
import t from 'tap';
import { pageFromQuery, pageHref } from './page-param.ts';
import { paginationModel, type PageItem } from './pagination.ts';

const show = (items: PageItem[]) =>
  items.map((i) => (i.kind === 'gap' ? '…' : i.current ? `[${i.page}]` : String(i.page))).join(' ');

t.test('windows', async (t) => {
  t.equal(show(paginationModel(1, 10).items), '[1] 2 3 …');
  t.equal(show(paginationModel(2, 10).items), '1 [2] 3 …');
  t.equal(show(paginationModel(5, 10).items), '… 4 [5] 6 …');
  t.equal(show(paginationModel(9, 10).items), '… 8 [9] 10');
  t.equal(show(paginationModel(10, 10).items), '… 8 9 [10]');
  t.equal(show(paginationModel(1, 2).items), '[1] 2');
  t.equal(show(paginationModel(50, 10).items), '… 8 9 [10]', 'clamped to the last page');
});

t.test('arrows', async (t) => {
  t.same(paginationModel(1, 10), { ...paginationModel(1, 10), first: null, previous: null, next: 2, last: 10 });
  const mid = paginationModel(5, 10);
  t.same([mid.first, mid.previous, mid.next, mid.last], [1, 4, 6, 10]);
  const end = paginationModel(10, 10);
  t.same([end.first, end.previous, end.next, end.last], [1, 9, null, null]);
});

t.test('links and the page parameter', async (t) => {
  t.equal(pageHref('/rovat/belfold', '?oldal=3&tab=easy', 1), '/rovat/belfold?tab=easy');
  t.equal(pageHref('/rovat/belfold', '', 4), '/rovat/belfold?oldal=4');
  t.equal(pageFromQuery('abc'), 1);
  t.equal(pageFromQuery('-3'), 1);
  t.equal(pageFromQuery('7'), 7);
});
