// Web Push end to end: a browser's subscription stored for a clientToken (and refused when it is not a real one), the
// admin's send through web-push to a local stand-in for the browser vendor's push service, where the test decrypts
// what arrived (RFC 8291) and checks the VAPID signature (RFC 8292); subscriptions the push service says are gone are
// removed. Then the BFF's part: the public key, the service worker at the site root, /api/subscriptions proxied.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { request } from 'undici';
import { base64UrlToBytes } from '../../shared/base64url-bytes.ts';
import { generateVapidKeys, loadVapidKeys } from '../../stand-ins/origin/push/vapid-keys.ts';
import { originFixture } from '../helpers/origin-fixture.ts';
import { startBff, startOrigin, TEST_NOW } from '../helpers/servers.ts';
import { browserKeys, startPushService, verifyVapid } from '../helpers/web-push-receiver.ts';

const vapid = generateVapidKeys('mailto:push@example.hu');
const pushService = await startPushService();
const f = await originFixture({ vapid, pushAllowLoopbackHttp: true });
t.teardown(async () => {
  await f.close();
  await pushService.close();
});

const subscribe = (payload: object) => f.inject({ method: 'POST', url: '/api/subscriptions', payload });
const send = (payload: object, headers: Record<string, string> = {}) =>
  f.inject({ method: 'POST', url: '/admin/push/send', payload, headers });
const device = (path: string, keys = browserKeys()) => ({
  endpoint: `${pushService.url}${path}`,
  expirationTime: null,
  keys: { p256dh: keys.p256dh, auth: keys.auth },
});

t.test('a browser opts in to the default topic and receives a notification it can decrypt', async (t) => {
  const keys = browserKeys();
  const res = await subscribe({ clientToken: 'bongeszo-egy-123', pushSubscription: device('/push/egy', keys) });
  t.equal(res.statusCode, 201);
  t.same(
    res.json(),
    { clientToken: 'bongeszo-egy-123', topics: ['fontos'], webPush: true },
    "topic 'fontos' by default",
  );
  t.equal(
    (await subscribe({ clientToken: 'bongeszo-egy-123', pushSubscription: device('/push/egy', keys) })).statusCode,
    200,
    'the same again changes nothing',
  );

  pushService.deliveries.length = 0;
  const sent = await send({ title: 'Rendkívüli', body: 'Lemondott a kormány.', url: '/belfold/2026/11/25/lemondott' });
  t.equal(sent.statusCode, 200);
  t.same(sent.json(), { topic: 'fontos', devices: 1, sent: 1, removed: 0, failed: [] });
  t.equal(pushService.deliveries.length, 1);
  const delivery = pushService.deliveries[0];
  t.equal(delivery.path, '/push/egy');
  t.equal(delivery.headers['content-encoding'], 'aes128gcm');
  t.equal(delivery.headers.urgency, 'high');
  t.ok(Number(delivery.headers.ttl) > 0);
  const payload = JSON.parse(keys.decrypt(delivery.body).toString('utf8'));
  t.same(payload, {
    title: 'Rendkívüli',
    body: 'Lemondott a kormány.',
    url: '/belfold/2026/11/25/lemondott',
    tag: 'fontos',
  });
  const claims = verifyVapid(delivery.headers.authorization, vapid.publicKey);
  t.equal(claims.aud, pushService.url, 'the JWT audience is the push service origin');
  t.equal(claims.sub, 'mailto:push@example.hu');
  t.ok(claims.exp > Date.now() / 1000 && claims.exp <= Date.now() / 1000 + 24 * 3600, 'expires within a day');
  t.throws(() => browserKeys().decrypt(delivery.body), 'another browser cannot read it');
});

