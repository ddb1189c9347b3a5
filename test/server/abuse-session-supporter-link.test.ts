// Supporter sign-in CSRF: the mail's link (GET) only shows a page; the session is set by that page's
// same-origin POST. A cross-site GET therefore sets nothing and spends nothing, a cross-site POST is refused, and a
// reader already signed in as someone else is asked (with their session's form token) before being switched.
import t from 'tap';
import { supporterCsrfToken } from '../../server/support/supporter-session.ts';
import { SUPPORT_FORM_PATHS } from '../../shared/support-forms.ts';
import { CROSS_SITE, sameOrigin, send as sendTo, type Jar } from '../helpers/form-client.ts';
import { startSupportServers } from '../helpers/servers.ts';

const { crm, bff } = await startSupportServers(t, 50);

const SAME_ORIGIN = sameOrigin(bff.url);
const send = (method: 'GET' | 'POST', path: string, opts: Parameters<typeof sendTo>[3] = {}) =>
  sendTo(bff.url, method, path, opts);

let nth = 1;
const freshSupporter = () => crm.db.prepare('SELECT email FROM supporters WHERE id = ?').pluck().get(++nth) as string;
const codeOf = (text: string) => /kódot[^:]*: (\d{6})/.exec(text)![1];
const tokenOf = (text: string) => /token=([A-Za-z0-9_-]+)/.exec(text)![1];

/** Asks for a sign-in mail for the address and returns its link token. */
async function linkTokenFor(email: string): Promise<string> {
  await send('POST', SUPPORT_FORM_PATHS.requestLink, { form: { email }, headers: SAME_ORIGIN });
  return tokenOf(crm.mails.at(-1)!.text);
}

async function signedInByCode(email: string): Promise<Jar> {
  const jar: Jar = {};
  await send('POST', SUPPORT_FORM_PATHS.requestLink, { form: { email }, jar, headers: SAME_ORIGIN });
  const done = await send('POST', SUPPORT_FORM_PATHS.enterCode, {
    form: { code: codeOf(crm.mails.at(-1)!.text) },
    jar,
    headers: SAME_ORIGIN,
  });
  if (done.location !== '/tamogatas/profil?eredmeny=belepve') throw new Error(`sign-in failed: ${done.location}`);
  return jar;
}

const sessionSet = (res: { cookies: Map<string, { value: string }> }) =>
  [...res.cookies].some(([name, c]) => name.endsWith('supporter_session') && c.value !== '');

t.test('a cross-site GET of a supporter link sets no session and leaves the token unspent', async (t) => {
  const token = await linkTokenFor(freshSupporter());
  const page = await send('GET', `${SUPPORT_FORM_PATHS.link}?token=${token}`, {
    headers: { 'sec-fetch-site': 'cross-site' },
  });
  t.equal(page.status, 200, 'a page, not a redirect');
  t.notOk(sessionSet(page), 'no session cookie');
  t.equal(page.headers['cache-control'], 'private, no-store', 'the page holds a token: nobody keeps it');
  t.match(
    page.body,
    new RegExp(`<form[^>]*method="post"[^>]*action="${SUPPORT_FORM_PATHS.link}"`),
    'a button that posts the form',
  );
  t.match(page.body, new RegExp(`name="token" value="${token}"`), 'carrying the token');
  t.match(page.body, /Belépés/, 'in Hungarian');

  const redeemed = await send('POST', SUPPORT_FORM_PATHS.link, { form: { token }, headers: SAME_ORIGIN });
  t.same(
    [redeemed.status, redeemed.location],
    [303, '/tamogatas/profil?eredmeny=belepve'],
    'the GET did not spend it; the page’s POST signs in',
  );
  t.ok(sessionSet(redeemed), 'the same-origin POST sets the session');
});

t.test('a cross-site POST of the link form is refused and sets no session', async (t) => {
  const token = await linkTokenFor(freshSupporter());
  const forged = await send('POST', SUPPORT_FORM_PATHS.link, { form: { token }, headers: CROSS_SITE });
  t.equal(forged.status, 403);
  t.notOk(sessionSet(forged));
  const later = await send('POST', SUPPORT_FORM_PATHS.link, { form: { token }, headers: SAME_ORIGIN });
  t.equal(later.location, '/tamogatas/profil?eredmeny=belepve', 'the refused post spent nothing');
});

t.test('a reader signed in as someone else is asked, and switched only by their own confirmation', async (t) => {
  const mine = freshSupporter();
  const jar = await signedInByCode(mine);
  const before = jar.supporter_session!;
  const theirs = freshSupporter();
  const token = await linkTokenFor(theirs);

  const page = await send('GET', `${SUPPORT_FORM_PATHS.link}?token=${token}`, {
    jar,
    headers: { 'sec-fetch-site': 'cross-site' },
  });
  t.equal(page.status, 200);
  t.equal(jar.supporter_session, before, 'the GET leaves the session as it was');
  t.match(page.body, mine, 'the page names who is signed in');
  t.match(page.body, theirs, 'and whose the link is');
  t.match(page.body, /Átváltasz/, 'and asks');
  t.match(
    page.body,
    new RegExp(`name="csrf" value="${supporterCsrfToken(before)}"`),
    'the switch carries the session’s form token',
  );

  const unconfirmed = await send('POST', SUPPORT_FORM_PATHS.link, { form: { token }, jar, headers: SAME_ORIGIN });
  t.equal(unconfirmed.status, 403, 'without the session’s form token no switch');
  t.equal(jar.supporter_session, before);

  const switched = await send('POST', SUPPORT_FORM_PATHS.link, {
    form: { token, csrf: supporterCsrfToken(before) },
    jar,
    headers: SAME_ORIGIN,
  });
  t.same([switched.status, switched.location], [303, '/tamogatas/profil?eredmeny=belepve']);
  t.ok(jar.supporter_session && jar.supporter_session !== before, 'a new session');
  const old = await send('GET', '/tamogatas/profil', { jar: { supporter_session: before } });
  t.notMatch(old.body, mine, 'the session it replaced was ended at the CRM');
});

t.test('a reader signed in with the link’s own account switches nothing and spends nothing', async (t) => {
  const mine = freshSupporter();
  const jar = await signedInByCode(mine);
  const before = jar.supporter_session!;
  const token = await linkTokenFor(mine);
  const same = await send('GET', `${SUPPORT_FORM_PATHS.link}?token=${token}`, { jar });
  t.same([same.status, same.location], [303, '/tamogatas/profil'], 'straight to their profile');
  t.equal(jar.supporter_session, before, 'the session as it was');
  const fresh = await send('POST', SUPPORT_FORM_PATHS.link, { form: { token }, headers: SAME_ORIGIN });
  t.equal(fresh.location, '/tamogatas/profil?eredmeny=belepve', 'the link still works elsewhere');
});
