// Every route of §2.1 and the redirects of §2.2 through the real BFF: status, Location and the query string,
// plus hostile paths, each answered 3xx, 200, 400, 404 or 414 — never 500.
import t from 'tap';
import { request } from 'undici';
import { rawExchange } from '../../tooling/hostile/raw-http.ts';
import { sameSiteTarget } from '../helpers/same-site-location.ts';
import { startSeededSite } from '../helpers/seeded-site.ts';
import { startBff } from '../helpers/servers.ts';

const { origin, bff } = await startSeededSite({ shopUrl: 'https://shop.example.hu/' });

async function firstUrl(query: string): Promise<string> {
  const res = await request(`${origin.url}/api/articles?${query}`, { headers: { 'x-site': 'telex' } });
  const body = (await res.body.json()) as { items: { url: string }[] };
  return body.items[0].url;
}
const mainArticle = await firstUrl('filters[mstag]=belfold&perPage=1');
const g7Article = await firstUrl('filters[mstag]=penz&perPage=1');
const liveblog = await firstUrl('filters[flag]=live&perPage=1');
const [, , y, m, d, slug] = mainArticle.split('/');
// Decision 050: a sub-site's article of the section named like the site has no doubled segment (/g7/YYYY/MM/DD/slug).
const g7OwnArticle = await firstUrl('filters[mstag]=g7&perPage=1');
const afterOwnArticle = await firstUrl('filters[mstag]=after&perPage=1');
// The date and slug are the URL's last four segments, whether a section segment comes before them or not.
const [gy, gm, gd, gslug] = g7Article.split('/').slice(-4);

async function get(path: string, host?: string) {
  const res = await request(bff.url + path, { headers: host ? { host } : {} });
  const body = await res.body.text();
  return { status: res.statusCode, location: res.headers.location as string | undefined, body };
}

/** The URL a browser asked for, on the configured public origin of the host's domain. */
const pageUrl = (path: string, host?: string) =>
  (host ? bff.config.publicOrigin.regional : bff.config.publicOrigin.main) + path;

