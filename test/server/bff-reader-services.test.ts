// The BFF's side of the reader's services, through the running BFF: each site's consent script at its
// path, the first-party analytics beacon counting under each site's property, the app download link's store redirect
// by device, live-blog items sanitised like the pages' HTML, the app harness only when configured, and the CSP
// letting in exactly the configured third parties.
import t from 'tap';
import { request } from 'undici';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { APP_STORE_URL, GOOGLE_PLAY_URL } from '../../shared/constants.ts';
import { startBff, startOrigin } from '../helpers/servers.ts';

const origin = await startOrigin();
const bff = await startBff(origin.url, { pageCacheTtlMs: 0 });
const withThirdParties = await startBff(origin.url, {
  pageCacheTtlMs: 0,
  appHarness: true,
  adServiceUrl: 'http://127.0.0.1:9/gpt.js',
  socialSdkOrigin: 'http://127.0.0.1:8',
});
t.teardown(async () => {
  await bff.close();
  await withThirdParties.close();
  await origin.close();
});

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await request(url, { headers });
  return { status: res.statusCode, headers: res.headers, body: Buffer.from(await res.body.arrayBuffer()) };
};
const beacon = (body: unknown, headers: Record<string, string> = {}, base = bff.url) =>
  request(`${base}/analytics/beacon`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  }).then(async (r) => ({ status: r.statusCode, body: await r.body.text() }));
async function counter(name: string, property: string): Promise<number> {
  const text = await (await request(`${bff.url}/metrics`)).body.text();
  const m = new RegExp(`^${name}\\{property="${property}"\\} (\\d+)`, 'm').exec(text);
  return m ? Number(m[1]) : 0;
}

t.test("§3 each site's consent script at its path, with the site's name", async (t) => {
  const main = await get(`${bff.url}/consent/telex.js`);
  t.equal(main.status, 200);
  t.match(String(main.headers['content-type']), /^text\/javascript/);
  t.match(
    main.body.toString(),
    /^window\.__hirportalConsentSite=\{"name":"Telex","privacyPath":"\/dokumentum\/adatvedelem"\};/,
  );
  t.match(main.body.toString(), /Mindet elfogadom/, 'the dialog itself');
  const zipped = await get(`${bff.url}/consent/telex.js`, { 'accept-encoding': 'gzip' });
  t.equal(zipped.headers['content-encoding'], 'gzip');
  t.same(gunzipSync(zipped.body), main.body, 'the same script, compressed');
  const brotli = await get(`${bff.url}/consent/telex.js`, { 'accept-encoding': 'gzip, deflate, br' });
  t.equal(
    brotli.headers['content-encoding'],
    'br',
    "brotli when the browser takes it (a browser's first visit loads it)",
  );
  t.same(brotliDecompressSync(brotli.body), main.body, 'the same script');
  t.equal((await get(`${bff.url}/consent/telex.js`, { 'if-none-match': String(main.headers.etag) })).status, 304);
  const regional = await get(`${bff.url}/consent/transtelex.js`, { host: 'ro.localhost' });
  t.match(regional.body.toString(), /"name":"Transtelex"/, "the regional edition's own script");
  t.equal((await get(`${bff.url}/consent/mas.js`)).status, 404, 'no other path');
});

t.test(
  "§1 analytics: a page view counts under the site's property, a support click under its reader-revenue property",
  async (t) => {
    const before = {
      main: await counter('bff_analytics_page_views_total', 'G-TELEX'),
      g7: await counter('bff_analytics_page_views_total', 'G-G7'),
      regional: await counter('bff_analytics_page_views_total', 'G-TRANSTELEX'),
      support: await counter('bff_reader_revenue_support_clicks_total', 'RR-TELEX-1'),
    };
    t.same(await beacon({ kind: 'pageview', path: '/belfold/2026/11/25/cikk' }), { status: 204, body: '' });
    t.equal((await beacon({ kind: 'pageview', path: '/g7/penz' })).status, 204);
    t.equal((await beacon({ kind: 'pageview', path: '/' }, { host: 'ro.localhost' })).status, 204);
    t.equal((await beacon({ kind: 'support', path: '/rovat/belfold' })).status, 204);
    t.equal(await counter('bff_analytics_page_views_total', 'G-TELEX'), before.main + 1, 'main site');
    t.equal(await counter('bff_analytics_page_views_total', 'G-G7'), before.g7 + 1, 'a G7 path: the G7 property');
    t.equal(await counter('bff_analytics_page_views_total', 'G-TRANSTELEX'), before.regional + 1, 'the regional host');
    t.equal(
      await counter('bff_reader_revenue_support_clicks_total', 'RR-TELEX-1'),
      before.support + 1,
      'the reader-revenue property',
    );
    // Not counted: crawlers, another site's page.
    t.equal((await beacon({ kind: 'pageview', path: '/' }, { 'user-agent': 'Googlebot/2.1' })).status, 204);
    t.equal((await beacon({ kind: 'pageview', path: '/' }, { 'sec-fetch-site': 'cross-site' })).status, 204);
    t.equal(await counter('bff_analytics_page_views_total', 'G-TELEX'), before.main + 1, 'neither was counted');
  },
);

