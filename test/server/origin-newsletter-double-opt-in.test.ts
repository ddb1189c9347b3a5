// The publisher's side of the newsletters' double opt-in (decision 044), on its own clock: a confirmation
// link works for a week and not a second longer, confirms only the lists it named, says the same when opened again;
// an unsubscribe token leaves the lists it names or all of them; an issue goes to confirmed readers only, each with
// their own unsubscribe link; the admin send answers loopback callers with the token only.
import t from 'tap';
import { memoryOutbox } from '../../stand-ins/crm/mail-outbox.ts';
import { NEWSLETTER_ISSUE_PATH } from '../../stand-ins/origin/routes/newsletter.ts';
import {
  NEWSLETTER_API,
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_CONFIRM_TTL_S,
  NEWSLETTER_LISTS_PARAM,
  NEWSLETTER_TOKEN_PARAM,
  NEWSLETTER_UNSUBSCRIBE_PATH,
} from '../../shared/newsletter-mail.ts';
import { FIXTURE_NOW, originFixture } from '../helpers/origin-fixture.ts';

const clock = { s: FIXTURE_NOW };
const outbox = memoryOutbox();
const f = await originFixture({
  now: () => clock.s,
  adminToken: 'admin-titok',
  newsletterMail: { outbox, publicOrigin: { main: 'https://telex.example', regional: 'https://transtelex.example' } },
});
t.teardown(() => f.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  f.inject({ method: 'POST', url, payload, headers: { 'x-site': 'telex', ...headers } });
const mailsTo = (to: string) => outbox.mails.filter((m) => m.to === to);
const linkIn = (text: string, path: string) => {
  const found = [...text.matchAll(/https?:\/\/\S+/g)].map((m) => new URL(m[0])).find((u) => u.pathname === path);
  if (!found) throw new Error(`no ${path} link in: ${text}`);
  return found;
};
const tokenOf = (link: URL) => link.searchParams.get(NEWSLETTER_TOKEN_PARAM) ?? '';
const state = (email: string) =>
  f.db
    .prepare(
      'SELECT list_code, confirmed_at IS NOT NULL AS confirmed FROM newsletter_subscriptions WHERE email = ? ORDER BY list_code',
    )
    .all(email);
const issue = (code: string, headers = { authorization: 'Bearer admin-titok' }) =>
  post(NEWSLETTER_ISSUE_PATH.replace(':code', code), { subject: 'Szám', text: 'Tartalom' }, headers);

t.test('a confirmation link confirms its own lists, again alike, and not after a week', async (t) => {
  const email = 'het@example.org';
  t.equal((await post(NEWSLETTER_API.subscribe, { email, listCodes: ['napi', 'g7'] })).statusCode, 202);
  const first = linkIn(mailsTo(email)[0].text, NEWSLETTER_CONFIRM_PATH);
  t.equal(first.origin, 'https://telex.example', 'the link is on the public origin of the site signed up on');
  clock.s += 1;
  t.equal((await post(NEWSLETTER_API.subscribe, { email, listCodes: ['after'] })).statusCode, 202);
  t.equal(mailsTo(email).length, 2, 'a second sign-up, one more mail');
  const second = linkIn(mailsTo(email)[1].text, NEWSLETTER_CONFIRM_PATH);

  clock.s += NEWSLETTER_CONFIRM_TTL_S - 1;
  const ok = await post(NEWSLETTER_API.confirm, { token: tokenOf(first) });
  t.equal(ok.statusCode, 200, 'on the last second of its week');
  t.same(ok.json().listCodes, ['g7', 'napi'], 'the pending lists the link named');
  t.same(
    state(email),
    [
      { list_code: 'after', confirmed: 0 },
      { list_code: 'g7', confirmed: 1 },
      { list_code: 'napi', confirmed: 1 },
    ],
    'only the lists the link named',
  );
  t.equal((await post(NEWSLETTER_API.confirm, { token: tokenOf(first) })).statusCode, 200, 'opened again: the same');
  clock.s += 1;
  t.equal(
    (await post(NEWSLETTER_API.confirm, { token: tokenOf(second) })).statusCode,
    200,
    'the second link is a second younger',
  );
  clock.s += 3600;
  t.equal((await post(NEWSLETTER_API.confirm, { token: tokenOf(first) })).statusCode, 404, 'a week and more: expired');
});

t.test('an expired pending sign-up is dropped, and signing up again starts afresh', async (t) => {
  const email = 'lejart@example.org';
  await post(NEWSLETTER_API.subscribe, { email, listCodes: ['heti'] });
  const stale = linkIn(mailsTo(email)[0].text, NEWSLETTER_CONFIRM_PATH);
  clock.s += NEWSLETTER_CONFIRM_TTL_S + 1;
  await post(NEWSLETTER_API.subscribe, { email: 'valaki-mas@example.org', listCodes: ['heti'] });
  t.same(state(email), [], 'the never-confirmed row is gone at the next sign-up');
  t.equal((await post(NEWSLETTER_API.confirm, { token: tokenOf(stale) })).statusCode, 404);
  await post(NEWSLETTER_API.subscribe, { email, listCodes: ['heti'] });
  t.equal(
    (await post(NEWSLETTER_API.confirm, { token: tokenOf(linkIn(mailsTo(email)[1].text, NEWSLETTER_CONFIRM_PATH)) }))
      .statusCode,
    200,
  );
  t.same(state(email), [{ list_code: 'heti', confirmed: 1 }]);
  t.equal(
    (await post(NEWSLETTER_API.subscribe, { email, listCodes: ['heti'] })).json().confirmationSent,
    false,
    'confirmed already: no mail',
  );
  t.equal(mailsTo(email).length, 2);
});

t.test('an issue reaches confirmed readers only, each with an unsubscribe link that leaves that list', async (t) => {
  const reader = 'olvaso@example.org';
  const pending = 'fuggo@example.org';
  await post(NEWSLETTER_API.subscribe, { email: reader, listCodes: ['karakter', 'after'] });
  await post(NEWSLETTER_API.confirm, { token: tokenOf(linkIn(mailsTo(reader)[0].text, NEWSLETTER_CONFIRM_PATH)) });
  await post(NEWSLETTER_API.subscribe, { email: pending, listCodes: ['karakter'] });
  const sent = await issue('karakter');
  t.equal(sent.statusCode, 200);
  t.equal(sent.json().sent, 1, 'one confirmed reader');
  t.equal(mailsTo(pending).length, 1, 'the pending address got its confirmation only');
  const letter = mailsTo(reader)[1];
  t.equal(letter.subject, 'Szám');
  const out = linkIn(letter.text, NEWSLETTER_UNSUBSCRIBE_PATH);
  t.equal(out.searchParams.get(NEWSLETTER_LISTS_PARAM), 'karakter');
  const left = await post(NEWSLETTER_API.unsubscribe, { token: tokenOf(out), listCodes: ['karakter'] });
  t.same(left.json(), { removed: 1 });
  t.same(
    (await post(NEWSLETTER_API.unsubscribe, { token: tokenOf(out), listCodes: ['karakter'] })).json(),
    { removed: 0 },
    'again: nothing more',
  );
  t.same(state(reader), [{ list_code: 'after', confirmed: 1 }]);
  t.same(
    (await post(NEWSLETTER_API.unsubscribe, { token: tokenOf(out) })).json(),
    { removed: 1 },
    'no lists named: all of them',
  );
  t.equal(
    (await post(NEWSLETTER_API.unsubscribe, { token: tokenOf(out), listCodes: ['sport'] })).statusCode,
    400,
    'an unknown list',
  );
});

t.test("forged tokens and the admin send's gate", async (t) => {
  for (const token of ['A'.repeat(43), 'rövid', '']) {
    t.equal((await post(NEWSLETTER_API.confirm, { token })).statusCode, 404, `confirm ${JSON.stringify(token)}`);
    t.equal(
      (await post(NEWSLETTER_API.unsubscribe, { token })).statusCode,
      404,
      `unsubscribe ${JSON.stringify(token)}`,
    );
  }
  t.equal((await post(NEWSLETTER_API.confirm, {})).statusCode, 400, 'no token');
  t.equal((await issue('napi', { authorization: 'Bearer rossz' })).statusCode, 403, 'a wrong admin token');
  t.equal((await issue('sport')).statusCode, 404, 'no such list');
  t.equal(
    (
      await post(
        NEWSLETTER_ISSUE_PATH.replace(':code', 'napi'),
        { subject: '' },
        { authorization: 'Bearer admin-titok' },
      )
    ).statusCode,
    400,
  );
});
