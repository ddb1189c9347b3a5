// The pure parts of feeds and sitemaps: the news window and limit, XML escaping, the split of a sitemap walk into
// files, the background store's refresh rules, gzip negotiation, and the strict XML checker the other feed tests rely on.
import { gunzipSync } from 'node:zlib';
import t from 'tap';
import type { ArticleSummary } from '../../shared/api-types.ts';
import { NEWS_SITEMAP_MAX_URLS, NEWS_SITEMAP_MAX_AGE_S } from '../../shared/constants.ts';
import type { SitemapSlice } from '../../shared/sitemap-slice.ts';
import type { BffConfig } from '../config.ts';
import { BackgroundStore } from './background-store.ts';
import { escapeXml } from './escape-xml.ts';
import { newsSitemapItems } from './news-sitemap-items.ts';
import { rssFeed } from './rss-feed.ts';
import { buildSitemapSet, type SitemapSet } from './sitemap-set.ts';
import { newsSitemapXml, urlEntryXml, URLSET_CLOSE, URLSET_OPEN } from './sitemap-xml.ts';
import { childrenNamed, childText, parseStrictXml } from '../../test/helpers/strict-xml.ts';

const NOW = 1_800_000_000;

t.test('news sitemap: at most NEWS_SITEMAP_MAX_URLS of the newest, none older than two days', async (t) => {
  t.equal(NEWS_SITEMAP_MAX_URLS, 1000);
  const many = Array.from({ length: 1500 }, (_, i) => ({ id: i, pubDate: NOW - i * 60 }));
  const picked = newsSitemapItems(many, NOW);
  t.equal(picked.length, NEWS_SITEMAP_MAX_URLS);
  t.same(
    picked.map((a) => a.id),
    many.slice(0, 1000).map((a) => a.id),
    'the newest, in order',
  );

  const spread = [
    { id: 1, pubDate: NOW - 10 },
    { id: 2, pubDate: NOW - NEWS_SITEMAP_MAX_AGE_S },
    { id: 3, pubDate: NOW - NEWS_SITEMAP_MAX_AGE_S - 1 },
    { id: 4, pubDate: NOW - 30 * 86_400 },
    { id: 5, pubDate: NOW + 3600 },
  ];
  t.same(
    newsSitemapItems(spread, NOW).map((a) => a.id),
    [1, 2],
    'the cut-off is inclusive at two days; scheduled ones wait',
  );
  t.same(newsSitemapItems([], NOW), []);
});

t.test('escapeXml escapes the five special characters', async (t) => {
  t.equal(escapeXml(`a & b < c > d " e ' f`), 'a &amp; b &lt; c &gt; d &quot; e &apos; f');
  const doc = newsSitemapXml([
    { loc: 'http://x/a?b=1&c=<2>', title: `"Tom & Jerry" <b>'s`, pubDate: NOW, publication: 'A & B' },
  ]);
  const root = parseStrictXml(doc);
  const url = root.children[0];
  t.equal(url.children[0].text, 'http://x/a?b=1&c=<2>');
  t.match(doc, /<news:title>&quot;Tom &amp; Jerry&quot; &lt;b&gt;&apos;s<\/news:title>/);
  t.ok(parseStrictXml(URLSET_OPEN + urlEntryXml({ loc: 'http://x/&', lastmod: NOW }) + URLSET_CLOSE));
});

t.test('the strict XML checker rejects malformed documents', async (t) => {
  t.ok(parseStrictXml('<?xml version="1.0"?><a x="1"><b>t &amp; u</b><c/><![CDATA[<raw>]]></a>'));
  for (const bad of [
    '<a><b></a></b>',
    '<a></a><b></b>',
    '<a>x & y</a>',
    '<a>',
    'text<a/>',
    '<a x=1></a>',
    '<a x="1" x="2"/>',
    '',
    '<a>&bogus;</a>',
  ]) {
    t.throws(() => parseStrictXml(bad), bad);
  }
});

