// One page shows an article once (§9 "items used earlier on a page are excluded from later blocks"). Every
// section page of the demo data (pages 1 and 2: each section of the corpus, the lists, the sub-sites' tabs, the hike
// tabs) and every front, read as the page data the BFF renders from: no article appears twice, and a section list
// below its highlight block still fills its page. The rendered document, boxes included, is read by
// lists-one-story-once-per-document.test.ts.
import t from 'tap';
import { request } from 'undici';
import { DEFAULT_PAGE_SIZE, HIGHLIGHT_LIST_SIZE, HIKE_TAB_PARAM, HIKE_TABS } from '../../shared/constants.ts';
import { planSectionPage, type SectionPageData } from '../../shared/pages/section.ts';
import { sectionPath } from '../../shared/section-url.ts';
import { frontOf } from '../../shared/sites/site-fronts.ts';
import { siteBySlug, siteFronts, sites } from '../../shared/sites/site-table.ts';
import { SECTIONS } from '../../stand-ins/origin/seed/taxonomy.ts';
import { startBff, startOrigin } from '../helpers/servers.ts';

// The corpus of the other list tests (test/server/lists-corpus.test.ts): it has an article for every hike tab.
const origin = await startOrigin({ articles: 700, seed: 42 });
const bff = await startBff(origin.url, { pageCacheTtlMs: 0 });
t.teardown(async () => {
  await bff.close();
  await origin.close();
});

type Listed = { id: number; url: string; title: string };

async function pageData(path: string, host?: string): Promise<{ status: number; data: unknown }> {
  const res = await request(`${bff.url}/page-data?path=${encodeURIComponent(path)}`, host ? { headers: { host } } : {});
  return (await res.body.json()) as { status: number; data: unknown };
}

/** Every article card in the page data, wherever the page puts it (blocks, highlight, list, sidebar boxes). */
function cardsIn(value: unknown, out: Listed[] = []): Listed[] {
  if (Array.isArray(value)) for (const v of value) cardsIn(v, out);
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (
      typeof o.id === 'number' &&
      typeof o.url === 'string' &&
      typeof o.title === 'string' &&
      typeof o.pubDate === 'number'
    ) {
      out.push({ id: o.id, url: o.url, title: o.title });
    }
    for (const v of Object.values(o)) cardsIn(v, out);
  }
  return out;
}

/** Cards shown twice, known by their link (an article's and an episode's ids are counted apart, their links are not). */
function repeatsOf(cards: readonly Listed[]): string[] {
  const seen = new Set<string>();
  const repeated: string[] = [];
  for (const c of cards) {
    if (seen.has(c.url)) repeated.push(`${c.id} ${c.url}`);
    seen.add(c.url);
  }
  return repeated;
}

const regionalHost = new URL(bff.config.publicOrigin.regional).host;
/** The section pages of the demo data: its sections where they are listed, the lists, the tabs. */
const sectionPages: { path: string; host?: string }[] = [
  ...SECTIONS.filter((s) => s.active !== false && !['after', 'g7', 'karakter', 'english'].includes(s.slug)).map((s) => {
    const site = siteBySlug(s.siteSlug)!;
    return site.domain === 'regional'
      ? { path: sectionPath(site.slug, s.slug), host: regionalHost }
      : { path: sectionPath(site.slug, s.slug) };
  }),
  ...['/legfrissebb', '/legfontosabb', '/kedvenceink', '/english'].map((path) => ({ path })),
  ...siteFronts
    .flatMap((s) => frontOf(s).tabs)
    .filter((tab) => !['/after', '/g7', '/karakter'].includes(tab.href))
    .map((tab) => ({ path: tab.href })),
  ...HIKE_TABS.filter((h) => h.tag).map((h) => ({ path: `/rovat/szepkilatas?${HIKE_TAB_PARAM}=${h.tab}` })),
];
const fronts = [
  { path: '/' },
  { path: '/after' },
  { path: '/g7' },
  { path: '/karakter' },
  { path: '/', host: regionalHost },
];

