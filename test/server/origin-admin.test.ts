// Admin writes: a live post shows up for readers and bumps the version; edits change what readers see; only
// loopback callers with the right token may write.
import t from 'tap';
import { originFixture } from '../helpers/origin-fixture.ts';
import { busiestLiveblog } from '../helpers/sql-expectations.ts';

const ADMIN = 'admin-secret';
const f = await originFixture({ adminToken: ADMIN });
t.teardown(() => f.close());
const auth = { authorization: `Bearer ${ADMIN}` };

t.test('publishing a live post bumps the version and the post appears in items', async (t) => {
  const blog = busiestLiveblog(f.db);
  const before = (await f.get(`/api/articles/${blog.slug}/version`)).body.data.v;
  const res = await f.inject({
    method: 'POST',
    url: `/admin/articles/${blog.id}/posts`,
    headers: auth,
    payload: { title: 'Friss fejlemény a határon', content: '<p>Óriási sorok állnak a határátkelőnél.</p>' },
  });
  t.equal(res.statusCode, 201);
  const { post, version } = res.json();
  t.equal(version, before + 1);
  t.equal(post.type, 'liveblogpost');
  t.equal(post.parentId, blog.id);
  t.match(post.slug, /^friss-fejlemeny-a-hataron/);
  t.equal((await f.get(`/api/articles/${blog.slug}/version`)).body.data.v, before + 1);
  const items = await f.get(`/api/articles/${blog.id}/items`);
  t.equal(items.body.items[0].document.id, post.id, 'newest first');
  t.equal(
    items.body.items[0].document.content,
    '<p>Óriási sorok állnak a határátkelőnél.</p>',
    'an item carries its body',
  );
  const polled = (await f.get(`/api/articles/${blog.slug}/version`)).body.data;
  t.equal(
    polled.updatedAt,
    (await f.get(`/api/articles/${blog.slug}`)).body.updatedAt,
    'the version names the update time a new post set',
  );
  const article = await f.get(`/api/articles/${blog.slug}`);
  t.equal(article.body.version, before + 1);
  t.ok(article.body.subArticles.some((s: any) => s.id === post.id));
  t.ok(article.body.updatedAt >= post.pubDate);

  const pinned = await f.inject({
    method: 'POST',
    url: `/admin/articles/${blog.id}/posts`,
    headers: auth,
    payload: { title: 'Kiemelt összefoglaló', content: '<p>Összefoglaló.</p>', pinned: true },
  });
  t.equal(pinned.json().version, before + 2);
  const after = await f.get(`/api/articles/${blog.id}/items`);
  t.ok(after.body.pinnedItems.some((i: any) => i.document.id === pinned.json().post.id));
  t.notOk(after.body.items.some((i: any) => i.document.id === pinned.json().post.id));
});

t.test('editing an article changes what readers see and find', async (t) => {
  const first = (await f.get('/api/articles?perPage=1')).body.items[0];
  const res = await f.inject({
    method: 'PATCH',
    url: `/admin/articles/${first.id}`,
    headers: auth,
    payload: { title: 'Zebrapinty költözik a Parlamentbe', flags: ['live', 'legfontosabb'] },
  });
  t.equal(res.statusCode, 200);
  t.equal(res.json().article.title, 'Zebrapinty költözik a Parlamentbe');
  t.equal(res.json().article.version, first.version + 1);
  t.equal(res.json().article.live, true);
  const found = await f.get('/api/search?term=zebrapinty');
  t.equal(found.body.items[0]?.id, first.id, 'the new title is searchable, without accents too');
  const live = await f.get('/api/articles?filters[flag]=live&perPage=100');
  t.ok(live.body.items.some((a: any) => a.id === first.id));

  const total = (await f.get('/api/articles')).body.totalItems;
  await f.inject({ method: 'PATCH', url: `/admin/articles/${first.id}`, headers: auth, payload: { active: false } });
  t.equal((await f.get(`/api/articles/${first.slug}`)).status, 404, 'deactivated: gone for readers');
  t.equal((await f.get('/api/articles')).body.totalItems, total - 1, 'and from list totals');
  await f.inject({ method: 'PATCH', url: `/admin/articles/${first.id}`, headers: auth, payload: { active: true } });
  t.equal((await f.get(`/api/articles/${first.slug}`)).status, 200);
});

t.test('admin refuses non-loopback callers and wrong tokens', async (t) => {
  const blog = busiestLiveblog(f.db);
  const payload = { title: 'Nem mehet ki', content: '<p>x</p>' };
  const versionBefore = (await f.get(`/api/articles/${blog.slug}/version`)).body.data.v;
  const remote = await f.inject({
    method: 'POST',
    url: `/admin/articles/${blog.id}/posts`,
    headers: auth,
    payload,
    remoteAddress: '10.0.0.1',
  });
  t.equal(remote.statusCode, 403);
  t.match(remote.json(), { statusCode: 403, error: 'Forbidden' });
  const wrong = await f.inject({
    method: 'POST',
    url: `/admin/articles/${blog.id}/posts`,
    headers: { authorization: 'Bearer nope' },
    payload,
  });
  t.equal(wrong.statusCode, 403);
  const none = await f.inject({ method: 'PATCH', url: `/admin/articles/${blog.id}`, payload: { title: 'x' } });
  t.equal(none.statusCode, 403);
  t.equal((await f.get(`/api/articles/${blog.slug}/version`)).body.data.v, versionBefore, 'nothing changed');
});

t.test('admin input errors', async (t) => {
  t.equal(
    (
      await f.inject({
        method: 'POST',
        url: '/admin/articles/99999999/posts',
        headers: auth,
        payload: { title: 'x', content: 'y' },
      })
    ).statusCode,
    404,
  );
  t.equal(
    (
      await f.inject({
        method: 'POST',
        url: '/admin/articles/abc/posts',
        headers: auth,
        payload: { title: 'x', content: 'y' },
      })
    ).statusCode,
    400,
  );
  t.equal(
    (await f.inject({ method: 'POST', url: '/admin/articles/1/posts', headers: auth, payload: { content: 'y' } }))
      .statusCode,
    400,
  );
  t.equal(
    (await f.inject({ method: 'PATCH', url: '/admin/articles/1', headers: auth, payload: { flags: ['Nem Jó!'] } }))
      .statusCode,
    400,
  );
  t.equal((await f.inject({ method: 'PATCH', url: '/admin/articles/1', headers: auth, payload: {} })).statusCode, 400);
});

t.test('without a configured token loopback alone is enough', async (t) => {
  const open = await (await import('../helpers/origin-fixture.ts')).originFixture();
  t.teardown(() => open.close());
  const blog = busiestLiveblog(open.db);
  const res = await open.inject({
    method: 'POST',
    url: `/admin/articles/${blog.id}/posts`,
    payload: { title: 'Helyi poszt', content: '<p>x</p>' },
  });
  t.equal(res.statusCode, 201);
  const remote = await open.inject({
    method: 'POST',
    url: `/admin/articles/${blog.id}/posts`,
    payload: { title: 'Távoli', content: 'x' },
    remoteAddress: '10.0.0.1',
  });
  t.equal(remote.statusCode, 403);
});
