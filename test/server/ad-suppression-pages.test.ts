// §6 ad suppression on rendered pages that answer 200, through the running BFF over the demo corpus: every flag and
// every super-tag against every slot kind the page has — the article's body slots, the sidebar rectangle and the
// sticky bar, a list's slot — plus a video in the app, a sponsored section's list and the front page. The rule itself
// is unit-tested through the build steps (shared/ad-suppression.test.ts); here the markup a reader gets. And the rule
// (decision 054): without an ad service no page has a slot of any kind, so nothing is reserved where no ad will come.
import t from 'tap';
import { request } from 'undici';
import { AD_FREE_SUPER_TAGS } from '../../shared/constants.ts';
import { startBff, startOrigin } from '../helpers/servers.ts';

const origin = await startOrigin();
// An ad service is configured (nothing here loads it): slots render only then.
const bff = await startBff(origin.url, { pageCacheTtlMs: 0, adServiceUrl: 'http://127.0.0.1:9/gpt.js' });
const noAdService = await startBff(origin.url, { pageCacheTtlMs: 0 });
t.teardown(async () => {
  await bff.close();
  await noAdService.close();
  await origin.close();
});
const db = origin.db;

/** Every ad slot in the markup, by position, in document order. */
const slots = (html: string) =>
  [...html.matchAll(/<div class="ad-slot ad-slot--[a-z0-9-]+" data-slot="([a-z0-9-]+)"/g)].map((m) => m[1]);
async function page(path: string, base = bff.url) {
  const res = await request(base + path);
  return { status: res.statusCode, body: await res.body.text() };
}

