// The publisher API's security endpoints on the embedded origin (§7 Security): password, one-time code, access JWT,
// rotating refresh tokens, logout, and how article reads treat a bearer.
import { createHash } from 'node:crypto';
import t from 'tap';
import { request } from 'undici';
import { signJwt, verifyJwt } from '../../stand-ins/origin/security/jwt.ts';
import { REFRESH_REUSE_GRACE_S, rotateRefreshToken } from '../../stand-ins/origin/security/refresh-tokens.ts';
import { base32Encode, newTotpSecret, totpCode } from '../../stand-ins/origin/security/totp.ts';
import { createUser, DEMO_EDITOR, ensureDemoEditor, setUserActive } from '../../stand-ins/origin/security/users.ts';
import { expiredTestToken, issueTestToken } from '../helpers/editor-tokens.ts';
import { startOrigin } from '../helpers/servers.ts';

const SECRET = 'origin-security-test-secret';
const origin = await startOrigin({ articles: 200, jwtSecret: SECRET });
t.teardown(() => origin.close());

async function call(
  method: 'GET' | 'POST',
  path: string,
  opts: { body?: unknown; bearer?: string; form?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (opts.bearer) headers.authorization = `Bearer ${opts.bearer}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (opts.form !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
  const res = await request(origin.url + path, {
    method,
    headers,
    body: opts.form ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
  });
  return { status: res.statusCode, body: (await res.body.json()) as any, headers: res.headers };
}

let n = 0;
function newEditor(extra: { active?: boolean } = {}) {
  const password = `Jelszo-${++n}-hosszu`;
  const name = `Szerkesztő ${n}`;
  const user = createUser(origin.db, { email: `szerk${n}@example.hu`, password, name, ...extra });
  return { ...user, password, name };
}

async function signIn(u: { email: string; password: string; totpSecret: string }) {
  const first = await call('POST', '/api/login', { body: { email: u.email, password: u.password } });
  const second = await call('POST', '/api/login/otp/verify', {
    bearer: first.body.token,
    body: { code: totpCode(u.totpSecret) },
  });
  return second.body as { token: string; refreshToken: string; user: { email: string; name: string; role: string } };
}

t.test('TOTP follows RFC 6238 (SHA-1 test vectors)', async (t) => {
  // RFC 6238 appendix B's key is ASCII '12345678901234567890' (no account has it: decision 045).
  const RFC_KEY = base32Encode(Buffer.from('12345678901234567890'));
  t.equal(RFC_KEY, 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  t.equal(totpCode(RFC_KEY, 59, 8), '94287082');
  t.equal(totpCode(RFC_KEY, 1111111109, 8), '07081804');
  t.equal(totpCode(RFC_KEY, 1234567890, 8), '89005924');
  t.equal(totpCode(RFC_KEY, 2000000000, 8), '69279037');
  t.equal(totpCode(RFC_KEY, 59), '287082', 'six digits by default');
});

t.test('JWTs are HS256 and refuse other algorithms and other secrets', async (t) => {
  const now = Math.floor(Date.now() / 1000);
  const token = signJwt({ sub: '1', email: 'a@b.hu', role: 'editor', scope: 'full', iat: now, exp: now + 60 }, SECRET);
  const [header] = token.split('.');
  t.same(JSON.parse(Buffer.from(header, 'base64url').toString()), { alg: 'HS256', typ: 'JWT' });
  t.equal(verifyJwt(token, SECRET, now).ok, true);
  t.same(verifyJwt(token, 'other', now), { ok: false, reason: 'invalid' });
  t.same(verifyJwt(token, SECRET, now + 61), { ok: false, reason: 'expired' });
  const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${token.split('.')[1]}.`;
  t.same(verifyJwt(none, SECRET, now), { ok: false, reason: 'invalid' });
});

