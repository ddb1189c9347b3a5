// The supporter pages' flows through the BFF (§2.1 support, §5, §7 CRM service): sign-in by the mail's code or link,
// then cancel (with a confirmation), newsletters, download, delete and sign out, each answered with a redirect to a
// page state that says what happened or a 400 with the reason; signed-in forms need the session's token; the CRM
// down gives a clear message and changes nothing; the regional edition and the donations flag hide it all. A monthly
// support paid at the payment provider is cancelled there first: test/server/payments-checkout-flow.test.ts; here,
// a BFF without the provider cannot cancel one and changes nothing.
import t from 'tap';
import { request } from 'undici';
import { DEMO_SUPPORTER } from '../../stand-ins/crm/demo-supporters.ts';
import { supporterCsrfToken } from '../../server/support/supporter-session.ts';
import { loadSupporterProfile } from '../../server/support/supporter-profile-data.ts';
import { CrmClient } from '../../server/upstream/crm-client.ts';
import { supporterConfirmation } from '../../shared/supporter-profile.ts';
import { send, type Jar } from '../helpers/form-client.ts';
import { startBff, startSupportServers } from '../helpers/servers.ts';

/** Load shedding is tested in operations.test.ts; on a saturated shared machine its first sample reads as overload. */

const { origin, crm, bff } = await startSupportServers(t, 150);

const codeOf = (text: string) => /kódot[^:]*: (\d{6})/.exec(text)![1];
const linkOf = (text: string) => new URL(/(http\S+token=[A-Za-z0-9_-]+)/.exec(text)![1]);
const supporterId = (email: string) =>
  crm.db.prepare('SELECT id FROM supporters WHERE email = ?').pluck().get(email) as number | undefined;
let nth = 1;
const freshSupporter = () => crm.db.prepare('SELECT email FROM supporters WHERE id = ?').pluck().get(++nth) as string;

/** Signs a supporter in by the mail's code, as a browser would. */
async function signIn(email: string, base = bff.url): Promise<Jar> {
  const jar: Jar = {};
  await send(base, 'POST', '/tamogatas/belepes', { form: { email }, jar });
  const res = await send(base, 'POST', '/tamogatas/belepes/kod', {
    form: { code: codeOf(crm.mails.at(-1)!.text) },
    jar,
  });
  if (res.location !== '/tamogatas/profil?eredmeny=belepve') throw new Error(`sign-in failed: ${res.location}`);
  return jar;
}
const csrf = (jar: Jar) => supporterCsrfToken(jar.supporter_session!);
const activeRecurring = (email: string) =>
  crm.db
    .prepare(`SELECT id FROM payments WHERE supporter_id = ? AND recurring = 1 AND status = 'active' ORDER BY id`)
    .pluck()
    .all(supporterId(email)) as number[];

