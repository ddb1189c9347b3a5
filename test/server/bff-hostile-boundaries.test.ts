// Every input boundary of the BFF answers hostile input with a clear 4xx or a normal page, never a 500:
// absolute-form targets and forged Host / X-Forwarded-* headers (the public origin comes from configuration and no
// stranger's host name is written back), other methods on pages (405 + Allow), bodies too large (413), expectations
// we do not meet (417), prototype keys (400), CONNECT, malformed URLs, and requests that never finish (408).
import { connect, type Socket } from 'node:net';
import t from 'tap';
import { rawExchange, type RawExchange, type RawResponse } from '../../tooling/hostile/raw-http.ts';
import { writeBodyThenRead } from '../helpers/raw-request.ts';
import { sameSiteTarget } from '../helpers/same-site-location.ts';
import { startBff, startOrigin } from '../helpers/servers.ts';

const origin = await startOrigin({ articles: 300, seed: 42 });
// It plays a trusted proxy from loopback too (TRUST_PROXY is empty by default): forged headers from a trusted peer
// still choose nothing but a configured edition.
const bff = await startBff(origin.url, { requestTimeoutMs: 1_000, trustProxy: 'loopback' });
// A patient BFF beside it: what it has not yet timed out is the yardstick for "within the 1 s request timeout" and
// "at once" below, so no test reads the wall clock.
const patient = await startBff(origin.url, { requestTimeoutMs: 30_000 });
t.teardown(async () => {
  await bff.close();
  await patient.close();
  await origin.close();
});
const port = Number(new URL(bff.url).port);
const patientPort = Number(new URL(patient.url).port);
const MAIN = bff.config.publicOrigin.main;
/** Only a guard against a server that never answers: every exchange here ends on the server's answer and close. */
const HANG_GUARD_MS = 60_000;

async function raw(head: string, body?: string | Buffer): Promise<RawResponse> {
  const ex = await rawExchange({
    port,
    pieces: [Buffer.concat([Buffer.from(head.replace(/\n/g, '\r\n'), 'latin1'), Buffer.from(body ?? '')])],
    deadlineMs: HANG_GUARD_MS,
  });
  if (!ex.responses[0])
    throw new Error(`no answer to ${head.split('\n')[0]} (${ex.error ?? (ex.timedOut ? 'timed out' : 'closed')})`);
  return ex.responses[0];
}
const get = (target: string, headers = '') =>
  raw(`GET ${target} HTTP/1.1\nHost: localhost\n${headers}Connection: close\n\n`);
const text = (res: RawResponse) => res.head + '\n' + res.body.toString('utf8');

t.test('absolute-form targets: the path is taken from the target, the origin from configuration', async (t) => {
  const page = await get('http://other.host/legfrissebb');
  t.equal(page.status, 200, 'the page, not a 500');
  t.notMatch(text(page), /other\.host/, "the stranger's host is nowhere in the answer");
  t.match(
    page.body.toString(),
    new RegExp(`<link rel="canonical" href="${MAIN}/legfrissebb"`),
    'canonical on the configured origin',
  );
  const moved = await get('http://other.host/legfrissebb/?fbclid=x');
  t.equal(moved.status, 301);
  t.equal(moved.headers.location?.[0], `${MAIN}/legfrissebb`);
  for (const target of [
    'http://other.host',
    'https://user:pw@other.host:8080/?x=1',
    'HTTP://OTHER.HOST/nincs-ilyen',
    'ftp://other.host/rss',
    'http://other.host/kedvenceink',
    'http://other.host/api/frontend/refresh',
    'http://other.host/page-data?path=%2F',
  ]) {
    const res = await get(target);
    t.ok([200, 301, 404].includes(res.status), `${target} → ${res.status}`);
    t.notMatch(text(res), /other\.host/i, `${target}: no host written back`);
  }
  const star = await raw('OPTIONS * HTTP/1.1\nHost: localhost\nConnection: close\n\n');
  t.equal(star.status, 204, 'OPTIONS * is about the server: pages answer GET and HEAD');
  t.equal(star.headers.allow?.[0], 'GET, HEAD');
});

