// /login and the sign-in endpoints (§4 Preview mode, §6 Login): outside preview mode /login goes to /; in preview
// mode every page needs a signed-in reader, who signs in with password and one-time code and returns to the
// remembered path, which must stay on our origin.
import t from 'tap';
import { request } from 'undici';
import { safeReturnPath } from '../../server/auth/login-return-path.ts';
import { totpCode } from '../../stand-ins/origin/security/totp.ts';
import { createUser } from '../../stand-ins/origin/security/users.ts';
import { issueTestToken } from '../helpers/editor-tokens.ts';
import { sameSiteTarget } from '../helpers/same-site-location.ts';
import { cookieHeader, setCookies } from '../helpers/set-cookies.ts';
import { startBff, startOrigin } from '../helpers/servers.ts';

const SECRET = 'login-test-secret';
const origin = await startOrigin({ articles: 300, jwtSecret: SECRET });
const bff = await startBff(origin.url);
const preview = await startBff(origin.url, { previewMode: true });
t.teardown(async () => {
  await preview.close();
  await bff.close();
  await origin.close();
});

let n = 0;
function editor() {
  n++;
  const password = `Jelszo-${n}-hosszu`;
  return { ...createUser(origin.db, { email: `bejelentkezo${n}@example.hu`, password }), password };
}

const inactiveId = origin.db
  .prepare(`SELECT id FROM articles WHERE active = 0 AND parent_id IS NULL AND site_slug = 'telex' LIMIT 1`)
  .pluck()
  .get() as number;
const inactiveUrl = (
  (await (
    await request(`${origin.url}/api/article/${inactiveId}`, {
      headers: { authorization: `Bearer ${issueTestToken(editor(), SECRET)}` },
    })
  ).body.json()) as { url: string }
).url;

async function send(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  opts: {
    cookies?: Record<string, string | undefined>;
    form?: Record<string, string>;
    headers?: Record<string, string>;
  } = {},
) {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.cookies) headers.cookie = cookieHeader(opts.cookies);
  if (opts.form) headers['content-type'] = 'application/x-www-form-urlencoded';
  const res = await request(base + path, {
    method,
    headers,
    body: opts.form ? new URLSearchParams(opts.form).toString() : undefined,
  });
  return {
    url: base + path,
    status: res.statusCode,
    headers: res.headers,
    cookies: setCookies(res.headers['set-cookie']),
    body: await res.body.text(),
  };
}

t.test('outside preview mode /login goes to /', async (t) => {
  const res = await send(bff.url, 'GET', '/login');
  t.equal(res.status, 302);
  t.equal(sameSiteTarget(t, res.headers.location, res.url), '/');
  const data = await send(bff.url, 'GET', '/page-data?path=%2Flogin');
  t.same(JSON.parse(data.body), { status: 302, redirect: '/' });
});

t.test('preview mode: a reader without a session is sent to /login, the path remembered', async (t) => {
  const res = await send(preview.url, 'GET', `${inactiveUrl}?x=1`);
  t.equal(res.status, 302);
  t.equal(sameSiteTarget(t, res.headers.location, res.url), '/login');
  t.equal(res.headers['cache-control'], 'private, no-store');
  const remembered = res.cookies.get('login_redirect')!;
  t.equal(remembered.value, `${inactiveUrl}?x=1`);
  t.ok(remembered.attributes.includes('HttpOnly') && remembered.attributes.includes('Path=/'));
  const front = await send(preview.url, 'GET', '/');
  t.equal(front.status, 302, 'the front page too');
  const data = await send(preview.url, 'GET', `/page-data?path=${encodeURIComponent(inactiveUrl)}`);
  t.same(JSON.parse(data.body), { status: 302, redirect: '/login' });
  t.equal(data.cookies.get('login_redirect')?.value, inactiveUrl);
});

t.test('preview mode: /login shows the password form, privately; a signed-in reader goes to /', async (t) => {
  const page = await send(preview.url, 'GET', '/login');
  t.equal(page.status, 200);
  t.equal(page.headers['cache-control'], 'private, no-store');
  // The page's own form (the header carries the site search's form too).
  const form = /<form class="login__form"[^>]*>/.exec(page.body)?.[0] ?? '';
  t.match(form, /action="\/auth\/login"/);
  t.match(form, /method="post"/, 'a plain form post: works without JavaScript');
  t.match(page.body, /name="password"/);
  const code = await send(preview.url, 'GET', '/login?lepes=kod&hiba=kod');
  t.match(code.body, /action="\/auth\/otp"/);
  t.match(code.body, /Hibás vagy lejárt kód/);
  const signedIn = await send(preview.url, 'GET', '/login', {
    cookies: { access_token: issueTestToken(editor(), SECRET) },
  });
  t.equal(signedIn.status, 302);
  t.equal(sameSiteTarget(t, signedIn.headers.location, signedIn.url), '/');
  const stale = await send(preview.url, 'GET', '/login', {
    cookies: { access_token: 'nem.ervenyes.token', refresh_token: 'elhasznalt' },
  });
  t.equal(stale.status, 302, 'cookies the publisher refuses do not count as signed in');
  t.equal(sameSiteTarget(t, stale.headers.location, stale.url), '/login');
  t.equal(stale.cookies.get('access_token')?.value, '', 'they are cleared, so the next /login shows the form');
  t.notOk(stale.cookies.get('login_redirect'), 'the login page itself is not remembered');
});

