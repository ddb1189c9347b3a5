// The production topology of docker-compose.yml without Docker: Debian's Varnish running deploy/varnish.vcl in
// front of two BFF processes (server/main.ts), the embedded origin behind them. What readers and operators notice:
// pages come from the proxy's cache as our Cache-Control allows, stale while one refresh runs and while both BFFs
// are down; a changed article is purged at once; an editor's page or an answer setting a cookie is never stored;
// a thousand concurrent sign-ups and subscription changes all land in the database; a BFF stopped with SIGTERM under
// load finishes every answer it started while the proxy sends new requests to the other one.
// Varnish keeps real time, so the two checks about expiry wait for it, no longer than the page's own
// stale-while-revalidate window says.
import t from 'tap';
import { gunzipSync } from 'node:zlib';
import { Agent, request } from 'undici';
import { createUser } from '../../stand-ins/origin/security/users.ts';
import { PUSH_TOPICS } from '../../shared/engagement-constants.ts';
import { PAGE_DATA_PATH } from '../../shared/pages/page-data-endpoint.ts';
import type { BffProcess } from '../helpers/bff-process.ts';
import { missingVarnish } from '../../tooling/caching-proxy.ts';
import { issueTestToken } from '../helpers/editor-tokens.ts';
import { cookieHeader } from '../helpers/set-cookies.ts';
import { startOrigin } from '../helpers/servers.ts';
import { startVarnishFleet } from '../helpers/varnish-fleet.ts';

const missing = missingVarnish();
if (missing) throw new Error(missing);

const SECRET = 'caching-proxy-test-secret';
const purgeTargets: string[] = [];
const origin = await startOrigin({ jwtSecret: SECRET, cachePurgeUrls: purgeTargets });
// Varnish reaches the BFFs from loopback here; in production TRUST_PROXY names its address (README, behind Varnish).
// The publisher API runs in this process: a thousand writes at once queue at it for seconds on a busy 2-core machine,
// which its real servers would not. The BFFs wait for it up to 12 s (Varnish's first-byte limit is 15 s) rather than
// the production 4 s, so a slow machine does not turn a queued write into a 502.
const behindVarnish = { TRUST_PROXY: 'loopback', UPSTREAM_TIMEOUT_MS: '12000' };
const fleet = await startVarnishFleet(origin.url, purgeTargets, [behindVarnish, behindVarnish]);
const { bffs, proxy } = fleet;
const figures: string[] = [];
t.teardown(async () => {
  await fleet.close();
  await origin.close();
  t.comment(`figures:\n${figures.join('\n')}`);
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** the bytes as they came, compressed or not, and read as UTF-8 text */
  bytes: Buffer;
  body: string;
  ms: number;
}

async function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const started = performance.now();
  const res = await request(proxy.url + path, { headers });
  const bytes = Buffer.from(await res.body.arrayBuffer());
  return {
    status: res.statusCode,
    headers: res.headers,
    bytes,
    body: bytes.toString('utf8'),
    ms: performance.now() - started,
  };
}

const cacheState = (a: Answer) => String(a.headers['x-proxy-cache']);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const seconds = (cacheControl: unknown, name: string) =>
  Number(new RegExp(`${name}=(\\d+)`).exec(String(cacheControl))?.[1] ?? NaN);

/** Asks until the proxy answers from its cache: the first answer is the BFF's private stream or its fill. */
async function cached(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  for (let i = 0; i < 20; i++) {
    const a = await get(path, headers);
    if (cacheState(a) === 'HIT') return a;
    await sleep(50);
  }
  throw new Error(`${path} never came from the proxy cache`);
}

function articlesWhere(where: string, n: number): { id: number; slug: string }[] {
  return origin.db
    .prepare(
      `SELECT a.id, a.slug FROM articles a WHERE a.active = 1 AND a.parent_id IS NULL AND a.site_slug = 'telex'
    AND a.main_super_tag_id IN (SELECT id FROM super_tags WHERE active = 1) AND ${where} ORDER BY a.id LIMIT ?`,
    )
    .all(n) as { id: number; slug: string }[];
}

