// The article page through the running BFF over the demo corpus: what needs a server — statuses, cache headers, the
// rendered markup of each article type, the sanitising of hostile HTML on the way, an editor's session, and the live
// refresh past the caches. Every rule of the page is unit-tested through its build step in shared/pages/article-page.test.ts.
import t from 'tap';
import { request } from 'undici';
import { createUser } from '../../stand-ins/origin/security/users.ts';
import { cachePolicyFor } from '../../server/upstream/cache-policy.ts';
import { issueTestToken } from '../helpers/editor-tokens.ts';
import { startBff, startOrigin } from '../helpers/servers.ts';

const SECRET = 'article-page-test-secret-0123456789abcdef';
const origin = await startOrigin({ jwtSecret: SECRET });
// The BFF's caches read this clock: a test moves it past a cache's lifetime instead of waiting for it.
let clockOffsetMs = 0;
// The test plays the caching proxy from loopback: trusted only because it says so (TRUST_PROXY is empty by default).
// An ad service is configured (nothing here loads it): without one a page renders no ad slot (decision 054).
const bff = await startBff(origin.url, {
  pageCacheTtlMs: 0,
  trustProxy: 'loopback',
  clock: () => Date.now() + clockOffsetMs,
  adServiceUrl: 'http://127.0.0.1:9/gpt.js',
});
t.teardown(async () => {
  await bff.close();
  await origin.close();
});
const db = origin.db;

interface Row {
  id: number;
}
const one = (sql: string, ...args: unknown[]) => {
  const row = db.prepare(sql).get(...args) as Row | undefined;
  if (!row) throw new Error(`no article for: ${sql}`);
  return row.id;
};
const TOP = `a.active = 1 AND a.parent_id IS NULL AND a.site_slug IN ('telex','after','g7','karakter')
  AND a.main_super_tag_id IN (SELECT id FROM super_tags WHERE active = 1)`;
const flagged = (flag: string, extra = '') =>
  one(
    `SELECT a.id FROM articles a JOIN article_flags f ON f.article_id = a.id
  WHERE f.flag = ? AND ${TOP} ${extra} ORDER BY a.id LIMIT 1`,
    flag,
  );
const plainId =
  one(`SELECT a.id FROM articles a WHERE ${TOP} AND a.type = 'article' AND a.pr = 0 AND a.adfree = 0 AND a.adult_content = 0
  AND a.main_super_tag_id NOT IN (SELECT id FROM super_tags WHERE slug IN ('pr-cikk','tamogatott-tartalom','telextarcak'))
  AND NOT EXISTS (SELECT 1 FROM article_flags f WHERE f.article_id = a.id AND f.flag IN ('live','refresh','video','g7-hero'))
  AND NOT EXISTS (SELECT 1 FROM article_super_tags s JOIN super_tags st ON st.id = s.super_tag_id WHERE s.article_id = a.id AND st.slug IN ('pr-cikk','tamogatott-tartalom','telextarcak'))
  ORDER BY a.id LIMIT 1`);

