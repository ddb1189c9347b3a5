// The streamed HTML pages: status before any byte, the shell first, secondary data streamed in behind it, the
// error pages, the regional edition on its own host, and the CSP holding for streamed and complete renders.
import { request as httpRequest } from 'node:http';
import * as zlib from 'node:zlib';
import type { Transform } from 'node:stream';
import t from 'tap';
import { request } from 'undici';
import { sameSiteTarget } from '../helpers/same-site-location.ts';
import { startBff, startOrigin } from '../helpers/servers.ts';
import { startSlowProxy } from '../helpers/slow-proxy.ts';
import { LATEST_SIDEBAR_PATH } from '../../server/loaders/secondary-loaders.ts';
import { headline } from '../../shared/headline.ts';
import { NODE_HAS_ZSTD } from '../../server/ssr/compression.ts';

const origin = await startOrigin();
// Streaming is what these tests look at; the whole-page cache (which serves complete renders) has its own tests.
const NO_PAGE_CACHE = { pageCacheTtlMs: 0 };

/** A decoder for a streamed page's encoding; zstd's only on a Node line that has it (its types name none yet). */
const decoderFor = (encoding: 'br' | 'zstd'): Transform =>
  encoding === 'br'
    ? zlib.createBrotliDecompress()
    : (zlib as unknown as { createZstdDecompress(): Transform }).createZstdDecompress();
const bff = await startBff(origin.url, NO_PAGE_CACHE);
t.teardown(async () => {
  await bff.close();
  await origin.close();
});

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await request(bff.url + path, { headers });
  return { status: res.statusCode, headers: res.headers, body: await res.body.text() };
}

function firstArticlePath(html: string): string {
  const m = /<a href="(\/[^"]*\/\d{4}\/\d{2}\/\d{2}\/[^"]+)"/.exec(html);
  if (!m) throw new Error('no article link on the page');
  return m[1];
}