t.test('sign-in by code: the same answer for any address, then a session cookie', async (t) => {
  const jar: Jar = {};
  const asked = await send(bff.url, 'POST', '/tamogatas/belepes', { form: { email: DEMO_SUPPORTER.email }, jar });
  t.same([asked.status, asked.location], [303, '/tamogatas/belepes?eredmeny=elkuldve']);
  const challenge = asked.cookies.get('supporter_challenge')!;
  t.ok(challenge.value, 'the pending sign-in is kept in a cookie');
  // Path=/, as every cookie of ours (a __Host- cookie on https must have it).
  for (const a of ['HttpOnly', 'SameSite=Lax', 'Path=/', 'Max-Age=900']) t.ok(challenge.attributes.includes(a), a);
  t.equal(asked.headers['cache-control'], 'private, no-store');

  const stranger = await send(bff.url, 'POST', '/tamogatas/belepes', { form: { email: 'nem.tamogato@example.hu' } });
  t.equal(stranger.location, asked.location, 'an unknown address is told the same');
  t.ok(stranger.cookies.get('supporter_challenge')?.value, 'and gets a challenge cookie too');

  const code = codeOf(crm.mails.at(-1)!.text);
  const wrong = await send(bff.url, 'POST', '/tamogatas/belepes/kod', {
    form: { code: code === '000000' ? '111111' : '000000' },
    jar,
  });
  t.equal(wrong.location, '/tamogatas/belepes?eredmeny=hibas-kod');
  const garbled = await send(bff.url, 'POST', '/tamogatas/belepes/kod', { form: { code: 'abc' }, jar });
  t.equal(garbled.location, '/tamogatas/belepes?eredmeny=hibas-kod');
  const done = await send(bff.url, 'POST', '/tamogatas/belepes/kod', {
    form: { code: `${code.slice(0, 3)} ${code.slice(3)}` },
    jar,
  });
  t.same([done.status, done.location], [303, '/tamogatas/profil?eredmeny=belepve']);
  const session = done.cookies.get('supporter_session')!;
  t.ok(session.value);
  for (const a of ['HttpOnly', 'SameSite=Lax', 'Path=/']) t.ok(session.attributes.includes(a), a);
  t.notOk(session.attributes.includes('Secure'), 'not Secure on plain http');
  t.equal(done.cookies.get('supporter_challenge')?.value, '', 'the challenge is dropped');
  const again = await send(bff.url, 'POST', '/tamogatas/belepes/kod', {
    form: { code },
    jar: { supporter_challenge: challenge.value },
  });
  t.equal(again.location, '/tamogatas/belepes?eredmeny=lejart', 'a code works once');
  const none = await send(bff.url, 'POST', '/tamogatas/belepes/kod', { form: { code } });
  t.equal(none.location, '/tamogatas/belepes?eredmeny=lejart', 'no pending sign-in in this browser');

  const profile = await loadSupporterProfile(
    new CrmClient(crm.url, { primary: 2000, secondary: 1000 }),
    session.value,
    { site: 'telex', page: 1 },
  );
  t.equal(profile.kind, 'profile');
  if (profile.kind === 'profile') {
    t.equal(profile.profile.email, DEMO_SUPPORTER.email);
    t.equal(profile.csrf, supporterCsrfToken(session.value), 'the page gets the forms’ token');
  }
});

t.test('sign-in by link: once; a mangled link is explained', async (t) => {
  const email = freshSupporter();
  await send(bff.url, 'POST', '/tamogatas/belepes', { form: { email } });
  const link = linkOf(crm.mails.at(-1)!.text);
  t.equal(link.pathname, '/tamogatas/belepes/link');
  const jar: Jar = {};
  // The link shows a page; its button's same-origin post signs in (test/server/abuse-session-supporter-link.test.ts).
  const page = await send(bff.url, 'GET', link.pathname + link.search, { jar });
  t.equal(page.status, 200);
  t.notOk(jar.supporter_session, 'opening the link alone signs nobody in');
  const token = link.searchParams.get('token')!;
  const ok = await send(bff.url, 'POST', link.pathname, { form: { token }, jar });
  t.same([ok.status, ok.location], [303, '/tamogatas/profil?eredmeny=belepve']);
  t.ok(jar.supporter_session);
  const twice = await send(bff.url, 'POST', link.pathname, { form: { token } });
  t.equal(twice.location, '/tamogatas/belepes?eredmeny=lejart');
  for (const q of ['', '?token=', '?token=r%C3%B6vid', `?token=${'x'.repeat(300)}`]) {
    t.equal(
      (await send(bff.url, 'GET', `/tamogatas/belepes/link${q}`)).location,
      '/tamogatas/belepes?eredmeny=lejart',
      q || 'no token',
    );
  }
  for (const token of ['', 'r\u00f6vid', 'x'.repeat(300)]) {
    t.equal(
      (await send(bff.url, 'POST', '/tamogatas/belepes/link', { form: { token } })).location,
      '/tamogatas/belepes?eredmeny=lejart',
      token || 'no token',
    );
  }
});

t.test('sign-in form: a bad address, and cross-site posts', async (t) => {
  t.equal(
    (await send(bff.url, 'POST', '/tamogatas/belepes', { form: { email: 'nem-cim' } })).location,
    '/tamogatas/belepes?eredmeny=hibas-cim',
  );
  const evil = await send(bff.url, 'POST', '/tamogatas/belepes', {
    form: { email: DEMO_SUPPORTER.email },
    headers: { origin: 'https://evil.example' },
  });
  t.equal(evil.status, 403);
  const fetchSite = await send(bff.url, 'POST', '/tamogatas/belepes/kod', {
    form: { code: '123456' },
    headers: { 'sec-fetch-site': 'cross-site' },
  });
  t.equal(fetchSite.status, 403);
});

