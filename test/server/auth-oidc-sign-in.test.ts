// External sign-in through a local OpenID provider, over HTTP (§6 OAuth with scope openid profile email, §8 a failure
// returns to /login and is logged once, §9 a 10-character state): the code flow with PKCE and a nonce; the origin
// verifies the code at the provider and maps the address to an editor; replayed or foreign states, a provider's
// refusal and a code the provider does not know all end at /login; the remembered path never leaves the site.
import { Writable } from 'node:stream';
import t from 'tap';
import { request } from 'undici';
import { callbackUris, startOidcProvider } from '../../stand-ins/oidc-provider/main.ts';
import { createUser } from '../../stand-ins/origin/security/users.ts';
import { issueTestToken } from '../helpers/editor-tokens.ts';
import { HttpBrowser } from '../helpers/http-browser.ts';
import { startBff, startOrigin } from '../helpers/servers.ts';

/** Load shedding is tested in operations.test.ts; on a saturated shared machine its first sample reads as overload. */

const SECRET = 'oidc-test-secret';
const CLIENT = { clientId: 'hirportal-teszt', clientSecret: 'teszt-titok-123' };
const EDITOR = { email: 'kulso.szerkeszto@example.hu', password: 'Szolgaltato-Jelszo-1', name: 'Külső Szerkesztő' };
const STRANGER = { email: 'olvaso@example.hu', password: 'Olvaso-Jelszo-1', name: 'Olvasó' };
const UNVERIFIED = {
  email: 'ellenorizetlen@example.hu',
  password: 'Ellenorizetlen-1',
  name: 'Ellenőrizetlen',
  emailVerified: false,
};

function logSink() {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      for (const line of String(chunk).split('\n').filter(Boolean)) {
        raw.push(line);
        lines.push(JSON.parse(line));
      }
      cb();
    },
  });
  return { lines, raw, stream, failures: () => lines.filter((l) => l.msg === 'external sign-in failed') };
}

const provider = await startOidcProvider({ clients: [], accounts: [EDITOR, STRANGER, UNVERIFIED] });
const originLog = logSink();
const origin = await startOrigin({
  articles: 200,
  jwtSecret: SECRET,
  oidc: { issuer: provider.issuer, ...CLIENT },
  logger: { level: 'warn', stream: originLog.stream },
});
const bffLog = logSink();
// Every flow here starts from one address: more starts than a person would make (limits are tested in abuse.test.ts).
const many = { max: 1000, windowMs: 60_000 };
const bff = await startBff(
  origin.url,
  {
    previewMode: true,
    oidc: { issuer: provider.issuer, clientId: CLIENT.clientId },
    attemptLimits: { 'editor-external': { address: many } },
  },
  { logger: { level: 'info', stream: bffLog.stream } },
);
provider.registerClient({ ...CLIENT, redirectUris: callbackUris([bff.url]) });
const editor = createUser(origin.db, { email: EDITOR.email, password: 'Nem-ezzel-lep-be-1' });
createUser(origin.db, { email: UNVERIFIED.email, password: 'Nem-ezzel-lep-be-2' });
t.teardown(async () => {
  await bff.close();
  await origin.close();
  await provider.close();
});

const callbackPrefix = `${bff.url}/login/kulso/visszateres`;
const atCallback = (next: string) => next.startsWith(callbackPrefix);
const inactiveId = origin.db
  .prepare(`SELECT id FROM articles WHERE active = 0 AND parent_id IS NULL AND site_slug = 'telex' LIMIT 1`)
  .pluck()
  .get() as number;
const inactiveUrl = (
  (await (
    await request(`${origin.url}/api/article/${inactiveId}`, {
      headers: { authorization: `Bearer ${issueTestToken(editor, SECRET)}` },
    })
  ).body.json()) as { url: string }
).url;

/** Starts a sign-in at the BFF and walks the provider's pages; returns the callback URL the provider sends back. */
async function toCallback(browser: HttpBrowser, account?: { email: string; password: string }): Promise<string> {
  const start = await browser.send('GET', `${bff.url}/login/kulso`);
  if (start.status !== 302 || !start.location) throw new Error(`start answered ${start.status}`);
  let walk = await browser.follow(start.location, atCallback);
  if (walk.next) return walk.next;
  const form = walk.hops.at(-1)!;
  if (!account || !/action="\/interaction\/[^"]+\/login"/.test(form.body))
    throw new Error(`no login form: ${form.status} ${form.url} ${form.body.slice(0, 300)}`);
  const action = new URL(/action="([^"]+\/login)"/.exec(form.body)![1], form.url).href;
  const posted = await browser.send('POST', action, { email: account.email, password: account.password });
  if (!posted.location) return posted.body;
  walk = await browser.follow(posted.location, atCallback);
  if (!walk.next) throw new Error(`no callback; last hop ${walk.hops.at(-1)?.status} ${walk.hops.at(-1)?.url}`);
  return walk.next;
}

