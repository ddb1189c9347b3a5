// RSS feeds and robots.txt through the real BFF: well-formed XML, required elements, absolute links on the
// configured public origin, the regional host's own items, unknown sections 404.
import t from 'tap';
import { childrenNamed, childText, parseStrictXml } from '../helpers/strict-xml.ts';
import { startSeededSite } from '../helpers/seeded-site.ts';

const { bff, get } = await startSeededSite();
const REGIONAL = 'ro.localhost';

async function feedItems(path: string, host?: string) {
  const res = await get(path, host);
  t.equal(res.status, 200, `${path} answers 200`);
  t.equal(res.headers['content-type'], 'application/rss+xml; charset=utf-8');
  t.equal(res.headers['cache-control'], 'public, max-age=300');
  const rss = parseStrictXml(res.body);
  t.equal(rss.name, 'rss');
  t.equal(rss.attrs.version, '2.0');
  const channel = childrenNamed(rss, 'channel')[0];
  t.ok(childText(channel, 'title'), 'channel title');
  return childrenNamed(channel, 'item');
}

t.test('main feed: newest items with every required element on the main public origin', async (t) => {
  const items = await feedItems('/rss');
  t.ok(items.length >= 20 && items.length <= 30, `20–30 items (${items.length})`);
  let previous = Infinity;
  for (const item of items) {
    for (const name of ['title', 'link', 'guid', 'pubDate', 'description', 'category'])
      t.ok(childText(item, name), `item has ${name}`);
    t.ok(childrenNamed(item, 'dc:creator').length >= 1, 'item names its authors');
    const link = childText(item, 'link')!;
    t.ok(link.startsWith(bff.config.publicOrigin.main + '/'), `absolute link on the public origin: ${link}`);
    const date = Date.parse(childText(item, 'pubDate')!);
    t.ok(date <= previous, 'newest first');
    previous = date;
  }
});

t.test('regional host: its own site items on the regional origin', async (t) => {
  const items = await feedItems('/rss', REGIONAL);
  t.ok(items.length > 0, 'has items');
  for (const item of items)
    t.ok(childText(item, 'link')!.startsWith(bff.config.publicOrigin.regional + '/'), 'regional link');
});

t.test('sub-site feeds hold only that sub-site articles', async (t) => {
  for (const slug of ['after', 'g7', 'karakter']) {
    const items = await feedItems(`/rss/rovat/${slug}`);
    t.ok(items.length > 0, `${slug} has items`);
    for (const item of items)
      t.ok(childText(item, 'link')!.startsWith(`${bff.config.publicOrigin.main}/${slug}/`), `${slug} link`);
  }
});

t.test('section feeds, and unknown sections 404', async (t) => {
  const english = await feedItems('/rss/rovat/english');
  t.ok(english.length > 0, 'english has items');
  const belfold = await feedItems('/rss/rovat/belfold');
  t.ok(belfold.length > 0, 'belfold has items');
  for (const path of ['/rss/rovat/nincs-ilyen-rovat', '/rss/rovat/%3Cscript%3E', '/rss/rovat/' + 'x'.repeat(300)]) {
    const res = await get(path);
    t.equal(res.status, 404, `${path} → 404`);
  }
});

t.test('every front and section page names each of its feeds once', async (t) => {
  const feeds: Record<string, string[]> = {
    '/': ['/rss'],
    '/after': ['/rss/rovat/after'],
    '/g7': ['/rss/rovat/g7'],
    '/karakter': ['/rss/rovat/karakter'],
    // a section's page offers its own feed beside its site's
    '/rovat/belfold': ['/rss', '/rss/rovat/belfold'],
  };
  for (const [path, expected] of Object.entries(feeds)) {
    const res = await get(path);
    t.equal(res.status, 200, `${path} answers 200`);
    const hrefs = [...res.body.matchAll(/<link rel="alternate" type="application\/rss\+xml"[^>]*href="([^"]*)"/g)].map(
      (m) => m[1],
    );
    t.same(hrefs.sort(), expected, `${path}: ${expected.join(', ')}, each once`);
  }
});

t.test('robots.txt', async (t) => {
  const res = await get('/robots.txt');
  t.equal(res.status, 200);
  t.match(res.headers['content-type'], /^text\/plain/);
  const lines = res.body.split('\n');
  for (const line of [
    'User-agent: *',
    'Allow: /',
    'Disallow: /page-data',
    'Disallow: /api/',
    'Disallow: /auth/',
    'Disallow: /login',
    `Sitemap: ${bff.config.publicOrigin.main}/sitemap.xml`,
    `Sitemap: ${bff.config.publicOrigin.main}/sitemap-news.xml`,
  ]) {
    t.ok(lines.includes(line), line);
  }
  const regional = await get('/robots.txt', REGIONAL);
  t.ok(regional.body.includes(`Sitemap: ${bff.config.publicOrigin.regional}/sitemap.xml`), 'regional sitemap line');
});