t.test('a malformed beacon is 400 with the reason', async (t) => {
  for (const body of [
    { kind: 'click', path: '/' },
    { kind: 'pageview' },
    { kind: 'pageview', path: 'x' },
    { kind: 'pageview', path: '//evil.example' },
    { kind: 'pageview', path: `/${'a'.repeat(3000)}` },
    'just text',
    null,
  ]) {
    const res = await beacon(body);
    t.equal(res.status, 400, JSON.stringify(body).slice(0, 60));
    t.match(res.body, /body/, 'the reason names the body');
  }
  const text = await request(`${bff.url}/analytics/beacon`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: 'hello',
  });
  t.equal(text.statusCode, 400, 'not a JSON object');
  await text.body.dump();
});

t.test('§2.6 the app download link: the store of the device that follows it, never cached for others', async (t) => {
  const iphone = await request(`${bff.url}/app-letoltes`, {
    headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)' },
  });
  t.equal(iphone.statusCode, 302);
  t.equal(iphone.headers.location, APP_STORE_URL);
  t.equal(iphone.headers['cache-control'], 'private, no-store');
  await iphone.body.dump();
  const android = await request(`${bff.url}/app-letoltes`, {
    headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile' },
  });
  t.equal(android.headers.location, GOOGLE_PLAY_URL);
  await android.body.dump();
  const page = await (await request(`${bff.url}/rovat/belfold`)).body.text();
  t.match(
    page,
    /<a class="link-box__link" href="\/app-letoltes"/,
    'the page links our path, the same for every device',
  );
});

t.test('live-blog items reach the browser and the app sanitised', async (t) => {
  const { id } = origin.db
    .prepare(`SELECT id FROM articles WHERE type = 'liveblog' AND active = 1 ORDER BY id LIMIT 1`)
    .get() as { id: number };
  const res = await request(`${origin.url}/admin/articles/${id}/posts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      title: 'Veszélyes bejegyzés',
      content:
        '<p>Rendben.</p><script>alert(1)</script><img src="https://x.example/a.jpg" onerror="alert(2)"><a href="javascript:alert(3)">link</a><iframe src="https://evil.example/"></iframe>',
    }),
  });
  t.equal(res.statusCode, 201, 'a post with hostile HTML in the CMS');
  await res.body.dump();
  const items = await request(`${bff.url}/api/articles/${id}/items?page=1&perPage=30`);
  t.equal(items.statusCode, 200);
  t.match(String(items.headers['cache-control']), /^public, max-age=\d+$/);
  const body = (await items.body.json()) as {
    items: { document: { title: string; content: string } }[];
    pinnedItems: unknown[];
  };
  const post = body.items.find((i) => i.document.title === 'Veszélyes bejegyzés');
  t.ok(post, 'the new post is listed');
  t.match(post!.document.content, /<p>Rendben\.<\/p>/, 'its text kept');
  t.notMatch(
    post!.document.content,
    /<script|onerror|javascript:|evil\.example/,
    'scripts, handlers, javascript: links and foreign frames gone',
  );
  const bad = await request(`${bff.url}/api/articles/${id}/items?perPage=100000`);
  t.equal(bad.statusCode, 400, 'perPage beyond the limit');
  await bad.body.dump();
  const nonNumeric = await request(`${bff.url}/api/articles/abc/items`);
  t.equal(nonNumeric.statusCode, 404, 'an id that is not a number is no endpoint of ours');
  await nonNumeric.body.dump();
});

t.test(
  'the app harness exists only where configured; the CSP lets in exactly the configured third parties',
  async (t) => {
    t.equal((await get(`${bff.url}/_app-harness`)).status, 404, 'not in a default configuration');
    const harness = await get(`${withThirdParties.url}/_app-harness?path=/legfrissebb`);
    t.equal(harness.status, 200);
    t.match(harness.body.toString(), /<iframe id="app" title="Az app webnézete" src="\/legfrissebb\?isMobileApp=1">/);
    t.match(String(harness.headers['content-security-policy']), /frame-src 'self'/);
    t.equal(
      (await get(`${withThirdParties.url}/_app-harness?path=//evil.example/`)).status,
      400,
      'only a path of ours',
    );
    const plainCsp = String((await get(`${bff.url}/`)).headers['content-security-policy']);
    t.match(plainCsp, /script-src 'self'(;| 'nonce-)/, 'no third party without configuration');
    const csp = String((await get(`${withThirdParties.url}/`)).headers['content-security-policy']);
    t.match(
      csp,
      /script-src 'self'[^;]* http:\/\/127\.0\.0\.1:9 http:\/\/127\.0\.0\.1:8/,
      'the ad service and the social SDK may load scripts',
    );
    t.match(csp, /frame-src [^;]*http:\/\/127\.0\.0\.1:9 http:\/\/127\.0\.0\.1:8/, 'and show their frames');
  },
);