t.test('cancel a recurring payment: token required, a confirmation first, then done', async (t) => {
  const email = DEMO_SUPPORTER.email;
  const jar = await signIn(email);
  const [paymentId] = activeRecurring(email);
  const form = { payment_id: String(paymentId) };

  t.equal((await send(bff.url, 'POST', '/tamogatas/profil/lemondas', { form, jar })).status, 403, 'no token');
  t.equal(
    (
      await send(bff.url, 'POST', '/tamogatas/profil/lemondas', {
        form: { ...form, csrf: supporterCsrfToken('x'.repeat(43)) },
        jar,
      })
    ).status,
    403,
    'another session’s token',
  );
  const other = await signIn(freshSupporter());
  t.equal(
    (await send(bff.url, 'POST', '/tamogatas/profil/lemondas', { form: { ...form, csrf: csrf(other) }, jar })).status,
    403,
    'a real token of someone else',
  );
  const cross = await send(bff.url, 'POST', '/tamogatas/profil/lemondas', {
    form: { ...form, csrf: csrf(jar), megerosites: 'igen' },
    jar,
    headers: { origin: 'https://evil.example' },
  });
  t.equal(cross.status, 403, 'a post from another site');
  t.same(activeRecurring(email).includes(paymentId), true, 'nothing was cancelled by any of these');

  const ask = await send(bff.url, 'POST', '/tamogatas/profil/lemondas', { form: { ...form, csrf: csrf(jar) }, jar });
  t.same(
    [ask.status, ask.location],
    [303, `/tamogatas/profil?megerosites=lemondas&fizetes=${paymentId}`],
    'first the confirmation',
  );
  t.ok(activeRecurring(email).includes(paymentId), 'still active');
  const profile = await loadSupporterProfile(
    new CrmClient(crm.url, { primary: 2000, secondary: 1000 }),
    jar.supporter_session!,
    { site: 'telex', page: 1 },
  );
  if (profile.kind !== 'profile') throw new Error('no profile');
  const confirmation = supporterConfirmation(new URL(ask.location!, bff.url).searchParams, profile.profile);
  t.equal(confirmation?.kind, 'lemondas', 'the page can ask about that very payment');

  const done = await send(bff.url, 'POST', '/tamogatas/profil/lemondas', {
    form: { ...form, csrf: csrf(jar), megerosites: 'igen' },
    jar,
  });
  t.same([done.status, done.location], [303, '/tamogatas/profil?eredmeny=lemondva']);
  t.notOk(activeRecurring(email).includes(paymentId), 'cancelled at the CRM');

  const twice = await send(bff.url, 'POST', '/tamogatas/profil/lemondas', {
    form: { ...form, csrf: csrf(jar), megerosites: 'igen' },
    jar,
  });
  t.same([twice.status, JSON.parse(twice.body).message], [400, 'This recurring payment is already cancelled.']);
  for (const [bad, reason] of [
    ['', /payment_id/],
    ['1 OR 1=1', /payment_id/],
    ['99999999', /No such payment/],
  ] as const) {
    const res = await send(bff.url, 'POST', '/tamogatas/profil/lemondas', {
      form: { payment_id: bad, csrf: csrf(jar), megerosites: 'igen' },
      jar,
    });
    t.equal(res.status, 400, JSON.stringify(bad));
    t.match(JSON.parse(res.body).message, reason);
  }
  crm.db.prepare(`UPDATE payments SET status = 'active', cancelled_at = NULL WHERE id = ?`).run(paymentId);
});

