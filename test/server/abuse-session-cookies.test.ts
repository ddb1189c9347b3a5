// Cookies: on an https public origin every cookie the BFF sets is a `__Host-` one (Secure, Path=/, no
// Domain), so no plain-http page or sibling subdomain can plant or overwrite a session; the BFF reads them back under
// that name only, and a plain-named one (which such a page could have set) counts for nothing.
import t from 'tap';
import { totpCode } from '../../stand-ins/origin/security/totp.ts';
import { SUPPORT_FORM_PATHS } from '../../shared/support-forms.ts';
import {
  meAtOrigin,
  newEditor,
  refreshAtOrigin,
  sameOrigin,
  send,
  signIn,
  type Jar,
  type Sent,
} from '../helpers/editor-sign-in.ts';
import { startBff, startCrm, startOrigin } from '../helpers/servers.ts';

let nowS = 1_900_000_000;
const origin = await startOrigin({ articles: 50, authNow: () => nowS });
const crm = await startCrm();
// What an https public origin turns on (config.ts): the tests speak plain http to it, as a TLS-ending proxy would.
const https = await startBff(origin.url, { crmApiUrl: crm.url, secureCookies: true });
t.teardown(async () => {
  await https.close();
  await crm.close();
  await origin.close();
});

const codeOf = (text: string) => /kódot[^:]*: (\d{6})/.exec(text)![1];
const supporterEmail = crm.db.prepare('SELECT email FROM supporters WHERE id = 2').pluck().get() as string;

function checkHostCookies(
  t: { ok: (v: unknown, m: string) => void; notOk: (v: unknown, m: string) => void },
  res: Sent,
  what: string,
) {
  t.ok(res.cookies.size > 0, `${what} sets cookies`);
  for (const [name, c] of res.cookies) {
    t.ok(name.startsWith('__Host-'), `${what}: ${name} has the __Host- prefix`);
    t.ok(c.attributes.includes('Secure'), `${what}: ${name} is Secure`);
    t.ok(c.attributes.includes('Path=/'), `${what}: ${name} has Path=/`);
    t.notOk(
      c.attributes.some((a) => /^domain=/i.test(a)),
      `${what}: ${name} has no Domain`,
    );
  }
}

t.test('on an https origin the editor’s sign-in and sign-out set only __Host- cookies', async (t) => {
  const editor = newEditor(origin.db);
  const jar: Jar = {};
  const first = await send(https.url, 'POST', '/auth/login', {
    form: { email: editor.email, password: editor.password },
    jar,
    headers: sameOrigin(https.url),
  });
  checkHostCookies(t, first, 'the password step');
  const done = await send(https.url, 'POST', '/auth/otp', {
    form: { code: totpCode(editor.totpSecret, nowS) },
    jar,
    headers: sameOrigin(https.url),
  });
  checkHostCookies(t, done, 'the code step');
  t.ok(jar['__Host-access_token'] && jar['__Host-refresh_token'], 'the session is in __Host- cookies');
  const out = await send(https.url, 'POST', '/auth/logout', { jar, headers: sameOrigin(https.url) });
  checkHostCookies(t, out, 'sign-out');
});

t.test('on an https origin the BFF reads the __Host- session and ignores a plain-named one', async (t) => {
  nowS += 30;
  const jar = await signIn(https.url, newEditor(origin.db), nowS, '__Host-');
  const tokens = { access_token: jar['__Host-access_token'], refresh_token: jar['__Host-refresh_token'] };
  const planted = await send(https.url, 'POST', '/auth/logout', { jar: tokens, headers: sameOrigin(https.url) });
  t.equal(planted.status, 303);
  t.equal(
    await meAtOrigin(origin.url, jar, '__Host-'),
    200,
    'plain-named tokens ended nothing: the BFF did not read them',
  );
  const spent = { ...jar };
  await send(https.url, 'POST', '/auth/logout', { jar, headers: sameOrigin(https.url) });
  t.equal(await refreshAtOrigin(origin.url, spent, '__Host-'), 401, 'the __Host- ones are the session');
});

t.test('on an https origin the supporter’s cookies are __Host- ones too', async (t) => {
  const jar: Jar = {};
  const asked = await send(https.url, 'POST', SUPPORT_FORM_PATHS.requestLink, {
    form: { email: supporterEmail },
    jar,
    headers: sameOrigin(https.url),
  });
  checkHostCookies(t, asked, 'the sign-in mail request');
  const done = await send(https.url, 'POST', SUPPORT_FORM_PATHS.enterCode, {
    form: { code: codeOf(crm.mails.at(-1)!.text) },
    jar,
    headers: sameOrigin(https.url),
  });
  checkHostCookies(t, done, 'the code sign-in');
  const session = jar['__Host-supporter_session']!;
  t.ok(session);
  const mine = await send(https.url, 'GET', '/tamogatas/profil', { jar: { '__Host-supporter_session': session } });
  t.match(mine.body, supporterEmail, 'read back under its __Host- name');
  const planted = await send(https.url, 'GET', '/tamogatas/profil', { jar: { supporter_session: session } });
  t.notMatch(planted.body, supporterEmail, 'a plain-named one is nobody’s session');
});