t.test("only the topic's browsers get it; gone subscriptions are removed, failing ones kept", async (t) => {
  const g7 = browserKeys();
  await subscribe({ clientToken: 'bongeszo-g7-1234', topic: 'g7', pushSubscription: device('/push/g7', g7) });
  await subscribe({ clientToken: 'bongeszo-gone-12', pushSubscription: device('/push/gone') });
  await subscribe({ clientToken: 'bongeszo-hiba-12', pushSubscription: device('/push/hiba') });
  await subscribe({ clientToken: 'mobil-app-token-1' }); // the app's own token: no browser subscription, never sent to here
  pushService.statusFor.set('/push/gone', 410);
  pushService.statusFor.set('/push/hiba', 500);
  pushService.deliveries.length = 0;
  const res = (await send({ topic: 'fontos', title: 'Hír', body: '', url: 'https://telex.hu/' })).json();
  t.equal(res.devices, 3);
  t.equal(res.sent, 1);
  t.equal(res.removed, 1);
  t.same(
    res.failed.map((x: any) => x.status),
    [500],
  );
  t.same(pushService.deliveries.map((d) => d.path).sort(), ['/push/egy', '/push/gone', '/push/hiba']);
  t.same(
    (await f.get('/api/subscriptions?clientToken=bongeszo-gone-12')).body,
    { clientToken: 'bongeszo-gone-12', topics: [], webPush: false },
    '410: forgotten',
  );
  t.same(
    (await f.get('/api/subscriptions?clientToken=bongeszo-hiba-12')).body.webPush,
    true,
    '500: kept for the next send',
  );
  pushService.deliveries.length = 0;
  const g7res = (await send({ topic: 'g7', title: 'G7', body: 'Kamatdöntés', url: '/g7/2026/11/25/kamat' })).json();
  t.same([g7res.devices, g7res.sent], [1, 1]);
  t.equal(JSON.parse(g7.decrypt(pushService.deliveries[0].body).toString()).body, 'Kamatdöntés');
  pushService.statusFor.clear();
});

t.test('an endpoint moves with the browser; the last topic removed forgets the browser', async (t) => {
  const keys = browserKeys();
  await subscribe({ clientToken: 'regi-token-123456', pushSubscription: device('/push/koltozo', keys) });
  await subscribe({ clientToken: 'uj-token-12345678', pushSubscription: device('/push/koltozo', keys) });
  t.equal(
    f.db.prepare("SELECT count(*) FROM push_devices WHERE endpoint LIKE '%/push/koltozo'").pluck().get(),
    1,
    'one browser, one row',
  );
  t.equal((await f.get('/api/subscriptions?clientToken=regi-token-123456')).body.webPush, false);
  await subscribe({ clientToken: 'uj-token-12345678', topic: 'after' });
  t.equal(
    (await f.inject({ method: 'DELETE', url: '/api/subscriptions?clientToken=uj-token-12345678' })).statusCode,
    204,
    "topic 'fontos' by default",
  );
  t.same((await f.get('/api/subscriptions?clientToken=uj-token-12345678')).body, {
    clientToken: 'uj-token-12345678',
    topics: ['after'],
    webPush: true,
  });
  await f.inject({ method: 'DELETE', url: '/api/subscriptions?clientToken=uj-token-12345678&topic=after' });
  t.same(
    (await f.get('/api/subscriptions?clientToken=uj-token-12345678')).body.webPush,
    false,
    'no topic left: the endpoint is forgotten',
  );
});

t.test('bad subscriptions and sends are clear 400s / 403s', async (t) => {
  const keys = browserKeys();
  const bad = async (payload: object, pattern: RegExp) => {
    const res = await subscribe(payload);
    t.equal(res.statusCode, 400, JSON.stringify(payload).slice(0, 120));
    t.match(res.json().message, pattern);
  };
  await bad({ topic: 'fontos' }, /clientToken/);
  await bad({ clientToken: 'rovid', topic: 'fontos' }, /clientToken/);
  await bad({ clientToken: 'jo-token-1234567', topic: 'sport' }, /topic must be one of fontos, g7, after, karakter/);
  await bad({ clientToken: 'jo-token-1234567', topic: '' }, /topic/);
  await bad(
    { clientToken: 'jo-token-1234567', pushSubscription: { endpoint: 'http://push.example.com/x', keys } },
    /https/,
  );
  await bad(
    { clientToken: 'jo-token-1234567', pushSubscription: { endpoint: 'https://192.168.1.10/x', keys } },
    /not an IP address/,
  );
  await bad(
    { clientToken: 'jo-token-1234567', pushSubscription: { endpoint: 'https://[::1]/x', keys } },
    /not an IP address/,
  );
  await bad(
    { clientToken: 'jo-token-1234567', pushSubscription: { endpoint: 'https://localhost/x', keys } },
    /at a browser's push service \(fcm\.googleapis\.com, /,
  );
  await bad(
    { clientToken: 'jo-token-1234567', pushSubscription: { endpoint: 'https://push.example.com/x', keys } },
    /at a browser's push service/,
  );
  await bad(
    { clientToken: 'jo-token-1234567', pushSubscription: { endpoint: 'https://u:p@fcm.googleapis.com/x', keys } },
    /credentials/,
  );
  await bad({ clientToken: 'jo-token-1234567', pushSubscription: { endpoint: 'nem url', keys } }, /not a URL/);
  const fcm = 'https://fcm.googleapis.com/fcm/send/x';
  await bad(
    { clientToken: 'jo-token-1234567', pushSubscription: { endpoint: fcm, keys: { p256dh: 'AAAA', auth: keys.auth } } },
    /p256dh/,
  );
  await bad(
    {
      clientToken: 'jo-token-1234567',
      pushSubscription: { endpoint: fcm, keys: { p256dh: keys.p256dh, auth: 'AAAA' } },
    },
    /auth/,
  );
  await bad({ clientToken: 'jo-token-1234567', pushSubscription: { endpoint: fcm } }, /keys/);
  t.equal((await f.get('/api/subscriptions')).status, 400);
  t.equal(
    f.db.prepare("SELECT count(*) FROM push_subscriptions WHERE client_token = 'jo-token-1234567'").pluck().get(),
    0,
    'nothing stored',
  );

  t.equal((await send({ title: 'x', body: 'y', url: '//gonosz.example/' })).statusCode, 400);
  t.equal((await send({ title: 'x', body: 'y', url: 'javascript:alert(1)' })).statusCode, 400);
  t.equal((await send({ title: 'x', body: 'y', url: 'http://telex.hu/' })).statusCode, 400);
  t.equal((await send({ title: '   ', body: 'y', url: '/' })).statusCode, 400);
  t.equal((await send({ title: 'x', body: 'y', url: '/', topic: 'sport' })).statusCode, 400);
  t.equal((await send({ title: 'x', url: '/' })).statusCode, 400, 'body missing');
  const remote = await f.inject({
    method: 'POST',
    url: '/admin/push/send',
    payload: { title: 'x', body: 'y', url: '/' },
    remoteAddress: '203.0.113.9',
  });
  t.equal(remote.statusCode, 403, 'loopback only');
});

