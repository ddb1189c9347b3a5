// Sitemaps through the real BFF: the index, the numbered files (the static pages, then every article page the domain
// serves), the Google News sitemap's two-day window; all well-formed on the public origin, gzip for clients that
// take it. Every URL listed answers 200 when fetched as a reader would (no redirect): nothing from an inactive
// section, no inactive article, no live-blog post, no article mirrored from the other domain.
import { gunzipSync } from 'node:zlib';
import t from 'tap';
import { request } from 'undici';
import { NEWS_SITEMAP_MAX_AGE_S } from '../../shared/constants.ts';
import { childrenNamed, childText, parseStrictXml, type XmlElement } from '../helpers/strict-xml.ts';
import { httpGetter } from '../helpers/http-get.ts';
import { realNowS, startBff, startOrigin } from '../helpers/servers.ts';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const NEWS_NS = 'http://www.google.com/schemas/sitemap-news/0.9';
// The news sitemap lists the last two days by the real clock: the corpus must be seeded around now.
const origin = await startOrigin({ articles: 600, seed: 42, now: realNowS() });
// Load shedding off: a busy shared machine must not turn these answers into 503s; it has tests of its own.
const bff = await startBff(origin.url, { pageCacheTtlMs: 0 });
t.teardown(async () => {
  await bff.close();
  await origin.close();
});
const REGIONAL = 'ro.localhost';

const get = httpGetter(bff.url);

async function xml(path: string, host?: string): Promise<XmlElement> {
  const res = await get(path, host);
  t.equal(res.status, 200, `${path} answers 200`);
  t.equal(res.headers['content-type'], 'application/xml; charset=utf-8');
  t.equal(res.headers['cache-control'], 'public, max-age=300');
  return parseStrictXml(res.body);
}

/** Slugs of the domain's articles by what the article page does with them. */
function corpus(sites: string[]) {
  const rows = origin.db
    .prepare(
      `SELECT a.slug, a.active, a.parent_id AS parentId, st.active AS sectionActive,
      a.site_slug IN (SELECT value FROM json_each(?)) AS home
    FROM articles a JOIN super_tags st ON st.id = a.main_super_tag_id`,
    )
    .all(JSON.stringify(sites)) as {
    slug: string;
    active: number;
    parentId: number | null;
    sectionActive: number;
    home: number;
  }[];
  const servable = rows.filter((r) => r.home && r.active && r.sectionActive && r.parentId === null);
  return {
    servable: servable.length,
    inactiveSection: rows
      .filter((r) => r.home && r.active && !r.sectionActive && r.parentId === null)
      .map((r) => r.slug),
    inactive: rows.filter((r) => r.home && !r.active && r.parentId === null).map((r) => r.slug),
    posts: rows.filter((r) => r.home && r.parentId !== null).map((r) => r.slug),
    elsewhere: rows.filter((r) => !r.home).map((r) => r.slug),
  };
}

/** Fetches every URL as a reader would (one at a time: renders and origin share this process's CPU anyway) and answers
 * the ones that did not answer 200. */
async function notOk(locs: string[], publicOrigin: string, host?: string): Promise<string[]> {
  const bad: string[] = [];
  for (const loc of locs) {
    const res = await request(bff.url + loc.slice(publicOrigin.length), { headers: host ? { host } : {} });
    await res.body.dump();
    if (res.statusCode !== 200) bad.push(`${res.statusCode} ${loc}`);
  }
  return bad;
}