t.test('sign-in: password, then one-time code, gives an access token and a refresh token', async (t) => {
  const u = newEditor();
  const wrong = await call('POST', '/api/login', { body: { email: u.email, password: 'nem-ez' } });
  t.equal(wrong.status, 401);
  t.equal(wrong.body.message, 'Invalid credentials.');
  const unknown = await call('POST', '/api/login', { body: { email: 'senki@example.hu', password: u.password } });
  t.same([unknown.status, unknown.body.message], [401, 'Invalid credentials.'], 'an unknown email looks the same');
  t.equal((await call('POST', '/api/login', { body: { email: u.email } })).status, 400, 'a missing field is 400');

  const first = await call('POST', '/api/login', { body: { email: u.email.toUpperCase(), password: u.password } });
  t.equal(first.status, 200);
  t.equal(first.body.otpRequired, true);
  t.equal(
    verifyJwt(first.body.token, SECRET, Date.now() / 1000).ok &&
      (verifyJwt(first.body.token, SECRET, Date.now() / 1000) as any).claims.scope,
    'otp',
  );
  t.equal(first.headers['cache-control'], 'private, no-store');
  const otpOnMe = await call('GET', '/api/me', { bearer: first.body.token });
  t.equal(otpOnMe.status, 403, 'the first factor alone is not a sign-in');

  const badCode = await call('POST', '/api/login/otp/verify', {
    bearer: first.body.token,
    body: { code: '000000' === totpCode(u.totpSecret) ? '111111' : '000000' },
  });
  t.same([badCode.status, badCode.body.message], [401, 'Invalid code.']);
  const noBearer = await call('POST', '/api/login/otp/verify', { body: { code: totpCode(u.totpSecret) } });
  t.equal(noBearer.status, 401);

  const code = totpCode(u.totpSecret);
  const ok = await call('POST', '/api/login/otp/verify', { bearer: first.body.token, body: { code } });
  t.equal(ok.status, 200);
  t.same(ok.body.user, { email: u.email, name: u.name, role: 'editor' });
  t.type(ok.body.refreshToken, 'string');
  const claims = (verifyJwt(ok.body.token, SECRET, Date.now() / 1000) as any).claims;
  t.match(claims, { sub: String(u.id), email: u.email, role: 'editor', scope: 'full' });
  t.equal(claims.exp - claims.iat, 300, 'access tokens live ORIGIN_ACCESS_TOKEN_TTL_S (default 300 s)');
  const replay = await call('POST', '/api/login/otp/verify', { bearer: first.body.token, body: { code } });
  t.equal(replay.status, 401, 'an accepted code is not accepted twice');
});

t.test('five wrong codes spend the first-factor token', async (t) => {
  const u = newEditor();
  const first = await call('POST', '/api/login', { body: { email: u.email, password: u.password } });
  const right = totpCode(u.totpSecret);
  const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
  for (let i = 0; i < 5; i++)
    await call('POST', '/api/login/otp/verify', { bearer: first.body.token, body: { code: wrong } });
  const late = await call('POST', '/api/login/otp/verify', { bearer: first.body.token, body: { code: right } });
  t.same([late.status, late.body.message], [401, 'Invalid code.']);
});

t.test('/api/me: full token → user; none, forged or expired → 401 with its message', async (t) => {
  const u = newEditor();
  const { token } = await signIn(u);
  const me = await call('GET', '/api/me', { bearer: token });
  t.equal(me.status, 200);
  t.equal(me.body.user.email, u.email);
  t.same((await call('GET', '/api/me')).body.message, 'Missing accessToken, use your refreshToken!');
  const forged = await call('GET', '/api/me', {
    bearer: signJwt({ sub: String(u.id), email: u.email, role: 'editor', scope: 'full', iat: 0, exp: 2e9 }, 'not-ours'),
  });
  t.same([forged.status, forged.body.message], [401, 'Invalid JWT Token']);
  const expired = await call('GET', '/api/me', { bearer: expiredTestToken(u, SECRET) });
  t.same([expired.status, expired.body.message], [401, 'Expired JWT Token']);
});

