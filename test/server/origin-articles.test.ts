// Article reads: one article by slug/id, lists with filters and paging, sub-items, versions, facebook reactions.
import t from 'tap';
import { Value } from '@sinclair/typebox/value';
import { Article, ArticleList, SubItems } from '../../shared/api-types.ts';
import { SUB_ARTICLES_PER_PAGE } from '../../shared/constants.ts';
import { createUser } from '../../stand-ins/origin/security/users.ts';
import { issueTestToken } from '../helpers/editor-tokens.ts';
import { allPages, originFixture } from '../helpers/origin-fixture.ts';
import { MAIN_GROUP, busiestAuthor, busiestLiveblog, busiestTag, countVisible } from '../helpers/sql-expectations.ts';

const JWT_SECRET = 'articles-test-secret';
const f = await originFixture({ jwtSecret: JWT_SECRET });
t.teardown(() => f.close());
const EDITOR = issueTestToken(
  createUser(f.db, { email: 'cikk-teszt@example.hu', password: 'jelszo-1234' }),
  JWT_SECRET,
);

t.test('the latest list holds every visible top-level article exactly once, newest first', async (t) => {
  const { first, items } = await allPages(f, (p) => `/api/articles?perPage=100&page=${p}`);
  t.ok(Value.Check(ArticleList, first), 'answer matches the ArticleList contract');
  t.equal(first.totalItems, countVisible(f.db, MAIN_GROUP));
  t.equal(items.length, first.totalItems);
  t.equal(new Set(items.map((a: any) => a.id)).size, items.length, 'no duplicates across pages');
  t.ok(
    items.every((a: any) => a.parentId === null && a.active),
    'top-level, active only',
  );
  t.ok(
    items.every((a: any, i: number) => i === 0 || items[i - 1].pubDate >= a.pubDate),
    'newest first',
  );
  t.ok(
    items.every(
      (a: any) =>
        MAIN_GROUP.includes(a.originatingSite) || a.mirroringSites.some((s: string) => MAIN_GROUP.includes(s)),
    ),
  );
});

t.test('default page size is 10, limit is a synonym of perPage, a page past the end is empty', async (t) => {
  const def = await f.get('/api/articles');
  t.equal(def.body.items.length, 10);
  t.equal(def.body.page, 1);
  const lim = await f.get('/api/articles?limit=7');
  t.equal(lim.body.items.length, 7);
  const past = await f.get(`/api/articles?page=${def.body.totalPages + 5}`);
  t.equal(past.status, 200);
  t.same(past.body.items, []);
  t.equal(past.body.totalItems, def.body.totalItems);
  t.equal(past.body.totalPages, def.body.totalPages);
});

t.test('tag, section, author and flag filters match what SQL counts', async (t) => {
  const tag = busiestTag(f.db);
  const byTag = await allPages(f, (p) => `/api/articles?filters[tag]=${tag.slug}&perPage=50&page=${p}`);
  t.equal(byTag.first.totalItems, tag.n);
  t.ok(
    byTag.items.every((a: any) => a.tags.some((x: any) => x.slug === tag.slug)),
    'every item carries the tag',
  );

  const section = await f.get('/api/articles?filters[mstag]=kultura&perPage=100');
  t.ok(section.body.totalItems > 0);
  t.ok(section.body.items.every((a: any) => a.superTags.some((s: any) => s.slug === 'kultura')));

  const author = busiestAuthor(f.db);
  const byAuthor = await f.get(`/api/articles?filters[author]=${author.slug}&perPage=100`);
  t.equal(byAuthor.body.totalItems, author.n);
  t.ok(byAuthor.body.items.every((a: any) => a.articleAuthors.some((x: any) => x.slug === author.slug)));

  const live = await f.get('/api/articles?filters[flag]=live&perPage=100');
  t.equal(
    live.body.totalItems,
    countVisible(
      f.db,
      MAIN_GROUP,
      `EXISTS (SELECT 1 FROM article_flags x WHERE x.article_id = a.id AND x.flag = 'live')`,
    ),
  );
  t.ok(live.body.items.every((a: any) => a.flags.some((x: any) => x.slug === 'live')));
});

t.test('several values of one key widen, different keys narrow', async (t) => {
  const one = (await f.get('/api/articles?filters[mstag]=kultura')).body.totalItems;
  const other = (await f.get('/api/articles?filters[mstag]=kritika')).body.totalItems;
  const either = (await f.get('/api/articles?filters[mstag]=kultura&filters[mstag]=kritika')).body.totalItems;
  t.ok(either >= Math.max(one, other) && either <= one + other, 'OR within a key');
  const tag = busiestTag(f.db);
  const both = await f.get(`/api/articles?filters[tag]=${tag.slug}&filters[flag]=live&perPage=100`);
  const expected = countVisible(
    f.db,
    MAIN_GROUP,
    `EXISTS (SELECT 1 FROM article_flags x WHERE x.article_id = a.id AND x.flag = 'live')
    AND EXISTS (SELECT 1 FROM article_tags x JOIN tags tg ON tg.id = x.tag_id WHERE x.article_id = a.id AND tg.slug = ?)`,
    tag.slug,
  );
  t.equal(both.body.totalItems, expected, 'AND across keys');
  const none = await f.get('/api/articles?filters[tag]=no-such-tag');
  t.equal(none.status, 200);
  t.equal(none.body.totalItems, 0);
});

