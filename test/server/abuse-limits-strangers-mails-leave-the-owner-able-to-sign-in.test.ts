// Five sign-in mails asked for a supporter's address from another client held the real supporter out for 15 minutes
// (an outside review's finding), and three newsletter sign-ups for an address did the same to its owner. A mail to an
// address is now counted per address and client, with a higher cap for the address alone (docs/security.md): a
// stranger's requests hold back the stranger, and the owner's own client still gets the mail and signs in.
import t from 'tap';
import { request } from 'undici';
import { DEFAULT_ATTEMPT_LIMITS } from '../../server/auth/attempt-limits.ts';
import { DEMO_SUPPORTER } from '../../stand-ins/crm/demo-supporters.ts';
import { cookieHeader, setCookies } from '../helpers/set-cookies.ts';
import { sitePath } from '../helpers/same-site-location.ts';
import { startBff, startCrm, startOrigin } from '../helpers/servers.ts';

const origin = await startOrigin({ articles: 20 });
const crm = await startCrm();
// Each request names its client in X-Forwarded-For, as the shipped proxy in front would.
const bff = await startBff(origin.url, { trustProxy: 'loopback', crmApiUrl: crm.url });
t.teardown(async () => {
  await bff.close();
  await crm.close();
  await origin.close();
});

const STRANGER = '203.0.113.50';
const OWNER = '198.51.100.7';

async function post(path: string, form: Record<string, string>, client: string, cookies?: Record<string, string>) {
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    'x-forwarded-for': client,
  };
  if (cookies) headers.cookie = cookieHeader(cookies);
  const res = await request(bff.url + path, { method: 'POST', headers, body: new URLSearchParams(form).toString() });
  await res.body.dump();
  return { location: sitePath(res.headers.location, bff.url)!, cookies: setCookies(res.headers['set-cookie']) };
}

const askMail = (email: string, client: string) => post('/tamogatas/belepes', { email }, client);

t.test("a stranger's sign-in mails for a supporter leave the supporter's own client able to sign in", async (t) => {
  const { max } = DEFAULT_ATTEMPT_LIMITS['supporter-email'].account!;
  const held = [];
  for (let i = 0; i < max + 2; i++) held.push((await askMail(DEMO_SUPPORTER.email, STRANGER)).location);
  t.same(
    held.slice(max),
    ['/tamogatas/belepes?eredmeny=korlat', '/tamogatas/belepes?eredmeny=korlat'],
    `the stranger is held after ${max}`,
  );
  const mails = crm.mails.length;
  const asked = await askMail(DEMO_SUPPORTER.email, OWNER);
  t.equal(asked.location, '/tamogatas/belepes?eredmeny=elkuldve', "the owner's client is not held");
  t.equal(crm.mails.length, mails + 1, 'and the mail is sent');
  const code = /kódot[^:]*: (\d{6})/.exec(crm.mails.at(-1)!.text)![1];
  const challenge = asked.cookies.get('supporter_challenge')!.value;
  const signedIn = await post('/tamogatas/belepes/kod', { code }, OWNER, { supporter_challenge: challenge });
  t.ok(signedIn.cookies.get('supporter_session')?.value, 'the owner signs in with the mailed code');
});

t.test('the address alone is capped higher: enough clients asking hold it', async (t) => {
  const perClient = DEFAULT_ATTEMPT_LIMITS['supporter-email'].account!.max;
  const { max } = DEFAULT_ATTEMPT_LIMITS['supporter-email-inbox'].account!;
  const email = 'sokat-kert@example.hu';
  const answers = [];
  for (let i = 0; i < max; i++) answers.push((await askMail(email, `192.0.2.${Math.floor(i / perClient)}`)).location);
  t.ok(
    answers.every((a) => a.endsWith('eredmeny=elkuldve')),
    `${max} from ${max / perClient} clients are answered`,
  );
  t.equal((await askMail(email, '192.0.2.200')).location, '/tamogatas/belepes?eredmeny=korlat', 'then it is held');
});

t.test("a stranger's newsletter sign-ups for an address leave its owner able to sign up", async (t) => {
  const { max } = DEFAULT_ATTEMPT_LIMITS['newsletter-signup'].account!;
  const email = 'hirlevel-tulaj@example.hu';
  const form = { email, firstName: 'Tulaj', lastName: 'Teszt', listCodes: 'napi', back: '/' };
  const stranger = [];
  for (let i = 0; i < max + 1; i++) stranger.push((await post('/hirlevel/feliratkozas', form, STRANGER)).location);
  t.equal(stranger.at(-1), '/?hirlevel=korlat', `the stranger is held after ${max}`);
  const owner = await post('/hirlevel/feliratkozas', form, OWNER);
  t.equal(owner.location, '/?hirlevel=ok', "the owner's own client is not held");
});