t.test(
  'a monthly support paid at the payment provider, and a BFF without the provider: nothing is cancelled anywhere',
  async (t) => {
    const email = freshSupporter();
    const id = Number(
      crm.db
        .prepare(
          `INSERT INTO payments (supporter_id, amount, currency, recurring, status, created_at, charges, provider_ref)
    VALUES (?, 3000, 'HUF', 1, 'active', 1790000000, 1, 'sub_test_elsewhere0001')`,
        )
        .run(supporterId(email)).lastInsertRowid,
    );
    const jar = await signIn(email);
    const res = await send(bff.url, 'POST', '/tamogatas/profil/lemondas', {
      form: { payment_id: String(id), csrf: csrf(jar), megerosites: 'igen' },
      jar,
    });
    t.same(
      [res.status, res.location],
      [303, '/tamogatas/hiba?eredmeny=muvelet-sikertelen'],
      'it cannot stop the charges, so it says so',
    );
    t.ok(
      activeRecurring(email).includes(id),
      'still active at the CRM: the record never says cancelled while the provider charges',
    );
    const deleting = await send(bff.url, 'POST', '/tamogatas/profil/torles', {
      form: { csrf: csrf(jar), megerosites: 'igen' },
      jar,
    });
    t.equal(
      deleting.location,
      '/tamogatas/hiba?eredmeny=muvelet-sikertelen',
      'nor is the account deleted under a running subscription',
    );
    t.ok(supporterId(email));
  },
);

t.test('newsletters, and bad input', async (t) => {
  const email = freshSupporter();
  const jar = await signIn(email);
  const subscribed = () =>
    crm.db
      .prepare(`SELECT subscribed FROM newsletter_choices WHERE supporter_id = ? AND code = 'heti'`)
      .pluck()
      .get(supporterId(email));
  const on = await send(bff.url, 'POST', '/tamogatas/profil/hirlevel', {
    form: { code: 'heti', subscribe: '1', csrf: csrf(jar) },
    jar,
  });
  t.equal(on.location, '/tamogatas/profil?eredmeny=hirlevel-fel');
  t.equal(subscribed(), 1);
  const off = await send(bff.url, 'POST', '/tamogatas/profil/hirlevel', {
    form: { code: 'heti', subscribe: '0', csrf: csrf(jar) },
    jar,
  });
  t.equal(off.location, '/tamogatas/profil?eredmeny=hirlevel-le');
  t.equal(subscribed(), 0);
  const cases: [Record<string, string>, RegExp][] = [
    [{ code: 'heti' }, /subscribe must be 1 or 0/],
    [{ code: 'heti', subscribe: 'igen' }, /subscribe must be 1 or 0/],
    [{ subscribe: '1' }, /code is missing/],
    [{ code: '<script>', subscribe: '1' }, /code is missing or malformed/],
    [{ code: 'nincs', subscribe: '1' }, /Unknown newsletter 'nincs'/],
  ];
  for (const [form, reason] of cases) {
    const res = await send(bff.url, 'POST', '/tamogatas/profil/hirlevel', { form: { ...form, csrf: csrf(jar) }, jar });
    t.equal(res.status, 400, JSON.stringify(form));
    t.match(JSON.parse(res.body).message, reason);
  }
  t.equal(subscribed(), 0, 'unchanged by the bad ones');
});

t.test('download: the supporter’s data as a JSON file', async (t) => {
  const jar = await signIn(DEMO_SUPPORTER.email);
  const res = await send(bff.url, 'POST', '/tamogatas/profil/letoltes', { form: { csrf: csrf(jar) }, jar });
  t.equal(res.status, 200);
  t.equal(res.headers['content-disposition'], 'attachment; filename="tamogatoi-adatok.json"');
  t.match(res.headers['content-type'], /^application\/json/);
  t.equal(res.headers['cache-control'], 'private, no-store');
  const data = JSON.parse(res.body);
  t.equal(data.supporter.email, DEMO_SUPPORTER.email);
  t.equal(data.payments.length, 17);
  t.equal(
    (await send(bff.url, 'POST', '/tamogatas/profil/letoltes', { form: {}, jar })).status,
    403,
    'not without the token',
  );
});

