// The answer policy (decision 039), walked: every route the BFF's router has (collected from the router itself, path
// parameters filled with real demo values) is asked with GET, HEAD, POST, PUT, DELETE and OPTIONS, anonymously and
// with session cookies — a valid editor session, an expired access token with a live refresh token (the BFF rotates
// it: the answer sets cookies), garbage tokens, and a supporter's session cookie. Every answer is checked against the
// policy table: it has a Cache-Control from the table; an answer that sets a cookie or answers a session is
// `private, no-store`; a public answer carries the Vary it depends on (Accept-Encoding when compressed, the site
// header for the API); no surrogate key reaches a client; a 405 and OPTIONS' 204 say `Allow`.
import t from 'tap';
import { request } from 'undici';
import { answerPolicy, cacheControlOf, PRIVATE, type AnswerKind } from '../../server/policy/answer-policy.ts';
import { registeredRoutes, ROUTE_METHODS } from '../../server/policy/method-not-allowed.ts';
import { createRefreshToken } from '../../stand-ins/origin/security/refresh-tokens.ts';
import { createUser } from '../../stand-ins/origin/security/users.ts';
import { expiredTestToken, issueTestToken } from '../helpers/editor-tokens.ts';
import { cookieHeader } from '../helpers/set-cookies.ts';
import { startBff, startOrigin } from '../helpers/servers.ts';

const SECRET = 'answer-policy-secret';
const origin = await startOrigin({ articles: 60, jwtSecret: SECRET });
// The test plays the caching proxy from loopback: trusted only because it says so (TRUST_PROXY is empty by default).
const bff = await startBff(origin.url, { trustProxy: 'loopback' });
t.teardown(async () => {
  await bff.close();
  await origin.close();
});

const listed = await request(`${origin.url}/api/articles?perPage=1`);
const article = ((await listed.body.json()) as { items: { id: number; slug: string; url: string }[] }).items[0];
const articlePath = new URL(article.url, 'http://x').pathname;
const user = createUser(origin.db, { email: 'valasz-szabaly@example.hu', password: 'Jelszo-valasz-hosszu-1' });

/** Demo values for every path parameter the router has, and concrete paths for its wildcards. */
const PARAMS: Record<string, string> = {
  slug: 'belfold',
  file: '1.xml',
  id: '1',
  ids: '1,2',
  league: '1',
  season: '2026',
  day: '2026-11-26',
  race: '1',
  game: 'demo',
  name: 'sidebar',
};
const WILDCARDS: Record<string, string[]> = {
  '/*': ['/', articlePath, '/rovat/belfold', '/legfrissebb', '/nincs-ilyen-oldal', '/tamogatas/profil', '/login'],
  '/api/*': [
    '/api/exchange',
    '/api/minutes',
    '/api/subscriptions',
    '/api/index/auto-block',
    `/api/articles/${article.id}/items`,
    '/api/nincs-ilyen',
  ],
  '/media/*': ['/media/img/1.svg'],
};

function concretePaths(url: string): string[] {
  if (WILDCARDS[url]) return WILDCARDS[url];
  if (url.endsWith('/version')) return [url.replace(':slug', article.slug)];
  if (url === '/sitemap-:file') return ['/sitemap-1.xml'];
  return [url.replace(/:([a-z]+)/gi, (_m, name: string) => PARAMS[name] ?? 'x')];
}

const paths = [...new Set(registeredRoutes(bff.app).flatMap((r) => concretePaths(r.url)))].sort();

/** The cookies each kind of caller sends. */
const callers: Record<string, Record<string, string>> = {
  anonymous: {},
  editor: {
    access_token: issueTestToken(user, SECRET, { ttlS: 3600 }),
    refresh_token: createRefreshToken(origin.db, user.id),
  },
  expired: { access_token: expiredTestToken(user, SECRET), refresh_token: createRefreshToken(origin.db, user.id) },
  garbage: { access_token: 'garbage.garbage.garbage', refresh_token: 'garbage' },
  supporter: { supporter_session: 'garbage' },
};
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'] as const;

/** Every Cache-Control value the table can produce (the API kinds take their answer's own max-age). */
const tableValues = new Set((Object.keys(answerPolicy) as AnswerKind[]).map((k) => cacheControlOf(k)));
const fromTable = (value: string) => tableValues.has(value) || /^public, max-age=\d+$/.test(value);

interface Answer {
  path: string;
  method: string;
  caller: string;
  status: number;
  headers: Record<string, string | string[] | undefined>;
}

async function ask(path: string, method: string, caller: string): Promise<Answer> {
  const cookies = callers[caller];
  const body = method === 'POST' || method === 'PUT' ? 'a=1' : undefined;
  const res = await request(bff.url + path, {
    method,
    headers: {
      ...(Object.keys(cookies).length ? { cookie: cookieHeader(cookies) } : {}),
      ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      'accept-encoding': 'gzip',
    },
    body,
  });
  await res.body.dump();
  return { path, method, caller, status: res.statusCode, headers: res.headers };
}