const failuresSince = (n: number) => bffLog.failures().slice(n);

t.test(
  'the start: code flow with PKCE S256, scope openid profile email, a 10-character state in a short cookie',
  async (t) => {
    const browser = new HttpBrowser();
    const start = await browser.send('GET', `${bff.url}/login/kulso`);
    t.equal(start.status, 302);
    t.equal(start.headers['cache-control'], 'private, no-store');
    const url = new URL(start.location!);
    t.equal(`${url.origin}${url.pathname}`, `${provider.issuer}/auth`, 'to the provider’s authorization endpoint');
    const p = url.searchParams;
    t.same(
      [p.get('response_type'), p.get('client_id'), p.get('scope'), p.get('code_challenge_method')],
      ['code', CLIENT.clientId, 'openid profile email', 'S256'],
    );
    t.equal(p.get('redirect_uri'), callbackPrefix, 'back to our callback on the configured public origin');
    t.match(p.get('state'), /^[A-Za-z0-9]{10}$/, '§9 ten random characters');
    t.ok((p.get('nonce') ?? '').length >= 43, 'a nonce');
    t.match(p.get('code_challenge'), /^[A-Za-z0-9_-]{43}$/);
    const cookie = ([] as string[])
      .concat(start.headers['set-cookie'] as string[])
      .find((c) => c.startsWith('oidc_flow='))!;
    // Path=/, as every cookie of ours (a __Host- cookie on https must have it).
    for (const a of ['HttpOnly', 'SameSite=Lax', 'Path=/', 'Max-Age=600']) t.ok(cookie.includes(a), a);
    t.ok(cookie.startsWith(`oidc_flow=${p.get('state')}.`), 'the cookie holds this state');
    const other = new URL((await new HttpBrowser().send('GET', `${bff.url}/login/kulso`)).location!);
    t.not(other.searchParams.get('state'), p.get('state'), 'every start has its own state');
  },
);

t.test('signing in through the provider: the editor’s session, back to the remembered page', async (t) => {
  const browser = new HttpBrowser();
  browser.cookies(bff.url).set('login_redirect', encodeURIComponent(`${inactiveUrl}?x=1`));
  const wrong = await (async () => {
    const start = await browser.send('GET', `${bff.url}/login/kulso`);
    const walk = await browser.follow(start.location!, atCallback);
    const page = walk.hops.at(-1)!;
    t.equal(page.status, 200, 'the provider shows its login form');
    const action = new URL(/action="([^"]+\/login)"/.exec(page.body)![1], page.url).href;
    return browser.send('POST', action, { email: EDITOR.email, password: 'rossz' });
  })();
  t.equal(wrong.status, 200);
  t.match(wrong.body, /Hibás e-mail-cím vagy jelszó/, 'a wrong password at the provider is the provider’s business');

  const callback = await toCallback(browser, EDITOR);
  const cb = new URL(callback);
  t.ok(cb.searchParams.get('code'), 'a code');
  t.equal(cb.searchParams.get('iss'), provider.issuer, 'the provider names itself (RFC 9207)');
  const done = await browser.send('GET', callback);
  t.equal(done.status, 302);
  t.equal(done.location, `${bff.url}${inactiveUrl}?x=1`, 'back where the reader was going');
  const set = ([] as string[]).concat(done.headers['set-cookie'] as string[]);
  const access = set.find((c) => c.startsWith('access_token='))!;
  const refresh = set.find((c) => c.startsWith('refresh_token='))!;
  for (const c of [access, refresh]) for (const a of ['HttpOnly', 'SameSite=Lax', 'Path=/']) t.ok(c.includes(a), a);
  t.ok(
    set.some((c) => /^oidc_flow=;/.test(c)),
    'the flow cookie is dropped',
  );
  t.ok(
    set.some((c) => /^login_redirect=;/.test(c)),
    'the remembered path is used up',
  );

  const page = await browser.send('GET', `${bff.url}${inactiveUrl}`);
  t.equal(page.status, 200, 'the editor sees the inactive article in preview mode');
  t.equal(provider.logins.filter((e) => e === EDITOR.email).length, 1);
});