t.test('forged Host and X-Forwarded-* headers choose nothing and are never written back', async (t) => {
  const forged =
    'Host: evil.example\nX-Forwarded-Host: evil2.example\nX-Forwarded-Proto: javascript\nForwarded: host=evil3.example\n';
  const page = await raw(`GET /legfrissebb HTTP/1.1\n${forged}Connection: close\n\n`);
  t.equal(page.status, 200);
  t.notMatch(text(page), /evil\d?\.example/, 'no forged host in the page or its headers');
  t.match(page.body.toString(), new RegExp(`<link rel="canonical" href="${MAIN}/legfrissebb"`));
  const moved = await raw(`GET /legfrissebb/ HTTP/1.1\n${forged}Connection: close\n\n`);
  t.equal(moved.headers.location?.[0], `${MAIN}/legfrissebb`, 'a redirect is built on the configured origin');
  const regional = await raw(
    'GET /impresszum/ HTTP/1.1\nHost: localhost\nX-Forwarded-Host: ro.localhost\nConnection: close\n\n',
  );
  t.equal(
    sameSiteTarget(t, regional.headers.location?.[0], `${bff.config.publicOrigin.regional}/impresszum/`),
    '/dokumentum/impresszum',
    'a configured host from a trusted proxy (loopback) picks its edition',
  );
});

t.test('open-redirect forms in the path stay on the site', async (t) => {
  for (const path of [
    '///evil.example/',
    '/\\evil.example/rovat/belfold/',
    '//evil.example/legfrissebb/',
    '/%2F%2Fevil.example/',
    '/%5Cevil.example/',
    '//evil.example/x/elo',
    '//evil.example?fbclid=1',
  ]) {
    const res = await get(path);
    t.equal(res.status, 301, `${path} is moved to its same-site form`);
    t.notOk(sameSiteTarget(t, res.headers.location?.[0], MAIN + path).startsWith('//'), `${path}: one leading slash`);
  }
  // A dot segment names no page: refused at the edge, never resolved into a redirect.
  const dotted = await get('/.//evil.example/');
  t.equal(dotted.status, 404, '/.//evil.example/ is not found');
  t.notOk(dotted.headers.location, 'and not moved anywhere');
  const data = await get(`/page-data?path=${encodeURIComponent('/\\evil.example/rovat/belfold/')}`);
  t.same(
    JSON.parse(data.body.toString()),
    { status: 301, redirect: '/evil.example/rovat/belfold' },
    'page data answers a same-site path',
  );
});

t.test('pages answer GET and HEAD; other methods get 405 with Allow', async (t) => {
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND']) {
    const res = await raw(
      `${method} /rovat/belfold HTTP/1.1\nHost: localhost\nContent-Length: 0\nConnection: close\n\n`,
    );
    t.equal(res.status, method === 'OPTIONS' ? 204 : 405, method);
    t.equal(res.headers.allow?.[0], 'GET, HEAD');
    t.notMatch(res.body.toString(), /rovat\/belfold/, 'the path is not echoed');
  }
  const form = await raw('GET /auth/login HTTP/1.1\nHost: localhost\nConnection: close\n\n');
  t.equal(form.status, 404, 'GET of a form endpoint is a page path: the 404 page');
  const put = await raw('PUT /auth/login HTTP/1.1\nHost: localhost\nContent-Length: 0\nConnection: close\n\n');
  t.equal(put.status, 405);
  t.equal(
    put.headers.allow?.[0],
    'GET, HEAD, POST',
    'what the router has there: the 404 page for GET, the form for POST',
  );
  const tunnel = await raw('CONNECT evil.example:443 HTTP/1.1\nHost: evil.example:443\n\n');
  t.equal(tunnel.status, 405, 'CONNECT is answered, not dropped');
});

t.test('bodies over the limit are 413 before they are read, on every route and the proxy', async (t) => {
  const big = JSON.stringify({ email: 'a'.repeat(2_000_000) });
  for (const [path, type] of [
    ['/api/newsletter/subscribe', 'application/json'],
    ['/api/newsletter/subscribe', 'application/json; charset=utf-8'],
    ['/auth/login', 'application/x-www-form-urlencoded'],
    ['/tamogatas/belepes', 'application/x-www-form-urlencoded'],
    ['/rovat/belfold', 'text/plain'],
  ] as const) {
    const res = await raw(
      `POST ${path} HTTP/1.1\nHost: localhost\nContent-Type: ${type}\nContent-Length: ${big.length}\nConnection: close\n\n`,
      big,
    );
    t.equal(res.status, 413, `${path} ${type}`);
  }
  const chunk = 'x'.repeat(100_000);
  const chunked = await raw(
    `POST /api/newsletter/subscribe HTTP/1.1\nHost: localhost\nContent-Type: application/json\nTransfer-Encoding: chunked\nConnection: close\n\n`,
    `${chunk.length.toString(16)}\r\n${chunk}\r\n0\r\n\r\n`,
  );
  t.equal(chunked.status, 413, 'a chunked body is counted as it arrives');
});

