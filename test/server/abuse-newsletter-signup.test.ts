// Anyone could subscribe any address to every newsletter. An outside review sent 25 × POST
// /api/newsletter/subscribe for victimN@example.org to all five lists, 201 each, also with Origin: https://evil.example;
// no confirmation mail, no limit. Here, through the BFF: a cross-site sign-up is 403 on the JSON endpoint and the form;
// a sign-up sends exactly one confirmation and no list mail until its link is opened; the link makes the address get
// list mail, and every mail's unsubscribe link works; the per-address and per-client limits answer 429 with
// Retry-After (a plain form post: back to its page with the reason, and the same Retry-After), and let the sign-up
// through again once the window has passed.
import t from 'tap';
import { request } from 'undici';
import { DEFAULT_ATTEMPT_LIMITS } from '../../server/auth/attempt-limits.ts';
import { NEWSLETTER_ISSUE_PATH } from '../../stand-ins/origin/routes/newsletter.ts';
import { NEWSLETTER_CHECK_INBOX, NEWSLETTER_RESULTS } from '../../shared/newsletter-form.ts';
import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH } from '../../shared/newsletter-mail.ts';
import { startBff, startOrigin, TEST_NOW } from '../helpers/servers.ts';

const origin = await startOrigin({ now: TEST_NOW });
const clock = { ms: Date.now() };
// trustProxy: each test names its client by X-Forwarded-For, as the shipped proxy in front would.
const bff = await startBff(origin.url, { trustProxy: 'loopback', clock: () => clock.ms });
t.teardown(async () => {
  await bff.close();
  await origin.close();
});

const siteOrigin = () => new URL(bff.url).origin;
const mailsTo = (to: string) => origin.newsletterMails.filter((m) => m.to === to);
const linksIn = (text: string, path: string) =>
  [...text.matchAll(/https?:\/\/\S+/g)].map((m) => new URL(m[0])).filter((u) => u.pathname === path);
const person = (email: string, listCodes = ['napi', 'heti', 'g7', 'after', 'karakter']) => ({
  email,
  firstName: 'Áldozat',
  lastName: 'Teszt',
  listCodes,
});

let clients = 0;
/** A fresh client address per call unless one is named, so the per-client limit is only met where a test means it. */
const nextClient = () => `198.51.100.${++clients}`;

