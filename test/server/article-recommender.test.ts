// The article page's sidebar recommender (§2.6, §4, §9) over the demo corpus: box sizes, the current article left
// out, no article twice, pr sized by the sister sites, holdblog's random picks, and versions 1..20 drawn without
// repetition. The BFF talks to the origin through a recording proxy, so the test sees which versions it asked for.
import t from 'tap';
import { request } from 'undici';
import {
  ARTICLE_PAGE_OWN_STORIES,
  BREAKING_BOX_WINDOW_S,
  HOLDBLOG_PICKS,
  HOLDBLOG_TAG_SLUG,
  LATEST_ARTICLES_DEFAULT,
  RECOMMENDER_COUNTS,
  RECOMMENDER_VERSIONS,
} from '../../shared/constants.ts';
import { createNoRepeatDraw } from '../../shared/no-repeat-draw.ts';
import { BOX_TEXTS } from '../../shared/box-texts.ts';
import {
  compactRecommended,
  pickRandom,
  prCount,
  recommenderBoxes,
  shownBoxes,
} from '../../shared/recommender-boxes.ts';
import type { ArticleSummary, Recommended } from '../../shared/api-types.ts';
import { startBff, startOrigin, TEST_NOW } from '../helpers/servers.ts';
import { startSlowProxy } from '../helpers/slow-proxy.ts';

const origin = await startOrigin();
const proxy = await startSlowProxy(origin.url, () => 0);
// The seeded corpus stands at TEST_NOW; 'Most történik' keeps the day before the BFF's clock (decision 082).
const bff = await startBff(proxy.url, { pageCacheTtlMs: 0, clock: () => TEST_NOW * 1000 });
t.teardown(async () => {
  await bff.close();
  await proxy.close();
  await origin.close();
});

/**
 * The recommender's boxes as rendered: box id → the article paths it links, in order. 'Friss hírek' stands in the side
 * column, the others under the story (decision 085): the whole document is read.
 */
function sidebarBoxes(html: string): Map<string, string[]> {
  const boxes = new Map<string, string[]>();
  for (const m of html.matchAll(/<section class="sidebar__box" id="([^"]+)"[^>]*>([\s\S]*?)<\/section>/g)) {
    boxes.set(
      m[1],
      [...m[2].matchAll(/<a class="mini__title" href="([^"]+)"/g)].map((l) => l[1]),
    );
  }
  return boxes;
}

async function articlePage(path: string) {
  const res = await request(bff.url + path, { headers: { 'user-agent': 'Googlebot/2.1' } });
  t.equal(res.statusCode, 200, path);
  return sidebarBoxes(await res.body.text());
}

const latest = (await (await request(`${origin.url}/api/articles?perPage=3`)).body.json()) as {
  items: ArticleSummary[];
};
const BOX_SIZES: Record<string, number> = {
  'friss-hirek': LATEST_ARTICLES_DEFAULT,
  // Only the day's breaking stories (decision 082): at TEST_NOW the corpus's are all among the newest, which 'Friss
  // hírek' and its spares take first, so nothing is left and the box is left out (the premise is checked below).
  'most-tortenik': 0,
  kiemelt: RECOMMENDER_COUNTS.special,
  fontos: RECOMMENDER_COUNTS.important,
  legfrissebb: RECOMMENDER_COUNTS.newest,
  kedvenceink: RECOMMENDER_COUNTS.favorite,
  holdblog: HOLDBLOG_PICKS,
};

t.test('every box at its §9 size, no article twice, the article being read left out', async (t) => {
  // The newest article is in 'Friss hírek' for everybody else; on its own page it must not be.
  const current = latest.items[0];
  const boxes = await articlePage(current.url);
  for (const [box, size] of Object.entries(BOX_SIZES)) t.equal(boxes.get(box)?.length ?? 0, size, `${box}: ${size}`);
  const after = boxes.get('after')?.length ?? 0;
  const g7 = boxes.get('g7')?.length ?? 0;
  t.ok(after > 0 && g7 > 0, 'the sister sites have their boxes');
  t.equal(
    boxes.get('partnereinktol')?.length,
    prCount(after, g7),
    `pr trimmed to ${prCount(after, g7)} by after ${after} and g7 ${g7}`,
  );
  const all = [...boxes.values()].flat();
  t.equal(new Set(all).size, all.length, `${all.length} links, each article once`);
  t.notOk(all.includes(current.url), 'the current article is not recommended to its own reader');
  // On another article's page the same newest article leads 'Friss hírek'.
  const other = await articlePage(latest.items[1].url);
  t.equal(other.get('friss-hirek')?.[0], current.url);
});