t.test(
  'refresh rotates: the new pair works; a concurrent reuse gets the same pair; a late replay ends the family',
  async (t) => {
    const u = newEditor();
    const signedIn = await signIn(u);
    const r1 = await call('POST', '/api/token/refresh', { body: { refreshToken: signedIn.refreshToken } });
    t.equal(r1.status, 200);
    t.not(r1.body.refreshToken, signedIn.refreshToken);
    t.equal((await call('GET', '/api/me', { bearer: r1.body.token })).status, 200);
    // A second BFF worker refreshing the same session a moment later: not a logout, and the same successor, so the
    // sign-in never splits into two live branches.
    const concurrent = await call('POST', '/api/token/refresh', { body: { refreshToken: signedIn.refreshToken } });
    t.equal(concurrent.status, 200, 'reuse within the grace window');
    t.equal(concurrent.body.refreshToken, r1.body.refreshToken, 'the successor the first use got');
    t.equal(concurrent.body.token, r1.body.token, 'and its access token: the same pair, not a second one');
    const live = origin.db
      .prepare(
        'SELECT count(*) FROM refresh_tokens WHERE family = (SELECT family FROM refresh_tokens WHERE token_hash = ?) AND used_at IS NULL AND revoked_at IS NULL',
      )
      .pluck()
      .get(createHash('sha256').update(signedIn.refreshToken).digest('hex'));
    t.equal(live, 1, 'one live refresh token in the sign-in');
    // The same replay long after the use is a stolen token: every token of that sign-in stops working.
    const late = Math.floor(Date.now() / 1000) + REFRESH_REUSE_GRACE_S + 5;
    t.equal(rotateRefreshToken(origin.db, signedIn.refreshToken, { nowS: late }), null, 'a late replay is refused');
    const afterReplay = await call('POST', '/api/token/refresh', { body: { refreshToken: r1.body.refreshToken } });
    t.equal(afterReplay.status, 401, 'a replayed token revokes every token of that sign-in');
    t.equal(
      (await call('POST', '/api/token/refresh', { body: { refreshToken: concurrent.body.refreshToken } })).status,
      401,
    );
    t.equal((await call('POST', '/api/token/refresh', { body: { refreshToken: 'garbage' } })).status, 401);
  },
);

t.test('logout revokes the refresh tokens', async (t) => {
  const u = newEditor();
  const a = await signIn(u);
  t.equal((await call('GET', '/api/logout')).status, 401, 'logout needs a token');
  t.equal((await call('GET', '/api/logout', { bearer: a.token })).status, 200);
  t.equal((await call('POST', '/api/token/refresh', { body: { refreshToken: a.refreshToken } })).status, 401);
});

t.test('article reads: anonymous as before; editor sees inactive; expired → 401; disabled → 403', async (t) => {
  const inactive = origin.db
    .prepare(`SELECT id, slug FROM articles WHERE active = 0 AND parent_id IS NULL AND site_slug = 'telex' LIMIT 1`)
    .get() as { id: number; slug: string };
  t.ok(inactive);
  const u = newEditor();
  const token = issueTestToken(u, SECRET);
  t.equal((await call('GET', `/api/articles/${inactive.slug}`)).status, 404);
  t.equal((await call('GET', `/api/article/${inactive.id}`)).status, 404);
  t.equal((await call('GET', `/api/articles/${inactive.slug}`, { bearer: token })).status, 200);
  t.equal((await call('GET', `/api/article/${inactive.id}`, { bearer: token })).status, 200);
  t.equal((await call('GET', `/api/articles/${inactive.slug}/version`, { bearer: token })).status, 200);
  const expired = await call('GET', `/api/articles/${inactive.slug}`, { bearer: expiredTestToken(u, SECRET) });
  t.same([expired.status, expired.body.message], [401, 'Expired JWT Token'], 'never silently anonymous');
  t.equal(
    (await call('GET', '/api/articles?perPage=1', { bearer: expiredTestToken(u, SECRET) })).status,
    200,
    'lists ignore the bearer',
  );
  setUserActive(origin.db, u.id, false);
  t.equal((await call('GET', `/api/articles/${inactive.slug}`, { bearer: token })).status, 403);
  t.equal((await call('GET', '/api/logout', { bearer: token })).status, 200, 'a disabled account can still log out');
});

t.test('external sign-in is a clear refusal', async (t) => {
  const res = await call('POST', '/api/login/google/check', {
    form: 'code=abc&redirect_uri=https%3A%2F%2Fexample.hu%2Fcb',
  });
  t.same([res.status, res.body.message], [401, 'External sign-in is not configured.']);
});

t.test(
  'the demo editor is created once, with the password and secret it was given (a test asks for known ones)',
  async (t) => {
    const known = newTotpSecret();
    const created = ensureDemoEditor(origin.db, { password: 'Demo-Jelszo-1', totpSecret: known });
    t.same(created && [created.email, created.password, created.totpSecret], [
      DEMO_EDITOR.email,
      'Demo-Jelszo-1',
      known,
    ]);
    t.equal(ensureDemoEditor(origin.db, { password: 'mas' }), null, 'idempotent: nothing to show a second time');
    const s = await signIn({ email: DEMO_EDITOR.email, password: 'Demo-Jelszo-1', totpSecret: known });
    t.equal(s.user.email, DEMO_EDITOR.email);
  },
);