t.test('escapeXml leaves no character XML 1.0 cannot carry', async (t) => {
  const hostile = 'a\u0000b\u0008c\u000Bd\u001Fe\uFFFEf\uD800g\uDC00h ok: \t\n\r é 😀';
  const escaped = escapeXml(hostile);
  t.equal(
    escaped,
    'a\uFFFDb\uFFFDc\uFFFDd\uFFFDe\uFFFDf\uFFFDg\uFFFDh ok: \t\n\r é 😀',
    'controls, U+FFFE and lone surrogates become U+FFFD; pairs stay',
  );
  t.equal(parseStrictXml(`<a>${escaped}</a>`).text, escaped);
});

t.test('an RSS feed escapes every value it writes, the self link attribute included', async (t) => {
  const config = { publicOrigin: { main: 'http://m.example', regional: 'http://r.example' } } as BffConfig;
  const evil = `</script><script>x</script> & "q" 'a' ]]> \u0001`;
  const article = {
    title: evil,
    lead: evil,
    url: '/belfold/2026/11/25/x',
    originatingSite: 'telex',
    pubDate: NOW,
    updatedAt: NOW,
    articleAuthors: [{ name: evil }],
    mainSuperTag: { name: evil },
  } as unknown as ArticleSummary;
  const xml = rssFeed(
    config,
    { title: evil, link: 'http://m.example/', self: `http://m.example/rss#${evil}`, description: evil },
    [article],
  );
  const rss = parseStrictXml(xml);
  const channel = childrenNamed(rss, 'channel')[0];
  t.equal(
    childrenNamed(channel, 'atom:link')[0].attrs.href,
    `http://m.example/rss#${evil.replace('\u0001', '\uFFFD')}`,
  );
  const item = childrenNamed(channel, 'item')[0];
  t.equal(childText(item, 'title'), evil.replace('\u0001', '\uFFFD'));
  t.equal(childText(item, 'link'), 'http://m.example/belfold/2026/11/25/x');
  t.equal(childText(item, 'dc:creator'), evil.replace('\u0001', '\uFFFD'));
  t.notMatch(xml, /<script>/);
});

/** A publisher walk of `total` entries served `per` a slice, as the sitemap endpoint answers. */
function fakeWalk(total: number, per: number) {
  const calls: (string | null)[] = [];
  const fetchSlice = async (cursor: string | null): Promise<SitemapSlice> => {
    calls.push(cursor);
    const start = cursor === null ? 0 : Number(cursor);
    const end = Math.min(total, start + per);
    const items = Array.from({ length: end - start }, (_, i) => ({
      url: `/a/${start + i}`,
      updatedAt: NOW + start + i,
    }));
    return { items, next: end < total ? String(end) : null };
  };
  return { fetchSlice, calls };
}

async function filesOf(
  set: SitemapSet,
): Promise<{ index: string[]; lastmods: (string | undefined)[]; files: string[][] }> {
  const index = parseStrictXml(gunzipSync(set.index.gzip).toString('utf8'));
  return {
    index: childrenNamed(index, 'sitemap').map((s) => childText(s, 'loc')!),
    lastmods: childrenNamed(index, 'sitemap').map((s) => childText(s, 'lastmod')),
    files: set.files.map((f) =>
      childrenNamed(parseStrictXml(gunzipSync(f.gzip).toString('utf8')), 'url').map((u) => childText(u, 'loc')!),
    ),
  };
}

t.test('a sitemap walk splits into files of at most maxUrls, statics first, every entry once', async (t) => {
  const statics = ['/', '/legfrissebb', '/english'];
  for (const total of [0, 6, 7, 20, 27, 45, 120]) {
    const { fetchSlice } = fakeWalk(total, 7);
    const set = await buildSitemapSet({
      origin: 'http://o.example',
      staticPaths: statics,
      maxUrls: 10,
      maxFiles: 1000,
      fetchSlice,
    });
    const { index, lastmods, files } = await filesOf(set);
    const expected = Math.max(1, Math.ceil((statics.length + total) / 10));
    t.equal(files.length, expected, `${total} articles: ${expected} files`);
    t.same(
      index,
      files.map((_, i) => `http://o.example/sitemap-${i + 1}.xml`),
      'the index names every file in order',
    );
    for (const [i, f] of files.entries()) {
      t.ok(f.length <= 10 && f.length > 0, `file ${i + 1}: ${f.length} URLs`);
      if (i < files.length - 1) t.equal(f.length, 10, `file ${i + 1} is full before the next opens`);
    }
    const all = files.flat();
    t.same(
      all.slice(0, 3),
      statics.map((p) => 'http://o.example' + p),
      'the static pages open the first file',
    );
    t.same(
      all.slice(3),
      Array.from({ length: total }, (_, i) => `http://o.example/a/${i}`),
      'every article once, in walk order',
    );
    t.equal(set.urls, all.length);
    const lastFile = files.at(-1)!;
    if (total > 0 && lastFile.some((u) => u.includes('/a/'))) {
      t.equal(
        lastmods.at(-1),
        new Date((NOW + total - 1) * 1000).toISOString(),
        "a file's lastmod is its newest entry's",
      );
    }
  }
});

