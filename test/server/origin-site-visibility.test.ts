// The site header decides what a reader sees: the regional edition sees its own and mirrored articles only.
import t from 'tap';
import { originFixture } from '../helpers/origin-fixture.ts';
import { MAIN_GROUP, countVisible } from '../helpers/sql-expectations.ts';

const f = await originFixture();
t.teardown(() => f.close());
const REGIONAL = { 'x-site': 'transtelex' };

t.test('transtelex lists its own and mirrored articles, not other telex ones', async (t) => {
  const res = await f.get('/api/articles?perPage=100', REGIONAL);
  t.equal(res.status, 200);
  t.equal(res.body.totalItems, countVisible(f.db, ['transtelex']));
  t.ok(res.body.items.every((a: any) => a.originatingSite === 'transtelex' || a.mirroringSites.includes('transtelex')));
  const mirrored = f.db
    .prepare(
      `SELECT a.id, a.slug FROM articles a JOIN article_mirrors m ON m.article_id = a.id
    WHERE m.site_slug = 'transtelex' AND a.active = 1 AND a.parent_id IS NULL LIMIT 1`,
    )
    .get() as { id: number; slug: string } | undefined;
  t.ok(mirrored, 'the corpus mirrors some telex articles to transtelex');
  const all = [];
  for (let p = 1; p <= res.body.totalPages; p++)
    all.push(...(await f.get(`/api/articles?perPage=100&page=${p}`, REGIONAL)).body.items);
  t.ok(
    all.some((a: any) => a.id === mirrored!.id),
    'a mirrored article is listed',
  );
  t.equal((await f.get(`/api/articles/${mirrored!.slug}`, REGIONAL)).status, 200, 'and readable');

  const telexOnly = f.db
    .prepare(
      `SELECT a.slug FROM articles a WHERE a.site_slug = 'telex' AND a.active = 1 AND a.parent_id IS NULL
    AND NOT EXISTS (SELECT 1 FROM article_mirrors m WHERE m.article_id = a.id)
    AND NOT EXISTS (SELECT 1 FROM articles b WHERE b.slug = a.slug AND b.id <> a.id) LIMIT 1`,
    )
    .pluck()
    .get() as string;
  t.equal(
    (await f.get(`/api/articles/${telexOnly}`, REGIONAL)).status,
    404,
    'an unmirrored telex article is not there',
  );
  t.equal((await f.get(`/api/articles/${telexOnly}`)).status, 200, 'but it is on telex');
});

t.test('main-domain sites see each other; sites= narrows', async (t) => {
  for (const site of MAIN_GROUP) {
    const res = await f.get('/api/articles', { 'x-site': site });
    t.equal(res.body.totalItems, countVisible(f.db, MAIN_GROUP), `${site} sees the main domain`);
  }
  const after = await f.get('/api/search?sites=after&perPage=100');
  t.equal(after.body.totalItems, countVisible(f.db, ['after']));
  const two = await f.get('/api/search?sites=after|g7');
  t.equal(two.body.totalItems, countVisible(f.db, ['after', 'g7']));
  t.equal((await f.get('/api/search?sites=after|nincs')).status, 400);
});

t.test('unknown site header is a 400', async (t) => {
  const res = await f.get('/api/articles', { 'x-site': 'nincs-ilyen' });
  t.equal(res.status, 400);
  t.match(res.body, { statusCode: 400, error: 'Bad Request', message: /site/ });
  t.equal((await f.get('/api/frontend/init', { 'x-site': 'nincs-ilyen' })).status, 400);
});

t.test('currency follows the site', async (t) => {
  const huf = await f.get('/api/exchange?currency=EUR');
  t.equal(huf.body.base, 'HUF');
  const ron = await f.get('/api/exchange?currency=EUR', REGIONAL);
  t.equal(ron.status, 200);
  t.equal(ron.body.base, 'RON');
});
