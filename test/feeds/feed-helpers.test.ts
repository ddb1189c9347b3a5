// The pure parts of feeds and sitemaps: the news window and limit, XML escaping, ordered bounded concurrency, and
// the strict XML checker the other feed tests rely on.
import t from 'tap';
import { NEWS_SITEMAP_MAX_URLS, NEWS_SITEMAP_MAX_AGE_S } from '../../shared/constants.ts';
import { escapeXml } from '../../server/feeds/escape-xml.ts';
import { mapLimit } from '../../server/feeds/map-limit.ts';
import { newsSitemapItems } from '../../server/feeds/news-sitemap-items.ts';
import { newsSitemapXml, urlEntryXml, urlsetXml } from '../../server/feeds/sitemap-xml.ts';
import { parseStrictXml } from '../helpers/strict-xml.ts';

const NOW = 1_800_000_000;

t.test('news sitemap: at most NEWS_SITEMAP_MAX_URLS of the newest, none older than two days', async (t) => {
  t.equal(NEWS_SITEMAP_MAX_URLS, 1000);
  const many = Array.from({ length: 1500 }, (_, i) => ({ id: i, pubDate: NOW - i * 60 }));
  const picked = newsSitemapItems(many, NOW);
  t.equal(picked.length, NEWS_SITEMAP_MAX_URLS);
  t.same(picked.map((a) => a.id), many.slice(0, 1000).map((a) => a.id), 'the newest, in order');

  const spread = [
    { id: 1, pubDate: NOW - 10 },
    { id: 2, pubDate: NOW - NEWS_SITEMAP_MAX_AGE_S },
    { id: 3, pubDate: NOW - NEWS_SITEMAP_MAX_AGE_S - 1 },
    { id: 4, pubDate: NOW - 30 * 86_400 },
    { id: 5, pubDate: NOW + 3600 },
  ];
  t.same(newsSitemapItems(spread, NOW).map((a) => a.id), [1, 2], 'the cut-off is inclusive at two days; scheduled ones wait');
  t.same(newsSitemapItems([], NOW), []);
});

t.test('escapeXml escapes the five special characters', async (t) => {
  t.equal(escapeXml(`a & b < c > d " e ' f`), 'a &amp; b &lt; c &gt; d &quot; e &apos; f');
  const doc = newsSitemapXml([{ loc: 'http://x/a?b=1&c=<2>', title: `"Tom & Jerry" <b>'s`, pubDate: NOW, publication: 'A & B' }]);
  const root = parseStrictXml(doc);
  const url = root.children[0]!;
  t.equal(url.children[0]!.text, 'http://x/a?b=1&c=<2>');
  t.match(doc, /<news:title>&quot;Tom &amp; Jerry&quot; &lt;b&gt;&apos;s<\/news:title>/);
  t.ok(parseStrictXml(urlsetXml([urlEntryXml({ loc: 'http://x/&', lastmod: NOW })])));
});

t.test('mapLimit keeps order and never exceeds the limit', async (t) => {
  let running = 0;
  let peak = 0;
  const out = await mapLimit(Array.from({ length: 20 }, (_, i) => i), 4, async (i) => {
    running++;
    peak = Math.max(peak, running);
    await new Promise((r) => setTimeout(r, (i * 7) % 5));
    running--;
    return i * 2;
  });
  t.same(out, Array.from({ length: 20 }, (_, i) => i * 2));
  t.ok(peak <= 4 && peak > 1, `peak concurrency ${peak}`);
  t.same(await mapLimit([], 4, async (x) => x), []);
});

t.test('the strict XML checker rejects malformed documents', async (t) => {
  t.ok(parseStrictXml('<?xml version="1.0"?><a x="1"><b>t &amp; u</b><c/><![CDATA[<raw>]]></a>'));
  for (const bad of ['<a><b></a></b>', '<a></a><b></b>', '<a>x & y</a>', '<a>', 'text<a/>', '<a x=1></a>', '<a x="1" x="2"/>', '', '<a>&bogus;</a>']) {
    t.throws(() => parseStrictXml(bad), bad);
  }
});