async function post(path: string, body: unknown, opts: { headers?: Record<string, string>; client?: string } = {}) {
  const res = await request(`${bff.url}${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': opts.client ?? nextClient(), ...opts.headers },
  });
  const text = await res.body.text();
  return { status: res.statusCode, headers: res.headers, body: text ? JSON.parse(text) : null };
}
async function postForm(
  path: string,
  fields: [string, string][],
  opts: { headers?: Record<string, string>; client?: string } = {},
) {
  const res = await request(`${bff.url}${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': opts.client ?? nextClient(),
      ...opts.headers,
    },
  });
  await res.body.dump();
  return { status: res.statusCode, headers: res.headers, location: res.headers.location as string | undefined };
}
/** Opens a mail's link on the BFF (the link names the configured public origin; the path and query are what count). */
async function open(link: URL) {
  const res = await request(`${bff.url}${link.pathname}${link.search}`, {
    headers: { 'x-forwarded-for': nextClient() },
  });
  await res.body.dump();
  return { status: res.statusCode, location: res.headers.location as string | undefined };
}
async function sendIssue(listCode: string) {
  const res = await request(`${origin.url}${NEWSLETTER_ISSUE_PATH.replace(':code', listCode)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ subject: `Heti szám (${listCode})`, text: 'A hét legfontosabb történetei.' }),
  });
  return { status: res.statusCode, body: (await res.body.json()) as { sent: number } };
}

t.test('a cross-site sign-up is 403 on the JSON endpoint and the form, and mails nobody', async (t) => {
  const victim = 'victim-cross@example.org';
  for (const path of ['/api/newsletter/subscribe', '/hirlevel/feliratkozas']) {
    t.equal(
      (await post(path, person(victim), { headers: { origin: 'https://evil.example' } })).status,
      403,
      `${path}: Origin of another site`,
    );
    t.equal(
      (await post(path, person(victim), { headers: { 'sec-fetch-site': 'cross-site' } })).status,
      403,
      `${path}: Sec-Fetch-Site: cross-site`,
    );
    t.equal(
      (await post(path, person(victim), { headers: { origin: 'null' } })).status,
      403,
      `${path}: an opaque origin the browser does not call ours`,
    );
  }
  const form = await postForm(
    '/hirlevel/feliratkozas',
    [
      ['email', victim],
      ['firstName', 'A'],
      ['lastName', 'B'],
      ['listCodes', 'napi'],
      ['back', '/'],
    ],
    { headers: { origin: 'https://evil.example' } },
  );
  t.equal(form.status, 403, 'a forged plain form post');
  t.same(mailsTo(victim), [], 'no mail went out');
  t.equal(
    origin.db.prepare('SELECT count(*) FROM newsletter_subscriptions WHERE email = ?').pluck().get(victim),
    0,
    'nothing stored',
  );
});

t.test('a sign-up sends exactly one confirmation and no list mail before it is confirmed', async (t) => {
  const reader = 'olvaso-fuggo@example.org';
  const res = await post('/api/newsletter/subscribe', person(reader, ['napi', 'g7']), {
    headers: { origin: siteOrigin() },
  });
  t.equal(res.status, 202, 'accepted, not subscribed');
  t.equal(res.body.message, NEWSLETTER_CHECK_INBOX, 'the reader is told to check the inbox');
  const mails = mailsTo(reader);
  t.equal(mails.length, 1, 'one confirmation mail');
  t.equal(linksIn(mails[0].text, NEWSLETTER_CONFIRM_PATH).length, 1, 'it carries the confirmation link');
  t.equal(linksIn(mails[0].text, NEWSLETTER_UNSUBSCRIBE_PATH).length, 1, 'and an unsubscribe link');
  for (const code of ['napi', 'g7']) t.equal((await sendIssue(code)).status, 200, `${code} issue sent`);
  t.equal(mailsTo(reader).length, 1, 'no list mail before the link is opened');

  const form = await postForm('/hirlevel/feliratkozas', [
    ['email', 'forma-fuggo@example.org'],
    ['firstName', 'Béla'],
    ['lastName', 'Forma'],
    ['listCodes', 'napi'],
    ['back', '/'],
  ]);
  t.equal(form.location, '/?hirlevel=ok', 'the form goes back to its page');
  t.equal(NEWSLETTER_RESULTS.ok.text, NEWSLETTER_CHECK_INBOX, 'whose outcome says to check the inbox');
  t.equal(mailsTo('forma-fuggo@example.org').length, 1, 'one confirmation for the form too');
});

t.test('opening the confirmation link makes the address get list mail; the unsubscribe link in it works', async (t) => {
  const reader = 'olvaso-megerosit@example.org';
  t.equal((await post('/hirlevel/feliratkozas', person(reader, ['after', 'karakter']))).status, 202);
  const [confirm] = linksIn(mailsTo(reader)[0].text, NEWSLETTER_CONFIRM_PATH);
  const opened = await open(confirm);
  t.equal(opened.status, 303);
  t.match(opened.location, /\?hirlevel=megerositve$/, 'to the newsletter page, saying it is confirmed');
  const page = await request(`${bff.url}${opened.location}`);
  const html = await page.body.text();
  t.equal(page.statusCode, 200);
  t.ok(html.includes(NEWSLETTER_RESULTS.megerositve.text), 'the page says so');
  t.equal(
    (await open(confirm)).location,
    opened.location,
    'opening it again (a mail scanner came first) says the same',
  );

  t.equal((await sendIssue('after')).body.sent >= 1, true);
  const listMails = mailsTo(reader).slice(1);
  t.equal(listMails.length, 1, 'the list mail arrives');
  const [unsubscribe] = linksIn(listMails[0].text, NEWSLETTER_UNSUBSCRIBE_PATH);
  t.ok(unsubscribe, 'with an unsubscribe link');
  const left = await open(unsubscribe);
  t.equal(left.status, 303);
  t.match(left.location, /\?hirlevel=leiratkozva$/);
  await sendIssue('after');
  t.equal(mailsTo(reader).length, 2, 'no more mail from that list');
  await sendIssue('karakter');
  t.equal(mailsTo(reader).length, 3, 'the other list still comes');
});

t.test("the confirmation mail's unsubscribe link withdraws the sign-up; a forged link is refused", async (t) => {
  const victim = 'nem-kerte@example.org';
  await post('/hirlevel/feliratkozas', person(victim, ['napi']));
  const [unsubscribe] = linksIn(mailsTo(victim)[0].text, NEWSLETTER_UNSUBSCRIBE_PATH);
  const [confirm] = linksIn(mailsTo(victim)[0].text, NEWSLETTER_CONFIRM_PATH);
  t.match((await open(unsubscribe)).location, /\?hirlevel=leiratkozva$/);
  t.equal(
    origin.db.prepare('SELECT count(*) FROM newsletter_subscriptions WHERE email = ?').pluck().get(victim),
    0,
    'the pending sign-up is gone',
  );
  t.match((await open(confirm)).location, /\?hirlevel=ervenytelen-link$/, 'and its confirmation link confirms nothing');
  for (const token of ['x'.repeat(43), 'rossz', '']) {
    const res = await open(new URL(`${NEWSLETTER_CONFIRM_PATH}?token=${token}`, bff.url));
    t.match(res.location, /\?hirlevel=ervenytelen-link$/, `confirm with ${JSON.stringify(token)}`);
    const un = await open(new URL(`${NEWSLETTER_UNSUBSCRIBE_PATH}?token=${token}`, bff.url));
    t.match(un.location, /\?hirlevel=ervenytelen-link$/, `unsubscribe with ${JSON.stringify(token)}`);
  }
});

t.test("the review's 25 sign-ups from one client: the per-client limit answers 429 with Retry-After", async (t) => {
  const attacker = '203.0.113.66';
  const { max, windowMs } = DEFAULT_ATTEMPT_LIMITS['newsletter-signup'].address;
  const statuses: number[] = [];
  let refused: Awaited<ReturnType<typeof post>> | undefined;
  for (let i = 0; i < 25; i++) {
    const res = await post('/api/newsletter/subscribe', person(`victim${i}@example.org`), { client: attacker });
    statuses.push(res.status);
    refused ??= res.status === 429 ? res : undefined;
  }
  t.same(statuses, [...Array(max).fill(202), ...Array(25 - max).fill(429)], `${max} accepted, then refused`);
  t.ok(refused, 'a refusal came');
  const retryAfter = Number(refused?.headers['retry-after']);
  t.ok(retryAfter > 0 && retryAfter <= windowMs / 1000, `Retry-After: ${retryAfter} s`);
  const mailed = Array.from({ length: 25 }, (_, i) => mailsTo(`victim${i}@example.org`).length);
  t.same(
    mailed,
    [...Array(max).fill(1), ...Array(25 - max).fill(0)],
    'one confirmation per accepted sign-up, none for the refused ones',
  );
  const form = await postForm(
    '/hirlevel/feliratkozas',
    [
      ['email', 'victim99@example.org'],
      ['firstName', 'A'],
      ['lastName', 'B'],
      ['listCodes', 'napi'],
      ['back', '/'],
    ],
    { client: attacker },
  );
  // A plain form post goes back to its page, which says why (as the sign-in forms do), with the same Retry-After.
  t.equal(form.location, '/?hirlevel=korlat', 'the form is held as well, and its page says so');
  t.ok(Number(form.headers['retry-after']) > 0, 'with Retry-After');
  t.equal(mailsTo('victim99@example.org').length, 0, 'and nothing is mailed');

  clock.ms += retryAfter * 1000;
  t.equal(
    (await post('/api/newsletter/subscribe', person('victim-later@example.org'), { client: attacker })).status,
    202,
    'after the window it is let through',
  );
});

t.test('one address signed up from many clients: its cap of its own answers 429 with Retry-After', async (t) => {
  const victim = 'sokszor@example.org';
  const { max } = DEFAULT_ATTEMPT_LIMITS['newsletter-signup-inbox'].account!;
  const statuses: number[] = [];
  for (let i = 0; i < max + 2; i++)
    statuses.push(
      (await post('/hirlevel/feliratkozas', person(victim.replace('sokszor', i % 2 ? 'SOKSZOR' : 'sokszor')))).status,
    );
  t.same(
    statuses,
    [...Array(max).fill(202), 429, 429],
    `${max} accepted whatever the case of the address, then refused`,
  );
  t.equal(
    origin.newsletterMails.filter((m) => m.to.toLowerCase() === victim).length,
    max,
    `at most ${max} confirmation mails reach the inbox`,
  );
  const held = await post('/hirlevel/feliratkozas', person(victim));
  t.ok(Number(held.headers['retry-after']) > 0, 'Retry-After says when');
  t.match(held.body.message, /perc|óra/, 'and the reader is told in Hungarian');
});
