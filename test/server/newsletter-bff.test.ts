// The newsletter sign-up through the BFF against the real origin: JSON and a plain HTML form (303 back to the page),
// Hungarian validation messages, idempotence, the permanent prompt hide after signing up, the prompt's hide
// endpoint, same-site protection, and 1,000 concurrent sign-ups that lose none and double none. Since decision 044 a
// sign-up is double opt-in (test/server/abuse-newsletter-signup.test.ts): it is accepted (202, "check your inbox") and stored
// as pending, the same answer whether the address was new or not.
import t from 'tap';
import { Agent, request } from 'undici';
import { NEWSLETTER_HIDE_ARTICLE_S, NEWSLETTER_HIDE_PERMANENT_S } from '../../shared/cookie-lifetimes.ts';
import { NEWSLETTER_CHECK_INBOX, NEWSLETTER_ERRORS } from '../../shared/newsletter-form.ts';
import { NEWSLETTER_HIDE_COOKIES } from '../../shared/newsletter-prompt-hide.ts';
import { setCookies } from '../helpers/set-cookies.ts';
import { startBff, startOrigin, TEST_NOW } from '../helpers/servers.ts';

const origin = await startOrigin({ now: TEST_NOW });
// One test client signs up a thousand readers below: the per-client sign-up limit is the abuse suite's to test.
const bff = await startBff(origin.url, {
  attemptLimits: {
    'newsletter-signup': { account: { max: 10, windowMs: 60_000 }, address: { max: 100_000, windowMs: 60_000 } },
    'newsletter-signup-inbox': { account: { max: 10, windowMs: 60_000 }, address: { max: 100_000, windowMs: 60_000 } },
  },
});
t.teardown(async () => {
  await bff.close();
  await origin.close();
});

const rows = (email: string) =>
  origin.db
    .prepare('SELECT list_code FROM newsletter_subscriptions WHERE email = ? ORDER BY list_code')
    .pluck()
    .all(email);