async function api(id: number, headers: Record<string, string> = {}) {
  return (await (await request(`${origin.url}/api/article/${id}`, { headers })).body.json()) as {
    url: string;
    version: number;
    title: string;
    [k: string]: unknown;
  };
}
async function page(path: string, headers: Record<string, string> = {}) {
  const res = await request(bff.url + path, { headers });
  return { status: res.statusCode, headers: res.headers, body: await res.body.text() };
}
async function articlePage(id: number, query = '') {
  const a = await api(id);
  return { article: a, ...(await page(a.url + query)) };
}
async function patch(id: number, body: Record<string, unknown>) {
  const res = await request(`${origin.url}/admin/articles/${id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  t.equal(res.statusCode, 200, 'admin patch');
  await res.body.dump();
}
/** Past the BFF's cache of an article (fresh, then served stale while refreshed), the page shows the edit. */
const article = cachePolicyFor('/api/articles/x');
async function freshPage(id: number, query = '') {
  clockOffsetMs += article.ttlMs + article.swrMs + 1_000;
  const a = await api(id);
  return { article: a, ...(await page(`${a.url}${query}`)) };
}
/** Every ad slot on the page, by position: the article's, the sidebar's rectangle and the sticky bar. */
const slots = (html: string) =>
  [...html.matchAll(/<div class="ad-slot(?: [^"]*)?" data-slot="([^"]+)"/g)].map((m) => m[1]);

t.test('a standard article: byline, dates, srcset images, JSON-LD, OpenGraph article tags, ads reserved', async (t) => {
  const { status, body, article, headers } = await articlePage(plainId);
  t.equal(status, 200);
  t.match(body, /<div class="page page--article">/, 'no transparent header for a plain article');
  t.match(body, /<meta property="article:published_time" content="\d{4}-\d{2}-\d{2}T/);
  t.match(body, /<meta property="article:modified_time" content="/);
  t.match(body, /<meta property="article:section" content="/);
  t.match(body, /<meta name="twitter:card" content="summary_large_image"/);
  t.match(body, /<meta name="robots" content="max-image-preview:large"/);
  t.ok(body.includes(`<link rel="canonical" href="${bff.url}${article.url}"`), 'canonical');
  const ld = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(body);
  t.ok(ld, 'JSON-LD present');
  const json = JSON.parse(ld![1]);
  t.equal(json['@type'], 'NewsArticle');
  t.equal(json.headline, article.title);
  t.equal(json.url, `${bff.url}${article.url}`);
  t.match(
    body,
    /<img src="\/media\/img\/[a-z]+-\d+\.svg" width="1200" height="800" alt="[^"]*" fetchPriority="high" srcSet="\/media\/img\/[a-z]+-\d+\.svg\?w=375 375w, [^"]*\?w=1200 1200w" sizes=/,
    'cover with §9 srcset',
  );
  t.same(slots(body), ['top', 'content', 'pr', 'bottom', 'sidebar', 'sticky'], 'every slot, in order');
  t.equal(headers['cache-control'], 'private, no-store', 'a streamed page carries a nonce: never shared');
  // (a caching proxy we trust announces itself, and only it gets the surrogate keys: decision 039)
  const complete = await request(bff.url + article.url, {
    headers: { 'user-agent': 'Googlebot/2.1', 'surrogate-capability': 'varnish="Surrogate/1.0"' },
  });
  await complete.body.dump();
  t.match(
    String(complete.headers['cache-control']),
    /^public, max-age=(30|300), s-maxage=/,
    "a complete render carries the article's own cache rule",
  );
  t.match(String(complete.headers['surrogate-key']), new RegExp(`article-${article.id}`));
  t.match(body, /style="--ad-h:250px;--ad-hm:100px"/, 'room reserved from the tallest size');
});

t.test('longform and g7-hero articles get the transparent header and a wide cover', async (t) => {
  const longform = await articlePage(one(`SELECT a.id FROM articles a WHERE ${TOP} AND a.type = 'longform' LIMIT 1`));
  t.equal(longform.status, 200);
  t.match(longform.body, /class="page page--article page--header-transparent page--wide-cover"/);
  t.match(longform.body, /class="article article--longform article--hero"/);
  const hero = await articlePage(flagged('g7-hero'));
  t.equal(hero.status, 200);
  t.match(hero.body, /page--header-transparent/);
});

t.test('a live blog: ÉLŐ, posts pinned first 30 a page, oldal pages the posts, LiveBlogPosting', async (t) => {
  const id = one(`SELECT a.id FROM articles a WHERE a.type = 'liveblog' AND a.active = 1 AND
    (SELECT count(*) FROM articles p WHERE p.parent_id = a.id AND p.active = 1 AND p.pinned = 0) > 30 ORDER BY a.id LIMIT 1`);
  const { body, article } = await articlePage(id);
  t.match(body, /<span class="badge badge--live live-label__badge">ÉLŐ<\/span>/);
  const postIds = [...body.matchAll(/data-post-id="(\d+)"/g)].map((m) => Number(m[1]));
  const pinned = (
    db.prepare('SELECT id FROM articles WHERE parent_id = ? AND pinned = 1 AND active = 1').all(id) as Row[]
  ).map((r) => r.id);
  t.ok(pinned.length > 0, 'the corpus pins some posts');
  t.same(postIds.slice(0, pinned.length).sort(), [...pinned].sort(), 'pinned posts first');
  t.equal(postIds.length, pinned.length + 30, 'pinned plus 30 a page');
  t.match(body, /class="live-post live-post--pinned"/);
  // Each post in full: its title linking the post's own page, its time and authors, and its body.
  const postSql =
    db.prepare(`SELECT a.content, (SELECT count(*) FROM article_authors x WHERE x.article_id = a.id) AS authors
    FROM articles a WHERE a.id = ?`);
  for (const postId of [postIds[0], postIds[pinned.length], postIds[postIds.length - 1]]) {
    const html = new RegExp(`<article id="bejegyzes-${postId}"[\\s\\S]*?</article>`).exec(body)?.[0] ?? '';
    const post = await api(postId);
    const row = postSql.get(postId) as { content: string; authors: number };
    t.match(
      html,
      new RegExp(`<h2 class="live-post__title"><a href="${post.url}"[^>]*>`),
      `post ${postId}: title links the post`,
    );
    t.match(html, /<time dateTime="[^"]+"/, `post ${postId}: time`);
    if (row.authors > 0) t.match(html, /class="live-post__authors"/, `post ${postId}: authors`);
    const words = /[\p{L}][\p{L} ,]{14,}/u.exec(row.content.replace(/<[^>]*>/g, ' '))?.[0];
    t.ok(words, `post ${postId} has body text in the corpus`);
    t.ok(
      /<div class="live-post__body article__content"[^>]*>/.test(html) && html.includes(words!),
      `post ${postId}: its body is shown`,
    );
  }
  const json = JSON.parse(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(body)![1]);
  t.equal(json['@type'], 'LiveBlogPosting');
  t.equal(json.liveBlogUpdate.length, postIds.length);
  const second = await page(`${article.url}?oldal=2`);
  t.equal(second.status, 200);
  const secondIds = [...second.body.matchAll(/data-post-id="(\d+)"/g)].map((m) => Number(m[1]));
  t.ok(
    secondIds.length > 0 && secondIds.every((p) => !postIds.includes(p)),
    'page 2 holds other posts, no pinned repeat',
  );
  t.equal((await page(`${article.url}?oldal=99`)).status, 404, 'beyond the last page of posts');
  t.equal((await page(`${article.url}?oldal=abc`)).status, 200, 'junk oldal is the first page');
});

t.test('a live-blog post shows up to 4 other posts of its parent, pinned first, and links the live blog', async (t) => {
  const parentId = one(`SELECT id FROM articles WHERE type = 'liveblog' AND active = 1 ORDER BY id LIMIT 1`);
  const postId = one(
    `SELECT id FROM articles WHERE parent_id = ? AND pinned = 0 AND active = 1 ORDER BY id LIMIT 1`,
    parentId,
  );
  const parent = await api(parentId);
  const { status, body } = await articlePage(postId);
  t.equal(status, 200);
  const related = /<section class="live-related"[\s\S]*?<\/section>/.exec(body)?.[0] ?? '';
  t.ok(related.includes(`href="${parent.url}"`), 'links its live blog');
  const links = [...related.matchAll(/<li><a href="([^"]+)"/g)].map((m) => m[1]);
  t.equal(links.length, 4, 'four siblings');
  const pinnedUrls = await Promise.all(
    (
      db.prepare('SELECT id FROM articles WHERE parent_id = ? AND pinned = 1 AND active = 1').all(parentId) as Row[]
    ).map(async (r) => (await api(r.id)).url),
  );
  t.same(links.slice(0, pinnedUrls.length).sort(), pinnedUrls.slice(0, 4).sort(), 'pinned first');
});

t.test('inactive article or inactive main section: 404 for readers, the page for a signed-in editor', async (t) => {
  const editor = createUser(db, { email: 'cikk-szerkeszto@example.hu', password: 'Cikk-Jelszo-2026' });
  const token = issueTestToken(editor, SECRET);
  const id = one(`SELECT id FROM articles WHERE active = 0 AND parent_id IS NULL AND site_slug = 'telex' LIMIT 1`);
  const a = await api(id, { authorization: `Bearer ${token}` });
  t.equal((await page(a.url)).status, 404, 'reader');
  const asEditor = await page(a.url, { cookie: `access_token=${encodeURIComponent(token)}` });
  t.equal(asEditor.status, 200, 'editor');
  t.match(asEditor.headers['cache-control'], /private/);
  const section = one(`SELECT main_super_tag_id AS id FROM articles WHERE id = ?`, plainId);
  db.prepare('UPDATE super_tags SET active = 0 WHERE id = ?').run(section);
  try {
    // A bust key makes sure the BFF asks the origin again rather than answering from its 15 s cache.
    await patch(plainId, { lead: 'Inaktív rovat teszt.' });
    t.equal((await freshPage(plainId)).status, 404, 'inactive main super-tag is 404 for readers');
  } finally {
    db.prepare('UPDATE super_tags SET active = 1 WHERE id = ?').run(section);
  }
});

t.test('hostile HTML in an article finds none of its payloads on the page', async (t) => {
  const id = one(`SELECT a.id FROM articles a WHERE ${TOP} AND a.type = 'article' ORDER BY a.id DESC LIMIT 1`);
  await patch(id, {
    content:
      '<p onclick="steal()">Bevezető<script>alert(1)</script></p>' +
      '<a href="javascript:alert(2)">link</a><a href=" JaVaScRiPt:alert(3)">link2</a>' +
      '<img src="data:image/svg+xml;base64,PHN2Zy8+" alt="d"><img src="/media/img/3.svg" onerror="alert(4)" alt="ok">' +
      '<iframe src="https://evil.example/frame"></iframe><iframe srcdoc="<script>alert(5)</script>"></iframe>' +
      '<iframe src="https://open.spotify.com/user/nobody"></iframe>' +
      '<iframe src="https://open.spotify.com/episode/0123456789abcdefghijKL"></iframe>' +
      '<svg><script>alert(6)</script></svg><style>body{display:none}</style><object data="x.swf"></object>' +
      '<div class="hidden-content" data-title="Rejtett &quot;rész&quot;">titok</div><p>Vége.</p>',
  });
  const { body } = await freshPage(id);
  const content =
    /<div class="article__content"[^>]*>([\s\S]*?)<\/div>(?:<div class="ad-slot|<section|<ul class="article__tags"|<\/article>)/.exec(
      body,
    )?.[1] ?? '';
  t.match(content, /Bevezető/, 'the text stays');
  t.match(content, /Vége\./);
  for (const bad of [
    /<script/i,
    /javascript:/i,
    /\son[a-z]+=/i,
    /evil\.example/,
    /srcdoc/i,
    /data:image/,
    /<style/i,
    /<object/i,
    /<svg/i,
    /spotify\.com\/user/,
    /alert\(/,
  ]) {
    t.notMatch(content, bad, `none of ${bad}`);
  }
  t.match(
    content,
    /<div class="embed-card" data-embed-card="Spotify" data-embed-purpose="embeds" data-embed-src="https:\/\/open\.spotify\.com\/embed\/episode\/0123456789abcdefghijKL"[^>]*data-embed-height="233"/,
    'a valid Spotify episode with the §9 height, as its click-to-load card',
  );
  t.notMatch(content, /<iframe/, 'no frame loads before the reader allows it');
  t.match(
    content,
    /<details class="hidden-content"><summary>Rejtett &quot;rész&quot;<\/summary>titok<\/details>/,
    'hidden content as <details>',
  );
  t.match(
    content,
    /<img src="\/media\/img\/3\.svg" alt="ok" srcset="[^"]*375w[^"]*" sizes="/,
    'a publisher image keeps its srcset',
  );
});

t.test('hostile HTML in a live-blog post finds none of its payloads on the live blog', async (t) => {
  const blogId = one(`SELECT id FROM articles WHERE type = 'liveblog' AND active = 1 ORDER BY id LIMIT 1 OFFSET 1`);
  const res = await request(`${origin.url}/admin/articles/${blogId}/posts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      title: 'Gyanús bejegyzés',
      content:
        '<p onmouseover="steal()">Percről percre<script>alert(1)</script></p><a href="javascript:alert(2)">link</a>' +
        '<img src="x" onerror="alert(3)" alt="x"><iframe src="https://evil.example/frame"></iframe><iframe srcdoc="<b>x</b>"></iframe>' +
        '<style>body{display:none}</style><svg><script>alert(4)</script></svg><p>Tudósítás vége.</p>',
    }),
  });
  t.equal(res.statusCode, 201);
  const { post } = (await res.body.json()) as { post: { id: number } };
  const { body } = await freshPage(blogId);
  const html = new RegExp(`<article id="bejegyzes-${post.id}"[\\s\\S]*?</article>`).exec(body)?.[0] ?? '';
  t.match(html, /Percről percre/, 'the text stays');
  t.match(html, /Tudósítás vége\./);
  for (const bad of [
    /<script/i,
    /javascript:/i,
    /\son[a-z]+=/i,
    /evil\.example/,
    /srcdoc/i,
    /<style/i,
    /<svg/i,
    /alert\(/,
  ]) {
    t.notMatch(html, bad, `none of ${bad}`);
  }
});