t.test('delete: a confirmation, then the account and the session are gone', async (t) => {
  const email = freshSupporter();
  const jar = await signIn(email);
  const ask = await send(bff.url, 'POST', '/tamogatas/profil/torles', { form: { csrf: csrf(jar) }, jar });
  t.equal(ask.location, '/tamogatas/profil?megerosites=torles');
  t.ok(supporterId(email), 'not yet');
  const session = jar.supporter_session!;
  const done = await send(bff.url, 'POST', '/tamogatas/profil/torles', {
    form: { csrf: csrf(jar), megerosites: 'igen' },
    jar,
  });
  t.same([done.status, done.location], [303, '/tamogatas/siker?eredmeny=torolve']);
  t.equal(done.cookies.get('supporter_session')?.value, '', 'the session cookie is cleared');
  t.notOk(supporterId(email), 'the supporter is gone');
  const after = await send(bff.url, 'POST', '/tamogatas/profil/letoltes', {
    form: { csrf: supporterCsrfToken(session) },
    jar: { supporter_session: session },
  });
  t.equal(
    after.location,
    '/tamogatas/belepes?eredmeny=belepes-szukseges',
    'the old session is refused and the reader asked to sign in',
  );
  t.equal(after.cookies.get('supporter_session')?.value, '');
});

t.test('sign out', async (t) => {
  const jar = await signIn(freshSupporter());
  const session = jar.supporter_session!;
  t.equal(
    (await send(bff.url, 'POST', '/tamogatas/kijelentkezes', { form: {}, jar })).status,
    403,
    'not without the token',
  );
  const out = await send(bff.url, 'POST', '/tamogatas/kijelentkezes', { form: { csrf: csrf(jar) }, jar });
  t.same([out.status, out.location], [303, '/tamogatas/belepes?eredmeny=kijelentkezve']);
  t.equal(out.cookies.get('supporter_session')?.value, '');
  const stale = await send(bff.url, 'POST', '/tamogatas/profil/letoltes', {
    form: { csrf: supporterCsrfToken(session) },
    jar: { supporter_session: session },
  });
  t.equal(stale.location, '/tamogatas/belepes?eredmeny=belepes-szukseges', 'the CRM ended the session too');
  const anonymous = await send(bff.url, 'POST', '/tamogatas/kijelentkezes', { form: {} });
  t.equal(anonymous.location, '/tamogatas/belepes?eredmeny=kijelentkezve');
});

t.test('without a session every action asks the reader to sign in', async (t) => {
  for (const path of [
    '/tamogatas/profil/lemondas',
    '/tamogatas/profil/hirlevel',
    '/tamogatas/profil/letoltes',
    '/tamogatas/profil/torles',
  ]) {
    const res = await send(bff.url, 'POST', path, { form: { csrf: 'x' } });
    t.same([res.status, res.location], [303, '/tamogatas/belepes?eredmeny=belepes-szukseges'], path);
  }
});

t.test('the CRM down: a clear message, and nothing half-done', async (t) => {
  const email = freshSupporter();
  const jar = await signIn(email);
  const [paymentId] = activeRecurring(DEMO_SUPPORTER.email);
  const down = await startBff(origin.url, { crmApiUrl: 'http://127.0.0.1:9' });
  t.teardown(() => down.close());
  const before = crm.db.prepare('SELECT count(*) FROM payments WHERE supporter_id = ?').pluck().get(supporterId(email));
  const actions: [string, Record<string, string>][] = [
    ['/tamogatas/profil/lemondas', { payment_id: String(paymentId), megerosites: 'igen' }],
    ['/tamogatas/profil/hirlevel', { code: 'heti', subscribe: '1' }],
    ['/tamogatas/profil/letoltes', {}],
    ['/tamogatas/profil/torles', { megerosites: 'igen' }],
  ];
  for (const [path, form] of actions) {
    const res = await send(down.url, 'POST', path, { form: { ...form, csrf: csrf(jar) }, jar: { ...jar } });
    t.same([res.status, res.location], [303, '/tamogatas/hiba?eredmeny=muvelet-sikertelen'], path);
    t.notOk(res.cookies.has('supporter_session'), 'the reader stays signed in');
  }
  t.ok(supporterId(email), 'the account is still there');
  t.equal(
    crm.db.prepare('SELECT count(*) FROM payments WHERE supporter_id = ?').pluck().get(supporterId(email)),
    before,
  );
  const signInDown = await send(down.url, 'POST', '/tamogatas/belepes', { form: { email } });
  t.equal(signInDown.location, '/tamogatas/belepes?eredmeny=nem-elerheto');
  const codeDown = await send(down.url, 'POST', '/tamogatas/belepes/kod', {
    form: { code: '123456' },
    jar: { supporter_challenge: 'c'.repeat(24) },
  });
  t.equal(codeDown.location, '/tamogatas/belepes?eredmeny=nem-elerheto');

  // The CRM failing half-way through a deletion: its transaction undoes everything, the reader keeps the session.
  // The supporter has a newsletter choice, which the deletion removes before it reaches the refused row.
  const choicesOf = () =>
    crm.db
      .prepare('SELECT count(*) FROM newsletter_choices WHERE supporter_id = ?')
      .pluck()
      .get(supporterId(email)) as number;
  crm.db
    .prepare(
      `INSERT OR REPLACE INTO newsletter_choices (supporter_id, code, subscribed, updated_at) VALUES (?, 'heti', 1, 0)`,
    )
    .run(supporterId(email));
  const choicesBefore = choicesOf();
  t.ok(choicesBefore > 0, `the supporter has ${choicesBefore} newsletter choice(s) to lose`);
  crm.db.exec(
    `CREATE TEMP TRIGGER refuse_delete BEFORE DELETE ON supporters BEGIN SELECT RAISE(ABORT, 'refused for the test'); END`,
  );
  const failed = await send(bff.url, 'POST', '/tamogatas/profil/torles', {
    form: { csrf: csrf(jar), megerosites: 'igen' },
    jar: { ...jar },
  });
  crm.db.exec('DROP TRIGGER refuse_delete');
  t.equal(failed.location, '/tamogatas/hiba?eredmeny=muvelet-sikertelen');
  t.notOk(failed.cookies.has('supporter_session'));
  t.ok(supporterId(email), 'nothing was deleted');
  t.equal(choicesOf(), choicesBefore, 'its newsletter choices are back too');
  const still = await send(bff.url, 'POST', '/tamogatas/profil/letoltes', {
    form: { csrf: csrf(jar) },
    jar: { ...jar },
  });
  t.equal(still.status, 200, 'the session still works');
});