type Row = [path: string, status: number, location?: string, host?: string];
const REGIONAL = 'ro.localhost';
const rows: Row[] = [
  // §2.1 routes
  ['/', 200],
  ['/melleklet/eb-2024', 200],
  ['/melleklet/orosz-ukran-valsag', 200],
  ['/melleklet/nincs-ilyen', 404],
  ['/dokumentum/adatvedelem', 200],
  ['/dokumentum/nincs-ilyen', 404],
  ['/archivum', 200],
  ['/g7/archivum', 200],
  ['/archivum?term=kormany', 200],
  ['/valami/archivum', 404],
  ['/melleklet/tippjatek', 200],
  ['/melleklet/tippjatek/valasztas-2022', 200],
  ['/melleklet/tippjatek/eredmenyek/2022', 404],
  ['/legfontosabb', 200],
  ['/kedvenceink', 200],
  ['/kozlemenyek', 301, '/rovat/kozlemeny'],
  ['/legfrissebb', 200],
  ['/english', 200],
  ['/after', 200],
  ['/g7', 200],
  ['/karakter', 200],
  ['/after/legfrissebb', 200],
  ['/karakter/legfrissebb', 200],
  ['/g7/legfrissebb', 200],
  ['/g7/adat', 200],
  ['/g7/penz', 200],
  ['/g7/kozelet', 200],
  ['/g7/podcast', 200],
  ['/g7/nincs', 404],
  ['/after/nincs', 404],
  ['/cimke/budapest', 200],
  ['/cimke/nincs-ilyen-cimke', 404],
  ['/rovat/belfold', 200],
  ['/g7/rovat/penz', 200],
  ['/karakter/rovat/kultura', 200],
  ['/valami/rovat/belfold', 404],
  ['/rovat/nincs-ilyen', 404],
  ['/szerzo/nagy-anna', 200],
  ['/szerzo/nincs-ilyen-szerzo', 404],
  [mainArticle, 200],
  [g7Article, 200],
  [liveblog, 200],
  [`/${y}/${m}/${d}/${slug}`, 301, mainArticle],
  [`/valami/${y}/${m}/${d}/${slug}?a=1`, 301, `${mainArticle}?a=1`],
  ['/belfold/2026/13/01/x', 404],
  ['/belfold/20x6/01/01/x', 404],
  ['/nincs/2026/01/01/nincs-ilyen-cikk', 404],
  [`${liveblog}/elo?x=1`, 301, `${liveblog}?x=1`],
  ['/tamogatas', 200],
  ['/tamogatas/belepes', 200],
  ['/tamogatas/profil', 200],
  ['/tamogatas/hiba', 200],
  ['/tamogatas/siker', 302, '/tamogatas'],
  ['/tamogatas/nincs', 404],
  ['/tamogatas', 404, undefined, REGIONAL],
  ['/telexakademia', 200],
  ['/te', 200],
  ['/egyszazalek', 200],
  ['/telexakademia', 404, undefined, REGIONAL],
  ['/te', 404, undefined, REGIONAL],
  ['/egyszazalek', 404, undefined, REGIONAL],
  ['/empty', 200],
  ['/login', 302, '/'],
  ['/impresszum', 200],
  ['/arfolyam', 200],
  ['/arfolyam', 200, undefined, REGIONAL],
  ['/app-web-widget', 200],
  ['/nincs/ilyen/oldal', 404],
  // §2.7 the sports pages in the sport section (they win over 'rovat/*'); the old /sport/… links move there
  ['/rovat/sport', 200],
  ['/rovat/sport/foci', 200],
  ['/rovat/sport/foci?liga=4&nap=2024-06-14', 200],
  ['/rovat/sport/foci?nap=tegnap', 200],
  ['/rovat/sport/forma-1', 200],
  ['/rovat/sport/forma-1?oldal=x&futam=y', 200],
  ['/rovat/sport/foci', 200, undefined, REGIONAL],
  ['/sport/foci?liga=271', 301, '/rovat/sport/foci?liga=271'],
  ['/sport/forma-1', 301, '/rovat/sport/forma-1'],
  ['/rovat/sport/kosar', 404],
  // pagination (§2.1, §5)
  ['/rovat/belfold?oldal=2', 200],
  ['/rovat/belfold?oldal=1', 301, '/rovat/belfold'],
  ['/rovat/belfold?oldal=abc', 200],
  ['/rovat/belfold?oldal=-3', 200],
  ['/rovat/belfold?oldal=99999', 404],
  // §2.2 redirects, query kept
  ['/list/newest?oldal=2', 301, '/legfrissebb?oldal=2'],
  ['/list/important', 301, '/legfontosabb'],
  ['/list/favorite', 301, '/kedvenceink'],
  ['/list/announcement', 301, '/rovat/kozlemeny'],
  ['/list/english', 301, '/english'],
  ['/szerzo/nagy-anna-budapest?oldal=2', 301, '/szerzo/nagy-anna?oldal=2'],
  ['/t', 301, '/tamogatas'],
  ['/t/en?utm_source=x', 301, '/tamogatas?utm_source=x'],
  ['/rovat/after', 301, '/after'],
  ['/rovat/g7', 301, '/g7'],
  ['/rovat/karakter', 301, '/karakter'],
  ['/rovat/english', 301, '/english'],
  ['/rovat/kultura', 301, '/karakter/rovat/kultura'],
  ['/rovat/telextarcak', 301, '/karakter/rovat/telextarcak'],
  ['/rovat/konyvespolc', 301, '/karakter/rovat/konyvespolc'],
  ['/rovat/nagyito', 301, '/karakter/rovat/nagyito'],
  ['/cimke/eb-2024', 301, '/melleklet/eb-2024'],
  ['/rovat/valasztas-2024', 301, '/melleklet/valasztas-2024'],
  ['/shop', 302, 'https://shop.example.hu/'],
  ['/shop', 404, undefined, REGIONAL],
  ['/impresszum', 301, '/dokumentum/impresszum', REGIONAL],
  ['/dokumentum/impresszum', 301, '/impresszum'],
  ['/dokumentum/impresszum', 200, undefined, REGIONAL],
  ['/dokumentum/hirlevel-feliratkozas', 301, '/dokumentum/hirlevel'],
  ['/tag/budapest?utm_source=x', 301, '/cimke/budapest?utm_source=x'],
  ['/hozzajarulas', 302, '/tamogatas'],
  [`${mainArticle}?fbclid=IwAR0abc&utm_medium=social`, 301, `${mainArticle}?utm_medium=social`],
  ['/belfold', 301, '/rovat/belfold'],
  ['/erdely', 301, '/rovat/erdely', REGIONAL],
  // §2.2 /{x}/YYYYMMDD/{slug} goes to /g7/YYYY/MM/DD/{slug}, and on in the same hop to the article's canonical URL
  [`/penz/${y}${m}${d}/${slug}`, 301, mainArticle],
  [`/penz/${gy}${gm}${gd}/${gslug}?a=1`, 301, `${g7Article}?a=1`],
  [`/g7/20240102/nincs-ilyen-cikk`, 301, '/g7/2024/01/02/nincs-ilyen-cikk'],
  // no doubled segment; the doubled form moves to the canonical one
  [g7OwnArticle, 200],
  [afterOwnArticle, 200],
  [g7OwnArticle.replace('/g7/', '/g7/g7/'), 301, g7OwnArticle],
  [afterOwnArticle.replace('/after/', '/after/after/'), 301, afterOwnArticle],
  // §2.3 /g7/friss, the G7 latest list
  ['/g7/friss', 301, '/g7/legfrissebb'],
];

