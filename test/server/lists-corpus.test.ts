// The list and front rules on the demo corpus, through the real BFF (page data as JSON, and the HTML a reader gets).
import t from 'tap';
import { request } from 'undici';
import type { FrontPageData } from '../../shared/pages/front.ts';
import type { SectionPageData } from '../../shared/pages/section.ts';
import type { SiteFrontData } from '../../shared/pages/site-front.ts';
import {
  AFTER_FRONT,
  G7_FRONT,
  HIGHLIGHT_LIST_SIZE,
  HIKE_NEWS_TAG,
  KARAKTER_FRONT,
  LATEST_PR_POSITION,
  SUB_BRAND_PAGE_SIZE,
} from '../../shared/constants.ts';
import { configFromEnv } from '../../server/config.ts';
import { startBff, startOrigin } from '../helpers/servers.ts';

const origin = await startOrigin({ articles: 700, seed: 42 });
// The operator's AFTER_SPOTIFY_URL, as configFromEnv turns it into an embed URL by the §5 rule.
const afterSpotifyEmbed = configFromEnv({
  AFTER_SPOTIFY_URL: 'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M',
}).afterSpotifyEmbed;
// An ad service is configured (nothing here loads it): the §9 list slot renders only then.
const bff = await startBff(origin.url, {
  pageCacheTtlMs: 0,
  afterSpotifyEmbed,
  adServiceUrl: 'http://127.0.0.1:9/gpt.js',
});
t.teardown(async () => {
  await bff.close();
  await origin.close();
});

async function pageData<T>(path: string): Promise<{ status: number; data: T }> {
  const res = await request(`${bff.url}/page-data?path=${encodeURIComponent(path)}`);
  const body = (await res.body.json()) as { status: number; data: T };
  return { status: body.status, data: body.data };
}
async function html(path: string) {
  const res = await request(bff.url + path);
  return { status: res.statusCode, body: await res.body.text() };
}
async function tagsOf(url: string): Promise<string[]> {
  const res = await request(`${origin.url}/api/articles/${url.split('/').pop()}`);
  return ((await res.body.json()) as { tags: { slug: string }[] }).tags.map((x) => x.slug);
}

function noRepeats(
  t: { fail(m: string): void; pass(m: string): void },
  blocks: { key: string; articles: { id: number }[] }[],
) {
  const seen = new Map<number, string>();
  for (const b of blocks)
    for (const a of b.articles) {
      if (seen.has(a.id)) t.fail(`article ${a.id} in ${seen.get(a.id)} and ${b.key}`);
      seen.set(a.id, b.key);
    }
  t.pass('no article in two blocks');
}
const sizeOf = (blocks: SiteFrontData['blocks'], key: string) =>
  (({ layout, articles, episodes }) => (layout === 'episodes' ? episodes?.length : articles.length))(
    blocks.find((b) => b.key === key) ?? { layout: 'grid', articles: [] as unknown[], episodes: undefined },
  );

t.test('G7 front: blocks in order, §9 slices, no repeats', async (t) => {
  const { status, data } = await pageData<SiteFrontData>('/g7');
  t.equal(status, 200);
  t.same(
    data.blocks.map((b) => b.title),
    [null, 'Friss', 'Közélet', 'Adat', 'Ne hagyd ki', 'Podcast', 'Pénz', 'Partnereinktől', 'További cikkek'],
  );
  t.equal(sizeOf(data.blocks, 'friss'), G7_FRONT.carousel);
  t.equal(sizeOf(data.blocks, 'kozelet'), G7_FRONT.kozelet);
  t.equal(sizeOf(data.blocks, 'adat'), G7_FRONT.adat);
  t.equal(sizeOf(data.blocks, 'penz'), G7_FRONT.penz);
  t.equal(sizeOf(data.blocks, 'ne-hagyd-ki'), G7_FRONT.articles);
  t.equal(sizeOf(data.blocks, 'ne-hagyd-ki-podcast'), G7_FRONT.podcastsShown);
  t.equal(sizeOf(data.blocks, 'tovabbi'), G7_FRONT.older);
  noRepeats(t, data.blocks);
});