t.test('no CRM configured: sign-in is unavailable, actions fail clearly', async (t) => {
  const none = await startBff(origin.url);
  t.teardown(() => none.close());
  t.equal(
    (await send(none.url, 'POST', '/tamogatas/belepes', { form: { email: DEMO_SUPPORTER.email } })).location,
    '/tamogatas/belepes?eredmeny=nem-elerheto',
  );
  const token = 'x'.repeat(43);
  const res = await send(none.url, 'POST', '/tamogatas/profil/letoltes', {
    form: { csrf: supporterCsrfToken(token) },
    jar: { supporter_session: token },
  });
  t.equal(res.location, '/tamogatas/hiba?eredmeny=muvelet-sikertelen');
});

t.test('§5: no supporter forms on the regional edition', async (t) => {
  const res = await request(`${bff.url}/tamogatas/belepes`, {
    method: 'POST',
    headers: { host: 'ro.localhost', 'content-type': 'application/x-www-form-urlencoded' },
    body: `email=${encodeURIComponent(DEMO_SUPPORTER.email)}`,
  });
  t.equal(res.statusCode, 404);
  await res.body.dump();
  const link = await request(`${bff.url}/tamogatas/belepes/link?token=${'a'.repeat(43)}`, {
    headers: { host: 'ro.localhost' },
  });
  t.equal(link.statusCode, 404);
  await link.body.dump();
});

t.test('§5: none on the main site while the donations flag is 1', async (t) => {
  origin.db.prepare(`UPDATE frontend_state SET component_setup = json_set(component_setup, '$.donations', '1')`).run();
  t.teardown(() => {
    origin.db
      .prepare(`UPDATE frontend_state SET component_setup = json_set(component_setup, '$.donations', '0')`)
      .run();
  });
  const flagged = await startBff(origin.url, { crmApiUrl: crm.url });
  t.teardown(() => flagged.close());
  const before = crm.mails.length;
  const res = await send(flagged.url, 'POST', '/tamogatas/belepes', { form: { email: DEMO_SUPPORTER.email } });
  t.equal(res.status, 404);
  t.equal(crm.mails.length, before, 'no mail went out');
  const jar = await signIn(DEMO_SUPPORTER.email);
  t.equal(
    (await send(flagged.url, 'POST', '/tamogatas/profil/letoltes', { form: { csrf: csrf(jar) }, jar })).status,
    404,
  );
});