t.test('§4 live labels: FRISSÜL with "frissült most" after an update, ÉLŐ for live', async (t) => {
  await patch(plainId, { flags: ['refresh'] });
  const { body, headers } = await freshPage(plainId);
  // The BFF's clock runs ahead of the origin's here (the caches were moved past), so 'most' may read 'N perce'; the
  // label's wording is unit-tested (shared/article-rules.test.ts).
  t.match(body, /live-label__badge">FRISSÜL<\/span><span class="live-label__note">frissült (most|\d+ perce)<\/span>/);
  t.notMatch(String(headers['cache-control']), /public/, 'a streamed page is private (its nonce)');
  const complete = await request(bff.url + (await api(plainId)).url, { method: 'HEAD' });
  t.match(
    String(complete.headers['cache-control']),
    /^public, max-age=5, s-maxage=10,/,
    'a refresh-flagged article is shared by the live rule',
  );
  await complete.body.dump();
  await patch(plainId, { flags: ['live'] });
  const live = await freshPage(plainId);
  t.match(live.body, /live-label__badge">ÉLŐ<\/span>/);
  t.notMatch(live.body, /FRISSÜL/);
  await patch(plainId, { flags: [] });
  t.notMatch((await freshPage(plainId)).body, /live-label/, 'no label without the flags');
});

t.test(
  '§6 ads: none for adfree, adult-content and pr; only the PR slot on sponsored sections; none for video in the app',
  async (t) => {
    for (const flag of ['adfree', 'adult-content', 'pr']) {
      const { status, body } = await articlePage(flagged(flag));
      t.equal(status, 200, `${flag}: the article itself`);
      t.match(body, /<div class="article__content"[^>]*>/, `${flag}: its content is there`);
      t.same(slots(body), [], `no slot with ${flag}, the sidebar's rectangle included`);
    }
    const sponsored =
      one(`SELECT a.id FROM articles a JOIN super_tags s ON s.id = a.main_super_tag_id WHERE ${TOP} AND a.pr = 0 AND a.adfree = 0
    AND a.adult_content = 0 AND s.slug IN ('tamogatott-tartalom','telextarcak','pr-cikk')
    AND NOT EXISTS (SELECT 1 FROM article_flags f WHERE f.article_id = a.id AND f.flag IN ('pr','adfree','adult-content')) LIMIT 1`);
    const pr = await articlePage(sponsored);
    t.equal(pr.status, 200);
    t.same(slots(pr.body), ['pr'], 'only the PR slot');
    const video = flagged(
      'video',
      `AND a.pr = 0 AND a.adfree = 0 AND a.adult_content = 0 AND NOT EXISTS (SELECT 1 FROM article_flags g WHERE g.article_id = a.id AND g.flag IN ('adfree','adult-content','pr'))`,
    );
    t.ok(slots((await articlePage(video)).body).length > 0, 'video article on the web has ads');
    const inApp = await articlePage(video, '?isMobileApp=1');
    t.equal(inApp.status, 200);
    t.same(slots(inApp.body), [], 'no ads in the app');
  },
);

t.test("help boxes, the adult notice and a sponsored article's external link", async (t) => {
  // The corpus's one spiritual-help and drug-problem articles may sit in an archived section; set the columns on a
  // visible article instead (the admin write bumps its version).
  const id = one(`SELECT a.id FROM articles a WHERE ${TOP} AND a.type = 'article' ORDER BY a.id DESC LIMIT 1 OFFSET 3`);
  t.notMatch((await articlePage(id)).body, /article-help/, 'no help box unless asked for');
  db.prepare('UPDATE articles SET spiritual_help = 1, drug_problem = 1 WHERE id = ?').run(id);
  await patch(id, { lead: 'Segítség kell.' });
  const helped = await freshPage(id);
  t.match(helped.body, /Lelki Elsősegély[\s\S]*116-123/);
  t.match(helped.body, /Drogsegély[\s\S]*06-80-505-678/);
  const adult = await articlePage(flagged('adult-content'));
  t.ok(
    adult.body.indexOf('article-adult') > 0 &&
      adult.body.indexOf('article-adult') < adult.body.indexOf('article__content'),
    '18+ notice before the content',
  );
  const pr = await articlePage(one(`SELECT a.id FROM articles a WHERE ${TOP} AND a.ct_url IS NOT NULL LIMIT 1`));
  t.match(
    pr.body,
    /<a href="https:\/\/partner\d+\.example\.com\/ajanlat\/[^"]+" rel="sponsored noopener" target="_blank">/,
  );
});

t.test('quiz mount where the article asks for it; no livescore dashboard without the service', async (t) => {
  const quiz = await articlePage(one(`SELECT a.id FROM articles a WHERE ${TOP} AND a.quiz_id IS NOT NULL LIMIT 1`));
  t.match(quiz.body, /<section class="article-quiz" data-quiz-id="[0-9a-f]{24}"/);
  t.notMatch(
    quiz.body,
    /class="quiz"/,
    'no quiz service here: the block is left for the browser to ask (test/server/bff-engagement.test.ts has one)',
  );
  const score = await articlePage(
    one(`SELECT a.id FROM articles a WHERE ${TOP} AND a.livescore_id IS NOT NULL AND a.type != 'liveblog' LIMIT 1`),
  );
  // No livescore service here: §8 no dashboard at all (test/server/bff-sport-pages.test.ts shows it with the service).
  t.notMatch(score.body, /article-livescore/);
  t.notMatch((await articlePage(plainId)).body, /article-quiz|article-livescore/);
});

t.test('live refresh: page data with ?v= sees a post published a moment ago, past the BFF caches', async (t) => {
  const id = one(`SELECT id FROM articles WHERE type = 'liveblog' AND active = 1 ORDER BY id DESC LIMIT 1`);
  const a = await api(id);
  const before = await request(`${bff.url}/page-data?path=${encodeURIComponent(a.url)}`);
  await before.body.dump();
  const res = await request(`${origin.url}/admin/articles/${id}/posts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ title: 'Friss bejegyzés a tesztből', content: '<p>Szöveg.</p>' }),
  });
  const { version, post } = (await res.body.json()) as { version: number; post: { id: number } };
  const version2 = (await (await request(`${bff.url}/api/articles/${a.url.split('/').pop()}/version`)).body.json()) as {
    data: { v: number };
  };
  t.equal(version2.data.v, version, 'the BFF names the new version');
  const after = (await (
    await request(`${bff.url}/page-data?path=${encodeURIComponent(`${a.url}?v=${version}`)}`)
  ).body.json()) as {
    data: { article: { version: number }; posts: { items: { id: number }[] } };
  };
  t.equal(after.data.article.version, version);
  t.equal(after.data.posts.items[0].id, post.id, 'the new post is first');
  const made = await request(`${bff.url}/page-data?path=${encodeURIComponent(`${a.url}?v=999999`)}`);
  t.equal(made.statusCode, 200, 'a made-up version is served, not an error');
  await made.body.dump();
});
