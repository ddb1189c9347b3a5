// Sitemaps through the real BFF: the index, the numbered files (every top-level active article of the domain, plus
// the static pages in the first), the Google News sitemap's two-day window; all well-formed on the public origin.
import t from 'tap';
import { request } from 'undici';
import { NEWS_SITEMAP_MAX_AGE_S } from '../../shared/constants.ts';
import { childrenNamed, childText, parseStrictXml, type XmlElement } from '../helpers/strict-xml.ts';
import { httpGetter } from '../helpers/http-get.ts';
import { startBff, startOrigin } from '../helpers/servers.ts';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const NEWS_NS = 'http://www.google.com/schemas/sitemap-news/0.9';
const origin = await startOrigin({ articles: 600, seed: 42 });
const bff = await startBff(origin.url, { pageCacheTtlMs: 0 });
t.teardown(async () => { await bff.close(); await origin.close(); });
const REGIONAL = 'ro.localhost';

const get = httpGetter(bff.url);

async function xml(path: string, host?: string): Promise<XmlElement> {
  const res = await get(path, host);
  t.equal(res.status, 200, `${path} answers 200`);
  t.equal(res.headers['content-type'], 'application/xml; charset=utf-8');
  t.equal(res.headers['cache-control'], 'public, max-age=300');
  return parseStrictXml(res.body);
}

async function originTotal(site: string, sites: string): Promise<{ total: number; items: { pubDate: number; originatingSite: string }[] }> {
  const res = await request(`${origin.url}/api/articles?sites=${encodeURIComponent(sites)}&perPage=100`, { headers: { 'x-site': site } });
  const body = (await res.body.json()) as { totalItems: number; items: { pubDate: number; originatingSite: string }[] };
  return { total: body.totalItems, items: body.items };
}

t.test('index and the numbered files on the main domain', async (t) => {
  const index = await xml('/sitemap.xml');
  t.equal(index.name, 'sitemapindex');
  t.equal(index.attrs.xmlns, SITEMAP_NS);
  const locs = childrenNamed(index, 'sitemap').map((s) => childText(s, 'loc'));
  t.same(locs, [`${bff.config.publicOrigin.main}/sitemap-1.xml`], 'one file for a small corpus');

  const set = await xml('/sitemap-1.xml');
  t.equal(set.name, 'urlset');
  t.equal(set.attrs.xmlns, SITEMAP_NS);
  const urls = childrenNamed(set, 'url');
  const locsInFile = urls.map((u) => childText(u, 'loc')!);
  for (const loc of locsInFile) t.ok(loc.startsWith(bff.config.publicOrigin.main + '/'), `absolute on the public origin: ${loc}`);
  for (const p of ['/', '/legfrissebb', '/after', '/g7', '/karakter', '/english']) t.ok(locsInFile.includes(bff.config.publicOrigin.main + p), `static page ${p}`);
  const articleUrls = urls.filter((u) => childText(u, 'lastmod'));
  const { total } = await originTotal('telex', 'telex|after|g7|karakter');
  t.equal(articleUrls.length, total, 'every top-level active article of the domain');
  t.equal(new Set(locsInFile).size, locsInFile.length, 'no duplicates');
  for (const u of articleUrls) t.match(childText(u, 'lastmod'), /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

  for (const path of ['/sitemap-2.xml', '/sitemap-0.xml', '/sitemap-abc.xml', '/sitemap-1.xml.gz']) {
    t.equal((await get(path)).status, 404, `${path} → 404`);
  }
});

t.test('regional domain: its own articles on its own origin', async (t) => {
  const index = await xml('/sitemap.xml', REGIONAL);
  t.same(childrenNamed(index, 'sitemap').map((s) => childText(s, 'loc')), [`${bff.config.publicOrigin.regional}/sitemap-1.xml`]);
  const set = await xml('/sitemap-1.xml', REGIONAL);
  const locs = childrenNamed(set, 'url').map((u) => childText(u, 'loc')!);
  t.ok(locs.length > 2, 'has articles');
  for (const loc of locs) t.ok(loc.startsWith(bff.config.publicOrigin.regional + '/'), `regional loc ${loc}`);
});

t.test('news sitemap: only the last two days, with publication, date and title', async (t) => {
  const set = await xml('/sitemap-news.xml');
  t.equal(set.name, 'urlset');
  t.equal(set.attrs['xmlns:news'], NEWS_NS);
  const urls = childrenNamed(set, 'url');
  const nowMs = Date.now();
  const { items } = await originTotal('telex', 'telex|after|g7|karakter');
  const expected = items.filter((a) => a.pubDate * 1000 >= nowMs - NEWS_SITEMAP_MAX_AGE_S * 1000 - 60_000).length;
  t.ok(urls.length > 0, 'the seeded corpus has recent articles');
  t.ok(Math.abs(urls.length - expected) <= 1, `as many as the origin has in the window (${urls.length} vs ${expected})`);
  for (const u of urls) {
    t.ok(childText(u, 'loc')!.startsWith(bff.config.publicOrigin.main + '/'), 'loc on the public origin');
    const news = childrenNamed(u, 'news:news')[0]!;
    const publication = childrenNamed(news, 'news:publication')[0]!;
    t.ok(childText(publication, 'news:name'), 'publication name');
    t.equal(childText(publication, 'news:language'), 'hu');
    t.ok(childText(news, 'news:title'), 'title');
    const date = Date.parse(childText(news, 'news:publication_date')!);
    t.ok(nowMs - date <= NEWS_SITEMAP_MAX_AGE_S * 1000 + 60_000, 'within two days');
  }
});
