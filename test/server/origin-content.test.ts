// Front-page data, recommender, reference content, podcasts, counters, media and health.
import t from 'tap';
import { Value } from '@sinclair/typebox/value';
import {
  AutoBlock,
  Counter,
  Doc,
  Episode,
  Exchange,
  FrontendInit,
  FrontendRefresh,
  IndexBoxes,
  Minutes,
  Recommended,
  UniqueGroup,
} from '../../shared/api-types.ts';
import {
  AUTO_BLOCK_VARIANTS,
  EPISODES_DEFAULT,
  LATEST_ARTICLES_DEFAULT,
  RECOMMENDER_LIST_SIZE,
} from '../../shared/constants.ts';
import { MINUTES_DEFAULT_START } from '../../shared/engagement-constants.ts';
import { pngDraws } from '../../stand-ins/origin/picture-png.ts';
import { originFixture } from '../helpers/origin-fixture.ts';

const f = await originFixture();
t.teardown(() => f.close());

t.test('front-page boxes by position with active articles only', async (t) => {
  const res = await f.get('/api/index/boxes');
  t.equal(res.status, 200);
  t.ok(Value.Check(IndexBoxes, res.body), 'answer matches the IndexBoxes contract');
  t.ok(res.body.boxes.length > 0);
  const positions = res.body.boxes.map((b: any) => b.position);
  t.same(
    positions,
    [...positions].sort((a: number, b: number) => a - b),
  );
  t.ok(res.body.boxes.every((b: any) => b.articles.every((a: any) => a.active)));

  // Deactivating an article removes it from its box.
  const box = res.body.boxes.find((b: any) => b.articles.length > 0);
  const victim = box.articles[0].id;
  f.db.prepare('UPDATE articles SET active = 0 WHERE id = ?').run(victim);
  const after = await f.get('/api/index/boxes');
  t.notOk(after.body.boxes.some((b: any) => b.articles.some((a: any) => a.id === victim)));
  f.db.prepare('UPDATE articles SET active = 1 WHERE id = ?').run(victim);
});

t.test('automatic block variants 1..4', async (t) => {
  for (let v = 1; v <= AUTO_BLOCK_VARIANTS; v++) {
    const res = await f.get(`/api/index/auto-block?v=${v}`);
    t.equal(res.status, 200, `v=${v}`);
    t.ok(Value.Check(AutoBlock, res.body), `v=${v} matches the AutoBlock contract`);
    t.equal(res.body.v, v);
  }
});

t.test('episodes and a section front', async (t) => {
  const eps = await f.get('/api/index/episodes');
  t.equal(eps.body.items.length, EPISODES_DEFAULT);
  t.ok(eps.body.items.every((e: any) => Value.Check(Episode, e)));
  t.equal((await f.get('/api/index/episodes?perPage=2')).body.items.length, 2);
  const mstag = await f.get('/api/index/mstag/kultura');
  t.equal(mstag.body.mstag.slug, 'kultura');
  t.equal(mstag.body.items.length, LATEST_ARTICLES_DEFAULT);
});

t.test('recommender lists: deterministic per version, url excluded', async (t) => {
  const v1 = await f.get('/api/recommended/mstag/all');
  t.equal(v1.status, 200);
  t.ok(Value.Check(Recommended, v1.body), 'answer matches the Recommended contract');
  t.equal(v1.body.v, 1);
  t.ok(v1.body.newest.length > 0 && v1.body.newest.length <= RECOMMENDER_LIST_SIZE);
  t.ok(v1.body.after.every((a: any) => a.originatingSite === 'after'));
  t.ok(v1.body.g7.every((a: any) => a.originatingSite === 'g7'));
  t.ok(v1.body.special.every((a: any) => a.flags.some((x: any) => x.slug === 'legfontosabb')));
  const v7a = await f.get('/api/recommended/mstag/all?v=7');
  const v7b = await f.get('/api/recommended/mstag/all?v=7');
  t.same(v7a.body, v7b.body, 'same version, same answer');
  t.notSame(
    v7a.body.newest.map((a: any) => a.id),
    v1.body.newest.map((a: any) => a.id),
    'another version rotates',
  );
  const current = v1.body.newest[0];
  const byUrl = await f.get(`/api/recommended/url?url=${encodeURIComponent(current.url)}&v=1`);
  t.equal(byUrl.status, 200);
  for (const list of ['special', 'breaking', 'important', 'newest', 'favorite', 'pr', 'after', 'g7']) {
    t.notOk(
      byUrl.body[list].some((a: any) => a.id === current.id),
      `${list} leaves out the current article`,
    );
  }
});