t.test('After front: blocks, slices, video, Spotify in the sidebar', async (t) => {
  t.equal(
    configFromEnv({ AFTER_SPOTIFY_URL: 'https://open.spotify.example/playlist/x' }).afterSpotifyEmbed,
    null,
    'a URL off the §5 rule is ignored',
  );
  t.equal(configFromEnv({}).afterSpotifyEmbed, null, 'none configured');
  const { data } = await pageData<SiteFrontData>('/after');
  t.same(
    data.blocks.map((b) => b.key),
    ['leader', 'ajanlo', 'friss', 'cikkek', 'podcast', 'tovabbi'],
  );
  t.ok(sizeOf(data.blocks, 'ajanlo')! <= AFTER_FRONT.newest);
  t.equal(sizeOf(data.blocks, 'friss'), AFTER_FRONT.cards);
  t.equal(sizeOf(data.blocks, 'cikkek'), AFTER_FRONT.articles);
  t.equal(sizeOf(data.blocks, 'podcast'), AFTER_FRONT.podcasts);
  t.equal(sizeOf(data.blocks, 'tovabbi'), AFTER_FRONT.earlier);
  noRepeats(t, data.blocks);
  t.match(data.video?.card, /data-embed-src="https:\/\/www\.youtube-nocookie\.com\/embed\//);
  const page = await html('/after');
  t.match(
    page.body,
    /data-embed-src="https:\/\/open\.spotify\.com\/embed\/playlist\/37i9dQZF1DXcBWIGoYBM5M"[^>]*data-embed-height="400"/,
  );
  t.notMatch(page.body, /<iframe/, 'no frame before consent: click-to-load cards');
  t.notMatch(page.body, /id="friss-hirek"/, 'no Friss hírek box on the after route');
  t.match(page.body, /class="carousel__track"/);
});

t.test('Karakter front: blocks, slices, books', async (t) => {
  const { data } = await pageData<SiteFrontData>('/karakter');
  t.same(
    data.blocks.map((b) => b.key),
    [
      'leader',
      'friss',
      'kultura',
      'nagyito',
      'konyvespolc',
      'beleolvaso',
      'telextarcak',
      'kritika',
      'portre',
      'korabbi',
    ],
  );
  t.equal(sizeOf(data.blocks, 'friss'), KARAKTER_FRONT.friss);
  t.equal(sizeOf(data.blocks, 'kultura'), KARAKTER_FRONT.kulturaMega + KARAKTER_FRONT.kultura);
  t.equal(sizeOf(data.blocks, 'nagyito'), KARAKTER_FRONT.nagyito);
  t.equal(sizeOf(data.blocks, 'konyvespolc'), KARAKTER_FRONT.konyvespolcMega + KARAKTER_FRONT.konyvespolc);
  t.equal(sizeOf(data.blocks, 'telextarcak'), KARAKTER_FRONT.tarcaMega + KARAKTER_FRONT.tarca);
  t.equal(sizeOf(data.blocks, 'kritika'), KARAKTER_FRONT.kritika);
  t.equal(sizeOf(data.blocks, 'portre'), KARAKTER_FRONT.portre);
  t.equal(sizeOf(data.blocks, 'korabbi'), KARAKTER_FRONT.older);
  noRepeats(t, data.blocks);
  t.ok(data.books.length > 0);
  for (const b of data.books) t.match(b.price, /^\d{1,3}(\u00a0\d{3})* Ft$/);
});

t.test('front page: breaking block on top, boxes by position, auto-block rotation, podcast block', async (t) => {
  const variants: number[] = [];
  for (let i = 0; i < 4; i++) {
    const { data } = await pageData<FrontPageData>('/');
    t.ok(data.breaking && data.breaking.articles.length > 0, 'breaking block');
    // A variant whose title an editors' box already carries is left out (decision 082: no two blocks, one title).
    variants.push(...(data.autoBlock ? [data.autoBlock.variant] : []));
    t.ok(data.podcast && data.podcast.episodes.length > 0, 'podcast block');
  }
  t.equal(new Set(variants).size, variants.length, `four loads rotate the variants: ${variants.join(', ')}`);
  t.ok(variants.length >= 3, 'at most one left out for a title a box carries');
  const page = await html('/');
  t.ok(page.body.indexOf('data-breaking') < page.body.indexOf('front-block--podcast'), 'breaking first');
});

t.test('section list: highlight block of 4, main first card, highlight index per page', async (t) => {
  for (const page of [1, 2, 3, 4]) {
    const { data } = await pageData<SectionPageData>(`/rovat/belfold${page > 1 ? `?oldal=${page}` : ''}`);
    t.equal(data.highlightIndex, 3 + (page % 4), `page ${page}`);
    t.equal(data.mainFirst, page === 1);
    t.equal(data.highlights?.length ?? 0, page === 1 ? HIGHLIGHT_LIST_SIZE : 0);
  }
  const tag = await pageData<SectionPageData>('/cimke/budapest');
  t.equal(tag.data.highlightIndex, null, 'no highlight on tag lists');
  const english = await pageData<SectionPageData>('/english');
  t.equal(english.data.mainFirst, true);
});

t.test('latest list: a PR article at position 4 on page 1 only', async (t) => {
  const one = await pageData<SectionPageData>('/legfrissebb');
  t.equal(one.data.articles[LATEST_PR_POSITION - 1].pr, true);
  t.equal(one.data.articles.filter((a) => a.pr).length >= 1, true);
  const two = await pageData<SectionPageData>('/legfrissebb?oldal=2');
  t.notOk(two.data.articles.length > SUB_BRAND_PAGE_SIZE, 'page 2 is a plain page');
});

t.test('szépkilátás: difficulty tabs filter the exact tag, trip news excluded, map and Túra hírek box', async (t) => {
  for (const [tab, tag] of [
    ['easy', 'konnyu-tura'],
    ['hard', 'nehez-tura'],
  ] as const) {
    const res = await pageData<SectionPageData>(`/rovat/szepkilatas?tab=${tab}`);
    t.equal(res.status, 200);
    for (const a of res.data.articles) {
      const tags = await tagsOf(a.url);
      t.ok(tags.includes(tag), `${a.id} has ${tag}`);
      t.notOk(tags.includes(HIKE_NEWS_TAG), `${a.id} is not trip news`);
    }
    t.equal(res.data.tabs?.find((x) => x.current)?.href, `/rovat/szepkilatas?tab=${tab}`);
  }
  const all = await pageData<SectionPageData>('/rovat/szepkilatas');
  for (const a of all.data.articles) t.notOk((await tagsOf(a.url)).includes(HIKE_NEWS_TAG), 'no trip news on all');
  const page = await html('/rovat/szepkilatas');
  t.match(page.body, /class="hiking-map"/);
  t.match(page.body, /id="tura-hirek"/);
});

t.test('tabs of the magazine lists and the fact-check methodology', async (t) => {
  const g7 = await pageData<SectionPageData>('/g7/adat');
  t.same(
    g7.data.tabs?.map((x) => x.href),
    ['/g7', '/g7/legfrissebb', '/g7/adat', '/g7/penz', '/g7/kozelet', '/g7/podcast'],
  );
  t.ok(g7.data.articles.length <= SUB_BRAND_PAGE_SIZE);
  const karakter = await pageData<SectionPageData>('/karakter/legfrissebb');
  t.equal(karakter.data.tabs?.length, 6);
  const check = await html('/rovat/ellenorzo');
  t.match(check.body, /href="\/dokumentum\/ellenorzo-modszertan"/);
});

t.test('404 on an empty list', async (t) => {
  t.equal((await html('/rovat/belfold?oldal=9999')).status, 404);
  t.equal((await html('/cimke/nincs-ilyen-cimke')).status, 404);
});

t.test('sidebar per route, mobile ad after the 3rd item', async (t) => {
  const has = async (path: string, marker: RegExp) => marker.test((await html(path)).body);
  t.notOk(await has('/legfrissebb', /id="friss-hirek"/));
  t.notOk(await has('/english', /id="friss-hirek"/));
  t.ok(await has('/rovat/belfold', /id="friss-hirek"/));
  t.ok(await has('/rovat/belfold', /href="\/shop"/), 'link box on the main site');
  t.notOk(await has('/g7/adat', /href="\/shop"/), 'no link box under /g7');
  t.ok(await has('/rovat/belfold', /data-slot="sidebar"/));
  const body = (await html('/rovat/belfold')).body;
  const list = body.slice(body.indexOf('data-list-content'));
  const cards = [...list.matchAll(/<article class="card/g)].map((m) => m.index);
  const ad = list.indexOf('data-slot="list"');
  t.ok(ad > cards[2] && ad < cards[3], 'the mobile slot follows the 3rd list card');
});
