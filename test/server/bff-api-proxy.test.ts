// The app's and browser's direct /api calls: allow-listed, cookies never forwarded, the token injected, upstream
// cookies stripped, and the polled endpoints answered from the cache.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { request } from 'undici';
import { startBff } from '../helpers/servers.ts';

const seen: { method: string; url: string; headers: IncomingHttpHeaders }[] = [];
const refreshBody = {
  componentSetup: { donations: '0', refreshQuiz: '1' },
  exchangesRates: [],
  weatherData: [],
  floodingData: null,
  pipStatus: { pipShow: false, pipTitle: null, pipUrl: null, pipOpen: false, pipLabel: 'élő' },
  trendingTags: [],
  widgets: [],
};
const upstream = createServer((req, res) => {
  seen.push({ method: req.method!, url: req.url!, headers: req.headers });
  req.resume();
  req.on('end', () => {
    if (req.url?.startsWith('/api/episodes/atiranyitas')) {
      res.writeHead(302, { location: '//evil.example/x' }).end();
      return;
    }
    res.setHeader('set-cookie', 'upstream_session=secret; Path=/');
    res.setHeader('x-powered-by', 'publisher-internal');
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(req.url?.startsWith('/api/frontend/refresh') ? refreshBody : { ok: true }));
  });
});
await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
const bff = await startBff(upstreamUrl);
t.teardown(async () => {
  await bff.close();
  upstream.closeAllConnections();
  upstream.close();
});

t.test('/api/frontend/refresh, polled by every tab, is served from the cache', async (t) => {
  seen.length = 0;
  const answers = await Promise.all(
    Array.from({ length: 30 }, async () => {
      const res = await request(`${bff.url}/api/frontend/refresh`, { headers: { cookie: 'x=y' } });
      return { status: res.statusCode, body: await res.body.json() };
    }),
  );
  t.ok(answers.every((a) => a.status === 200));
  t.same(answers[0].body, refreshBody);
  t.equal(seen.filter((s) => s.url.startsWith('/api/frontend/refresh')).length, 1, 'one upstream call for 30 tabs');
  t.notOk(seen.some((s) => s.headers.cookie));
});

t.test('cookies stay at the BFF; the token is injected; upstream cookies and internals are stripped', async (t) => {
  seen.length = 0;
  // A proxied write (the newsletter sign-up is no longer proxied: the BFF answers it with the form's rules).
  const res = await request(`${bff.url}/api/subscriptions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: 'tracking=abc; access_token=editor-tok' },
    body: JSON.stringify({ clientToken: 'abcdefgh12', topic: 'fontos' }),
  });
  t.equal(res.statusCode, 200);
  t.notOk(res.headers['set-cookie'], 'no upstream set-cookie reaches the browser');
  t.notOk(res.headers['x-powered-by'], 'internal headers stripped');
  await res.body.dump();
  t.equal(seen.length, 1);
  t.notOk(seen[0].headers.cookie, 'no cookie header upstream');
  t.equal(seen[0].headers.authorization, 'Bearer editor-tok', 'bearer injected from the HttpOnly cookie');
  t.equal(seen[0].headers['x-site'], 'telex', 'the site header');
});

t.test('the regional host speaks for its own site', async (t) => {
  seen.length = 0;
  const res = await request(`${bff.url}/api/subscriptions?clientToken=abcdefgh12`, {
    headers: { host: 'ro.localhost' },
  });
  await res.body.dump();
  t.equal(seen[0].headers['x-site'], 'transtelex');
  seen.length = 0;
  const spoof = await request(`${bff.url}/api/subscriptions?clientToken=abcdefgh12`, {
    headers: { 'x-site': 'transtelex' },
  });
  await spoof.body.dump();
  t.equal(seen[0].headers['x-site'], 'telex', 'a main-domain caller cannot speak for the regional edition');
});

t.test("a push device's topics, asked for with its client token, are never stored by a cache", async (t) => {
  const res = await request(`${bff.url}/api/subscriptions?clientToken=abcdefgh12`);
  await res.body.dump();
  t.equal(res.statusCode, 200);
  // A browser that kept it for five seconds showed the topics of before a change (the push settings' toggles).
  t.equal(res.headers['cache-control'], 'private, no-store', 'private, no-store');
  const shared = await request(`${bff.url}/api/podcasts/public/all`);
  await shared.body.dump();
  t.match(String(shared.headers['cache-control']), /^public, /, 'while a shared list stays public');
});

t.test(
  'anything outside the allowed endpoints is 404 (405 for another method of one) and never reaches the upstream',
  async (t) => {
    seen.length = 0;
    for (const [method, path] of [
      ['GET', '/api/articles/valami-cikk'],
      ['GET', '/api/v2/user/info'],
      ['POST', '/api/login'],
      ['GET', '/api/docs/impresszum'],
      ['GET', '/api/impress/staff'],
      ['GET', '/api/../admin/articles/1'],
      ['GET', '/api/articles/1/items/../../../admin'],
      ['GET', '/api/%2e%2e/admin'],
    ] as const) {
      const res = await request(bff.url + path, { method });
      t.equal(res.statusCode, 404, `${method} ${path}`);
      await res.body.dump();
    }
    for (const [method, path, allow] of [
      ['DELETE', '/api/newsletter/subscribe', 'POST'],
      ['PUT', '/api/subscriptions', 'GET, HEAD, POST, DELETE'],
      ['POST', '/api/search', 'GET, HEAD'],
    ] as const) {
      const res = await request(bff.url + path, { method });
      t.equal(res.statusCode, 405, `${method} ${path}`);
      t.equal(res.headers.allow, allow, 'the methods that would work');
      await res.body.dump();
    }
    // (Paths that normalise outside /api are page URLs: their 404 page renders, and its own data — the shared data,
    // the sponsored lines, the sidebar's newest articles — is fetched.)
    const forwarded = seen.filter(
      (s) =>
        !['/api/frontend/refresh', '/api/frontend/init', '/api/articles?perPage='].some((own) => s.url.startsWith(own)),
    );
    t.same(forwarded, [], 'none of them was forwarded');
  },
);

t.test("an upstream's redirect is held to the same-site rule", async (t) => {
  const res = await request(`${bff.url}/api/episodes/atiranyitas`);
  t.equal(res.statusCode, 302);
  t.equal(
    new URL(res.headers.location as string, bff.url).origin,
    new URL(bff.config.publicOrigin.main).origin,
    `${res.headers.location}`,
  );
  await res.body.dump();
});