t.test('docs, uniques, unique groups, staff', async (t) => {
  const slug = f.db.prepare(`SELECT slug FROM docs WHERE site_slug = 'telex' LIMIT 1`).pluck().get() as string;
  const doc = await f.get(`/api/docs/${slug}`);
  t.ok(Value.Check(Doc, doc.body));
  t.equal(doc.body.slug, slug);
  const regional = await f.get(`/api/docs/${slug}`, { 'x-site': 'transtelex' });
  t.equal(regional.status, 200, 'falls back to the main site doc');

  const unique = f.db.prepare('SELECT slug, content FROM uniques LIMIT 1').get() as { slug: string; content: string };
  const u = await f.get(`/api/unique/${unique.slug}`);
  t.same(u.body, { slug: unique.slug, content: JSON.parse(unique.content) });

  const groupId = f.db.prepare('SELECT id FROM unique_groups ORDER BY id LIMIT 1').pluck().get() as number;
  const g = await f.get(`/api/unique-groups/${groupId}`);
  t.ok(Value.Check(UniqueGroup, g.body));
  t.equal(g.body.id, groupId);

  const staff = await f.get('/api/impress/staff');
  t.ok(staff.body.items.length > 0);
  t.ok(staff.body.items.every((s: any) => s.name && s.role && s.group));
});

t.test('exchange ranges', async (t) => {
  const month = await f.get('/api/exchange?currency=eur');
  t.ok(Value.Check(Exchange, month.body));
  t.equal(month.body.range, '1m');
  t.equal(month.body.currency, 'EUR');
  const week = await f.get('/api/exchange?currency=EUR&range=1w');
  const year = await f.get('/api/exchange?currency=EUR&range=1y');
  t.ok(week.body.items.length > 0);
  t.ok(week.body.items.length <= month.body.items.length && month.body.items.length <= year.body.items.length);
  const dates = year.body.items.map((i: any) => i.date);
  t.same(dates, [...dates].sort(), 'oldest first');
});

t.test('frontend init and refresh', async (t) => {
  const init = await f.get('/api/frontend/init');
  t.equal(init.status, 200);
  t.ok(Value.Check(FrontendInit, init.body), 'answer matches the FrontendInit contract');
  t.ok(init.body.sites.length >= 5);
  const refresh = await f.get('/api/frontend/refresh');
  t.ok(Value.Check(FrontendRefresh, refresh.body), 'answer matches the FrontendRefresh contract');
  t.ok(refresh.body.exchangesRates.length > 0);
  t.ok(refresh.body.trendingTags.every((tag: any) => tag.slug && tag.name));
  const ron = await f.get('/api/frontend/refresh', { 'x-site': 'transtelex' });
  t.notSame(ron.body.exchangesRates, refresh.body.exchangesRates, 'rates against the regional currency');
});