async function urlOf(id: number): Promise<string> {
  const res = await request(`${origin.url}/api/article/${id}`);
  return ((await res.body.json()) as { url: string }).url;
}

const liveWhere = `(a.live = 1 OR a.type = 'liveblog')`;
const plainWhere = `a.type = 'article' AND a.live = 0 AND NOT EXISTS (SELECT 1 FROM article_flags f WHERE f.article_id = a.id AND f.flag IN ('live', 'refresh'))`;
const [liveA, liveB] = await Promise.all(articlesWhere(liveWhere, 2).map((a) => urlOf(a.id)));
const plain = articlesWhere(plainWhere, 12);
const plainUrls = await Promise.all(plain.map((a) => urlOf(a.id)));
// The live article B waits untouched for the both-BFFs-down check. Its clock starts at the first hit, when the copy
// is surely stored: started before the asking, a fill that took seconds on a busy machine left the copy younger
// than the clock said, still inside stale-while-revalidate when the check came (CI saw 'STALE', not the error copy).
const liveBCache = await cached(liveB);
const liveBCachedAt = performance.now();

t.test("the proxy honours our Cache-Control: cached pages are hits, with the BFF's own headers", async (t) => {
  t.match(liveBCache.headers['cache-control'], /^public, .*s-maxage=\d+/, 'a public page with a shared-cache lifetime');
  const pages = ['/', liveA, ...plainUrls.slice(0, 8)];
  for (const p of pages) await cached(p);
  const answers = await Promise.all(Array.from({ length: 500 }, (_, i) => get(pages[i % pages.length])));
  t.ok(
    answers.every((a) => a.status === 200),
    'all 500 answered 200',
  );
  const fromCache = answers.filter((a) => ['HIT', 'STALE'].includes(cacheState(a))).length;
  t.equal(fromCache, 500, '500 of 500 from the proxy cache');
  figures.push(`reads of 10 cached pages: ${fromCache} of 500 from the proxy cache`);
  t.notOk(answers[0].headers.xkey, 'the purge tags stay inside the proxy');
  t.notOk(answers[0].headers['surrogate-key'], 'as Surrogate-Key or xkey (decision 039)');
});

t.test("a client's X-Forwarded-Host reaches neither the BFF nor the cache", async (t) => {
  // The BFFs believe forwarding headers from the proxy (TRUST_PROXY); one passed on from a client would choose the
  // regional edition and store its answer under the main site's URL.
  const path = plainUrls[9];
  const canonical = (a: Answer) => /<link rel="canonical" href="([^"]+)"/.exec(a.body)?.[1];
  const forged = await get(path, { 'x-forwarded-host': 'ro.localhost' });
  const honest = await cached(path);
  t.equal(forged.status, 200, 'the forged request is answered as the main site');
  t.equal(canonical(forged), canonical(honest), `the same page (${canonical(honest)})`);
  t.notMatch(String(canonical(honest)), /ro\.localhost/, "the cached copy is the main site's");
});

/** Renders at the BFFs so far: the page cache's misses, bypasses and uncacheable renders (bff_cache_events_total). */
async function bffRenders(): Promise<number> {
  let n = 0;
  for (const bff of bffs) {
    const text = await (await request(`${bff.url}/metrics`)).body.text();
    for (const m of text.matchAll(
      /^bff_cache_events_total\{cache="page",outcome="(miss|bypass|uncacheable)"\} (\d+)/gm,
    ))
      n += Number(m[2]);
  }
  return n;
}

