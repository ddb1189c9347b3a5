// Sign-in that resists abuse (§6 Login): password failures back off per account (decision 043: a growing wait,
// never a lock; test/server/abuse-limits-*.test.ts), attempts are limited per client address and code attempts per sign-in,
// on the BFF's injectable clock (no test waits for a window to pass); the refusal is the same for every account,
// existing or not; going over a limit is logged once per window, never per attempt; and no log line holds an
// address, a password, a code or a token. The supporters' mail and code forms are limited the same way.
import { Writable } from 'node:stream';
import t from 'tap';
import { request } from 'undici';
import { DEMO_SUPPORTER } from '../../stand-ins/crm/demo-supporters.ts';
import { PASSWORD_BACKOFF } from '../../server/auth/attempt-limits.ts';
import { totpCode } from '../../stand-ins/origin/security/totp.ts';
import { createUser } from '../../stand-ins/origin/security/users.ts';
import { cookieHeader, setCookies } from '../helpers/set-cookies.ts';
import { sitePath } from '../helpers/same-site-location.ts';
import { startBff, startCrm, startOrigin } from '../helpers/servers.ts';
import { startSlowProxy } from '../helpers/slow-proxy.ts';

/** Load shedding is tested in operations.test.ts; on a saturated shared machine its first sample reads as overload. */

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
const throttled = () => lines.filter((l) => l.msg === 'attempts throttled');

const origin = await startOrigin({ articles: 100 });
const proxy = await startSlowProxy(origin.url, () => 0);
const crm = await startCrm();
// Time moves only when a test moves it: the password back-off's first wait is one second, less than a slow login takes.
const clock = { offsetMs: 0, base: Date.now() };
// The tests name client addresses in X-Forwarded-For, so the BFF believes it from loopback (not its default).
const bff = await startBff(
  proxy.url,
  { previewMode: true, trustProxy: 'loopback', crmApiUrl: crm.url, clock: () => clock.base + clock.offsetMs },
  { logger: { level: 'info', stream } },
);
t.teardown(async () => {
  await bff.close();
  await crm.close();
  await proxy.close();
  await origin.close();
});

const WINDOW_MS = 15 * 60_000;
const PASSWORD = 'Helyes-Jelszo-2026';
const account = createUser(origin.db, { email: 'celpont@example.hu', password: PASSWORD });
const logins = () => proxy.calls.filter((c) => c === '/api/login').length;

async function post(
  path: string,
  form: Record<string, string>,
  opts: { address?: string; cookies?: Record<string, string>; base?: string } = {},
) {
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    'x-forwarded-for': opts.address ?? '203.0.113.7',
  };
  if (opts.cookies) headers.cookie = cookieHeader(opts.cookies);
  const base = opts.base ?? bff.url;
  const res = await request(base + path, { method: 'POST', headers, body: new URLSearchParams(form).toString() });
  await res.body.dump();
  return {
    status: res.statusCode,
    location: sitePath(res.headers.location, base)!,
    retryAfter: res.headers['retry-after'],
    cookies: setCookies(res.headers['set-cookie']),
  };
}

t.test(
  '100 wrong passwords for one account from one address: five checked, then held, logged once per window; the right one works after the window',
  async (t) => {
    const before = { logins: logins(), logged: throttled().length };
    const answers = [];
    for (let i = 0; i < 100; i++)
      answers.push(await post('/auth/login', { email: account.email, password: `rossz-${i}` }));
    const free = PASSWORD_BACKOFF.freeFailures;
    t.ok(
      answers.slice(0, free).every((a) => a.location === '/login?hiba=adatok'),
      'the free failures are checked: wrong password',
    );
    t.ok(
      answers.slice(free).every((a) => a.status === 303 && a.location === '/login?hiba=korlat'),
      'the others are held unchecked (no time passed)',
    );
    t.ok(Number(answers[99].retryAfter) > 0 && Number(answers[99].retryAfter) <= WINDOW_MS / 1000, 'with Retry-After');
    t.equal(logins() - before.logins, free, 'only those reached the publisher');
    const logged = throttled().slice(before.logged);
    t.same(
      logged.map((l) => [l.limit, l.scope]).sort(),
      [
        ['editor-password', 'account'],
        ['editor-password', 'address'],
      ],
      'one line for the account, one for the address',
    );
    t.notOk(JSON.stringify(logged).includes(account.email), 'the account appears only as a hash');

    const during = await post('/auth/login', { email: account.email, password: PASSWORD });
    t.equal(during.location, '/login?hiba=korlat', 'within the window even the right password waits');

    clock.offsetMs += WINDOW_MS + 1000;
    const after = await post('/auth/login', { email: account.email, password: PASSWORD });
    t.equal(after.location, '/login?lepes=kod', 'after the window the right password works');
    t.ok(after.cookies.get('login_otp')?.value);

    for (let i = 0; i < 20; i++) await post('/auth/login', { email: account.email, password: `rossz-b-${i}` });
    t.equal(
      throttled()
        .slice(before.logged)
        .filter((l) => l.scope === 'account').length,
      2,
      'a new window, one new line',
    );
    clock.offsetMs += WINDOW_MS + 1000;
  },
);