for (const [path, status, location, host] of rows) {
  t.test(`${host ?? 'main'} ${path}`, async (t) => {
    const res = await get(path, host);
    t.equal(res.status, status);
    if (location?.startsWith('https://shop.')) t.equal(res.location, location, 'the one off-site redirect');
    else if (location !== undefined) t.equal(sameSiteTarget(t, res.location, pageUrl(path, host)), location);
    if (status === 404) t.match(res.body, /A keresett oldal nem található\./);
  });
}

t.test('every redirect of §2.2 lands on a page in one hop', async (t) => {
  const onSite = rows.filter(
    ([, status, location]) => (status === 301 || status === 302) && location && !location.startsWith('https://shop.'),
  );
  // The one that names no article has nothing to land on: its 404 comes from the article route, one hop on.
  const moves = onSite.filter(([path]) => !path.includes('nincs-ilyen-cikk'));
  t.ok(moves.length > 30, `${moves.length} redirects followed`);
  for (const [path, , , host] of moves) {
    const first = await get(path, host);
    const target = sameSiteTarget(t, first.location, pageUrl(path, host));
    const landed = await get(target, host);
    t.equal(landed.status, 200, `${path} → ${target} answers 200 (not another hop)`);
  }
});

t.test(
  'the compact-date and doubled-segment redirects stay on the site for //host and /\\host paths (decision 050)',
  async (t) => {
    const port = Number(new URL(bff.url).port);
    // Sent byte for byte: a URL parser (undici's too) would turn '\\' into '/' or resolve the path before it left.
    const rawGet = async (target: string) => {
      const ex = await rawExchange({
        port,
        pieces: [Buffer.from(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`, 'latin1')],
        deadlineMs: 30_000,
      });
      if (!ex.responses[0]) throw new Error(`no answer to ${target}`);
      return ex.responses[0];
    };
    const compact = `${y}${m}${d}/${slug}`;
    const doubled = g7OwnArticle.replace('/g7/', '/g7/g7/');
    for (const path of [
      `/\\evil.example/${compact}`,
      `/%5Cevil.example/${compact}`,
      `/%2F%2Fevil.example/${compact}`,
      `/\\evil.example/20240102/nincs-ilyen-cikk`,
      `/penz/20240102/%2F%2Fevil.example`,
      `/penz/20240102/%5C%5Cevil.example`,
      `/penz/${compact}?next=//evil.example`,
      `${doubled}?next=//evil.example`,
      `${doubled}?next=/\\evil.example`,
      '/g7/friss?next=//evil.example',
    ]) {
      const res = await rawGet(path);
      t.equal(res.status, 301, `${path} moves`);
      const target = sameSiteTarget(t, res.headers.location?.[0], pageUrl('/'), `${path} stays on the site`);
      t.notOk(target.startsWith('//'), `${path} → ${target}: one leading slash`);
    }
    // '//host/…' is no compact-date path (its first segment is empty): the trailing-slash move still keeps it on the site.
    for (const path of [`//evil.example/${compact}/`, `//evil.example/${compact}`]) {
      const res = await rawGet(path);
      t.ok(res.status < 500, `${path}: ${res.status}`);
      if (res.headers.location)
        t.notOk(sameSiteTarget(t, res.headers.location[0], pageUrl('/'), `${path} stays on the site`).startsWith('//'));
    }
  },
);

t.test('chromeless pages for the app have no site header', async (t) => {
  const widget = await get('/app-web-widget');
  t.notMatch(widget.body, /class="site-header"/);
  t.match(widget.body, /card--compact/);
  const home = await get('/');
  t.match(home.body, /class="site-header"/);
});

t.test('hostile paths: never a 500', async (t) => {
  const hostile = [
    '/%2F%2Fevil.example',
    '//evil.example',
    '/\\evil.example',
    '/%5Cevil.example',
    '/' + 'a'.repeat(5000),
    '/%E0%A4%A',
    '/%C3%28',
    '/rovat/%E0%A4%A',
    '/?x=%E0%A4%A',
    '/cimke/%00',
    '/szerzo/%3Cscript%3E',
    '/..%2F..%2Fetc%2Fpasswd',
    '/rovat/belfold?oldal=1e9&oldal=2',
    '/rovat/belfold?unknown=1&foo[bar]=baz',
    '/archivum?term=%22%27%3B--&filters=%7Bbroken',
    '/archivum?filters=%7B%22tag%22%3A%5B%22%3Cx%3E%22%5D%7D',
    '/dokumentum/..%2F..%2Fadmin',
    '/melleklet/' + 'x/'.repeat(200),
    '/page-data?path=%2F%2Fevil',
    '/page-data?path=',
    `${mainArticle}?oldal=abc`,
    '/%20',
    '/%09',
    '/tamogatas/%2e%2e',
  ];
  for (const path of hostile) {
    const res = await get(path);
    t.ok([200, 301, 302, 308, 400, 404, 414].includes(res.status), `${path.slice(0, 60)} → ${res.status}`);
    if (res.status === 301 || res.status === 302)
      t.notOk(sameSiteTarget(t, res.location, pageUrl(path)).startsWith('//'), 'a single leading slash');
  }
});

t.test('§5 the support page is 404 on the main site while the donations flag is 1', async (t) => {
  origin.db
    .prepare(
      `UPDATE frontend_state SET component_setup = json_set(component_setup, '$.donations', '1') WHERE site_slug = 'telex'`,
    )
    .run();
  t.teardown(() => {
    origin.db
      .prepare(
        `UPDATE frontend_state SET component_setup = json_set(component_setup, '$.donations', '0') WHERE site_slug = 'telex'`,
      )
      .run();
  });
  const fresh = await startBff(origin.url, { pageCacheTtlMs: 0 }); // a new BFF: nothing cached from before
  t.teardown(() => fresh.close());
  for (const path of ['/tamogatas', '/tamogatas/belepes']) {
    const res = await request(fresh.url + path);
    t.equal(res.statusCode, 404, path);
    await res.body.dump();
  }
});

t.test('the supporter sign-in form answers with a redirect that says what happened', async (t) => {
  const post = async (body: string) => {
    const res = await request(`${bff.url}/tamogatas/belepes`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    await res.body.dump();
    return { status: res.statusCode, location: sameSiteTarget(t, res.headers.location, pageUrl('/tamogatas/belepes')) };
  };
  t.same(await post('email=nem-email'), { status: 303, location: '/tamogatas/belepes?eredmeny=hibas-cim' });
  t.same(await post(''), { status: 303, location: '/tamogatas/belepes?eredmeny=hibas-cim' });
  // No CRM service is configured in tests: the reader is told sign-in is unavailable, not sent a fake success.
  t.same(await post('email=olvaso%40example.hu'), {
    status: 303,
    location: '/tamogatas/belepes?eredmeny=nem-elerheto',
  });
});