t.test('a replayed callback is refused, with one log line', async (t) => {
  const browser = new HttpBrowser();
  const callback = await toCallback(browser, EDITOR);
  const flowCookie = browser.cookies(bff.url).get('oidc_flow')!;
  t.equal((await browser.send('GET', callback)).status, 302);
  t.ok(browser.cookies(bff.url).get('access_token'), 'the first use signs in');

  const replayer = new HttpBrowser();
  replayer.cookies(bff.url).set('oidc_flow', flowCookie);
  const before = bffLog.failures().length;
  const replay = await replayer.send('GET', callback);
  t.same([replay.status, replay.location], [302, `${bff.url}/login?hiba=kulso`]);
  t.notOk(replayer.cookies(bff.url).get('access_token'), 'no session');
  const lines = failuresSince(before);
  t.equal(lines.length, 1, 'exactly one log line');
  t.equal(lines[0].reason, 'state already used');

  const again = await browser.send('GET', callback);
  t.equal(again.location, `${bff.url}/login?hiba=kulso`, 'the same browser cannot use it twice either');
  t.equal(failuresSince(before).at(-1)!.reason, 'no sign-in in progress in this browser');

  // The code itself is single use at the provider: presented to the origin again it is refused.
  const direct = await request(`${origin.url}/api/login/google/check`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      code: new URL(callback).searchParams.get('code')!,
      redirect_uri: callbackPrefix,
      code_verifier: 'v'.repeat(43),
      nonce: 'n'.repeat(43),
    }).toString(),
  });
  t.equal(direct.statusCode, 401);
  t.same(((await direct.body.json()) as { message: string }).message, 'External sign-in failed.');
});

t.test('a foreign state is refused: another browser’s callback, a changed state, no flow at all', async (t) => {
  const victim = new HttpBrowser();
  const attacker = new HttpBrowser();
  const attackersCallback = await toCallback(attacker, STRANGER);
  await victim.send('GET', `${bff.url}/login/kulso`);
  t.ok(victim.cookies(bff.url).get('oidc_flow'), 'the victim has a flow of its own');
  const before = bffLog.failures().length;
  const forced = await victim.send('GET', attackersCallback);
  t.same(
    [forced.status, forced.location],
    [302, `${bff.url}/login?hiba=kulso`],
    'login CSRF: the attacker’s code in the victim’s browser',
  );
  t.notOk(victim.cookies(bff.url).get('access_token'));
  t.equal(failuresSince(before)[0].reason, 'state does not belong to this browser');

  const own = new HttpBrowser();
  const callback = new URL(await toCallback(own, EDITOR));
  callback.searchParams.set('state', 'AAAAAAAAAA');
  t.equal((await own.send('GET', callback.href)).location, `${bff.url}/login?hiba=kulso`, 'a changed state');
  t.equal(
    (await new HttpBrowser().send('GET', `${callbackPrefix}?code=x&state=AAAAAAAAAA`)).location,
    `${bff.url}/login?hiba=kulso`,
    'no flow',
  );
  t.equal(failuresSince(before).length, 3, 'one line each');
});

t.test(
  'a failed provider answer: cancelled at the provider, an unknown code, a stranger, an unverified address',
  async (t) => {
    // The reader presses 'Mégse' at the provider.
    const quitter = new HttpBrowser();
    const start = await quitter.send('GET', `${bff.url}/login/kulso`);
    const walk = await quitter.follow(start.location!, atCallback);
    const page = walk.hops.at(-1)!;
    const abort = await quitter.send('POST', new URL(/action="([^"]+\/abort)"/.exec(page.body)![1], page.url).href);
    const back = await quitter.follow(abort.location!, atCallback);
    t.match(back.next, /error=access_denied/, 'the provider reports the refusal to our callback');
    let before = bffLog.failures().length;
    const cancelled = await quitter.send('GET', back.next!);
    t.same([cancelled.status, cancelled.location], [302, `${bff.url}/login?hiba=kulso`]);
    t.same(
      failuresSince(before).map((l) => l.reason),
      ['provider answered access_denied'],
    );

    // A code the provider never issued, with this browser's real state.
    const forger = new HttpBrowser();
    const forgerStart = new URL((await forger.send('GET', `${bff.url}/login/kulso`)).location!);
    before = bffLog.failures().length;
    const originBefore = originLog.failures().length;
    const forged = await forger.send(
      'GET',
      `${callbackPrefix}?code=kitalalt-kod&state=${forgerStart.searchParams.get('state')}`,
    );
    t.equal(forged.location, `${bff.url}/login?hiba=kulso`);
    t.same(
      failuresSince(before).map((l) => l.reason),
      ['publisher refused (401)'],
    );
    t.same(
      originLog
        .failures()
        .slice(originBefore)
        .map((l) => l.reason),
      ['token endpoint refused the code (invalid_grant)'],
      'the origin logs why, once',
    );

    for (const [account, reason] of [
      [STRANGER, 'the address is not an active editor'],
      [UNVERIFIED, 'ID token refused: email not verified'],
    ] as const) {
      const browser = new HttpBrowser();
      const callback = await toCallback(browser, account);
      const o = originLog.failures().length;
      const b = bffLog.failures().length;
      const res = await browser.send('GET', callback);
      t.equal(res.location, `${bff.url}/login?hiba=kulso`, account.email);
      t.notOk(browser.cookies(bff.url).get('access_token'));
      t.same(
        originLog
          .failures()
          .slice(o)
          .map((l) => l.reason),
        [reason],
      );
      t.equal(failuresSince(b).length, 1);
    }
  },
);