t.test(
  'unknown query parameters do not split a page: /?a=1 … /?a=100 render once at the BFFs (decision 040)',
  async (t) => {
    const before = await bffRenders();
    const first = await get('/kedvenceink?a=1');
    t.equal(first.status, 200);
    const rest = await Promise.all(Array.from({ length: 99 }, (_, i) => get(`/kedvenceink?a=${i + 2}`)));
    t.ok(
      rest.every((a) => a.status === 200 && cacheState(a) === 'HIT'),
      'every other variant is a hit at the proxy',
    );
    const renders = (await bffRenders()) - before;
    t.equal(renders, 1, 'one render at the BFFs for the hundred URLs');
    figures.push(`/kedvenceink?a=1…100 through the proxy: ${renders} render at the BFFs, ${rest.length} proxy hits`);
    t.equal(
      cacheState(await get('/kedvenceink?utm_source=x&oldal=2&fbclid_like=y')),
      'MISS',
      'a parameter the page reads is a key of its own',
    );
    t.equal(cacheState(await get('/kedvenceink?oldal=2&gclid=z')), 'HIT', '…and the others are dropped beside it');
  },
);

t.test("an editor's page and an answer that sets a cookie are never stored", async (t) => {
  const user = createUser(origin.db, { email: 'proxyteszt@example.hu', password: 'Proxy-teszt-jelszo-1' });
  const token = issueTestToken(user, SECRET);
  const inactive = origin.db
    .prepare(`SELECT id FROM articles WHERE active = 0 AND parent_id IS NULL AND site_slug = 'telex' LIMIT 1`)
    .get() as { id: number };
  const inactiveUrl = (
    (await (
      await request(`${origin.url}/api/article/${inactive.id}`, { headers: { authorization: `Bearer ${token}` } })
    ).body.json()) as { url: string }
  ).url;
  const asEditor = { cookie: cookieHeader({ access_token: token }) };
  for (let i = 0; i < 3; i++) {
    const a = await get(inactiveUrl, asEditor);
    t.equal(a.status, 200, 'the editor sees the unpublished article');
    t.equal(cacheState(a), 'MISS', 'from the BFF, never the cache');
    t.equal(a.headers['cache-control'], 'private, no-store');
  }
  t.equal((await get(inactiveUrl)).status, 404, 'an anonymous reader still gets 404');
  const editorOnCached = await get(plainUrls[0], asEditor);
  t.equal(cacheState(editorOnCached), 'MISS', 'an editor on a cached page gets their own render');
  t.equal(editorOnCached.headers['cache-control'], 'private, no-store');
  // Other cookies (consent, analytics) do not change an anonymous page: it still comes from the cache.
  t.equal(
    cacheState(await get(plainUrls[0], { cookie: 'consent=1; _ga=GA1.2' })),
    'HIT',
    'a reader with unrelated cookies gets the cached page',
  );
  // GET /auth/logout sets nothing now (the sign-out page's POST does, and a POST is never cached); the page
  // itself is private and never comes from the cache.
  for (let i = 0; i < 3; i++) {
    const a = await get('/auth/logout');
    t.equal(a.headers['cache-control'], 'private, no-store', 'the sign-out page is private');
    t.equal(cacheState(a), 'MISS', 'and is never served from the cache');
  }
  for (let i = 0; i < 3; i++) {
    const a = await get(inactiveUrl, { cookie: cookieHeader({ access_token: 'nem.ervenyes.token' }) });
    t.ok(a.headers['set-cookie'], 'a refused session’s answer clears its cookies');
    t.equal(cacheState(a), 'MISS', 'and is never served from the cache');
  }
});