// Plain, visible, top-level main-site articles that no rule touches yet; each case below takes its own (edited before
// the BFF first sees it, so no cache stands in the way).
const plain = (
  db
    .prepare(
      `SELECT a.id FROM articles a WHERE a.active = 1 AND a.parent_id IS NULL
  AND a.type = 'article' AND a.site_slug = 'telex' AND a.pr = 0 AND a.adfree = 0 AND a.adult_content = 0
  AND a.main_super_tag_id IN (SELECT id FROM super_tags WHERE active = 1 AND slug NOT IN ('pr-cikk','tamogatott-tartalom','telextarcak','after-pr','g7-pr','after-nativ','g7-nativ'))
  AND NOT EXISTS (SELECT 1 FROM article_flags f WHERE f.article_id = a.id)
  AND NOT EXISTS (SELECT 1 FROM article_super_tags s JOIN super_tags st ON st.id = s.super_tag_id WHERE s.article_id = a.id AND st.slug IN ('pr-cikk','tamogatott-tartalom','telextarcak'))
  ORDER BY a.id LIMIT 12`,
    )
    .all() as { id: number }[]
).map((r) => r.id);
t.ok(plain.length >= 10, `${plain.length} plain articles to work with`);
let next = 0;
const take = () => plain[next++];
async function urlOf(id: number) {
  return ((await (await request(`${origin.url}/api/article/${id}`)).body.json()) as { url: string }).url;
}
async function patch(id: number, body: Record<string, unknown>) {
  const res = await request(`${origin.url}/admin/articles/${id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await res.body.dump();
  if (res.statusCode !== 200) throw new Error(`admin patch ${res.statusCode}`);
}
const superTagId = (slug: string) => {
  const found = db.prepare('SELECT id FROM super_tags WHERE slug = ?').get(slug) as { id: number } | undefined;
  if (found) return found.id;
  // tarsadalmi-celu-reklam and hirdetes are not in the demo taxonomy: add them as the publisher would
  return Number(
    db.prepare("INSERT INTO super_tags (slug, name, active, site_slug) VALUES (?, ?, 1, 'telex')").run(slug, slug)
      .lastInsertRowid,
  );
};

t.test('a plain article: every slot kind', async (t) => {
  const { status, body } = await page(await urlOf(take()));
  t.equal(status, 200);
  t.same(slots(body), ['top', 'content', 'pr', 'bottom', 'sidebar', 'sticky']);
});

t.test('adfree, adult-content and pr: no slot of any kind', async (t) => {
  for (const flag of ['adfree', 'adult-content', 'pr']) {
    const id = take();
    await patch(id, { flags: [flag] });
    const { status, body } = await page(await urlOf(id));
    t.equal(status, 200, `${flag}: the page answers`);
    t.match(body, /<div class="article__content"/, `${flag}: the article is there`);
    t.same(slots(body), [], `${flag}: no body slot, no sidebar rectangle, no sticky bar`);
  }
});

t.test('each §6 super-tag: the PR slot only', async (t) => {
  for (const slug of AD_FREE_SUPER_TAGS) {
    const id = take();
    db.prepare('INSERT OR IGNORE INTO article_super_tags (article_id, super_tag_id) VALUES (?, ?)').run(
      id,
      superTagId(slug),
    );
    const { status, body } = await page(await urlOf(id));
    t.equal(status, 200, `${slug}: the page answers`);
    t.same(slots(body), ['pr'], `${slug}: the PR slot, nothing else`);
  }
});

t.test('a video in the app: no slot; on the web: every slot', async (t) => {
  const id = take();
  await patch(id, { flags: ['video'] });
  const url = await urlOf(id);
  t.same(slots((await page(url)).body), ['top', 'content', 'pr', 'bottom', 'sidebar', 'sticky'], 'on the web');
  const app = await page(`${url}?isMobileApp=1`);
  t.equal(app.status, 200);
  t.same(slots(app.body), [], 'in the app');
});

t.test('lists and fronts', async (t) => {
  const belfold = await page('/rovat/belfold');
  t.equal(belfold.status, 200);
  t.same(
    slots(belfold.body),
    ['list', 'sidebar', 'sticky'],
    'a section list: the list slot, the rectangle, the sticky bar',
  );
  const sponsored = await page('/rovat/pr-cikk');
  t.equal(sponsored.status, 200, "the sponsored section's list answers");
  t.same(slots(sponsored.body), [], "a sponsored section's list: no slot (none of its slots is a PR slot)");
  const front = await page('/');
  t.equal(front.status, 200);
  t.same(
    slots(front.body),
    ['feed-1', 'feed-2', 'feed-3', 'sidebar', 'sticky'],
    'the front page: three in-feed slots between its blocks',
  );
  t.same(
    slots((await page('/after')).body),
    ['feed-1', 'feed-2', 'feed-3', 'sidebar', 'sticky'],
    'a section front too',
  );
  t.same(slots((await page('/rovat/belfold?isMobileApp=1')).body), ['list'], "a list in the app: the app's list slot");
});

t.test('no ad service, no slot of any kind on any page', async (t) => {
  const article = await urlOf(take());
  t.same(
    slots((await page(article)).body),
    ['top', 'content', 'pr', 'bottom', 'sidebar', 'sticky'],
    "with the service: the article's slots",
  );
  for (const path of [
    article,
    '/',
    '/after',
    '/rovat/belfold',
    '/rovat/belfold?isMobileApp=1',
    '/legfrissebb',
    '/archivum',
    '/podcast',
    '/rovat/sport/foci',
    '/melleklet/tippjatek',
  ]) {
    const { status, body } = await page(path, noAdService.url);
    t.equal(status, 200, `${path} answers`);
    t.notMatch(body, /class="ad-slot/, `${path}: no ad slot in the markup, nothing reserved`);
  }
});

t.test('the other pages with the sidebar: its rectangle, the sticky bar and the follow box', async (t) => {
  const episode = db
    .prepare(
      `SELECT e.slug, p.slug AS podcast FROM episodes e JOIN podcasts p ON p.id = e.podcast_id
    WHERE e.article_id IS NULL ORDER BY e.id LIMIT 1`,
    )
    .get() as { slug: string; podcast: string };
  for (const path of [
    '/archivum',
    '/g7/archivum?q=piac',
    '/podcast',
    '/podcast/g7-podcast',
    `/podcast/${episode.podcast}/${episode.slug}`,
    '/rovat/sport/foci',
    '/melleklet/orosz-ukran-haboru',
    '/melleklet/tippjatek',
  ]) {
    const { status, body } = await page(path);
    t.equal(status, 200, `${path} answers`);
    t.same(slots(body), ['sidebar', 'sticky'], `${path}: the rectangle and the sticky bar`);
    t.match(body, /class="sidebar__box follow-box"/, `${path}: the follow box`);
  }
  t.same(slots((await page('/podcast?isMobileApp=1')).body), [], 'in the app: no rectangle, no sticky bar');
});
