// The whole-page cache and the Cache-Control/Surrogate-Key table.
import t from 'tap';
import { request } from 'undici';
import { createUser } from '../../stand-ins/origin/security/users.ts';
import { issueTestToken } from '../helpers/editor-tokens.ts';
import { startBff, startOrigin } from '../helpers/servers.ts';

const JWT_SECRET = 'page-cache-test-secret';
const origin = await startOrigin({ jwtSecret: JWT_SECRET });
// The test plays the caching proxy from loopback: trusted only because it says so (TRUST_PROXY is empty by default).
const bff = await startBff(origin.url, { trustProxy: 'loopback' });
t.teardown(async () => {
  await bff.close();
  await origin.close();
});

// JSON and JSON-LD data blocks are not executed (the browser never runs a script of a non-JavaScript type).
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>/;

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await request(bff.url + path, { headers });
  return { status: res.statusCode, headers: res.headers, body: await res.body.text() };
}

async function originArticles(
  query: string,
): Promise<{ id: number; url: string; pubDate: number; live: boolean; mainSuperTag: { slug: string } }[]> {
  const res = await request(`${origin.url}/api/articles?${query}`);
  return ((await res.body.json()) as { items: never[] }).items;
}

async function settle(path: string) {
  // The first reader's miss starts the cache fill; wait until the page is served from the cache.
  for (let i = 0; i < 50; i++) {
    const r = await get(path);
    if (r.headers['x-cache']) return r;
    await new Promise((res) => setTimeout(res, 20));
  }
  throw new Error(`${path} never came from the cache`);
}

t.test(
  'a miss renders once, for its reader and the cache; then the page comes from the cache, complete and nonce-free',
  async (t) => {
    const [a] = await originArticles('perPage=1&page=5');
    const first = await get(a.url);
    t.equal(first.status, 200);
    t.equal(first.headers['x-cache'], 'MISS', 'the reader who missed gets the render that fills the cache');
    t.match(String(first.headers['cache-control']), /^public/, 'the complete document, shareable');
    t.notMatch(first.body, INLINE_SCRIPT, 'no nonce, no inline script');
    const hit = await settle(a.url);
    t.equal(hit.headers['x-cache'], 'HIT');
    t.match(
      String(hit.headers['cache-control']),
      /^public, max-age=\d+, s-maxage=\d+, stale-while-revalidate=\d+, stale-if-error=\d+$/,
    );
    t.notMatch(String(hit.headers['content-security-policy']), /nonce|unsafe-inline'[^;]*script/);
    t.notMatch(hit.body, INLINE_SCRIPT, 'no inline executable script in a cached page');
    t.match(hit.body, /id="friss-hirek"/, 'complete, with its secondary parts');
    t.notOk(hit.headers['surrogate-key'], 'no surrogate key for a client (decision 039)');
    // A caching proxy we trust (loopback here) announces itself: it gets the keys it purges by.
    const tagged = await get(a.url, { 'surrogate-capability': 'varnish="Surrogate/1.0"' });
    t.same(
      String(tagged.headers['surrogate-key']).split(' ').sort(),
      [`article-${a.id}`, `section-${a.mainSuperTag.slug}`, 'site-telex'].sort(),
    );
    for (const enc of ['br', 'gzip']) {
      const res = await request(bff.url + a.url, { headers: { 'accept-encoding': enc } });
      t.equal(res.headers['content-encoding'], enc, `stored ${enc}`);
      t.equal(res.headers['x-cache'], 'HIT');
      await res.body.dump();
    }
  },
);

t.test('an editor never gets or fills a shared page', async (t) => {
  const [a] = await originArticles('perPage=1&page=6');
  await settle(a.url);
  const token = issueTestToken(
    createUser(origin.db, { email: 'gyorsitotar@example.hu', password: 'jelszo-1234' }),
    JWT_SECRET,
  );
  const editor = await get(a.url, { cookie: `access_token=${token}` });
  t.equal(editor.status, 200);
  t.equal(editor.headers['cache-control'], 'private, no-store');
  t.notOk(editor.headers['x-cache'], 'rendered fresh for the editor');
  t.notOk(editor.headers['surrogate-key']);
});

t.test('bots get the complete document, from the cache fill on a miss', async (t) => {
  const [a] = await originArticles('perPage=1&page=7');
  const bot = await get(a.url, { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' });
  t.equal(bot.status, 200);
  t.equal(bot.headers['x-cache'], 'MISS');
  t.match(String(bot.headers['cache-control']), /^public/);
  t.notMatch(bot.body, INLINE_SCRIPT);
});

t.test('Cache-Control per route: live pages short, older articles long, 404 briefly', async (t) => {
  const live = (await originArticles('filters[flag]=live&perPage=1'))[0];
  const old = (await originArticles('perPage=1&page=40'))[0];
  t.ok(Date.now() / 1000 - old.pubDate > 2 * 86400, 'an article older than two days');
  const liveHit = await settle(live.url);
  t.match(String(liveHit.headers['cache-control']), /max-age=5, s-maxage=10,/);
  const oldHit = await settle(old.url);
  t.match(String(oldHit.headers['cache-control']), /max-age=300, s-maxage=3600,/);
  const front = await settle('/');
  t.match(String(front.headers['cache-control']), /max-age=15,/);
  t.match(
    String((await get('/', { 'surrogate-capability': 'varnish="Surrogate/1.0"' })).headers['surrogate-key']),
    /front-telex/,
  );
  const missing = await settle('/nincs-ilyen-oldal');
  t.equal(missing.status, 404);
  t.match(String(missing.headers['cache-control']), /max-age=30,/);
});
