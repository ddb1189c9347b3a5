// A domain with more article pages than one sitemap file may hold, end to end through the real BFF and origin. The
// limit is configuration (`sitemapMaxUrls`, default SITEMAP_MAX_URLS = 50,000), so a 600-article corpus and a limit
// of 150 prove the same split as 72,000 articles and the real limit did: several files, all full but the
// last, each within the limit, the static pages in the first, every article page of the domain exactly once, the
// index naming each file, and the file after the last a 404.
import t, { type Test } from 'tap';
import { request } from 'undici';
import { SITEMAP_MAX_URLS } from '../../shared/constants.ts';
import { configFromEnv } from '../../server/config.ts';
import { childrenNamed, childText, parseStrictXml } from '../helpers/strict-xml.ts';
import { startBff, startOrigin } from '../helpers/servers.ts';

const LIMIT = 150;
const origin = await startOrigin({ articles: 600, seed: 7 });
// Load shedding off: a busy shared machine must not turn these answers into 503s; it has tests of its own.
const bff = await startBff(origin.url, { pageCacheTtlMs: 0, sitemapMaxUrls: LIMIT });
t.teardown(async () => {
  await bff.close();
  await origin.close();
});

async function locs(t: Test, path: string, element: 'sitemap' | 'url'): Promise<string[]> {
  const res = await request(bff.url + path);
  t.equal(res.statusCode, 200, `${path} answers 200`);
  return childrenNamed(parseStrictXml(await res.body.text()), element).map((e) => childText(e, 'loc')!);
}

t.test("the default limit is the protocol's", async (t) => {
  t.equal(SITEMAP_MAX_URLS, 50_000);
  t.equal(configFromEnv({}).sitemapMaxUrls, SITEMAP_MAX_URLS);
  t.equal(configFromEnv({ SITEMAP_MAX_URLS: '250' }).sitemapMaxUrls, 250);
  t.equal(
    configFromEnv({ SITEMAP_MAX_URLS: '60000' }).sitemapMaxUrls,
    SITEMAP_MAX_URLS,
    'never above what the protocol allows',
  );
  t.equal(configFromEnv({ SITEMAP_MAX_URLS: 'junk' }).sitemapMaxUrls, SITEMAP_MAX_URLS);
});

t.test(`files of at most ${LIMIT} URLs, every article page once`, async (t) => {
  const servable = origin.db
    .prepare(
      `SELECT count(*) FROM articles a JOIN super_tags st ON st.id = a.main_super_tag_id
    WHERE a.active = 1 AND a.parent_id IS NULL AND st.active = 1 AND a.site_slug IN ('telex', 'after', 'g7', 'karakter')`,
    )
    .pluck()
    .get() as number;
  const main = bff.config.publicOrigin.main;
  const files = await locs(t, '/sitemap.xml', 'sitemap');
  const statics = 9; // front and latest list of four sites, and /english
  const expected = Math.ceil((servable + statics) / LIMIT);
  t.ok(expected >= 3, `${servable} article pages make ${expected} files`);
  t.same(
    files,
    Array.from({ length: expected }, (_, i) => `${main}/sitemap-${i + 1}.xml`),
    'the index names each file',
  );

  const contents: string[][] = [];
  for (const f of files) contents.push(await locs(t, f.slice(main.length), 'url'));
  for (const [i, c] of contents.entries()) {
    t.ok(c.length <= LIMIT, `sitemap-${i + 1}: ${c.length} URLs, within the limit`);
    if (i < contents.length - 1) t.equal(c.length, LIMIT, `sitemap-${i + 1} is full`);
    else t.ok(c.length > 0 && c.length <= LIMIT, `the last, sitemap-${i + 1}, holds the rest (${c.length})`);
  }
  t.ok(
    contents[0].includes(`${main}/`) && contents[0].includes(`${main}/english`),
    'the static pages are in the first file',
  );
  const all = contents.flat();
  t.equal(new Set(all).size, all.length, 'no URL in two files or twice in one');
  t.equal(all.filter((u) => /\/\d{4}\/\d\d\/\d\d\//.test(u)).length, servable, 'every article page of the domain');
  t.equal(all.length, servable + statics);
  t.equal((await request(`${bff.url}/sitemap-${expected + 1}.xml`)).statusCode, 404, 'no file after the last');
});