/** What is wrong with one answer by the policy table; empty when it keeps it. */
function faults(a: Answer): string[] {
  const out: string[] = [];
  const cc = String(a.headers['cache-control'] ?? '');
  const vary = String(a.headers.vary ?? '').toLowerCase();
  const setsCookie = a.headers['set-cookie'] !== undefined;
  const hadSession = a.caller !== 'anonymous';
  const immutable = cc === cacheControlOf('immutable');
  if (!cc) out.push('no Cache-Control');
  else if (!fromTable(cc)) out.push(`Cache-Control not from the table: ${cc}`);
  if (setsCookie && cc !== PRIVATE) out.push(`sets a cookie but is "${cc}"`);
  if (hadSession && !setsCookie && !immutable && cc !== PRIVATE) out.push(`answers a session but is "${cc}"`);
  if (cc.startsWith('public')) {
    if (a.headers['content-encoding'] && !vary.includes('accept-encoding'))
      out.push('public and compressed without Vary: Accept-Encoding');
    if (a.path.startsWith('/api/') && !vary.includes('x-site')) out.push('public API answer without Vary: x-site');
  }
  if (a.headers['surrogate-key'] || a.headers.xkey) out.push('a surrogate key reached the client');
  if (a.status === 405 && !a.headers.allow) out.push('405 without Allow');
  if (a.method === 'OPTIONS' && a.status === 204 && !a.headers.allow) out.push('OPTIONS without Allow');
  return out;
}

async function walk(jobs: (() => Promise<Answer>)[], width = 6): Promise<Answer[]> {
  const answers: Answer[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < jobs.length) answers.push(await jobs[next++]());
    }),
  );
  return answers;
}

t.test('every route, method and caller answers by the policy table', async (t) => {
  t.ok(paths.length > 40, `${paths.length} paths from the router`);
  const jobs = paths.flatMap((path) =>
    METHODS.flatMap((method) => Object.keys(callers).map((caller) => () => ask(path, method, caller))),
  );
  const answers = await walk(jobs);
  const bad = answers
    .flatMap((a) => faults(a).map((f) => `${a.method} ${a.path} (${a.caller}) ${a.status}: ${f}`))
    .sort((x, y) => Number(y.includes('sets a cookie')) - Number(x.includes('sets a cookie')));
  t.same(bad.slice(0, 40), [], `${answers.length} answers, ${bad.length} against the policy`);
  t.ok(
    answers.some((a) => a.caller === 'expired' && a.headers['set-cookie'] !== undefined),
    'an expired session was rotated somewhere (cookies set)',
  );
  t.ok(
    answers.some((a) => a.caller === 'anonymous' && String(a.headers['cache-control']).startsWith('public')),
    'anonymous answers are public where the table says so',
  );
});

t.test('a proxied API call with an expired token: new cookies, private, no-store', async (t) => {
  const res = await ask('/api/exchange', 'GET', 'expired');
  t.ok(res.headers['set-cookie'], 'the rotated tokens are set');
  t.equal(res.headers['cache-control'], PRIVATE);
});

t.test('the site header changes public API answers: they say Vary: x-site', async (t) => {
  for (const path of ['/api/frontend/refresh', '/api/frontend/init', '/api/index/auto-block']) {
    const res = await request(bff.url + path, { headers: { 'x-site': 'g7' } });
    await res.body.dump();
    t.equal(res.statusCode, 200, path);
    t.match(String(res.headers.vary), /x-site/i, `${path} varies by x-site`);
  }
});

t.test('surrogate keys go only to a trusted caching proxy that asks, and never with a session', async (t) => {
  const asked = await request(`${bff.url}/rovat/belfold`, {
    headers: { 'surrogate-capability': 'varnish="Surrogate/1.0"' },
  });
  await asked.body.dump();
  t.match(
    String(asked.headers['surrogate-key']),
    /site-telex/,
    `the proxy (loopback, TRUST_PROXY) gets the keys (${asked.statusCode} ${asked.headers['x-cache']} ${asked.headers['cache-control']})`,
  );
  const plain = await request(`${bff.url}/rovat/belfold`);
  await plain.body.dump();
  t.notOk(plain.headers['surrogate-key'], 'a client does not');
  const session = await request(`${bff.url}/rovat/belfold`, {
    headers: { 'surrogate-capability': 'varnish="Surrogate/1.0"', cookie: cookieHeader(callers.editor) },
  });
  await session.body.dump();
  t.notOk(session.headers['surrogate-key'], "nor an editor's page, whoever asks");
  t.equal(session.headers['cache-control'], PRIVATE);
});

t.test('405 and OPTIONS say what the router has at the path', async (t) => {
  for (const [path, allow] of [
    ['/tamogatas/profil/lemondas', 'GET, HEAD, POST'],
    ['/hirlevel/feliratkozas', 'GET, HEAD, POST'],
    ['/rovat/belfold', 'GET, HEAD'],
    ['/api/subscriptions', 'GET, HEAD, POST, DELETE'],
    ['/api/frontend/refresh', 'GET, HEAD'],
  ] as const) {
    const put = await request(bff.url + path, { method: 'PUT' });
    await put.body.dump();
    t.same([put.statusCode, put.headers.allow], [405, allow], `PUT ${path}`);
    const options = await request(bff.url + path, { method: 'OPTIONS' });
    await options.body.dump();
    t.same([options.statusCode, options.headers.allow], [204, allow], `OPTIONS ${path}`);
  }
  t.same(ROUTE_METHODS, ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH']);
});