t.test('a JSON answer is stored gzipped: gzip to readers who take it, whole to one who does not', async (t) => {
  // The BFF sends JSON as it is; the proxy compresses it once as it stores it (deploy/varnish.vcl, decision 118).
  const path = `${PAGE_DATA_PATH}?path=${encodeURIComponent(plainUrls[10])}`;
  // The first reader takes no gzip: the copy the proxy stores for everyone is gzipped all the same.
  const first = await get(path);
  t.equal(cacheState(first), 'MISS', 'the first reader fills the cache');
  t.notOk(first.headers['content-encoding'], 'and gets the page data whole');
  const zipped = await cached(path, { 'accept-encoding': 'gzip, deflate, br' });
  t.equal(zipped.headers['content-encoding'], 'gzip', 'from the proxy cache, gzipped for a reader who takes gzip');
  const text = gunzipSync(zipped.bytes).toString('utf8');
  t.equal((JSON.parse(text) as { status: number }).status, 200, 'the page data itself');
  const whole = await get(path);
  t.equal(cacheState(whole), 'HIT', 'the same stored copy…');
  t.notOk(whole.headers['content-encoding'], '…unzipped for a client that takes no gzip');
  t.equal(whole.body, text, 'byte for byte what the gzipped answer holds');
  t.ok(zipped.bytes.length < whole.bytes.length / 2, `${zipped.bytes.length} bytes gzipped of ${whole.bytes.length}`);
  figures.push(`an article's page data through the proxy: ${whole.bytes.length} bytes, ${zipped.bytes.length} gzipped`);
});