t.test('the login page tells the reader, without details', async (t) => {
  const page = await request(`${bff.url}/login?hiba=kulso`);
  const html = await page.body.text();
  t.match(html, /A külső fiókkal való bejelentkezés nem sikerült/);
  t.match(html, /href="\/login\/kulso"/, 'and offers the external sign-in');
});

t.test('20 hostile remembered paths: after sign-in the reader always lands on a same-site path', async (t) => {
  const hostile = [
    '//evil.example',
    '/\\evil.example',
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '/\t/evil.example',
    ' //evil.example',
    'https://evil.example',
    'http://evil.example/x',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/\n/evil.example',
    '///evil.example',
    '/.//evil.example',
    '/..//evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
    '/%5Cevil.example',
    '%5C%5Cevil.example',
    '//evil.example@telex.hu',
    'HTTPS:evil.example',
  ];
  t.equal(hostile.length, 20);
  const browser = new HttpBrowser();
  await toCallback(browser, EDITOR).then((cb) => browser.send('GET', cb));
  for (const raw of hostile) {
    browser.cookies(bff.url).set('login_redirect', encodeURIComponent(raw));
    const callback = await toCallback(browser, EDITOR);
    const res = await browser.send('GET', callback);
    t.equal(res.status, 302, JSON.stringify(raw));
    const location = res.headers.location as string;
    t.ok(
      location.startsWith('/') && !location.startsWith('//') && !location.startsWith('/\\'),
      `${JSON.stringify(raw)} → ${location}`,
    );
    t.equal(new URL(location, bff.url).origin, new URL(bff.url).origin);
  }
});

t.test('no provider configured: the start says so at /login, once in the log', async (t) => {
  const plain = await startBff(origin.url, { previewMode: true }, { logger: { level: 'info', stream: bffLog.stream } });
  t.teardown(() => plain.close());
  const before = bffLog.failures().length;
  const res = await request(`${plain.url}/login/kulso`);
  await res.body.dump();
  t.same([res.statusCode, res.headers.location], [302, '/login?hiba=kulso']);
  t.equal(failuresSince(before).length, 1);
});

t.test('the origin checks its form', async (t) => {
  const post = async (form: Record<string, string>) => {
    const res = await request(`${origin.url}/api/login/google/check`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
    return { status: res.statusCode, body: (await res.body.json()) as { message: string } };
  };
  const good = { code: 'abc', redirect_uri: callbackPrefix, code_verifier: 'v'.repeat(43), nonce: 'n'.repeat(32) };
  for (const [field, value] of [
    ['code', ''],
    ['redirect_uri', 'javascript:x'],
    ['code_verifier', 'rovid'],
    ['code_verifier', 'é'.repeat(43)],
    ['nonce', 'x'],
  ]) {
    const res = await post({ ...good, [field]: value });
    t.equal(res.status, 400, `${field}=${value.slice(0, 10)}`);
    t.match(res.body.message, new RegExp(field));
  }
  const { code_verifier: _v, ...noVerifier } = good;
  t.equal((await post(noVerifier)).status, 400, 'the PKCE verifier is required');
});

t.test('no code, token, state or address in any log line', async (t) => {
  const all = [...bffLog.raw, ...originLog.raw].join('\n');
  t.ok(bffLog.raw.length > 10, 'the BFF logged its requests');
  for (const email of [EDITOR.email, STRANGER.email, UNVERIFIED.email]) t.notOk(all.includes(email), `no ${email}`);
  t.notOk(/[?&](code|state)=[^&\s"…]/.test(all), 'no code or state in a logged URL');
  t.notOk(/eyJ[A-Za-z0-9_-]{10,}\./.test(all), 'no JWT');
});
