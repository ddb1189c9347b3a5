// Hungarian as an editor writes it, read from the HTML a reader gets (§1 the locale is Hungarian; §3 exchange rates):
// no form-letter article 'a(z)' on any page family, 'Ft' with a capital after a number, /arfolyam without ISO dates,
// and the regional edition quoting the forint per 100 Ft.
import t from 'tap';
import { request } from 'undici';
import { samplePages } from '../../tooling/sample-pages.ts';
import { startBff, startOrigin, TEST_NOW } from '../helpers/servers.ts';

const origin = await startOrigin({ now: TEST_NOW });
const bff = await startBff(origin.url, { pageCacheTtlMs: 0, clock: () => TEST_NOW * 1000 });
t.teardown(async () => {
  await bff.close();
  await origin.close();
});

const REGIONAL = 'ro.localhost';

async function get(path: string, host?: string): Promise<string> {
  const res = await request(bff.url + path, { headers: host ? { host } : {} });
  const body = await res.body.text();
  t.equal(res.statusCode, 200, `${host ?? ''}${path}`);
  return body;
}

/** What a reader reads: the text without scripts, styles, tags or attributes, with HTML's spaces as spaces. */
function readerText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;|\u00a0/g, ' ')
    .replace(/\s+/g, ' ');
}

const englishArticle = origin.db
  .prepare(`SELECT slug FROM articles WHERE english = 1 AND active = 1 AND parent_id IS NULL ORDER BY id LIMIT 1`)
  .get() as { slug: string };
const englishUrl = (
  (await (await fetch(`${origin.url}/api/articles/${englishArticle.slug}`)).json()) as { url: string }
).url;

t.test('no page family writes a(z) or a lowercase ft after a number', async (t) => {
  const sample = await samplePages(origin.url, origin.db);
  const main = ['/', '/arfolyam', '/english', englishUrl, '/dokumentum/hirlevel', ...Object.values(sample)];
  const pages: { path: string; host?: string }[] = [
    ...main.map((path) => ({ path })),
    { path: '/', host: REGIONAL },
    { path: '/arfolyam', host: REGIONAL },
  ];
  for (const { path, host } of pages) {
    const text = readerText(await get(path, host));
    const where = `${host ?? ''}${path}`;
    t.notMatch(text, /\b[Aa]\(z\)/, `${where}: the article the word needs, never a(z)`);
    t.notMatch(text, /\d ft\b/, `${where}: Ft after a number`);
  }
  t.notMatch(await get('/consent/telex.js'), /A\(z\)/, 'the consent dialog too');
});

t.test('/arfolyam writes its days as words, and the regional edition quotes per 100 Ft', async (t) => {
  for (const host of [undefined, REGIONAL]) {
    const text = readerText(await get('/arfolyam', host));
    t.notMatch(text, /\d{4}-\d{2}-\d{2}/, `${host ?? 'main'}: no ISO date`);
    t.match(
      text,
      /(január|február|március|április|május|június|július|augusztus|szeptember|október|november|december) \d{1,2}\./,
      `${host ?? 'main'}: days in words`,
    );
  }
  const regional = readerText(await get('/arfolyam', REGIONAL));
  t.match(regional, /100 Ft = \d+,\d{2} Lei/, 'the forint per 100 Ft');
  t.notMatch(regional, /HUF \d+,\d+ Lei/, 'never HUF 0,0124 Lei');
  t.notMatch(readerText(await get('/', REGIONAL)), /HUF \d+,\d+ Lei/, 'the header ticker likewise');
});

const HU_MONTH =
  /\b(január|február|március|április|május|június|július|augusztus|szeptember|október|november|december)\b/;

t.test('an English article and the English list date, label and count in English', async (t) => {
  const html = await get(englishUrl);
  const byline = readerText(html.match(/<p class="article__date">[\s\S]*?<\/p>/)?.[0] ?? '');
  t.match(byline, /\d{1,2} [A-Z][a-z]+ \d{4} \d{2}:\d{2}/, `the byline date in English: ${byline}`);
  t.notMatch(byline, HU_MONTH, 'no Hungarian month');
  t.notMatch(byline, /frissítve/, 'no Hungarian word');
  t.match(html, /<ul class="article__tags" aria-label="Tags"/, 'the tags named in English');
  t.notMatch(html, /interakció a Facebookon/, 'a count in English, if any');
  t.match(html, /<article [^>]*lang="en"/, 'the article says its language');
  const meta = [...(await get('/english')).matchAll(/<p class="card__meta">([\s\S]*?)<\/p>/g)].map((m) =>
    readerText(m[1]),
  );
  t.ok(meta.length > 0, 'the English list has cards');
  t.same(
    meta.filter((m) => HU_MONTH.test(m) || /perce|\bma\b|\bmost\b/.test(m)),
    [],
    'its cards dated in English',
  );
});