t.test('the refusal does not tell whether the account exists', async (t) => {
  const known = [];
  const unknown = [];
  for (let i = 0; i < 12; i++) {
    known.push(
      (await post('/auth/login', { email: account.email, password: 'rossz' }, { address: '198.51.100.1' })).location,
    );
    unknown.push(
      (await post('/auth/login', { email: 'nincs.ilyen@example.hu', password: 'rossz' }, { address: '198.51.100.2' }))
        .location,
    );
  }
  t.same(known, unknown);
  clock.offsetMs += WINDOW_MS + 1000;
});

t.test('per address: one address trying many accounts is throttled too', async (t) => {
  const answers = [];
  for (let i = 0; i < 35; i++)
    answers.push(
      (await post('/auth/login', { email: `szorakozo${i}@example.hu`, password: 'x' }, { address: '192.0.2.99' }))
        .location,
    );
  t.ok(answers.slice(0, 30).every((l) => l === '/login?hiba=adatok'));
  t.ok(
    answers.slice(30).every((l) => l === '/login?hiba=korlat'),
    'the 31st account from that address is refused',
  );
  const elsewhere = await post(
    '/auth/login',
    { email: 'szorakozo0@example.hu', password: 'x' },
    { address: '192.0.2.100' },
  );
  t.equal(elsewhere.location, '/login?hiba=adatok', 'another address is not affected');
  clock.offsetMs += WINDOW_MS + 1000;
});

t.test('code entry is limited per sign-in', async (t) => {
  const first = await post('/auth/login', { email: account.email, password: PASSWORD }, { address: '198.51.100.50' });
  const otp = first.cookies.get('login_otp')!.value;
  const answers = [];
  for (let i = 0; i < 15; i++)
    answers.push(
      (await post('/auth/otp', { code: '000000' }, { address: '198.51.100.50', cookies: { login_otp: otp } })).location,
    );
  t.ok(
    answers.slice(10).every((l) => l === '/login?lepes=kod&hiba=korlat'),
    'after ten codes, refused unchecked',
  );
  clock.offsetMs += WINDOW_MS + 1000;
  const fresh = await post('/auth/login', { email: account.email, password: PASSWORD }, { address: '198.51.100.50' });
  const done = await post(
    '/auth/otp',
    { code: totpCode(account.totpSecret) },
    { address: '198.51.100.50', cookies: { login_otp: fresh.cookies.get('login_otp')!.value } },
  );
  t.equal(done.status, 303);
  t.ok(done.cookies.get('access_token')?.value, 'the right code after the window signs in');
  clock.offsetMs += WINDOW_MS + 1000;
});

t.test(
  'supporters: five mails per address in the window, the same answer for a stranger; codes limited per sign-in',
  async (t) => {
    // Outside preview mode: in it, the supporters' forms are for signed-in editors only (preview-gate.ts).
    const open = await startBff(
      proxy.url,
      { trustProxy: 'loopback', crmApiUrl: crm.url, clock: () => clock.base + clock.offsetMs },
      { logger: { level: 'info', stream } },
    );
    t.teardown(() => open.close());
    const base = open.url;
    const mails = crm.mails.length;
    const known = [];
    const stranger = [];
    for (let i = 0; i < 7; i++) {
      known.push(
        (await post('/tamogatas/belepes', { email: DEMO_SUPPORTER.email }, { address: '203.0.113.20', base })).location,
      );
      stranger.push(
        (await post('/tamogatas/belepes', { email: 'idegen@example.hu' }, { address: '203.0.113.21', base })).location,
      );
    }
    t.same(known, stranger, 'known or not, the same answers');
    t.same(known, [
      ...Array(5).fill('/tamogatas/belepes?eredmeny=elkuldve'),
      ...Array(2).fill('/tamogatas/belepes?eredmeny=korlat'),
    ]);
    t.equal(crm.mails.length - mails, 5, 'no mail beyond the limit');

    const asked = await post(
      '/tamogatas/belepes',
      { email: 'tamogato2@example.hu' },
      { address: '203.0.113.22', base },
    );
    const challenge = asked.cookies.get('supporter_challenge')!.value;
    const codes = [];
    for (let i = 0; i < 12; i++)
      codes.push(
        (
          await post(
            '/tamogatas/belepes/kod',
            { code: '999999' },
            { address: '203.0.113.22', cookies: { supporter_challenge: challenge }, base },
          )
        ).location,
      );
    t.same(codes.slice(10), ['/tamogatas/belepes?eredmeny=korlat', '/tamogatas/belepes?eredmeny=korlat']);
    t.same(
      throttled()
        .filter((l) => String(l.limit).startsWith('supporter'))
        .map((l) => `${l.limit}:${l.scope}`)
        .sort(),
      ['supporter-code:account', 'supporter-email:account', 'supporter-email:account'],
      'one line per limited key and window',
    );
  },
);

t.test('no address, password, code or token in any log line', async (t) => {
  const all = raw.join('\n');
  t.ok(raw.length > 100, `the BFF logged (${raw.length} lines)`);
  for (const secret of [account.email, PASSWORD, DEMO_SUPPORTER.email, 'idegen@example.hu', 'szorakozo1@example.hu'])
    t.notOk(all.includes(secret), secret);
  t.notOk(/eyJ[A-Za-z0-9_-]{10,}\./.test(all), 'no JWT');
  // As a number of its own: six digits in a row also occur inside timestamps and ports.
  for (const mail of crm.mails) {
    const code = /kódot[^:]*: (\d{6})/.exec(mail.text)![1];
    t.notOk(new RegExp(`(?<!\\d)${code}(?!\\d)`).test(all), 'no mailed code');
  }
});