async function json(path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await request(`${bff.url}${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  });
  const text = await res.body.text();
  return { status: res.statusCode, headers: res.headers, body: text ? JSON.parse(text) : null };
}
async function form(path: string, fields: [string, string][], headers: Record<string, string> = {}) {
  const res = await request(`${bff.url}${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
  await res.body.dump();
  return { status: res.statusCode, headers: res.headers, location: res.headers.location as string | undefined };
}

t.test(
  'JSON sign-up: 202 "check your inbox", then the same answer and nothing changes; the prompt is hidden for good',
  async (t) => {
    const body = { email: 'Kiss.Anna@Pelda.hu', firstName: 'Anna', lastName: 'Kiss', listCodes: ['napi', 'g7'] };
    const first = await json('/hirlevel/feliratkozas', body);
    t.equal(first.status, 202);
    t.same(first.body, {
      ok: true,
      email: 'Kiss.Anna@pelda.hu',
      listCodes: ['napi', 'g7'],
      message: NEWSLETTER_CHECK_INBOX,
    });
    t.same(rows('Kiss.Anna@pelda.hu'), ['g7', 'napi']);
    const cookies = setCookies(first.headers['set-cookie']);
    for (const name of Object.values(NEWSLETTER_HIDE_COOKIES)) {
      t.ok(
        cookies.get(name)?.attributes.includes(`Max-Age=${NEWSLETTER_HIDE_PERMANENT_S}`),
        `${name}: hidden for 2 years`,
      );
      t.notOk(
        cookies.get(name)?.attributes.includes('HttpOnly'),
        'the page script reads it (cached pages decide in the browser)',
      );
    }
    const stored = origin.db
      .prepare('SELECT first_name, created_at FROM newsletter_subscriptions WHERE email = ? ORDER BY list_code')
      .all('Kiss.Anna@pelda.hu');
    const again = await json('/hirlevel/feliratkozas', {
      ...body,
      firstName: 'Annamária',
      email: 'kiss.anna@pelda.hu'.replace('kiss.anna', 'Kiss.Anna'),
    });
    t.equal(again.status, 202, 'the same answer: it does not say whether the address had signed up before');
    t.equal(again.body.message, NEWSLETTER_CHECK_INBOX);
    t.same(
      origin.db
        .prepare('SELECT first_name, created_at FROM newsletter_subscriptions WHERE email = ? ORDER BY list_code')
        .all('Kiss.Anna@pelda.hu'),
      stored,
      'subscribing twice changes nothing',
    );
  },
);

t.test('JSON validation: 400 with a Hungarian message per field', async (t) => {
  const res = await json('/hirlevel/feliratkozas', {
    email: 'rossz@cim',
    firstName: '',
    lastName: 'X'.repeat(51),
    listCodes: ['sport'],
  });
  t.equal(res.status, 400);
  t.same(res.body.errors, {
    email: { code: 'email-hibas', message: NEWSLETTER_ERRORS['email-hibas'] },
    firstName: { code: 'keresztnev-hianyzik', message: NEWSLETTER_ERRORS['keresztnev-hianyzik'] },
    lastName: { code: 'vezeteknev-hosszu', message: NEWSLETTER_ERRORS['vezeteknev-hosszu'] },
    listCodes: { code: 'lista-ismeretlen', message: NEWSLETTER_ERRORS['lista-ismeretlen'] },
  });
  t.equal(res.body.message, NEWSLETTER_ERRORS['email-hibas']);
  t.notOk(res.headers['set-cookie']);
  t.equal((await json('/hirlevel/feliratkozas', [1, 2])).status, 400, 'not an object');
  const malformed = await request(`${bff.url}/hirlevel/feliratkozas`, {
    method: 'POST',
    body: '{"email":',
    headers: { 'content-type': 'application/json' },
  });
  t.equal(malformed.statusCode, 400);
  await malformed.body.dump();
  const big = await json('/hirlevel/feliratkozas', { email: 'a@b.hu', firstName: 'x'.repeat(20_000) });
  t.equal(big.status, 413);
});

t.test('plain form post: 303 back to the page with the outcome, repeated checkboxes kept', async (t) => {
  const ok = await form('/hirlevel/feliratkozas', [
    ['email', 'forma@pelda.hu'],
    ['firstName', 'Béla'],
    ['lastName', 'Forma'],
    ['listCodes', 'after'],
    ['listCodes', 'karakter'],
    ['back', '/belfold/2026/11/25/cikk?oldal=2&hirlevel=hiba'],
  ]);
  t.equal(ok.status, 303);
  t.equal(
    ok.location,
    '/belfold/2026/11/25/cikk?oldal=2&hirlevel=ok',
    'back where the form was, stale outcome replaced',
  );
  t.same(rows('forma@pelda.hu'), ['after', 'karakter']);
  t.ok(setCookies(ok.headers['set-cookie']).has(NEWSLETTER_HIDE_COOKIES.article));
  const again = await form('/hirlevel/feliratkozas', [
    ['email', 'forma@pelda.hu'],
    ['firstName', 'Béla'],
    ['lastName', 'Forma'],
    ['listCodes', 'after'],
    ['back', '/'],
  ]);
  t.equal(again.location, '/?hirlevel=ok', 'a second sign-up hears the same');
  const bad = await form('/hirlevel/feliratkozas', [
    ['email', 'x'],
    ['firstName', 'Béla'],
    ['lastName', ''],
    ['back', '/'],
  ]);
  t.equal(bad.status, 303);
  t.equal(bad.location, '/?hirlevel=hiba&hibak=email-hibas%2Cvezeteknev-hianyzik%2Clista-hianyzik');
  for (const evil of ['//gonosz.example/', 'https://gonosz.example/', '/\\gonosz.example', 'javascript:alert(1)']) {
    const res = await form('/hirlevel/feliratkozas', [
      ['email', 'x'],
      ['back', evil],
    ]);
    t.match(res.location, /^\/\?hirlevel=hiba/, `never off-site: ${evil}`);
  }
});

t.test('cross-site sign-ups are refused', async (t) => {
  const body = { email: 'cross@pelda.hu', firstName: 'A', lastName: 'B', listCodes: ['napi'] };
  t.equal((await json('/hirlevel/feliratkozas', body, { origin: 'https://gonosz.example' })).status, 403);
  t.equal(
    (await form('/hirlevel/feliratkozas', [['email', 'cross@pelda.hu']], { 'sec-fetch-site': 'cross-site' })).status,
    403,
  );
  t.same(rows('cross@pelda.hu'), []);
  t.equal(
    (await json('/hirlevel/feliratkozas', body, { origin: new URL(bff.url).origin, 'sec-fetch-site': 'same-origin' }))
      .status,
    202,
  );
  // Our pages are Referrer-Policy: no-referrer, so a browser's own form post says Origin: null with Sec-Fetch-Site:
  // same-origin; an opaque origin without that (a sandboxed frame elsewhere) is refused.
  const fields: [string, string][] = [
    ['email', 'null-origin@pelda.hu'],
    ['firstName', 'Anna'],
    ['lastName', 'Kiss'],
    ['listCodes', 'napi'],
    ['back', '/'],
  ];
  t.equal((await form('/hirlevel/feliratkozas', fields, { origin: 'null' })).status, 403);
  t.equal(
    (await form('/hirlevel/feliratkozas', fields, { origin: 'null', 'sec-fetch-site': 'cross-site' })).status,
    403,
  );
  t.same(rows('null-origin@pelda.hu'), []);
  const own = await form('/hirlevel/feliratkozas', fields, { origin: 'null', 'sec-fetch-site': 'same-origin' });
  t.equal(own.status, 303, "our own page's form post");
  t.equal(rows('null-origin@pelda.hu').length, 1);
  t.equal(
    (
      await form(
        '/hirlevel/elrejtes',
        [
          ['page', 'front'],
          ['kind', 'temporary'],
          ['back', '/'],
        ],
        { origin: 'null', 'sec-fetch-site': 'same-origin' },
      )
    ).status,
    303,
  );
});

t.test("§4 the prompt's hide endpoint follows the cookie rules", async (t) => {
  const temp = await json('/hirlevel/elrejtes', { page: 'article', kind: 'temporary' });
  t.equal(temp.status, 200);
  const c = setCookies(temp.headers['set-cookie']).get(NEWSLETTER_HIDE_COOKIES.article)!;
  t.ok(c.attributes.includes(`Max-Age=${NEWSLETTER_HIDE_ARTICLE_S}`), '2 days on an article page');
  const over = await json(
    '/hirlevel/elrejtes',
    { page: 'article', kind: 'temporary' },
    { cookie: `${NEWSLETTER_HIDE_COOKIES.article}=vegleges` },
  );
  t.notOk(over.headers['set-cookie'], 'not set when the cookie exists');
  t.same(over.body.set, []);
  const perm = await form('/hirlevel/elrejtes', [
    ['page', 'front'],
    ['kind', 'permanent'],
    ['back', '/'],
  ]);
  t.equal(perm.location, '/');
  t.equal(setCookies(perm.headers['set-cookie']).size, 2);
  t.equal((await json('/hirlevel/elrejtes', { page: 'rovat', kind: 'temporary' })).status, 400);
  t.equal((await json('/hirlevel/elrejtes', { page: 'front', kind: 'forever' })).status, 400);
  t.equal(
    (await json('/hirlevel/elrejtes', { page: 'front', kind: 'temporary' }, { origin: 'https://gonosz.example' }))
      .status,
    403,
  );
});

t.test('1,000 concurrent sign-ups through the BFF: none lost, none doubled', async (t) => {
  const READERS = 800;
  const emails = Array.from({ length: READERS }, (_, i) => `tomeg${i}@egyszerre.example.com`);
  // 200 readers press the button twice (the second time with the domain in capitals).
  const requests = [...emails, ...emails.slice(0, 200).map((e) => e.replace('example.com', 'EXAMPLE.COM'))];
  const dispatcher = new Agent({ connections: 256 });
  t.teardown(() => dispatcher.close());
  const results = await Promise.all(
    requests.map(async (email, i) => {
      const res = await request(`${bff.url}/hirlevel/feliratkozas`, {
        method: 'POST',
        dispatcher,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email,
          firstName: 'Tömeg',
          lastName: `Olvasó ${String.fromCharCode(65 + (i % 26))}`,
          listCodes: ['napi', 'heti'],
        }),
      });
      await res.body.dump();
      return res.statusCode;
    }),
  );
  t.equal(results.length, 1000);
  t.equal(results.filter((s) => s === 202).length, 1000, 'every press is answered 202, repeats alike');
  const stored = origin.db
    .prepare(
      `SELECT count(*) AS n, count(DISTINCT email || list_code) AS d FROM newsletter_subscriptions WHERE email LIKE 'tomeg%@egyszerre.example.com'`,
    )
    .get();
  t.same(stored, { n: READERS * 2, d: READERS * 2 }, 'every reader on both lists exactly once');
  const mailed = origin.newsletterMails.filter((m) => m.to.endsWith('@egyszerre.example.com')).length;
  t.equal(mailed, 1000, 'one confirmation mail per press (the second press of a pending sign-up mails a fresh link)');
});
