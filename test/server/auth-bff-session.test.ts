// An editor's session through the BFF (§4 Session, §6, §8): expired access tokens are refreshed server-side, once
// for any number of concurrent requests; rotated tokens reach the browser as cookies before the first byte; a
// refused session ends at /login with the cookies cleared; editors' pages are private and never cached.
import t from 'tap';
import { request } from 'undici';
import { createRefreshToken, revokeUserRefreshTokens } from '../../stand-ins/origin/security/refresh-tokens.ts';
import { createUser, setUserActive } from '../../stand-ins/origin/security/users.ts';
import { expiredTestToken, issueTestToken } from '../helpers/editor-tokens.ts';
import { sitePath } from '../helpers/same-site-location.ts';
import { cookieHeader, setCookies } from '../helpers/set-cookies.ts';
import { startBff, startOrigin } from '../helpers/servers.ts';
import { startSlowProxy } from '../helpers/slow-proxy.ts';

const SECRET = 'bff-session-test-secret';
const origin = await startOrigin({ jwtSecret: SECRET });
const proxy = await startSlowProxy(origin.url, () => 0);
// The BFF's clock is the real one, except that it stands still through the test of 50 concurrent pages and the late
// requests after them: the refresher remembers a spent refresh token for 30 s of it, and 50 pages on a busy machine
// may take longer than that in real time (a busy run took 54 s).
let stoppedAt: number | null = null;
const clock = () => stoppedAt ?? Date.now();
const bff = await startBff(proxy.url, { clock });
const preview = await startBff(proxy.url, { previewMode: true, clock });
t.teardown(async () => {
  await preview.close();
  await bff.close();
  await proxy.close();
  await origin.close();
});

let n = 0;
function editor() {
  n++;
  return createUser(origin.db, { email: `munkatars${n}@example.hu`, password: `Jelszo-${n}-hosszu` });
}

const inactiveRow = origin.db
  .prepare(`SELECT id FROM articles WHERE active = 0 AND parent_id IS NULL AND site_slug = 'telex' LIMIT 1`)
  .get() as { id: number };
const anyEditorToken = issueTestToken(editor(), SECRET);
const inactive = (await (
  await request(`${origin.url}/api/article/${inactiveRow.id}`, {
    headers: { authorization: `Bearer ${anyEditorToken}` },
  })
).body.json()) as { id: number; url: string; active: boolean };
const refreshCalls = () => proxy.calls.filter((c) => c === '/api/token/refresh').length;

async function get(base: string, path: string, cookies: Record<string, string | undefined> = {}) {
  const res = await request(base + path, { headers: { cookie: cookieHeader(cookies) } });
  return {
    status: res.statusCode,
    headers: res.headers,
    cookies: setCookies(res.headers['set-cookie']),
    body: await res.body.text(),
  };
}

t.test('the inactive article is 404 for an anonymous reader', async (t) => {
  t.equal(inactive.active, false);
  const res = await get(bff.url, inactive.url);
  t.equal(res.status, 404);
});

t.test('50 concurrent pages with one expired token: one refresh upstream, 50 articles, 50 new cookies', async (t) => {
  const user = editor();
  const refreshToken = createRefreshToken(origin.db, user.id);
  const cookies = { access_token: expiredTestToken(user, SECRET), refresh_token: refreshToken };
  const before = refreshCalls();
  stoppedAt = Date.now();
  t.teardown(() => {
    stoppedAt = null;
  });
  const answers = await Promise.all(Array.from({ length: 50 }, () => get(bff.url, inactive.url, cookies)));
  t.equal(refreshCalls() - before, 1, 'exactly one /api/token/refresh upstream');
  t.ok(
    answers.every((a) => a.status === 200),
    'every reader gets the article',
  );
  t.ok(
    answers.every((a) => a.body.includes(inactive.url)),
    'and it is the inactive article',
  );
  const first = answers[0].cookies;
  const access = first.get('access_token')!;
  const refresh = first.get('refresh_token')!;
  t.ok(access && refresh, 'both cookies are set');
  t.not(access.value, cookies.access_token);
  t.not(refresh.value, refreshToken);
  for (const c of [access, refresh]) {
    t.ok(c.attributes.includes('HttpOnly'), 'HttpOnly');
    t.ok(c.attributes.includes('SameSite=Lax'), 'SameSite=Lax');
    t.ok(c.attributes.includes('Path=/'), 'Path=/');
    t.notOk(c.attributes.includes('Secure'), 'not Secure on plain http');
  }
  t.ok(
    answers.every(
      (a) =>
        a.cookies.get('access_token')?.value === access.value &&
        a.cookies.get('refresh_token')?.value === refresh.value,
    ),
    'every response carries the same new pair',
  );
  t.ok(
    answers.every(
      (a) => a.headers['cache-control'] === 'private, no-store' && !a.headers['x-cache'] && !a.headers['surrogate-key'],
    ),
  );

  const late = await get(bff.url, inactive.url, cookies);
  t.equal(late.status, 200, 'a request still carrying the spent refresh token gets the remembered pair');
  t.equal(late.cookies.get('refresh_token')?.value, refresh.value);
  const next = await get(bff.url, inactive.url, { access_token: access.value, refresh_token: refresh.value });
  t.equal(next.status, 200, 'the new tokens work');
  t.equal(next.cookies.size, 0, 'and need no new cookies');
  t.equal(refreshCalls() - before, 1, 'still one refresh');
});