t.test('GET and DELETE with bad input: clear 400s that name the problem, and nothing removed', async (t) => {
  t.equal((await subscribe({ clientToken: 'marad-token-12345', topic: 'g7' })).statusCode, 201);
  const bad = async (method: 'GET' | 'DELETE', url: string, pattern: RegExp) => {
    const res = await f.inject({ method, url });
    t.equal(res.statusCode, 400, `${method} ${url}`);
    t.match(res.json().message, pattern);
  };
  await bad('GET', '/api/subscriptions', /clientToken is required/);
  await bad('GET', '/api/subscriptions?clientToken=', /clientToken is required/);
  await bad('GET', '/api/subscriptions?clientToken=rovid', /clientToken must be/);
  await bad('GET', `/api/subscriptions?clientToken=${'x'.repeat(600)}`, /clientToken must be/);
  await bad('GET', '/api/subscriptions?clientToken=a&clientToken=b', /clientToken/);
  await bad('DELETE', '/api/subscriptions?topic=g7', /clientToken is required/);
  await bad('DELETE', '/api/subscriptions?clientToken=rovid&topic=g7', /clientToken must be/);
  await bad(
    'DELETE',
    '/api/subscriptions?clientToken=marad-token-12345&topic=sport',
    /topic must be one of fontos, g7, after, karakter/,
  );
  await bad('DELETE', '/api/subscriptions?clientToken=marad-token-12345&topic=', /topic must be one of/);
  t.same(
    (await f.get('/api/subscriptions?clientToken=marad-token-12345')).body.topics,
    ['g7'],
    'the refused DELETEs removed nothing',
  );
  const post = await f.inject({
    method: 'POST',
    url: '/api/subscriptions',
    headers: { 'content-type': 'application/json' },
    payload: '{"clientToken":',
  });
  t.equal(post.statusCode, 400, 'malformed JSON');
});

t.test('the admin token guards the send when configured', async (t) => {
  const guarded = await originFixture({ vapid, adminToken: 'titkos-admin-token', pushAllowLoopbackHttp: true });
  t.teardown(() => guarded.close());
  const payload = { title: 'x', body: 'y', url: '/' };
  t.equal((await guarded.inject({ method: 'POST', url: '/admin/push/send', payload })).statusCode, 403);
  t.equal(
    (
      await guarded.inject({
        method: 'POST',
        url: '/admin/push/send',
        payload,
        headers: { authorization: 'Bearer titkos-admin-token' },
      })
    ).statusCode,
    200,
  );
  const noHttp = await originFixture({ vapid });
  t.teardown(() => noHttp.close());
  const res = await noHttp.inject({
    method: 'POST',
    url: '/api/subscriptions',
    payload: { clientToken: 'jo-token-1234567', pushSubscription: device('/push/x') },
  });
  t.equal(res.statusCode, 400, 'plain-http loopback endpoints only when a test allows them');
});