for (const [domain, host, sites] of [
  ['main', undefined, ['telex', 'after', 'g7', 'karakter']],
  ['regional', REGIONAL, ['transtelex']],
] as const) {
  t.test(`${domain} domain: the index, the files, every URL answering 200`, async (t) => {
    const publicOrigin = bff.config.publicOrigin[domain];
    const index = await xml('/sitemap.xml', host);
    t.equal(index.name, 'sitemapindex');
    t.equal(index.attrs.xmlns, SITEMAP_NS);
    const files = childrenNamed(index, 'sitemap');
    t.same(
      files.map((s) => childText(s, 'loc')),
      [`${publicOrigin}/sitemap-1.xml`],
      'one file for a small corpus',
    );
    t.match(
      childText(files[0], 'lastmod'),
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/,
      'the file carries its newest lastmod',
    );

    const set = await xml('/sitemap-1.xml', host);
    t.equal(set.name, 'urlset');
    t.equal(set.attrs.xmlns, SITEMAP_NS);
    const urls = childrenNamed(set, 'url');
    const locs = urls.map((u) => childText(u, 'loc')!);
    for (const loc of locs) t.ok(loc.startsWith(publicOrigin + '/'), `absolute on the public origin: ${loc}`);
    const statics =
      domain === 'main' ? ['/', '/legfrissebb', '/after', '/g7', '/karakter', '/english'] : ['/', '/legfrissebb'];
    for (const p of statics) t.ok(locs.includes(publicOrigin + p), `static page ${p}`);
    t.equal(new Set(locs).size, locs.length, 'no duplicates');
    // A sub-site article of the section named like the site is /g7/YYYY/…, never /g7/g7/YYYY/….
    t.same(
      locs.filter((l) => /^\/([^/]+)\/\1\//.test(new URL(l).pathname)),
      [],
      'no URL with a doubled segment',
    );
    if (domain === 'main')
      t.ok(
        locs.some((l) => /^\/(after|g7)\/\d{4}\//.test(new URL(l).pathname)),
        "the sub-sites' own-section articles are listed",
      );
    const articleUrls = urls.filter((u) => childText(u, 'lastmod'));
    for (const u of articleUrls) t.match(childText(u, 'lastmod'), /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    const c = corpus([...sites]);
    t.equal(articleUrls.length, c.servable, `every article page the domain serves (${c.servable})`);
    const listedSlugs = new Set(locs.map((l) => l.split('/').at(-1)));
    if (domain === 'main') {
      t.ok(
        c.inactiveSection.length > 0 && c.inactive.length > 0 && c.posts.length > 0,
        'the corpus has articles the page would 404',
      );
    }
    for (const [what, slugs] of Object.entries({
      inactiveSection: c.inactiveSection,
      inactive: c.inactive,
      posts: c.posts,
    })) {
      t.same(
        slugs.filter((s) => listedSlugs.has(s)),
        [],
        `no ${what} listed`,
      );
    }
    // Slugs repeat across sites, so the decisive check is the page itself.
    t.same(await notOk(locs, publicOrigin, host), [], `all ${locs.length} URLs answer 200`);

    for (const path of [
      '/sitemap-2.xml',
      '/sitemap-0.xml',
      '/sitemap-abc.xml',
      '/sitemap-1.xml.gz',
      '/sitemap-01.xml',
      '/sitemap-9999999.xml',
    ]) {
      t.equal((await get(path, host)).status, 404, `${path} → 404`);
    }
  });
}

t.test('gzip for clients that take it, the same document for those that do not; HEAD has no body', async (t) => {
  for (const path of ['/sitemap.xml', '/sitemap-1.xml', '/sitemap-news.xml', '/rss']) {
    const plain = await request(bff.url + path);
    const plainBody = await plain.body.text();
    t.equal(plain.headers['content-encoding'], undefined, `${path} plain`);
    const zipped = await request(bff.url + path, { headers: { 'accept-encoding': 'gzip, br' } });
    t.equal(zipped.headers['content-encoding'], 'gzip', `${path} gzip`);
    t.match(
      String(zipped.headers.vary),
      /^accept-encoding$/i,
      'varies by encoding (the answer policy writes it Accept-Encoding)',
    );
    t.equal(
      gunzipSync(Buffer.from(await zipped.body.arrayBuffer())).toString('utf8'),
      plainBody,
      `${path}: the same document`,
    );
    const head = await request(bff.url + path, { method: 'HEAD' });
    t.equal(head.statusCode, 200, `HEAD ${path}`);
    t.equal(await head.body.text(), '', 'no body');
  }
});

t.test('news sitemap: only the last two days, with publication, date and title', async (t) => {
  const set = await xml('/sitemap-news.xml');
  t.equal(set.name, 'urlset');
  t.equal(set.attrs['xmlns:news'], NEWS_NS);
  const urls = childrenNamed(set, 'url');
  const nowS = Date.now() / 1000;
  const expected = origin.db
    .prepare(
      `SELECT count(*) FROM articles a JOIN super_tags st ON st.id = a.main_super_tag_id
    WHERE a.active = 1 AND st.active = 1 AND a.parent_id IS NULL AND a.site_slug IN ('telex', 'after', 'g7', 'karakter')
      AND a.pub_date BETWEEN ? AND ?`,
    )
    .pluck()
    .get(Math.floor(nowS - NEWS_SITEMAP_MAX_AGE_S), Math.floor(nowS)) as number;
  t.ok(urls.length > 0, 'the seeded corpus has recent articles');
  t.ok(
    Math.abs(urls.length - expected) <= 1,
    `as many as the origin has in the window (${urls.length} vs ${expected})`,
  );
  for (const u of urls) {
    t.ok(childText(u, 'loc')!.startsWith(bff.config.publicOrigin.main + '/'), 'loc on the public origin');
    const news = childrenNamed(u, 'news:news')[0];
    const publication = childrenNamed(news, 'news:publication')[0];
    t.ok(childText(publication, 'news:name'), 'publication name');
    t.equal(childText(publication, 'news:language'), 'hu');
    t.ok(childText(news, 'news:title'), 'title');
    const date = Date.parse(childText(news, 'news:publication_date')!);
    t.ok(Date.now() - date <= NEWS_SITEMAP_MAX_AGE_S * 1000 + 60_000, 'within two days');
  }
  t.same(
    await notOk(
      urls.map((u) => childText(u, 'loc')!),
      bff.config.publicOrigin.main,
    ),
    [],
    'every news URL answers 200',
  );
});