t.test("at TEST_NOW the day's breaking stories are all among the newest the latest box takes", async (t) => {
  const newest = (await (
    await request(`${origin.url}/api/articles?perPage=${LATEST_ARTICLES_DEFAULT + ARTICLE_PAGE_OWN_STORIES}`)
  ).body.json()) as { items: ArticleSummary[] };
  const newestIds = new Set(newest.items.map((a) => a.id));
  const day = new Set<number>();
  for (let v = 1; v <= RECOMMENDER_VERSIONS; v++) {
    const rec = (await (await request(`${origin.url}/api/recommended/mstag/all?v=${v}`)).body.json()) as Recommended;
    for (const a of rec.breaking) if (a.pubDate >= TEST_NOW - BREAKING_BOX_WINDOW_S) day.add(a.id);
  }
  t.ok(day.size > 0, `${day.size} breaking stories in the day before TEST_NOW, across the versions`);
  t.same(
    [...day].filter((id) => !newestIds.has(id)),
    [],
    "each already in 'Friss hírek' or its spares",
  );
});

t.test("holdblog: 4 of the holdblog's articles, picked at random", async (t) => {
  const group = (await (await request(`${origin.url}/api/unique-groups/13`)).body.json()) as {
    items: { slug: string; content: number[] }[];
  };
  const ids = group.items.find((i) => i.slug === HOLDBLOG_TAG_SLUG)!.content;
  const tagged = (await (
    await request(`${origin.url}/api/articles?filters[tag]=${HOLDBLOG_TAG_SLUG}&perPage=40`)
  ).body.json()) as { items: ArticleSummary[] };
  const holdblogUrls = new Set(tagged.items.filter((a) => ids.includes(a.id)).map((a) => a.url));
  t.ok(holdblogUrls.size > HOLDBLOG_PICKS, `the corpus's holdblog has ${holdblogUrls.size} articles to choose from`);
  const picks = new Set<string>();
  for (let i = 0; i < 8; i++) {
    const shown = (await articlePage(latest.items[2].url)).get('holdblog') ?? [];
    t.ok(shown.length > 0 && shown.length <= HOLDBLOG_PICKS);
    t.ok(
      shown.every((u) => holdblogUrls.has(u)),
      'only holdblog articles',
    );
    picks.add(shown.join(' '));
  }
  t.ok(picks.size > 1, `different picks across renders (${picks.size} distinct of 8)`);
});

t.test('the recommender version runs through 1..20 without repetition', async (t) => {
  const asked = () =>
    proxy.calls
      .filter((c) => c.startsWith('/api/recommended/mstag/all'))
      .map((c) => Number(new URL(c, 'http://x').searchParams.get('v')));
  // Each version's answer is cached upstream-side, so the proxy sees each version once: 20 renders, 20 new versions.
  const before = asked().length;
  for (let i = before; i < RECOMMENDER_VERSIONS; i++) {
    const boxes = await articlePage(latest.items[2].url);
    const short = Object.entries(BOX_SIZES).filter(([box, size]) => (boxes.get(box)?.length ?? 0) !== size);
    t.same(short, [], `render ${i + 1}: every box at its size`);
  }
  const versions = asked();
  t.equal(versions.length, RECOMMENDER_VERSIONS, 'one upstream call per version');
  t.same(
    [...versions].sort((a, b) => a - b),
    Array.from({ length: RECOMMENDER_VERSIONS }, (_, i) => i + 1),
    'each of 1..20 once',
  );
});

t.test('composition rules without the corpus', async (t) => {
  let next = 1;
  const article = (site = 'telex'): ArticleSummary =>
    ({
      id: next++,
      url: `/x/${next}`,
      title: 't',
      lead: 'l',
      type: 'article',
      pubDate: 0,
      updatedAt: 0,
      version: 1,
      live: false,
      pr: false,
      ctUrl: null,
      flags: [],
      mainSuperTag: { name: 'Belföld', slug: 'belfold' },
      recommendedBoxImage: null,
      articleAuthors: [],
      siteSlug: site,
    }) as unknown as ArticleSummary;
  const list = (n: number, site?: string) => Array.from({ length: n }, () => article(site));
  const rec = (after: number, g7: number): Recommended => ({
    v: 1,
    special: list(10),
    breaking: list(10),
    important: list(10),
    newest: list(10),
    favorite: list(10),
    pr: list(10),
    after: list(after, 'after'),
    g7: list(g7, 'g7'),
  });
  t.equal(prCount(2, 2), 2, 'both sister sites full: 2 partner items');
  t.equal(prCount(1, 2), 3);
  t.equal(prCount(0, 2), 4);
  t.equal(prCount(0, 0), 4, 'never more than 4');
  for (const [a, g, pr] of [
    [10, 10, 2],
    [1, 10, 3],
    [0, 0, 4],
  ]) {
    const boxes = recommenderBoxes(compactRecommended(rec(a, g)), null);
    t.equal(
      shownBoxes(boxes, new Set(), 'hu').find((b) => b.box.key === 'partnereinktol')!.items.length,
      pr,
      `after ${a}, g7 ${g}: pr ${pr}`,
    );
  }
  // Overlapping lists: what one box shows, later boxes skip; the current article drops out and the box stays full.
  const shared = list(12);
  const overlap: Recommended = {
    v: 1,
    special: shared,
    breaking: shared,
    important: shared,
    newest: [],
    favorite: [],
    pr: [],
    after: [],
    g7: [],
  };
  const boxes = recommenderBoxes(compactRecommended(overlap), null);
  const special = boxes.find((b) => b.key === 'kiemelt')!;
  const breaking = boxes.find((b) => b.key === 'most-tortenik')!;
  // One boxes array for every call, as a render asks: shownBoxes remembers its last answer per array (decision 095).
  const specialBox = [special];
  const shownSpecial = (stories: Set<string>) => shownBoxes(specialBox, stories, 'hu')[0].items.map((a) => a.id);
  t.same(
    shownSpecial(new Set()),
    shared.slice(0, 4).map((a) => a.id),
  );
  t.same(
    shownSpecial(new Set([shared[1].url])),
    [shared[0], shared[2], shared[3], shared[4]].map((a) => a.id),
    'current left out, still 4',
  );
  t.same(
    shownSpecial(new Set()),
    shared.slice(0, 4).map((a) => a.id),
    'other stories, its own answer',
  );
  t.notOk(
    breaking.items.some((a) => special.items.some((s) => s.id === a.id)),
    'no repeats across boxes',
  );
  t.notOk(
    boxes.some((b) => b.key === 'legfrissebb'),
    'an empty list has no box',
  );
  const skipped = recommenderBoxes(compactRecommended(overlap), null, shared.slice(0, 2));
  t.equal(
    skipped.find((b) => b.key === 'kiemelt')!.items[0].id,
    shared[2].id,
    'articles already in Friss hírek are skipped',
  );
});