t.test('signing in without JavaScript: password, code, back to the remembered page', async (t) => {
  const u = editor();
  const wrong = await send(preview.url, 'POST', '/auth/login', { form: { email: u.email, password: 'rossz' } });
  t.equal(wrong.status, 303);
  t.equal(sameSiteTarget(t, wrong.headers.location, wrong.url), '/login?hiba=adatok');
  t.equal(wrong.cookies.size, 0);

  const first = await send(preview.url, 'POST', '/auth/login', { form: { email: u.email, password: u.password } });
  t.equal(first.status, 303);
  t.equal(sameSiteTarget(t, first.headers.location, first.url), '/login?lepes=kod');
  const otp = first.cookies.get('login_otp')!;
  t.ok(otp.value, 'the first factor token is kept in a cookie');
  // Every cookie has Path=/ (what a __Host- cookie on https must have; one rule on http too).
  t.ok(otp.attributes.includes('HttpOnly') && otp.attributes.includes('Path=/'));

  const right = totpCode(u.totpSecret);
  const badCode = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
  const bad = await send(preview.url, 'POST', '/auth/otp', {
    form: { code: badCode },
    cookies: { login_otp: otp.value },
  });
  t.equal(sameSiteTarget(t, bad.headers.location, bad.url), '/login?lepes=kod&hiba=kod');

  const done = await send(preview.url, 'POST', '/auth/otp', {
    form: { code: right },
    cookies: { login_otp: otp.value, login_redirect: inactiveUrl },
  });
  t.equal(done.status, 303);
  t.equal(sameSiteTarget(t, done.headers.location, done.url), inactiveUrl, 'back where the reader was going');
  const access = done.cookies.get('access_token')!;
  const refresh = done.cookies.get('refresh_token')!;
  t.ok(access.value && refresh.value);
  t.ok(access.attributes.includes('HttpOnly') && access.attributes.includes('SameSite=Lax'));
  t.equal(done.cookies.get('login_otp')?.value, '', 'the first factor token is dropped');
  t.equal(done.cookies.get('login_redirect')?.value, '', 'the remembered path is used up');

  const article = await send(preview.url, 'GET', inactiveUrl, {
    cookies: { access_token: access.value, refresh_token: refresh.value },
  });
  t.equal(article.status, 200, 'the editor sees the inactive article');

  // Signing out is the sign-out page's same-origin POST (GET /auth/logout only shows that page).
  const out = await send(preview.url, 'POST', '/auth/logout', {
    cookies: { access_token: access.value, refresh_token: refresh.value },
    headers: { origin: preview.url, 'sec-fetch-site': 'same-origin' },
  });
  t.equal(out.status, 303);
  t.equal(sameSiteTarget(t, out.headers.location, out.url), '/');
  t.equal(out.cookies.get('access_token')?.value, '');
  t.equal(out.cookies.get('refresh_token')?.value, '');
  const reuse = await request(`${origin.url}/api/token/refresh`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refreshToken: refresh.value }),
  });
  t.equal(reuse.statusCode, 401, 'logout revoked the refresh token upstream');
  await reuse.body.dump();
});

t.test('an expired first factor starts over; a missing one too', async (t) => {
  const res = await send(preview.url, 'POST', '/auth/otp', { form: { code: '123456' } });
  t.equal(sameSiteTarget(t, res.headers.location, res.url), '/login?hiba=lejart');
  const forged = await send(preview.url, 'POST', '/auth/otp', {
    form: { code: '123456' },
    cookies: { login_otp: 'a.b.c' },
  });
  t.equal(sameSiteTarget(t, forged.headers.location, forged.url), '/login?hiba=lejart');
});

t.test('another site cannot post the sign-in form', async (t) => {
  const u = editor();
  const res = await send(preview.url, 'POST', '/auth/login', {
    form: { email: u.email, password: u.password },
    headers: { origin: 'https://evil.example' },
  });
  t.equal(res.status, 403);
  t.equal(res.cookies.size, 0);
});

t.test('the remembered path never leaves our origin', async (t) => {
  const site = 'https://telex.hu';
  const hostile = [
    '/\\evil.example',
    '//evil.example',
    '%2F%2Fevil.example',
    '/\t/evil.example',
    ' //evil.example',
    '/ /evil.example',
    'https://evil.example',
    'https://evil.example/x',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/\n/evil.example',
    '',
    '/login',
  ];
  for (const raw of hostile) t.equal(safeReturnPath(raw, site), '/', JSON.stringify(raw));
  // Decoded, it is '//evil.example': a proxy in front of us that decodes paths would see another host.
  t.equal(safeReturnPath('/%2F%2Fevil.example', site), '/', 'an encoded double slash is refused too');
  t.equal(safeReturnPath('/belfold/2026/11/25/cikk?oldal=2', site), '/belfold/2026/11/25/cikk?oldal=2');

  // End to end: the cookie as a browser would send it (percent-encoded), through the code step.
  for (const raw of ['//evil.example', '/\\evil.example', 'https://evil.example']) {
    const u = editor();
    const first = await send(preview.url, 'POST', '/auth/login', { form: { email: u.email, password: u.password } });
    const done = await send(preview.url, 'POST', '/auth/otp', {
      form: { code: totpCode(u.totpSecret) },
      cookies: { login_otp: first.cookies.get('login_otp')!.value, login_redirect: raw },
    });
    t.equal(done.status, 303);
    t.equal(sameSiteTarget(t, done.headers.location, done.url), '/', `${JSON.stringify(raw)} → /`);
  }
});
