// A main domain with more articles than one sitemap file may hold (50,000 URLs a file), end to end: the
// index names two files, the first stays within the limit with the static pages in it, and together they list every
// top-level active article of the domain exactly once. The corpus is large on purpose: about 20 s to seed, and
// 55,000 articles on the main domain.
import t from 'tap';
import { request } from 'undici';
import { SITEMAP_MAX_URLS } from '../../shared/constants.ts';
import { childrenNamed, childText, parseStrictXml } from '../helpers/strict-xml.ts';
import { startBff, startOrigin } from '../helpers/servers.ts';

const ARTICLES = 72_000;
const origin = await startOrigin({ articles: ARTICLES, seed: 7 });
const bff = await startBff(origin.url, { pageCacheTtlMs: 0, upstreamTimeoutMs: { primary: 30_000, secondary: 1_500 } });
t.teardown(async () => { await bff.close(); await origin.close(); });

async function locs(path: string, element: 'sitemap' | 'url'): Promise<string[]> {
  const res = await request(bff.url + path);
  t.equal(res.statusCode, 200, `${path} answers 200`);
  return childrenNamed(parseStrictXml(await res.body.text()), element).map((e) => childText(e, 'loc')!);
}

t.test('two files of at most 50,000 URLs, every article once', async (t) => {
  const list = (await (await request(`${origin.url}/api/articles?sites=${encodeURIComponent('telex|after|g7|karakter')}&perPage=1`)).body.json()) as { totalItems: number };
  t.ok(list.totalItems > SITEMAP_MAX_URLS, `${list.totalItems} top-level articles on the main domain`);
  const files = await locs('/sitemap.xml', 'sitemap');
  t.same(files, [`${bff.config.publicOrigin.main}/sitemap-1.xml`, `${bff.config.publicOrigin.main}/sitemap-2.xml`]);
  const first = await locs('/sitemap-1.xml', 'url');
  const second = await locs('/sitemap-2.xml', 'url');
  t.ok(first.length <= SITEMAP_MAX_URLS, `sitemap-1: ${first.length} URLs`);
  t.ok(second.length <= SITEMAP_MAX_URLS && second.length > 0, `sitemap-2: ${second.length} URLs`);
  t.ok(first.includes(`${bff.config.publicOrigin.main}/`), 'the static pages are in the first file');
  const all = [...first, ...second];
  t.equal(new Set(all).size, all.length, 'no URL in both files or twice in one');
  const articles = all.filter((u) => /\/\d{4}\/\d\d\/\d\d\//.test(u));
  t.equal(articles.length, list.totalItems, 'every article of the domain, once');
  t.equal((await request(bff.url + '/sitemap-3.xml')).statusCode, 404, 'no third file');
});