t.test('podcasts and episodes', async (t) => {
  const podcasts = await f.get('/api/podcasts/public/all');
  t.ok(podcasts.body.items.length > 0);
  const page = await f.get('/api/episodes?perPage=3');
  t.equal(page.body.items.length, 3);
  // a domain sees its own sites' podcasts only
  t.equal(
    page.body.totalItems,
    f.db
      .prepare(
        `SELECT count(*) FROM episodes e JOIN podcasts p ON p.id = e.podcast_id
    WHERE p.site_slug <> 'transtelex'`,
      )
      .pluck()
      .get(),
  );
  const regional = await f.get('/api/episodes?perPage=100', { 'x-site': 'transtelex' });
  t.ok(
    regional.body.items.length > 0 && regional.body.items.every((e: any) => e.podcast.slug === 'transtelex-podcast'),
    'the regional edition hears its own podcast',
  );
  t.same(
    (await f.get('/api/podcasts/public/all', { 'x-site': 'transtelex' })).body.items.map((p: any) => p.slug),
    ['transtelex-podcast'],
  );
  t.equal(
    (await f.get(`/api/episodes/${page.body.items[0].slug}`, { 'x-site': 'transtelex' })).status,
    404,
    "another domain's episode is not found",
  );
  t.equal((await f.get('/api/episodes?podcast=telex-podcast', { 'x-site': 'transtelex' })).status, 404);
  const one = await f.get(`/api/episodes/${page.body.items[0].slug}`);
  t.same(one.body, page.body.items[0]);
  const ofPodcast = await f.get(`/api/episodes?podcast=${podcasts.body.items[0].slug}&perPage=100`);
  t.ok(ofPodcast.body.items.every((e: any) => e.podcast.slug === podcasts.body.items[0].slug));
  t.equal((await f.get('/api/episodes?podcast=nincs-ilyen')).status, 404);
  // an episode's article asks for its episode
  const linked = f.db
    .prepare(
      `SELECT e.slug, e.article_id FROM episodes e JOIN articles a ON a.id = e.article_id
    JOIN podcasts p ON p.id = e.podcast_id WHERE a.active = 1 AND p.site_slug <> 'transtelex' LIMIT 1`,
    )
    .get() as { slug: string; article_id: number };
  const ofArticle = await f.get(`/api/episodes?article=${linked.article_id}&perPage=1`);
  t.same([ofArticle.body.items[0]?.slug, ofArticle.body.items[0]?.article?.id], [linked.slug, linked.article_id]);
  t.equal((await f.get('/api/episodes?article=x')).status, 400);
});

t.test('minutes and counter', async (t) => {
  const day = f.db.prepare('SELECT day FROM minutes ORDER BY day DESC LIMIT 1').pluck().get() as string;
  const m = await f.get(`/api/minutes?day=${day}`);
  t.ok(Value.Check(Minutes, m.body));
  t.equal(m.body.day, day);
  const c = await f.get('/api/counter');
  t.ok(Value.Check(Counter, c.body));
  t.equal(c.body.from, MINUTES_DEFAULT_START);
  const sums = f.db
    .prepare('SELECT sum(recurring) r, sum(onetime) o FROM minutes WHERE day >= ?')
    .get(MINUTES_DEFAULT_START) as { r: number; o: number };
  t.equal(c.body.recurring, sums.r ?? 0);
  t.equal(c.body.onetime, sums.o ?? 0);
  const later = await f.get(`/api/counter?from=${day}`);
  t.equal(later.body.recurring, m.body.recurring);
});

t.test('generated pictures are deterministic SVG, cached for a year', async (t) => {
  const a = await f.inject({ url: '/media/img/17.svg?w=500' });
  t.equal(a.statusCode, 200);
  t.match(a.headers['content-type'], /image\/svg\+xml/);
  t.match(a.headers['cache-control'], /max-age=31536000/);
  t.match(a.body, /^<svg[^>]+width="500"/);
  t.equal((await f.inject({ url: '/media/img/17.svg?w=500' })).body, a.body, 'same name, same picture');
  t.not((await f.inject({ url: '/media/img/18.svg?w=500' })).body, a.body, 'another name, another picture');
  t.match((await f.inject({ url: '/media/img/17.svg?w=700' })).body, /width="768"/, 'nearest breakpoint');
  const avatar = await f.inject({ url: '/media/avatar/kovacs-anna.svg' });
  t.equal(avatar.statusCode, 200);
  t.match(avatar.body, />KA</, 'initials');
});

