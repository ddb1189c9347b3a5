// Every redirect of §2.2, as a table: path and query in, status and Location out.
import t from 'tap';
import { configFromEnv } from '../config.ts';
import { createRedirector } from './redirect-hook.ts';
import { loadRedirectTable, resolveRedirect } from './redirects.ts';

const table = loadRedirectTable();
const SHOP = 'https://shop.example.hu/';
const main = { domain: 'main' as const, table, shopUrl: SHOP };
const regional = { domain: 'regional' as const, table, shopUrl: SHOP };

type Ctx = typeof main | typeof regional;
const rows: [string, string, Ctx, number | null, string | null][] = [
  // path, query, site, status, location
  ['/list/newest', '?oldal=2', main, 301, '/legfrissebb?oldal=2'],
  ['/list/important', '', main, 301, '/legfontosabb'],
  ['/list/favorite', '', main, 301, '/kedvenceink'],
  ['/list/announcement', '', main, 301, '/rovat/kozlemeny'],
  ['/list/english', '?a=1', main, 301, '/english?a=1'],
  ['/szerzo/nagy-anna-budapest', '?oldal=3', main, 301, '/szerzo/nagy-anna?oldal=3'],
  ['/t', '', main, 301, '/tamogatas'],
  ['/t/en', '?utm_source=x', main, 301, '/tamogatas?utm_source=x'],
  ['/rovat/after', '', main, 301, '/after'],
  ['/rovat/g7', '', main, 301, '/g7'],
  ['/rovat/karakter', '', main, 301, '/karakter'],
  ['/rovat/english', '', main, 301, '/english'],
  ['/rovat/kultura', '?oldal=2', main, 301, '/karakter/rovat/kultura?oldal=2'],
  ['/rovat/telextarcak', '', main, 301, '/karakter/rovat/telextarcak'],
  ['/rovat/konyvespolc', '', main, 301, '/karakter/rovat/konyvespolc'],
  ['/rovat/nagyito', '', main, 301, '/karakter/rovat/nagyito'],
  ['/kozlemenyek', '', main, 301, '/rovat/kozlemeny'],
  ['/cimke/eb-2024', '', main, 301, '/melleklet/eb-2024'],
  ['/rovat/valasztas-2024', '', main, 301, '/melleklet/valasztas-2024'],
  ['/cimke/orosz-ukran-valsag', '', main, 301, '/melleklet/orosz-ukran-haboru'],
  ['/shop', '', main, 302, SHOP],
  ['/shop', '', regional, null, null],
  ['/impresszum', '', regional, 301, '/dokumentum/impresszum'],
  ['/dokumentum/impresszum', '', main, 301, '/impresszum'],
  ['/impresszum', '', main, null, null],
  ['/dokumentum/impresszum', '', regional, null, null],
  ['/dokumentum/hirlevel-feliratkozas', '', main, 301, '/dokumentum/hirlevel'],
  ['/tag/budapest', '?oldal=2', main, 301, '/cimke/budapest?oldal=2'],
  ['/hozzajarulas', '', main, 302, '/tamogatas'],
  ['/valami/hozzajarulas/x', '', main, 302, '/tamogatas'],
  ['/belfold/2026/11/25/egy-cikk/elo', '?x=1', main, 301, '/belfold/2026/11/25/egy-cikk?x=1'],
  ['/belfold/2026/11/25/egy-cikk', '?fbclid=IwAR123&oldal=2', main, 301, '/belfold/2026/11/25/egy-cikk?oldal=2'],
  ['/', '?fbclid=abc', main, 301, '/'],
  ['/belfold', '?oldal=2', main, 301, '/rovat/belfold?oldal=2'],
  ['/sport', '', main, 301, '/rovat/sport'],
  ['/erdely', '', regional, 301, '/rovat/erdely'],
  ['/erdely', '', main, null, null],
  ['/penz/20240102/egy-cikk', '', main, 301, '/g7/2024/01/02/egy-cikk'],
  ['/rovat/belfold/', '', main, 301, '/rovat/belfold'],
  // no redirect
  ['/', '', main, null, null],
  ['/belfold/2026/11/25/egy-cikk', '?oldal=2', main, null, null],
  ['/rovat/belfold', '', main, null, null],
  ['/legfrissebb', '', main, null, null],
];