t.test('VAPID keys: from the environment, else generated once and kept in DATA_DIR', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'vapid-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const first = loadVapidKeys({}, dir);
  t.equal(first.source, 'generated');
  t.equal(statSync(join(dir, 'vapid.json')).mode & 0o777, 0o600, 'readable by the service only');
  const second = loadVapidKeys({}, dir);
  t.equal(second.source, 'file');
  t.equal(second.keys.publicKey, first.keys.publicKey, 'the same keys after a restart');
  t.equal(JSON.parse(readFileSync(join(dir, 'vapid.json'), 'utf8')).privateKey, first.keys.privateKey);
  const bytes = base64UrlToBytes(first.keys.publicKey);
  t.equal(bytes.length, 65, 'the applicationServerKey a browser subscribes with: an uncompressed P-256 point');
  t.equal(bytes[0], 4);
  t.same([...base64UrlToBytes('-_8')], [0xfb, 0xff], 'base64url letters');
  const env = loadVapidKeys(
    {
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'https://telex.hu/kapcsolat',
    },
    dir,
  );
  t.same(env, { keys: { ...vapid, subject: 'https://telex.hu/kapcsolat' }, source: 'environment' });
  t.throws(() => loadVapidKeys({ VAPID_PUBLIC_KEY: vapid.publicKey }, dir), /set together/);
  t.throws(() => loadVapidKeys({ VAPID_PUBLIC_KEY: 'rossz', VAPID_PRIVATE_KEY: vapid.privateKey }, dir), /public key/);
  t.throws(
    () =>
      loadVapidKeys(
        { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: 'nem-url' },
        dir,
      ),
    /subject/,
  );
});

t.test("BFF: public key, service worker at the root, subscriptions with the browser's push subscription", async (t) => {
  const origin = await startOrigin({ now: TEST_NOW, vapid, pushAllowLoopbackHttp: true });
  const bff = await startBff(origin.url);
  t.teardown(async () => {
    await bff.close();
    await origin.close();
  });
  const key = await request(`${bff.url}/api/push/vapid-public-key`);
  t.equal(key.statusCode, 200);
  t.same(await key.body.json(), { publicKey: vapid.publicKey });
  t.match(key.headers['cache-control'], /public/);

  const sw = await request(`${bff.url}/sw.js`);
  t.equal(sw.statusCode, 200);
  t.match(sw.headers['content-type'], /^text\/javascript/);
  t.equal(sw.headers['service-worker-allowed'], '/');
  t.equal(sw.headers['cache-control'], 'no-cache');
  const code = await sw.body.text();
  t.match(code, /showNotification/);
  t.match(code, /notificationclick/);
  const again = await request(`${bff.url}/sw.js`, { headers: { 'if-none-match': sw.headers.etag as string } });
  t.equal(again.statusCode, 304, 'an update check costs a 304');
  await again.body.dump();

  const keys = browserKeys();
  const post = await request(`${bff.url}/api/subscriptions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: 'session=x' },
    body: JSON.stringify({ clientToken: 'bff-bongeszo-1234', pushSubscription: device('/push/bff', keys) }),
  });
  t.equal(post.statusCode, 201);
  t.same(await post.body.json(), { clientToken: 'bff-bongeszo-1234', topics: ['fontos'], webPush: true });
  pushService.deliveries.length = 0;
  const sent = await origin.app.inject({
    method: 'POST',
    url: '/admin/push/send',
    payload: { title: 'BFF', body: 'át', url: '/' },
  });
  t.equal(sent.json().sent, 1);
  t.equal(JSON.parse(keys.decrypt(pushService.deliveries[0].body).toString()).title, 'BFF');

  // The BFF passes the publisher's 400s on with their reasons.
  for (const [method, path, pattern] of [
    ['GET', '/api/subscriptions?clientToken=rovid', /clientToken must be/],
    ['DELETE', '/api/subscriptions?clientToken=bff-bongeszo-1234&topic=sport', /topic must be one of/],
    ['POST', '/api/subscriptions', /topic must be one of/],
  ] as const) {
    const res = await request(
      `${bff.url}${path}`,
      method === 'POST'
        ? {
            method,
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ clientToken: 'bff-bongeszo-1234', topic: 'sport' }),
          }
        : { method },
    );
    t.equal(res.statusCode, 400, `${method} ${path} through the BFF`);
    t.match(((await res.body.json()) as { message: string }).message, pattern);
  }
  t.same(
    (
      (await (await request(`${bff.url}/api/subscriptions?clientToken=bff-bongeszo-1234`)).body.json()) as {
        topics: string[];
      }
    ).topics,
    ['fontos'],
  );
});