t.test('Expect: 100-continue works on a JSON endpoint; other expectations are 417', async (t) => {
  const body = JSON.stringify({ email: 'olvaso@example.hu', listCodes: ['napi'] });
  const ok = await raw(
    `POST /api/newsletter/subscribe HTTP/1.1\nHost: localhost\nContent-Type: application/json\nExpect: 100-continue\nContent-Length: ${body.length}\nConnection: close\n\n`,
    body,
  );
  t.equal(ok.status, 202, 'the sign-up is accepted (double opt-in)');
  // A client that waits for 100 Continue before sending a body we would refuse is told so instead.
  const waiting = await rawExchange({
    port,
    pieces: [
      Buffer.from(
        `POST /auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nExpect: 100-continue\r\nContent-Length: 2000000\r\n\r\n`,
      ),
    ],
    deadlineMs: HANG_GUARD_MS,
  });
  // The body is never sent: an answer at all is one given without it (waiting for it would end in the 408).
  t.equal(waiting.responses[0]?.status, 413, 'a body over the limit: 413 straight away');
  t.same(waiting.interim, [], 'and no invitation to send it first');
  for (const expect of ['junk', '100-continue, foo', '200-ok']) {
    const res = await raw(
      `POST /api/newsletter/subscribe HTTP/1.1\nHost: localhost\nContent-Type: application/json\nExpect: ${expect}\nContent-Length: ${body.length}\nConnection: close\n\n`,
      body,
    );
    t.equal(res.status, 417, expect);
  }
});

t.test('prototype keys in a query or a body are 400 at the BFF', async (t) => {
  for (const target of [
    `/api/search?filters=${encodeURIComponent('{"__proto__":{"x":1}}')}`,
    `/api/search?filters=${encodeURIComponent('{"constructor":{"prototype":{}}}')}`,
    '/api/search/autocomplete?term=a&filters[__proto__]=x',
    '/api/search?filters[constructor]=x',
    `/archivum?filters=${encodeURIComponent('{"tag":[],"prototype":1}')}`,
  ]) {
    const res = await get(target);
    t.equal(res.status, 400, target);
    t.match(res.body.toString(), /may not use the key/);
  }
  for (const body of [
    '{"email":"a@b.hu","listCodes":["napi"],"__proto__":{"admin":true}}',
    '{"email":"a@b.hu","listCodes":["napi"],"constructor":"x"}',
  ]) {
    const res = await raw(
      `POST /api/newsletter/subscribe HTTP/1.1\nHost: localhost\nContent-Type: application/json\nContent-Length: ${body.length}\nConnection: close\n\n`,
      body,
    );
    t.equal(res.status, 400, body);
  }
  const form = 'email=a%40b.hu&password=x&__proto__=1';
  const login = await raw(
    `POST /auth/login HTTP/1.1\nHost: localhost\nContent-Type: application/x-www-form-urlencoded\nContent-Length: ${form.length}\nConnection: close\n\n`,
    form,
  );
  t.equal(login.status, 400, 'in a form as well');
});

t.test('malformed URLs, huge headers and junk cookies are 4xx; nothing is echoed', async (t) => {
  const bad = await get('/%zz<x>');
  t.equal(bad.status, 400);
  t.notMatch(bad.body.toString(), /%zz|<x>/, 'the URL is not quoted back');
  const huge = await get('/', `X-Long: ${'l'.repeat(20_000)}\n`);
  t.equal(huge.status, 431);
  const cookies = await get('/legfrissebb', 'Cookie: =;;;=; access_token=junk; refresh_token=; %=%zz\n');
  t.ok(cookies.status < 500, `junk cookies → ${cookies.status}`);
});

