// §4 Session, §8 401: when the publisher answers 401 'Expired JWT Token' although the BFF thought the token fresh
// (their clocks apart), the token is refreshed once and the call retried: for a page and for a call through the /api
// proxy alike. A refused refresh ends the session (cookies cleared, the caller sent to /login); a publisher that
// cannot answer the refresh is a 503, not a logout; other 401s pass through untouched.
import t from 'tap';
import { request } from 'undici';
import { createRefreshToken, revokeUserRefreshTokens } from '../../stand-ins/origin/security/refresh-tokens.ts';
import { createUser } from '../../stand-ins/origin/security/users.ts';
import { issueTestToken } from '../helpers/editor-tokens.ts';
import { cookieHeader, setCookies } from '../helpers/set-cookies.ts';
import { startBff, startOrigin } from '../helpers/servers.ts';
import { startSlowProxy } from '../helpers/slow-proxy.ts';

/** Load shedding is tested in operations.test.ts; on a saturated shared machine its first sample reads as overload. */

const SECRET = 'session-retry-secret';
/** The publisher's clock runs 400 s ahead: a token the BFF reads as fresh (300 s) has expired there. */
const AHEAD_S = 400;
const origin = await startOrigin({
  articles: 150,
  jwtSecret: SECRET,
  authNow: () => Math.floor(Date.now() / 1000) + AHEAD_S,
});
let refreshDelay = 0;
const proxy = await startSlowProxy(origin.url, (path) => (path === '/api/token/refresh' ? refreshDelay : 0));
const bff = await startBff(proxy.url);
t.teardown(async () => {
  await bff.close();
  await proxy.close();
  await origin.close();
});

let n = 0;
const editor = () => createUser(origin.db, { email: `ujraproba${++n}@example.hu`, password: `Jelszo-${n}-hosszu` });
const inactiveId = origin.db
  .prepare(`SELECT id FROM articles WHERE active = 0 AND parent_id IS NULL AND site_slug = 'telex' LIMIT 1`)
  .pluck()
  .get() as number;
const refreshes = () => proxy.calls.filter((c) => c === '/api/token/refresh').length;

function session() {
  const user = editor();
  // Issued by the BFF's clock: fresh for the BFF, expired for the publisher.
  return {
    user,
    cookies: { access_token: issueTestToken(user, SECRET), refresh_token: createRefreshToken(origin.db, user.id) },
  };
}

async function get(path: string, cookies: Record<string, string | undefined>) {
  const res = await request(bff.url + path, { headers: { cookie: cookieHeader(cookies) } });
  return {
    status: res.statusCode,
    headers: res.headers,
    cookies: setCookies(res.headers['set-cookie']),
    body: await res.body.text(),
  };
}

t.test('the publisher does see the token as expired', async (t) => {
  const { cookies } = session();
  const res = await request(`${origin.url}/api/article/${inactiveId}`, {
    headers: { authorization: `Bearer ${cookies.access_token}` },
  });
  t.same([res.statusCode, ((await res.body.json()) as { message: string }).message], [401, 'Expired JWT Token']);
});

t.test('a page: 401, one refresh, the retry succeeds, the new pair reaches the browser', async (t) => {
  const { cookies } = session();
  const url = (
    (await (
      await request(`${origin.url}/api/article/${inactiveId}`, {
        headers: { authorization: `Bearer ${issueTestToken(editor(), SECRET, { nowS: Date.now() / 1000 + AHEAD_S })}` },
      })
    ).body.json()) as { url: string }
  ).url;
  const before = refreshes();
  const res = await get(url, cookies);
  t.equal(res.status, 200, 'the editor gets the inactive article');
  t.equal(refreshes() - before, 1, 'exactly one refresh');
  t.ok(
    res.cookies.get('access_token')?.value && res.cookies.get('access_token')!.value !== cookies.access_token,
    'a new access token',
  );
  t.ok(
    res.cookies.get('refresh_token')?.value && res.cookies.get('refresh_token')!.value !== cookies.refresh_token,
    'a new refresh token',
  );
});

t.test('a proxied call: 401, one refresh, the retry succeeds, with the new cookies', async (t) => {
  const { cookies } = session();
  const before = refreshes();
  const itemCalls = proxy.calls.filter((c) => c.startsWith(`/api/articles/${inactiveId}/items`)).length;
  const res = await get(`/api/articles/${inactiveId}/items?perPage=5`, cookies);
  t.equal(res.status, 200, 'the inactive article’s items, as the editor');
  t.ok(Array.isArray(JSON.parse(res.body).items));
  t.equal(refreshes() - before, 1, 'exactly one refresh');
  t.equal(
    proxy.calls.filter((c) => c.startsWith(`/api/articles/${inactiveId}/items`)).length - itemCalls,
    2,
    'the call, and one retry with the same query',
  );
  t.ok(proxy.calls.includes(`/api/articles/${inactiveId}/items?perPage=5`));
  const access = res.cookies.get('access_token')!;
  t.ok(access.value && access.value !== cookies.access_token);
  t.ok(access.attributes.includes('HttpOnly'));
  t.notOk(res.headers['set-cookie']?.toString().includes('refresh_token=;'), 'not cleared');
  t.notOk(res.headers['www-authenticate'], 'nothing of the first answer is left');

  const again = await get(`/api/articles/${inactiveId}/items?perPage=5`, {
    access_token: access.value,
    refresh_token: res.cookies.get('refresh_token')!.value,
  });
  t.equal(again.status, 200, 'the new pair works');
  t.equal(refreshes() - before, 1, 'without another refresh');
});

t.test('a proxied call whose refresh is refused: cookies cleared, the caller told to sign in', async (t) => {
  const { user, cookies } = session();
  revokeUserRefreshTokens(origin.db, user.id);
  const res = await get(`/api/articles/${inactiveId}/items`, cookies);
  t.equal(res.status, 401);
  t.same(JSON.parse(res.body), {
    statusCode: 401,
    error: 'Unauthorized',
    message: 'The session has ended: sign in again.',
    login: '/login',
  });
  t.equal(res.headers['cache-control'], 'private, no-store');
  t.equal(res.cookies.get('access_token')?.value, '');
  t.equal(res.cookies.get('refresh_token')?.value, '');
});

t.test('other 401s pass through untouched, and nothing is refreshed for them', async (t) => {
  const { cookies } = session();
  const before = refreshes();
  const forged = await get(`/api/articles/${inactiveId}/items`, {
    ...cookies,
    access_token: issueTestToken(editor(), 'not-the-secret'),
  });
  t.same([forged.status, JSON.parse(forged.body).message], [401, 'Invalid JWT Token']);
  t.equal(refreshes(), before);
  t.notOk(forged.cookies.size, 'the cookies stay');
  const anonymous = await get(`/api/articles/${inactiveId}/items`, {});
  t.equal(anonymous.status, 404, 'an anonymous reader does not see the inactive article');
});

t.test('a publisher that cannot answer the refresh: 503, the session kept', async (t) => {
  const slow = await startBff(proxy.url, { upstreamTimeoutMs: { primary: 300, secondary: 200 } });
  t.teardown(() => slow.close());
  refreshDelay = 1500;
  t.teardown(() => {
    refreshDelay = 0;
  });
  const { cookies } = session();
  const res = await request(`${slow.url}/api/articles/${inactiveId}/items`, {
    headers: { cookie: cookieHeader(cookies) },
  });
  t.equal(res.statusCode, 503);
  t.notOk(setCookies(res.headers['set-cookie']).get('refresh_token'), 'no logout');
  await res.body.dump();
});