t.test('a changed article is purged at once, from the BFFs and the proxy', async (t) => {
  const [target] = plain.slice(9, 10);
  const url = plainUrls[9];
  const before = await cached(url);
  t.notMatch(before.body, /Friss cím a purge után/);
  // Both BFFs hold the old article too (page cache and upstream cache), whichever the proxy's next miss reaches.
  for (const bff of bffs) {
    let state: unknown;
    for (let i = 0; i < 20 && state !== 'HIT'; i++) {
      const res = await request(bff.url + url);
      await res.body.dump();
      state = res.headers['x-cache'];
    }
    t.equal(state, 'HIT', `BFF on port ${bff.port} has the page in its own cache`);
  }
  const started = performance.now();
  const patch = await request(`${origin.url}/admin/articles/${target.id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ title: 'Friss cím a purge után' }),
  });
  t.equal(patch.statusCode, 200);
  await patch.body.dump();
  const written = performance.now();
  const after = await get(url);
  const seen = performance.now();
  t.match(after.body, /Friss cím a purge után/, 'the very next reader gets the new title');
  t.equal(cacheState(after), 'MISS', 'the old copy is gone from the proxy');
  const again = await cached(url);
  t.match(again.body, /Friss cím a purge után/, 'and the new one is cached in its place');
  figures.push(
    `purge: admin write with purges ${Math.round(written - started)} ms, new title at the proxy ${Math.round(seen - started)} ms after the write began`,
  );
  for (const base of [proxy.url, bffs[0].url]) {
    const bad = await request(base + '/', { method: 'PURGE' });
    await bad.body.dump();
    t.equal(bad.statusCode, 400, `${base === proxy.url ? 'the proxy' : 'a BFF'} answers a PURGE without keys with 400`);
  }
});

t.test('a thousand concurrent clients writing through the proxy lose nothing', async (t) => {
  const clients = 1000;
  const agent = new Agent({ connections: clients, pipelining: 1 });
  t.teardown(() => agent.close());
  // Each client comes from an address of its own (Varnish appends the peer it saw, which TRUST_PROXY trusts): a
  // thousand sign-ups from one address would rightly be held by the sign-up limit.
  const send = async (method: 'POST' | 'DELETE', path: string, body: unknown, client: number) => {
    const address = `10.${client >> 8}.${client & 255}.1`;
    const res = await request(proxy.url + path, {
      method,
      dispatcher: agent,
      body: body ? JSON.stringify(body) : undefined,
      headers: { 'x-forwarded-for': address, ...(body ? { 'content-type': 'application/json' } : {}) },
    });
    await res.body.dump();
    return res.statusCode;
  };
  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: clients }, async (_, i) => {
      const statuses = [
        await send(
          'POST',
          '/api/newsletter/subscribe',
          { email: `terheles${i}@example.hu`, listCodes: ['napi', 'heti'] },
          i,
        ),
      ];
      // A reader's two devices take the push topic; then one of them gives it up.
      const [phone, tablet] = ['phone', 'tablet'].map((d) => `proxy-test-${d}-${i}-${'x'.repeat(12)}`);
      statuses.push(await send('POST', '/api/subscriptions', { clientToken: phone, topic: PUSH_TOPICS[0] }, i));
      statuses.push(await send('POST', '/api/subscriptions', { clientToken: tablet, topic: PUSH_TOPICS[0] }, i));
      statuses.push(
        await send('DELETE', `/api/subscriptions?clientToken=${phone}&topic=${PUSH_TOPICS[0]}`, undefined, i),
      );
      return statuses;
    }),
  );
  const took = performance.now() - started;
  const flat = results.flat();
  const failed = flat.filter((s) => s >= 300);
  t.same(failed, [], `all ${flat.length} writes answered 2xx`);
  if (failed.length > 0) {
    // What the BFFs logged about the failed writes: the cause a CI log otherwise loses.
    const warnings = bffs.flatMap((b) => b.records.filter((r) => Number(r.level) >= 40));
    t.comment(
      warnings
        .slice(0, 20)
        .map((r) => JSON.stringify(r))
        .join('\n'),
    );
  }
  const signups = origin.db
    .prepare(`SELECT count(*) FROM newsletter_subscriptions WHERE email LIKE 'terheles%@example.hu'`)
    .pluck()
    .get() as number;
  const devices = origin.db
    .prepare(
      `SELECT substr(client_token, 1, 16) device, count(*) n FROM push_subscriptions
    WHERE client_token LIKE 'proxy-test-%' GROUP BY 1 ORDER BY 1`,
    )
    .all() as { device: string; n: number }[];
  t.equal(signups, clients * 2, 'every sign-up is in the database (two lists each)');
  t.same(devices, [{ device: 'proxy-test-table', n: clients }], 'every tablet holds the topic, no phone does');
  figures.push(
    `writes: ${clients} clients, ${flat.length} writes in ${Math.round(took)} ms, ${failed.length} failed; database: ${signups} sign-ups, ${devices.map((d) => `${d.n} × ${d.device}`).join(', ')}`,
  );
});

t.test('stale-while-revalidate: an expired page is served at once while one refresh runs', async (t) => {
  const first = await cached(liveA);
  const ttl = seconds(first.headers['cache-control'], 's-maxage');
  const swr = seconds(first.headers['cache-control'], 'stale-while-revalidate');
  t.ok(ttl > 0 && swr > 0, `s-maxage=${ttl}, stale-while-revalidate=${swr}`);
  let stale: Answer | null = null;
  const deadline = performance.now() + (ttl + swr) * 1000;
  while (!stale && performance.now() < deadline) {
    await sleep(500);
    const a = await get(liveA);
    if (cacheState(a) === 'STALE') stale = a;
    else t.equal(cacheState(a), 'HIT', 'fresh until s-maxage');
  }
  t.ok(stale, 'past s-maxage the stale copy is served');
  t.equal(stale!.status, 200);
  t.ok(Number(stale!.headers.age) >= ttl, `with its age (${String(stale!.headers.age)} s)`);
  let refreshed: Answer | null = null;
  for (let i = 0; i < 40 && !refreshed; i++) {
    await sleep(100);
    const a = await get(liveA);
    if (cacheState(a) === 'HIT' && Number(a.headers.age) < ttl) refreshed = a;
  }
  t.ok(refreshed, `and the background refresh replaced it (age ${String(refreshed?.headers.age)} s)`);
});

t.test('SIGTERM to one BFF under load: every answer completes, new requests go to the other', async (t) => {
  const [victim, survivor] = bffs;
  const answers: { status: number; complete: boolean; error?: string }[] = [];
  let n = 0;
  // Typed as the union, not narrowed to null: the loops' closures set it.
  let stopped = null as Promise<number | null> | null;
  let exitedAt = -1;
  // Conditions, not clocks: SIGTERM once answers are flowing (so some are in flight at the victim), stop once the
  // victim is gone and the other instance has answered a good number more on its own.
  const done = () => exitedAt >= 0 && answers.length >= exitedAt + 20;
  const give = performance.now() + 180_000;
  const loop = async () => {
    while (!done() && performance.now() < give) {
      if (!stopped && answers.length >= 10) {
        stopped = victim.stop('SIGTERM');
        void stopped.then(() => {
          exitedAt = answers.length;
        });
      }
      // A query of its own, in a parameter the page reads (one it does not read is dropped from the key, decision 040):
      // the proxy has no copy, so a BFF renders every one of these.
      const path = `${plainUrls[n % plainUrls.length]}?oldal=${2 + n}&terheles=${n++}`;
      try {
        const res = await request(proxy.url + path);
        const body = await res.body.text();
        answers.push({ status: res.statusCode, complete: body.trimEnd().endsWith('</html>') });
      } catch (err) {
        answers.push({ status: 0, complete: false, error: (err as Error).message });
      }
    }
  };
  await Promise.all(Array.from({ length: 12 }, loop));
  t.ok(done(), `the victim exited after ${exitedAt} answers, ${answers.length - exitedAt} more followed`);
  t.equal(await stopped, 0, 'the stopped BFF exited cleanly, within its grace period');
  const bad = answers.filter((a) => a.status !== 200 || !a.complete);
  t.same(bad.slice(0, 5), [], `all ${answers.length} answers are complete pages (${bad.length} not)`);
  const servedBy = (b: BffProcess) =>
    b.records.filter((r) => r.msg === 'request' && String(r.url).includes('terheles=')).length;
  t.ok(
    servedBy(victim) > 0 && servedBy(survivor) > servedBy(victim),
    'the stopped one served until SIGTERM, the other the rest',
  );
  const refused = victim.records.filter((r) => r.msg === 'request' && r.status === 503).length;
  figures.push(
    `SIGTERM under load: ${answers.length} requests, ${bad.length} incomplete; served by the stopped BFF ${servedBy(victim)} (${refused} of them 503 while closing, retried by the proxy), by the other ${servedBy(survivor)}`,
  );
});

t.test('both BFFs down: cached pages keep answering, stale past stale-while-revalidate (stale-if-error)', async (t) => {
  await Promise.all(bffs.map((b) => b.stop('SIGTERM')));
  // The live article B was cached at the start and not asked for since: wait until it is past s-maxage plus
  // stale-while-revalidate, where only stale-if-error still lets the proxy use it.
  const cc = liveBCache.headers['cache-control'];
  const pastSwrMs = (seconds(cc, 's-maxage') + seconds(cc, 'stale-while-revalidate') + 1) * 1000;
  t.ok(
    seconds(cc, 'stale-if-error') * 1000 > pastSwrMs,
    `stale-if-error (${seconds(cc, 'stale-if-error')} s) outlasts that`,
  );
  const wait = liveBCachedAt + pastSwrMs - performance.now();
  if (wait > 0) await sleep(wait);
  const b = await get(liveB);
  t.equal(b.status, 200, 'the live article past its stale-while-revalidate window still answers');
  t.equal(cacheState(b), 'STALE-IF-ERROR', 'from the copy kept for errors');
  t.equal(b.body, liveBCache.body, 'the page as it was cached');
  const pages = ['/', liveA, ...plainUrls.slice(0, 8)];
  const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => get(pages[i % pages.length])));
  const served = answers.filter((a) => a.status === 200).length;
  t.equal(served, 200, 'every read of a cached page answered 200 with both BFFs down');
  // (a parameter the page reads: one it does not read would be dropped from the key, and the copy served)
  const unseen = await get(`${plainUrls[11]}?oldal=7`);
  t.equal(unseen.status, 503, 'a page the proxy never had is a 503');
  t.ok(unseen.ms < 5000, `at once (${Math.round(unseen.ms)} ms), not a hang`);
  figures.push(
    `both BFFs down: ${served + 1} of ${answers.length + 1} reads served from the proxy (${answers.filter((a) => cacheState(a) !== 'HIT').length} of them stale)`,
  );
});