t.test('with only a refresh token the session refreshes up front', async (t) => {
  const user = editor();
  const res = await get(bff.url, inactive.url, { refresh_token: createRefreshToken(origin.db, user.id) });
  t.equal(res.status, 200);
  t.ok(res.cookies.get('access_token')?.value, 'a new access token cookie');
});

t.test('a failed refresh ends at /login with both cookies cleared', async (t) => {
  const user = editor();
  const refreshToken = createRefreshToken(origin.db, user.id);
  revokeUserRefreshTokens(origin.db, user.id);
  const res = await get(bff.url, inactive.url, {
    access_token: expiredTestToken(user, SECRET),
    refresh_token: refreshToken,
  });
  t.equal(res.status, 302);
  t.equal(sitePath(res.headers.location, bff.url), '/login');
  t.equal(res.headers['cache-control'], 'private, no-store');
  for (const name of ['access_token', 'refresh_token']) {
    t.equal(res.cookies.get(name)?.value, '', `${name} emptied`);
    t.ok(res.cookies.get(name)?.attributes.includes('Max-Age=0'), `${name} expires now`);
  }
  t.equal(res.cookies.get('login_redirect')?.value, inactive.url, 'the path is remembered');

  const data = await request(`${bff.url}/page-data?path=${encodeURIComponent(inactive.url)}`, {
    headers: { cookie: cookieHeader({ access_token: expiredTestToken(user, SECRET), refresh_token: refreshToken }) },
  });
  t.same(await data.body.json(), { status: 302, redirect: '/login' }, 'the page-data endpoint says the same');
  t.equal(setCookies(data.headers['set-cookie']).get('refresh_token')?.value, '');
});

t.test('a forged access token is a failed session too', async (t) => {
  const res = await get(bff.url, inactive.url, { access_token: 'nem.egy.token' });
  t.equal(res.status, 302);
  t.equal(sitePath(res.headers.location, bff.url), '/login');
});

t.test('the page-data endpoint refreshes too and sets the cookies on its JSON answer', async (t) => {
  const user = editor();
  const cookies = {
    access_token: expiredTestToken(user, SECRET),
    refresh_token: createRefreshToken(origin.db, user.id),
  };
  const res = await request(`${bff.url}/page-data?path=${encodeURIComponent(inactive.url)}`, {
    headers: { cookie: cookieHeader(cookies) },
  });
  const body = (await res.body.json()) as { status: number; data: { article: { id: number } } };
  t.equal(body.status, 200);
  t.equal(body.data.article.id, inactive.id);
  t.equal(res.headers['cache-control'], 'private, no-store');
  const set = setCookies(res.headers['set-cookie']);
  t.ok(
    set.get('access_token')?.value && set.get('refresh_token')?.value,
    'both cookies, as separate Set-Cookie headers',
  );
});

t.test('a 403 in preview logs out and goes to /login', async (t) => {
  const user = editor();
  const refreshToken = createRefreshToken(origin.db, user.id);
  setUserActive(origin.db, user.id, false);
  const before = proxy.calls.filter((c) => c === '/api/logout').length;
  const res = await get(preview.url, inactive.url, {
    access_token: issueTestToken(user, SECRET),
    refresh_token: refreshToken,
  });
  t.equal(res.status, 302);
  t.equal(sitePath(res.headers.location, preview.url), '/login');
  t.equal(res.cookies.get('access_token')?.value, '');
  t.equal(res.cookies.get('refresh_token')?.value, '');
  // The publisher hears of the logout after the answer has left: wait for the call itself (30 s is only a hang guard).
  for (
    const giveUp = Date.now() + 30_000;
    proxy.calls.filter((c) => c === '/api/logout').length === before && Date.now() < giveUp;
  ) {
    await new Promise((r) => setTimeout(r, 20));
  }
  t.equal(proxy.calls.filter((c) => c === '/api/logout').length - before, 1, 'the publisher is told to log out');
  const refreshed = await request(`${origin.url}/api/token/refresh`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refreshToken }),
  });
  t.equal(refreshed.statusCode, 401, 'its refresh tokens are revoked');
  await refreshed.body.dump();
});

t.test("an editor's page never enters the page cache", async (t) => {
  const user = editor();
  const token = issueTestToken(user, SECRET);
  // A query of its own: a page-cache key no earlier reader has filled.
  const url = `${inactive.url}?szerkesztoi-nezet=1`;
  for (let i = 0; i < 3; i++) {
    const res = await get(bff.url, url, { access_token: token });
    t.equal(res.status, 200);
    t.equal(res.headers['cache-control'], 'private, no-store');
  }
  // Whatever those requests set filling has finished (a condition, not a timer).
  await bff.app.pageCache!.settled();
  const anon = await get(bff.url, url);
  t.equal(anon.status, 404, 'the anonymous reader still gets 404');
});

t.test('proxied /api calls carry a refreshed token when the cookie holds an expired one', async (t) => {
  const user = editor();
  const cookies = {
    access_token: expiredTestToken(user, SECRET),
    refresh_token: createRefreshToken(origin.db, user.id),
  };
  const res = await request(`${bff.url}/api/articles/${inactive.id}/items`, {
    headers: { cookie: cookieHeader(cookies) },
  });
  t.equal(res.statusCode, 200, 'the inactive article’s items, as an editor');
  await res.body.dump();
  const set = setCookies(res.headers['set-cookie']);
  t.ok(set.get('access_token')?.value, 'the rotated access token reaches the browser');
  t.ok(set.get('access_token')?.attributes.includes('HttpOnly'));
  const anon = await request(`${bff.url}/api/articles/${inactive.id}/items`);
  t.equal(anon.statusCode, 404);
  await anon.body.dump();
});