t.test('front page: streamed, complete, with header, articles and the site', async (t) => {
  const res = await get('/');
  t.equal(res.status, 200);
  t.match(res.headers['content-type'], /text\/html/);
  t.match(res.body, /^<!DOCTYPE html><html lang="hu" class="site-telex"/);
  t.match(res.body, /<header class="site-header"/);
  t.match(res.body, /<title>Telex – /);
  t.match(res.body, /<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/"/, 'canonical from configuration');
  t.match(res.body, /<link rel="alternate" type="application\/rss\+xml"/);
  t.match(res.body, /id="friss-hirek"/, 'the sidebar streamed in');
  t.match(res.body, /<script type="module" src="\/assets\/entry-client-[A-Z0-9]+\.js"/);
  t.ok(firstArticlePath(res.body));
  // React writes the chunks' preloads ahead of the theme script and the style sheet: at a default priority they took
  // the connections those two wait on before the first paint (decision 103).
  const head = res.body.slice(0, res.body.indexOf('</head>'));
  const preloads = head.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
  t.ok(preloads.length > 1, `the front preloads its chunks (${preloads.length})`);
  t.same(
    preloads.filter((link) => !/ fetchPriority="low"/.test(link)),
    [],
    'every chunk preload is low priority',
  );
});

t.test('article page: title, lead, authors, section, Hungarian date, tags, sanitized body', async (t) => {
  const front = await get('/');
  const path = firstArticlePath(front.body);
  const res = await get(path);
  t.equal(res.status, 200);
  const article = (await (await request(`${origin.url}/api/articles/${path.split('/').pop()}`)).body.json()) as {
    title: string;
    lead: string;
    articleAuthors: { name: string; slug: string }[];
    mainSuperTag: { name: string };
  };
  const esc = (s: string) =>
    s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  // as shown: a leading article bound to the next word (shared/headline.ts)
  t.ok(res.body.includes(`<h1 class="article__title">${esc(headline(article.title))}</h1>`), 'title');
  t.ok(res.body.includes(esc(article.lead)), 'lead');
  for (const a of article.articleAuthors) t.ok(res.body.includes(`href="/szerzo/${a.slug}"`), `author link ${a.slug}`);
  t.ok(res.body.includes(esc(article.mainSuperTag.name)), 'main super-tag');
  t.match(
    res.body,
    /\d{4}\. (január|február|március|április|május|június|július|augusztus|szeptember|október|november|december) \d{1,2}\. \d{2}:\d{2}/,
    'Hungarian date',
  );
  t.match(res.body, /<meta property="og:type" content="article"/);
  const content =
    /<div class="article__content"[^>]*>([\s\S]*?)<\/div><(?:ul class="article__tags"|\/article>)/.exec(
      res.body,
    )?.[1] ?? '';
  t.ok(content.length > 200, 'the content is there');
  t.notMatch(content, /<script|javascript:|\son[a-z]+=/i, 'no script, javascript: URL or event handler in the content');
});

t.test('unknown paths and malformed article URLs are the 404 page', async (t) => {
  for (const path of [
    '/nincs-ilyen-oldal',
    '/belfold/2026/13/01/x',
    '/belfold/20xx/01/01/x',
    '/kulfold/2026/01/01/nincs-ilyen-cikk-sehol',
    '/zzz/belfold/2026/01/01/x',
  ]) {
    const res = await get(path);
    t.equal(res.status, 404, path);
    t.match(res.body, /A keresett oldal nem található\./);
    t.match(res.body, /<a [^>]*href="\/"[^>]*>Vissza a címlapra<\/a>/);
    t.match(res.body, /not-found\.svg/, 'the picture');
  }
});

t.test('an article under a non-canonical URL moves to the canonical one, query kept', async (t) => {
  const front = await get('/');
  const path = firstArticlePath(front.body);
  const slug = path.split('/').pop();
  const res = await get(`/valami/2001/01/01/${slug}?utm_source=x`);
  t.equal(res.status, 301);
  t.equal(sameSiteTarget(t, res.headers.location, `${bff.url}/valami/2001/01/01/${slug}`), `${path}?utm_source=x`);
});

t.test('the regional edition answers on its own host with its own site', async (t) => {
  const res = await get('/', { host: 'ro.localhost' });
  t.equal(res.status, 200);
  t.match(res.body, /<html lang="hu" class="site-transtelex"/);
  t.match(res.body, /<title>Transtelex – /);
  t.match(res.body, /Lei/, 'its own currency');
  const main = await get('/');
  t.match(main.body, /\bFt\b/);
  t.notMatch(main.body, /\bLei\b/);
});

t.test("a main-site story read on the regional edition names the main site's URL as canonical", async (t) => {
  const regionalFront = await get('/', { host: 'ro.localhost' });
  const regionalOrigin = bff.url.replace('127.0.0.1', 'ro.localhost');
  const paths = [...regionalFront.body.matchAll(/href="(\/[a-z0-9-]+\/\d{4}\/\d{2}\/\d{2}\/[a-z0-9-]+)"/g)].map(
    (m) => m[1],
  );
  // Whose story each is, from the publisher's own record of it (asked for the main site, it knows only the main
  // site's stories).
  const siteOf = async (path: string) => {
    const res = await request(`${origin.url}/api/articles/${path.split('/').pop()}`);
    return ((await res.body.json()) as { originatingSite?: string }).originatingSite ?? 'not the main site';
  };
  const sites = await Promise.all(paths.map(siteOf));
  const own = paths.find((_, i) => sites[i] !== 'telex');
  const borrowed = paths.find((_, i) => sites[i] === 'telex');
  t.ok(own && borrowed, "the regional front shows its own stories and the main site's");
  const canonicalOf = async (path: string) =>
    /<link rel="canonical" href="([^"]+)"/.exec((await get(path, { host: 'ro.localhost' })).body)?.[1];
  t.equal(await canonicalOf(borrowed!), `${bff.url}${borrowed}`, "a main-site story: the main site's URL");
  t.equal(await canonicalOf(own!), `${regionalOrigin}${own}`, 'its own story: its own URL');
});