t.test(
  'a sitemap walk stops at the index limit, on a repeated cursor, and drops paths that are not ours',
  async (t) => {
    const capped = await buildSitemapSet({
      origin: 'http://o',
      staticPaths: [],
      maxUrls: 10,
      maxFiles: 2,
      fetchSlice: fakeWalk(100, 7).fetchSlice,
    });
    t.equal(capped.files.length, 2, 'no more files than the index may name');
    let calls = 0;
    const looping = await buildSitemapSet({
      origin: 'http://o',
      staticPaths: [],
      maxUrls: 10,
      maxFiles: 100,
      fetchSlice: async () => ({ items: [{ url: `/a/${calls++}`, updatedAt: NOW }], next: 'same' }),
    });
    t.equal(calls, 2, 'a cursor seen before ends the walk');
    t.equal(looping.urls, 2);
    const odd = await buildSitemapSet({
      origin: 'http://o',
      staticPaths: [],
      maxUrls: 10,
      maxFiles: 100,
      fetchSlice: async () => ({
        items: ['//evil.example/x', 'http://evil.example/', 'relative', '/ok'].map((url) => ({ url, updatedAt: NOW })),
        next: null,
      }),
    });
    t.same((await filesOf(odd)).files.flat(), ['http://o/ok'], 'only single-slash site paths are listed');
  },
);

t.test('the background store builds once, serves its copy, and rebuilds in the background when stale', async (t) => {
  let now = 0;
  const errors: string[] = [];
  const store = new BackgroundStore<{ v: number }>({
    refreshMs: 100,
    retryMs: 10,
    maxKeys: 10,
    now: () => now,
    onError: (key, err) => errors.push(`${key}: ${(err as Error).message}`),
  });
  let builds = 0;
  let fail = false;
  let release: () => void = () => {};
  const build = () => {
    builds++;
    const v = builds;
    return new Promise<{ v: number }>((resolve, reject) => {
      release = () => (fail ? reject(new Error('upstream down')) : resolve({ v }));
    });
  };
  const first = [store.get('k', build), store.get('k', build)];
  release();
  t.same(await Promise.all(first), [{ v: 1 }, { v: 1 }], 'concurrent first requests share one build');
  now = 99;
  t.same(await store.get('k', build), { v: 1 });
  t.equal(builds, 1, 'a fresh copy is served without building');
  now = 100;
  t.same(await store.get('k', build), { v: 1 }, 'a stale copy is served at once…');
  t.same(await store.get('k', build), { v: 1 });
  t.equal(builds, 2, '…while one rebuild runs');
  release();
  await new Promise((r) => setImmediate(r));
  t.same(await store.get('k', build), { v: 2 }, 'the rebuilt copy replaces it');

  now = 250;
  fail = true;
  t.same(await store.get('k', build), { v: 2 });
  release();
  await new Promise((r) => setImmediate(r));
  t.same(await store.get('k', build), { v: 2 }, 'a failed rebuild keeps the previous copy');
  t.same(errors, ['k: upstream down'], 'and is reported once');

  const none = store.get('other', build);
  release();
  await t.rejects(none, /upstream down/, 'with no copy, a failed build is the answer');
  const buildsBefore = builds;
  await t.rejects(store.get('other', build), /upstream down/, 'within the retry interval the failure is repeated…');
  t.equal(builds, buildsBefore, '…without calling upstream again');
  now += 10;
  fail = false;
  const retried = store.get('other', build);
  release();
  t.ok(await retried, 'after the retry interval it builds again');
});