t.test('headers too large, the body still coming: the 431 reaches the client, not a reset', async (t) => {
  // The client sends its headers, the server refuses them, and only then does the body follow. Closing on a client
  // that is still sending makes the kernel reset the connection, and the answer it has not read yet goes with the
  // reset (the 100,000-request hostile run lost one 431 so). Its reading waits until its writing is done.
  const body = Buffer.alloc(2 * 1024 * 1024, 'x');
  for (let i = 0; i < 3; i++) {
    const refused = new Promise((r) => bff.app.server.once('clientError', r));
    const s = connect(port, '127.0.0.1');
    s.write(
      `POST /legfrissebb HTTP/1.1\r\nHost: localhost\r\nCookie: big=${'c'.repeat(20_000)}\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    const got = await writeBodyThenRead(
      s,
      body,
      refused.then(() => new Promise((r) => setImmediate(r))),
    );
    t.match(got, /^HTTP\/1\.1 431 /, `try ${i + 1}: the 431 arrives`);
    t.match(got, /"statusCode":431/);
  }
});

/** A socket that records, in order, when it first got bytes or was closed, for the order checks below. */
function watched(p: number, bytes: string, events: string[], name: string): Socket {
  const s = connect(p, '127.0.0.1', () => s.write(bytes));
  s.on('error', () => {});
  s.once('data', () => events.push(`${name} answered`));
  s.once('close', () => events.push(`${name} closed`));
  return s;
}

t.test('a request that never finishes gets 408 within the request timeout', async (t) => {
  // The limit Node enforces is the configured one (a fixed limit in its place would time both BFFs out alike).
  t.equal(
    bff.app.server.headersTimeout,
    bff.config.requestTimeoutMs,
    'headers must arrive within the configured limit',
  );
  t.equal(
    bff.app.server.requestTimeout,
    bff.config.requestTimeoutMs,
    'the whole request must arrive within the configured limit',
  );
  for (const partial of [
    'GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ',
    'POST /api/newsletter/subscribe HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"email":',
  ]) {
    // The same unfinished request to the patient BFF (30 s) at the same time: the 1 s one must answer while the
    // patient one is still waiting, which holds however slow the machine is and fails if the limit is not applied.
    const events: string[] = [];
    const yardstick = watched(patientPort, partial, events, 'patient');
    const ex: RawExchange = await rawExchange({ port, pieces: [Buffer.from(partial)], deadlineMs: HANG_GUARD_MS });
    events.push('1 s BFF finished');
    yardstick.destroy();
    t.equal(
      ex.responses[0]?.status,
      408,
      `${partial.split('\r\n')[0]}: answered 408 (the exchange ended: ${ex.error ?? (ex.timedOut ? 'timed out' : 'closed')})`,
    );
    t.notOk(ex.timedOut, 'the server gave up on it and closed');
    t.same(events, ['1 s BFF finished'], 'before the patient BFF had answered or closed the same request');
  }
});

t.test('an ordinary /api call answers at once while 140 slow request bodies to the proxy are pending', async (t) => {
  // The patient BFF: its 30 s request timeout alone would free the sockets; the point is that nothing holds them.
  const HELD = 140;
  const SLOW = '/api/newsletter/subscribe';
  let arrived = 0;
  let allArrived!: () => void;
  const reached = new Promise<void>((r) => {
    allArrived = r;
  });
  const onRequest = (req: { url?: string }) => {
    if (req.url === SLOW && ++arrived === HELD) allArrived();
  };
  patient.app.server.on('request', onRequest);
  t.teardown(() => {
    patient.app.server.off('request', onRequest);
  });
  const events: string[] = [];
  const held = Array.from({ length: HELD }, (_, i) =>
    watched(
      patientPort,
      `POST ${SLOW} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"email":`,
      events,
      `held ${i}`,
    ),
  );
  t.teardown(() => held.forEach((s) => s.destroy()));
  // Every one has reached the BFF's routes and is waiting for its body. (Each one once held an upstream
  // socket, with no request timeout and undici's 300 s defaults, and a call behind 140 of them went unanswered for
  // longer than 30 s.)
  const allClosed = Promise.all(held.map((s) => new Promise((r) => s.once('close', r))));
  await Promise.race([reached, allClosed]);
  t.equal(arrived, HELD, `all ${HELD} slow requests are in the BFF`);
  const ex = await rawExchange({
    port: patientPort,
    pieces: [Buffer.from('GET /api/search?term=a HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n')],
    deadlineMs: HANG_GUARD_MS,
  });
  events.push('search answered');
  t.equal(
    ex.responses[0]?.status,
    200,
    `the search is answered (the exchange ended: ${ex.error ?? (ex.timedOut ? 'timed out' : 'closed')})`,
  );
  t.same(
    events,
    ['search answered'],
    `while all ${HELD} slow requests are still pending: nothing answered or closed before it`,
  );
});