/** A PNG's width and height from its IHDR chunk, after checking the signature. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  if (
    !bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) ||
    bytes.toString('latin1', 12, 16) !== 'IHDR'
  )
    return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

t.test(
  'the same pictures as PNG, at the §9 breakpoints only, deterministic and cached for a year (decision 051)',
  async (t) => {
    const a = await f.inject({ url: '/media/img/17.png?w=1200' });
    t.equal(a.statusCode, 200);
    t.equal(a.headers['content-type'], 'image/png');
    t.match(a.headers['cache-control'], /max-age=31536000/);
    t.same(pngSize(a.rawPayload), { width: 1200, height: 675 }, "the scene's aspect, as the SVG");
    t.ok(a.rawPayload.length < 200_000, `small: ${a.rawPayload.length} bytes`);
    t.ok(
      (await f.inject({ url: '/media/img/17.png?w=1200' })).rawPayload.equals(a.rawPayload),
      'same name, same picture',
    );
    t.notOk(
      (await f.inject({ url: '/media/img/18.png?w=1200' })).rawPayload.equals(a.rawPayload),
      'another name, another picture',
    );
    for (const [asked, width] of [
      ['700', 768],
      ['99999', 1200],
      ['0', 375],
      ['', 1200],
      ['abc', 1200],
      ['1e9', 1200],
    ] as const) {
      const res = await f.inject({ url: `/media/img/17.png?w=${asked}` });
      t.equal(res.statusCode, 200, `w=${asked}`);
      t.equal(
        pngSize(res.rawPayload)?.width,
        width,
        `w=${asked} is drawn ${width} wide, never larger than the largest breakpoint`,
      );
    }
    t.equal((await f.inject({ url: '/media/img/17.jpg' })).statusCode, 404, 'no other format');
    t.equal((await f.inject({ url: `/media/img/${'x'.repeat(200)}.png` })).statusCode, 404, 'no absurd name');
  },
);

t.test(
  'a burst of asks for new PNG pictures draws only a few at once, and every ask is answered (decision 051)',
  async (t) => {
    pngDraws.peak = 0;
    const names = Array.from({ length: 8 }, (_, i) => `burst-${i}`);
    const answers = await Promise.all(names.map((n) => f.inject({ url: `/media/img/${n}.png?w=1200` })));
    for (const res of answers) {
      t.equal(res.statusCode, 200);
      t.same(pngSize(res.rawPayload), { width: 1200, height: 675 });
    }
    t.ok(pngDraws.peak >= 1 && pngDraws.peak <= 2, `at most 2 drawn at once (peak ${pngDraws.peak})`);
    t.equal(pngDraws.active, 0, 'every turn given back');
    t.same(new Set(answers.map((r) => r.rawPayload.toString('base64'))).size, names.length, 'each its own picture');
  },
);

t.test("an article's share picture says the size its PNG is drawn at", async (t) => {
  const rows = f.db
    .prepare('SELECT facebook_image FROM articles WHERE facebook_image IS NOT NULL LIMIT 3')
    .pluck()
    .all() as string[];
  t.equal(rows.length, 3, 'the seed gives articles a share picture');
  for (const row of rows) {
    const image = JSON.parse(row) as { src: string; width: number; height: number };
    t.match(image.src, /^\/media\/img\/[a-z]+-\d+\.png$/, 'a PNG: social networks show no SVG');
    const res = await f.inject({ url: image.src });
    t.equal(res.statusCode, 200);
    t.same(
      pngSize(res.rawPayload),
      { width: image.width, height: image.height },
      `${image.src}: the declared size is the drawn one`,
    );
  }
});

t.test('health', async (t) => {
  t.same((await f.get('/healthz')).body, { ok: true });
});