t.test('a liveblog: page of sub-articles pinned first, children list, items endpoint', async (t) => {
  const blog = busiestLiveblog(f.db);
  t.ok(blog && blog.children > 0, 'the corpus has a liveblog with posts');
  const res = await f.get(`/api/articles/${blog.slug}`);
  t.equal(res.status, 200);
  t.ok(Value.Check(Article, res.body), 'answer matches the Article contract');
  t.equal(res.body.type, 'liveblog');
  t.equal(res.body.subArticles.length, Math.min(blog.children, SUB_ARTICLES_PER_PAGE));
  const pinnedFlags = res.body.subArticles.map((s: any) => s.pinned);
  t.same(
    pinnedFlags,
    [...pinnedFlags].sort((a: boolean, b: boolean) => Number(b) - Number(a)),
    'pinned posts come first',
  );

  const children = await f.get(`/api/articles?filters[parent]=${blog.id}&perPage=100`);
  t.equal(children.body.totalItems, blog.children);
  t.ok(children.body.items.every((c: any) => c.parentId === blog.id));

  const items = await f.get(`/api/articles/${blog.id}/items`);
  t.ok(Value.Check(SubItems, items.body), 'answer matches the SubItems contract');
  t.equal(items.body.pinnedItems.length, blog.pinned);
  t.equal(items.body.totalItems, blog.children - blog.pinned);
  t.ok(items.body.items.every((i: any) => i.type === i.document.type && !i.document.pinned));
  const ids = items.body.items.map((i: any) => i.document.pubDate);
  t.same(
    ids,
    [...ids].sort((a: number, b: number) => b - a),
    'newest first',
  );

  const post = children.body.items[0];
  const postRes = await f.get(`/api/article/${post.id}`);
  t.equal(postRes.status, 200);
  t.same(postRes.body.parent, { id: blog.id }, 'a post names its parent');
});

t.test('article by id equals article by slug; version polling', async (t) => {
  const first = (await f.get('/api/articles?perPage=1')).body.items[0];
  const bySlug = await f.get(`/api/articles/${first.slug}`);
  const byId = await f.get(`/api/article/${first.id}`);
  t.equal(bySlug.body.id, first.id);
  t.same(byId.body, bySlug.body);
  t.equal(bySlug.body.url, first.url);
  t.match(first.url, /^(\/[a-z0-9-]+)?\/[a-z0-9-]+\/\d{4}\/\d{2}\/\d{2}\/[a-z0-9-]+$/);
  const v = await f.get(`/api/articles/${first.slug}/version`);
  t.same(
    v.body,
    { data: { v: bySlug.body.version, updatedAt: bySlug.body.updatedAt } },
    'the version and its update time',
  );
  t.same((await f.get(`/api/articles/${first.id}/version`)).body, v.body, 'numeric id works too');
});

t.test('inactive articles are 404 except for editors; inactive sections are flagged', async (t) => {
  const inactive = f.db
    .prepare(`SELECT id, slug FROM articles WHERE active = 0 AND parent_id IS NULL AND site_slug = 'telex' LIMIT 1`)
    .get() as { id: number; slug: string } | undefined;
  t.ok(inactive, 'the corpus has an inactive article');
  t.equal((await f.get(`/api/articles/${inactive!.slug}`)).status, 404);
  t.equal((await f.get(`/api/article/${inactive!.id}`)).status, 404);
  const forged = await f.get(`/api/articles/${inactive!.slug}`, { authorization: 'Bearer wrong' });
  t.equal(forged.status, 401, 'a bearer that is not a valid token is refused, not taken for anonymous');
  t.equal(forged.body.message, 'Invalid JWT Token');
  const asEditor = await f.get(`/api/articles/${inactive!.slug}`, { authorization: `Bearer ${EDITOR}` });
  t.equal(asEditor.status, 200);
  t.equal(asEditor.body.active, false);
  t.match(String(asEditor.headers['cache-control']), /private/, 'editor views are not cached publicly');
  const listed = await allPages(f, (p) => `/api/articles?perPage=100&page=${p}`);
  t.notOk(
    listed.items.some((a: any) => a.id === inactive!.id),
    'lists never show it',
  );

  const archived = f.db
    .prepare(
      `SELECT a.slug FROM articles a JOIN super_tags st ON st.id = a.main_super_tag_id
    WHERE st.active = 0 AND a.active = 1 AND a.parent_id IS NULL LIMIT 1`,
    )
    .pluck()
    .get() as string | undefined;
  t.ok(archived, 'the corpus has an active article in an inactive section');
  const res = await f.get(`/api/articles/${archived}`);
  t.equal(res.status, 200, 'an article of an archived section still answers');
  t.equal(res.body.mainSuperTag.active, false, 'and says its section is inactive');
});

t.test('facebook reaction count by article url', async (t) => {
  const first = (await f.get('/api/articles?perPage=1')).body.items[0];
  const engagement = f.db.prepare('SELECT facebook_engagement FROM articles WHERE id = ?').pluck().get(first.id);
  const res = await f.get(`/api/articles/facebook/reaction?url=${encodeURIComponent(`https://telex.hu${first.url}`)}`);
  t.same(res.body, { url: `https://telex.hu${first.url}`, count: engagement });
  t.equal(
    (await f.get(`/api/articles/facebook/reaction?url=${encodeURIComponent('/nincs/ilyen/cikk')}`)).body.count,
    0,
  );
  t.equal((await f.get('/api/articles/facebook/reaction')).status, 400);
});

t.test('unknown and malformed article references', async (t) => {
  t.equal((await f.get('/api/articles/nincs-ilyen-cikk-sehol')).status, 404);
  t.equal((await f.get('/api/article/99999999')).status, 404);
  const bad = await f.get('/api/article/abc');
  t.equal(bad.status, 400);
  t.match(bad.body, { statusCode: 400, error: 'Bad Request', message: /id/ });
  t.equal((await f.get('/api/articles/abc/items')).status, 400);
  t.equal((await f.get('/api/articles/99999999/items')).status, 404);
  t.equal((await f.get('/api/articles/nincs-ilyen-cikk-sehol/version')).status, 404);
});