t.test('random picks and version draws', async (t) => {
  const pool = Array.from({ length: 10 }, (_, i) => i);
  const picked = pickRandom(pool, 4);
  t.equal(picked.length, 4);
  t.equal(new Set(picked).size, 4, 'distinct');
  t.ok(picked.every((p) => pool.includes(p)));
  t.same(pickRandom(pool.slice(0, 2), 4).sort(), [0, 1], 'fewer than asked: all of them');
  const draw = createNoRepeatDraw(RECOMMENDER_VERSIONS);
  for (let round = 0; round < 5; round++) {
    const drawn = Array.from({ length: RECOMMENDER_VERSIONS }, () => draw.next());
    t.same(
      [...drawn].sort((a, b) => a - b),
      Array.from({ length: RECOMMENDER_VERSIONS }, (_, i) => i + 1),
      `round ${round + 1}: 1..20 once each`,
    );
  }
});

t.test(
  "an English article's boxes speak English, or are left out; a Hungarian one's stay Hungarian (decision 052)",
  async (t) => {
    const english = (await (
      await request(`${origin.url}/api/articles?filters[mstag]=english&perPage=1`)
    ).body.json()) as { items: ArticleSummary[] };
    t.equal(english.items.length, 1, 'the corpus has an English article');
    const page = async (path: string) =>
      (await request(bff.url + path, { headers: { 'user-agent': 'Googlebot/2.1' } })).body.text();
    const asideOf = (html: string) =>
      html.slice(
        html.indexOf('<aside class="sidebar"'),
        html.indexOf('</aside>', html.indexOf('<aside class="sidebar"')),
      );
    const titles = (aside: string) =>
      [...aside.matchAll(/<h2 class="sidebar__title"[^>]*>([^<]*)<\/h2>/g)].map((m) => m[1]);

    const en = await page(english.items[0].url);
    const aside = asideOf(en);
    t.match(
      aside,
      /^<aside class="sidebar" aria-label="Recommended" lang="en">/,
      'an English landmark, marked as English',
    );
    const english_titles = new Set([...Object.values(BOX_TEXTS.en.boxTitles), BOX_TEXTS.en.linkBox.title]);
    // The boxes stand in the side column ('Latest') and under the story (decision 085): the whole page is read.
    t.ok(titles(en).length >= 3, `${titles(en).length} boxes`);
    t.same(
      titles(en).filter((x) => !english_titles.has(x)),
      [],
      `every box title is English: ${titles(en).join(', ')}`,
    );
    t.equal(titles(aside)[0], 'Latest', "§2.6 the latest box is 'Latest'");
    t.notMatch(en, /id="holdblog"/, 'the holdblog box has no English title: left out');
    t.match(aside, />Get the app</, 'the link box in English');
    t.notMatch(en, /data-newsletter-prompt/, 'no newsletter prompt: our newsletters are Hungarian');

    const hu = await page(latest.items[1].url);
    t.match(asideOf(hu), /^<aside class="sidebar" aria-label="Ajánló">/);
    t.equal(titles(asideOf(hu))[0], 'Friss hírek');
    t.match(hu, /data-newsletter-prompt="article"/, 'a Hungarian article keeps its newsletter prompt');
  },
);