t.test('every section page, pages 1 and 2, shows each article once', async (t) => {
  let withBlock = 0;
  for (const { path, host } of sectionPages) {
    for (const page of [1, 2]) {
      const at = page === 1 ? path : `${path}${path.includes('?') ? '&' : '?'}oldal=${page}`;
      const { status, data } = await pageData(at, host);
      if (status === 404 && page === 2) continue; // a section with a single page
      t.equal(status, 200, `${at} answers`);
      const section = data as SectionPageData;
      t.same(repeatsOf(cardsIn(section)), [], `${at}${host ? ` (${host})` : ''}: no article twice`);
      if (section.highlights?.length) {
        withBlock++;
        t.equal(section.highlights.length, HIGHLIGHT_LIST_SIZE, `${at}: the block`);
        const room = Math.min(DEFAULT_PAGE_SIZE, section.totalItems - (section.page - 1) * DEFAULT_PAGE_SIZE);
        t.equal(section.articles.length, room, `${at}: the list below the block fills its page`);
      }
    }
  }
  t.ok(withBlock > 10, `section pages with a highlight block were walked (${withBlock})`);
});

t.test('a list without its highlights pages on without repeating page 1', async (t) => {
  const one = (await pageData('/rovat/belfold')).data as SectionPageData;
  const two = (await pageData('/rovat/belfold?oldal=2')).data as SectionPageData;
  t.equal(one.highlights?.length, HIGHLIGHT_LIST_SIZE);
  t.equal(one.articles.length, DEFAULT_PAGE_SIZE, 'page 1 is full');
  t.equal(two.articles.length, DEFAULT_PAGE_SIZE, 'page 2 is full');
  t.same(
    repeatsOf([...cardsIn(one.highlights), ...one.articles, ...two.articles]),
    [],
    'pages 1 and 2 together show each article once',
  );
});

t.test(
  "a list without its highlights loses no article: pages 1 and 2 are the section's list in order, the block taken out",
  async (t) => {
    // The publisher's own list pages (as the BFF asks for them), read straight from the origin.
    const plan = planSectionPage(new URL('http://localhost/rovat/belfold'), sites.main)!;
    const upstream: number[] = [];
    for (const n of [1, 2, 3]) {
      const res = await request(`${origin.url}${plan.list.replace(/([?&])oldal=1(&|$)/, `$1oldal=${n}$2`)}`, {
        headers: { 'x-site': 'telex' },
      });
      t.equal(res.statusCode, 200);
      upstream.push(...((await res.body.json()) as { items: { id: number }[] }).items.map((a) => a.id));
    }
    const one = (await pageData('/rovat/belfold')).data as SectionPageData;
    const two = (await pageData('/rovat/belfold?oldal=2')).data as SectionPageData;
    const block = new Set(one.highlights!.map((a) => a.id));
    t.equal(block.size, HIGHLIGHT_LIST_SIZE);
    t.ok(
      upstream.filter((id) => block.has(id)).length > 0,
      'the block holds articles of the first pages (else nothing is tested)',
    );
    const expected = upstream.filter((id) => !block.has(id));
    t.same(
      one.articles.map((a) => a.id),
      expected.slice(0, DEFAULT_PAGE_SIZE),
      'page 1: the first of the rest',
    );
    t.same(
      two.articles.map((a) => a.id),
      expected.slice(DEFAULT_PAGE_SIZE, 2 * DEFAULT_PAGE_SIZE),
      'page 2: the next, none skipped',
    );
  },
);

t.test('every front shows each article once', async (t) => {
  for (const { path, host } of fronts) {
    const { status, data } = await pageData(path, host);
    t.equal(status, 200, `${path} answers`);
    const cards = cardsIn(data);
    t.ok(cards.length > 10, `${path}: cards found (${cards.length})`);
    t.same(repeatsOf(cards), [], `${path}${host ? ` (${host})` : ''}: no article twice`);
  }
});