for (const [path, query, ctx, status, location] of rows) {
  t.test(`${ctx.domain} ${path}${query}`, async (t) => {
    const r = resolveRedirect(path, query, ctx);
    if (status === null) t.equal(r, null, 'no redirect');
    // /shop is the one redirect that may leave the site, and says so.
    else
      t.same(
        r,
        location === SHOP
          ? { status, location, offSite: true }
          : { status, location, ...(r?.article ? { article: r.article } : {}) },
      );
  });
}

t.test(
  '§2.2 /{x}/YYYYMMDD/{slug} names its article, so the hook can send the reader to its canonical URL in one hop',
  async (t) => {
    t.same(resolveRedirect('/penz/20240102/egy-cikk', '?a=1&fbclid=x', main)?.article, {
      slug: 'egy-cikk',
      query: '?a=1',
    });
    t.equal(resolveRedirect('/rovat/belfold/', '', main)?.article, undefined, 'other moves name no article');
  },
);

t.test(
  "§2.2 compact date: only a slug the article route answers is looked up; the rest still moves, to the spec's target",
  async (t) => {
    for (const slug of ['..', '.', 'Nagy-Betu', '%2e%2e', '%2F%2Fevil.example', 'a'.repeat(201), '-kotojel', 'a%20b']) {
      const r = resolveRedirect(`/penz/20240102/${slug}`, '', main);
      t.equal(r?.status, 301, `${slug.slice(0, 40)} moves`);
      t.equal(r?.location, `/g7/2024/01/02/${slug}`);
      t.equal(r?.article, undefined, `${slug.slice(0, 40)} names no article to look up`);
    }
    t.same(
      resolveRedirect(`/penz/20240102/${'a'.repeat(200)}`, '', main)?.article,
      { slug: 'a'.repeat(200), query: '' },
      'the longest slug the route takes',
    );
  },
);

t.test(
  'the redirector asks for an article only on a compact-date path with a well-formed slug, never for an ordinary page',
  async (t) => {
    const config = configFromEnv(
      {},
      { publicOrigin: { main: 'http://localhost:3100', regional: 'http://ro.localhost:3100' } },
    );
    const asked: string[] = [];
    const redirect = createRedirector(config, async (slug) => {
      asked.push(slug);
      return `/belfold/2024/01/02/${slug}`;
    });
    for (const path of [
      '/',
      '/rovat/belfold',
      '/rovat/belfold/?oldal=1',
      '/belfold/2024/01/02/egy-cikk',
      '/g7/penz/2024/01/02/egy-cikk',
      '/belfold',
      '/legfrissebb?fbclid=x',
      '/penz/20240102/..',
      `/penz/20240102/${'a'.repeat(300)}`,
    ])
      await redirect('main', path);
    t.same(asked, [], 'no lookup');
    const r = await redirect('main', '/penz/20240102/egy-cikk?a=1');
    t.same(asked, ['egy-cikk']);
    t.equal(r?.href, 'http://localhost:3100/belfold/2024/01/02/egy-cikk?a=1', 'to the canonical URL, the query kept');
  },
);

t.test('oldal=1 is the bare URL; other pages and junk stay', async (t) => {
  t.same(resolveRedirect('/rovat/belfold', '?oldal=1', main), { status: 301, location: '/rovat/belfold' });
  t.same(resolveRedirect('/rovat/belfold', '?oldal=1&x=2', main), { status: 301, location: '/rovat/belfold?x=2' });
  t.equal(resolveRedirect('/rovat/belfold', '?oldal=2', main), null);
  t.equal(resolveRedirect('/rovat/belfold', '?oldal=abc', main), null, 'junk is page 1 at the loader, not a redirect');
});