t.test('CSP: streamed pages carry a fresh nonce on every inline script; complete renders have none', async (t) => {
  const a = await get('/');
  const b = await get('/');
  const nonceA = /'nonce-([^']+)'/.exec(String(a.headers['content-security-policy']))?.[1];
  const nonceB = /'nonce-([^']+)'/.exec(String(b.headers['content-security-policy']))?.[1];
  t.ok(nonceA && nonceB && nonceA !== nonceB, 'a fresh nonce per response');
  t.notMatch(String(a.headers['content-security-policy']), /unsafe-inline'[^;]*;?\s*$|script-src[^;]*unsafe-inline/);
  for (const m of a.body.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")([^>]*)>/g)) {
    t.ok(m[1].includes(`nonce="${nonceA}"`), 'inline script has the nonce');
  }
  const bot = await get('/', {
    'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  });
  t.equal(bot.status, 200);
  t.notMatch(String(bot.headers['content-security-policy']), /nonce-/);
  t.notMatch(
    bot.body,
    /<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>/,
    'no inline executable script for bots',
  );
  t.match(bot.body, /id="friss-hirek"/, 'bots get the complete document');
});

t.test('HEAD answers with the status and headers only', async (t) => {
  const res = await request(bff.url + '/', { method: 'HEAD' });
  t.equal(res.statusCode, 200);
  t.equal(await res.body.text(), '');
  const missing = await request(bff.url + '/nincs-ilyen', { method: 'HEAD' });
  t.equal(missing.statusCode, 404);
  await missing.body.dump();
});

t.test('compressed streaming: brotli and gzip when asked', async (t) => {
  for (const enc of ['br', 'gzip']) {
    const res = await request(bff.url + '/', { headers: { 'accept-encoding': enc } });
    t.equal(res.headers['content-encoding'], enc);
    await res.body.dump();
  }
});

t.test(
  'a streamed page is zstd for a reader that accepts it (decision 108)',
  { skip: !NODE_HAS_ZSTD && 'this Node line has no zstd (22.15 and later have it)' },
  async (t) => {
    const res = await request(bff.url + '/', {
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    t.equal(res.headers['content-encoding'], 'zstd');
    t.match(res.headers.vary, /Accept-Encoding/i);
    await res.body.dump();
  },
);

/** helmet's headers as the BFF configures them (server/global-hooks.ts), on plain http. */
const HELMET_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'SAMEORIGIN',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-site',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

t.test('security headers and the page-data endpoint', async (t) => {
  const front = await get('/');
  t.match(front.headers, HELMET_HEADERS, "a streamed page carries helmet's headers");
  t.match(front.headers['content-security-policy'], /'nonce-/, 'and its own policy, with its nonce');
  t.ok(front.headers['permissions-policy']);
  t.notOk(front.headers['strict-transport-security'], 'no HSTS on plain http');
  const path = firstArticlePath(front.body);
  const data = await request(`${bff.url}/page-data?path=${encodeURIComponent(path)}`);
  t.equal(data.statusCode, 200);
  t.match(data.headers, HELMET_HEADERS, 'a JSON answer carries them too');
  t.notMatch(data.headers['content-security-policy'], /'nonce-/, 'with the policy of answers that are not pages');
  t.ok(data.headers['permissions-policy']);
  const body = (await data.body.json()) as { status: number; routeId: string; data: { kind: string } };
  t.equal(body.routeId, 'article');
  t.equal(body.data.kind, 'article');
  const missing = await request(`${bff.url}/page-data?path=${encodeURIComponent('/nincs-ilyen')}`);
  t.equal(missing.statusCode, 404);
  t.match(await missing.body.json(), { status: 404, error: { message: 'Page Not Found: /nincs-ilyen' } });
  for (const bad of ['', 'x', '//evil.example/x', '/' + 'a'.repeat(3000)]) {
    const r = await request(`${bff.url}/page-data?path=${encodeURIComponent(bad)}`);
    t.equal(r.statusCode, 400, `bad path ${bad.slice(0, 20)}`);
    await r.body.dump();
  }
});

// Brotli too: the compressor must pass the shell on at once (server/ssr/coalesce-flushes.ts), not with the page's end.
for (const encoding of [null, 'br', 'zstd'] as const)
  t.test(
    `streaming${encoding ? ` (${encoding})` : ''}: the shell arrives while the secondary upstream is still held, and the part streams in after it`,
    { skip: encoding === 'zstd' && !NODE_HAS_ZSTD && 'this Node line has no zstd (22.15 and later have it)' },
    async (t) => {
      // The secondary call is held until the test has read the header off the wire (or 30 s, so a BFF that waits for it
      // still ends the test): whether the shell came first is an order, not a time.
      let release!: () => void;
      const held = new Promise<void>((r) => {
        release = r;
      });
      const fallback = setTimeout(release, 30_000);
      const slow = await startSlowProxy(origin.url, (path) => (path.startsWith(LATEST_SIDEBAR_PATH) ? held : 0));
      const streaming = await startBff(slow.url, {
        ...NO_PAGE_CACHE,
        upstreamTimeoutMs: { primary: 60_000, secondary: 60_000 },
      });
      t.teardown(async () => {
        clearTimeout(fallback);
        release();
        await streaming.close();
        await slow.close();
      });

      let received = '';
      let headerWhileHeld = false;
      let released = false;
      void held.then(() => {
        released = true;
      });
      await new Promise<void>((resolve, reject) => {
        httpRequest(streaming.url + '/', { headers: encoding ? { 'accept-encoding': encoding } : {} }, (raw) => {
          t.equal(raw.headers['content-encoding'], encoding ?? undefined);
          const res = encoding ? raw.pipe(decoderFor(encoding)) : raw;
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            received += chunk;
            if (!headerWhileHeld && !released && received.includes('<header')) {
              headerWhileHeld = true;
              release();
            }
          });
          res.on('end', resolve);
          res.on('error', reject);
        })
          .on('error', reject)
          .end();
      });
      t.ok(headerWhileHeld, 'the header arrived while the secondary upstream was still held');
      t.ok(
        slow.calls.some((p) => p.startsWith(LATEST_SIDEBAR_PATH)),
        'the secondary part was asked for',
      );
      t.match(received, /id="friss-hirek"/, 'the delayed part is in the final HTML');
      t.ok(received.indexOf('id="friss-hirek"') > received.indexOf('</footer>'), 'it streamed in after the shell');
    },
  );

t.test('a hanging secondary upstream: the page completes within its budget, without that part', async (t) => {
  // The hang outlasts the test; the secondary budget (500 ms) ends the wait. The bound on the whole page is loose
  // (a busy machine), yet far below the hang, so waiting for the hung call would fail it.
  const HANG_MS = 120_000;
  const hang = await startSlowProxy(origin.url, (path) => (path.startsWith(LATEST_SIDEBAR_PATH) ? HANG_MS : 0));
  const bff2 = await startBff(hang.url, { ...NO_PAGE_CACHE, upstreamTimeoutMs: { primary: 60_000, secondary: 500 } });
  t.teardown(async () => {
    await bff2.close();
    await hang.close();
  });
  const started = performance.now();
  const res = await request(bff2.url + '/');
  const html = await res.body.text();
  const took = performance.now() - started;
  t.equal(res.statusCode, 200);
  t.ok(took < HANG_MS / 4, `completed in ${Math.round(took)} ms, without waiting for the hung call`);
  t.notMatch(html, /id="friss-hirek"/);
  t.match(html, /<\/html>/);
});

// Decision 109: parts whose data is in memory are ready within the shell's grace and are written in place (a part
// that waits on its upstream call streams in behind the shell: the 'streaming' tests above).
const STREAMED_BEHIND = /<template id="B:|<div hidden id="S:|\$RC\(/;

t.test("parts ready within the shell's grace are written in place, with no reveal script", async (t) => {
  const patient = await startBff(origin.url, { ...NO_PAGE_CACHE, renderShellGraceMs: 60_000 });
  const atOnce = await startBff(origin.url, { ...NO_PAGE_CACHE, renderShellGraceMs: 0 });
  t.teardown(async () => {
    await patient.close();
    await atOnce.close();
  });
  const article = firstArticlePath((await get('/')).body);
  // The first asks fill each BFF's upstream cache.
  for (const b of [patient, atOnce]) await (await request(b.url + article)).body.text();
  const inPlace = await (await request(patient.url + article)).body.text();
  t.match(inPlace, /id="friss-hirek"/, 'the sidebar is on the page');
  t.match(inPlace, /class="more-boxes"/, 'and the recommender under the story');
  t.notMatch(inPlace, STREAMED_BEHIND, 'every part in place, none behind a reveal script');
  const streamed = await (await request(atOnce.url + article)).body.text();
  t.match(streamed, /id="friss-hirek"/);
  t.match(streamed, STREAMED_BEHIND, 'without a grace the same parts stream in behind the shell');
});

t.test('a reader who goes away stops the render and its upstream calls', async (t) => {
  const held = new Promise<void>(() => {}); // never released: only the BFF's hang-up ends this call
  const hang = await startSlowProxy(origin.url, (path) => (path.startsWith(LATEST_SIDEBAR_PATH) ? held : 0));
  const bff3 = await startBff(hang.url, {
    ...NO_PAGE_CACHE,
    upstreamTimeoutMs: { primary: 60_000, secondary: 60_000 },
  });
  t.teardown(async () => {
    await bff3.close();
    await hang.close();
  });
  await new Promise<void>((resolve, reject) => {
    const req = httpRequest(bff3.url + '/', (res) => {
      res.once('data', () => {
        req.destroy();
        resolve();
      });
    });
    req.on('error', () => {});
    req.setTimeout(30_000, () => reject(new Error('no first byte')));
    req.end();
  });
  // Wait for the condition, bounded far below the 60 s the secondary budget would take to end the call by itself.
  const until = Date.now() + 20_000;
  while (!hang.abandoned.some((p) => p.startsWith(LATEST_SIDEBAR_PATH)) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 25));
  }
  t.ok(
    hang.abandoned.some((p) => p.startsWith(LATEST_SIDEBAR_PATH)),
    'the pending upstream call was cancelled',
  );
});

t.test('hashed assets are served precompressed and cached for good', async (t) => {
  const front = await get('/');
  const entry = /<script type="module" src="(\/assets\/entry-client-[A-Z0-9]+\.js)"/.exec(front.body)![1];
  for (const enc of ['br', 'gzip']) {
    const res = await request(bff.url + entry, { headers: { 'accept-encoding': enc } });
    t.equal(res.headers['content-encoding'], enc);
    t.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
    t.equal(res.headers['x-content-type-options'], 'nosniff', 'a script is served as a script');
    for (const name of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'etag', 'last-modified']) {
      t.notOk(res.headers[name], `no ${name} on an immutable asset`);
    }
    const headerBytes = Object.entries(res.headers).reduce((n, [k, v]) => n + k.length + String(v).length + 4, 0);
    t.ok(headerBytes < 400, `an asset's headers are small (${headerBytes} bytes)`);
    await res.body.dump();
  }
});
