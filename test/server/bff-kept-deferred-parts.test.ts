// Decision 113: a deferred part marked `keep` (the header's weather and rates, the strip under it) is rendered once
// alone for its site and the secondary values it reads; later pages with the same values write that markup as text.
// What a reader gets must not change: the kept markup is the live render's, new data give new markup, each site keeps
// its own, and a part that depends on the page (the newsletter prompt: its forms come back to the page) stays live.
import t from 'tap';
import { request } from 'undici';
import { startBff, startOrigin, TEST_NOW } from '../helpers/servers.ts';
import { until } from '../helpers/until.ts';

const ADMIN = 'kept-parts-admin-token';
const origin = await startOrigin({ now: TEST_NOW, adminToken: ADMIN });
let nowMs = TEST_NOW * 1000;
const bff = await startBff(origin.url, { pageCacheTtlMs: 0, clock: () => nowMs });
t.teardown(async () => {
  await bff.close();
  await origin.close();
});

const BOT = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' };
/** React's marks of a Suspense boundary that completed in place: a live part's render has them, kept markup not. */
const BOUNDARY_MARK = /<!--\/?\$-->/;
const withoutMarks = (markup: string) => markup.replaceAll(new RegExp(BOUNDARY_MARK, 'g'), '');

/** The inner HTML of each deferred part's wrapper on a complete render of `path`. */
async function partsOf(path: string): Promise<Record<string, string>> {
  const res = await request(bff.url + path, { headers: BOT });
  const html = await res.body.text();
  t.equal(res.statusCode, 200, path);
  const parts: Record<string, string> = {};
  for (const m of html.matchAll(/<div class="deferred-part" data-part="([^"]+)">/g)) {
    const start = m.index + m[0].length;
    let depth = 1;
    const tags = /<div\b|<\/div>/g;
    tags.lastIndex = start;
    let end = start;
    while (depth > 0) {
      const tag = tags.exec(html);
      if (!tag) throw new Error(`unclosed part ${m[1]} on ${path}`);
      depth += tag[0] === '<div' ? 1 : -1;
      end = tag.index;
    }
    parts[m[1]] = html.slice(start, end);
  }
  return parts;
}

const isKept = (markup: string | undefined) => markup !== undefined && !BOUNDARY_MARK.test(markup);
const KEPT = ['header-bar', 'common-strip'];

const articles = (await (await request(`${origin.url}/api/articles?perPage=2`)).body.json()) as {
  items: { url: string }[];
};
const [first, second] = articles.items.map((a) => a.url);

t.test('a kept part is the markup its live render wrote, without the boundary marks', async (t) => {
  const live = await partsOf(first);
  for (const name of KEPT) t.match(live[name], BOUNDARY_MARK, `${name}: the first page renders it live`);
  const kept = await until('both parts kept', async () => {
    const parts = await partsOf(second);
    return KEPT.every((name) => isKept(parts[name])) && parts;
  });
  for (const name of KEPT) t.equal(kept[name], withoutMarks(live[name]), `${name}: the same markup`);
  t.match(kept['header-bar'], /data-secondary="ticker" data-key="telex"/, 'with the data script the browser reads');
  t.match(kept['newsletter-prompt'], BOUNDARY_MARK, 'the newsletter prompt, which names its page, stays live');
});

t.test('each site keeps its own', async (t) => {
  const kept = await until('the G7 header kept', async () => {
    const parts = await partsOf('/g7');
    return isKept(parts['header-bar']) && parts;
  });
  t.match(kept['header-bar'], /data-key="g7"/, "G7's own data script");
  t.notMatch(kept['header-bar'], /data-key="telex"/, "not the main site's");
});

t.test('new data give new markup: the first page with them renders live, later ones keep it', async (t) => {
  const res = await request(`${origin.url}/admin/frontend/telex`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ weatherData: [{ city: 'Budapest', temperature: -7, icon: 'snow' }] }),
  });
  t.equal(res.statusCode, 200, await res.body.text());
  // Past the refresh answer's upstream lifetime, within the init answer's (server/upstream/cache-policy.ts): the
  // weather is remade from a new refresh answer beside the same init answer.
  nowMs += 20_000;
  const showsNew = (parts: Record<string, string>) => /Budapest -7 °C/.test(parts['header-bar']);
  const fresh = await until('the new weather in the header', async () => {
    const parts = await partsOf(first);
    return showsNew(parts) && parts;
  });
  t.match(fresh['header-bar'], BOUNDARY_MARK, 'rendered live: nothing was kept for these values');
  const kept = await until('the new weather kept', async () => {
    const parts = await partsOf(second);
    return isKept(parts['header-bar']) && parts;
  });
  t.ok(showsNew(kept), 'the kept markup shows the new weather');
  t.equal(kept['header-bar'], withoutMarks(fresh['header-bar']), 'as the live render wrote it');
});
