// A reader supports the newsroom through the payment provider, over HTTP as a browser without JavaScript:
// the support form's post goes to the provider's hosted page (the stand-in) for the amount chosen, in fillér; the
// page takes a test card; the reader comes back to `siker` or `hiba` saying what happened, read from the provider,
// never from the URL; the webhook records the payment at the CRM; cancelling the monthly support in the profile
// cancels the subscription at the provider first, and so does deleting the account.
import t from 'tap';
import { request } from 'undici';
import { supporterCsrfToken } from '../../server/support/supporter-session.ts';
import { send, type Jar } from '../helpers/form-client.ts';
import { startBff, startSupportServers } from '../helpers/servers.ts';
import { authenticate, backLink, CARDS, comeBack, pay, startCheckout } from '../helpers/checkout-client.ts';
import { until } from '../helpers/until.ts';

const { origin, crm, bff, pay: provider } = await startSupportServers(t, 120, { payments: true });
const standIn = provider!.standIn;

const supporterOf = (email: string) =>
  crm.db.prepare('SELECT id FROM supporters WHERE email = ?').pluck().get(email) as number | undefined;
const paymentsOf = (email: string) =>
  crm.db
    .prepare(
      'SELECT amount, currency, recurring, status, charges, provider_ref FROM payments WHERE supporter_id = ? ORDER BY id',
    )
    .all(supporterOf(email) ?? -1) as {
    amount: number;
    currency: string;
    recurring: number;
    status: string;
    charges: number;
    provider_ref: string;
  }[];
const sessionAt = (id: string) =>
  standIn.app
    .inject({ url: `/v1/checkout/sessions/${id}`, headers: { authorization: `Bearer ${provider!.config.apiKey}` } })
    .then((r) => r.json());
const subscriptionAt = (id: string) =>
  standIn.app
    .inject({ url: `/v1/subscriptions/${id}`, headers: { authorization: `Bearer ${provider!.config.apiKey}` } })
    .then((r) => r.json());
let readers = 0;
const freshEmail = () => `olvaso.${Date.now()}.${++readers}@example.hu`;

/** Checkout → pay → back; the landing page's path and the jar. */
async function support(form: Record<string, string>, card: string, email = freshEmail()) {
  const jar: Jar = {};
  const started = await startCheckout(bff.url, form, jar);
  const paid = await pay(started.location!, card, email);
  return { jar, started, paid, email };
}

async function signIn(email: string): Promise<Jar> {
  const jar: Jar = {};
  await send(bff.url, 'POST', '/tamogatas/belepes', { form: { email }, jar });
  const mail = crm.mails.filter((m) => m.to === email).at(-1)!;
  const res = await send(bff.url, 'POST', '/tamogatas/belepes/kod', {
    form: { code: /kódot[^:]*: (\d{6})/.exec(mail.text)![1] },
    jar,
  });
  if (res.location !== '/tamogatas/profil?eredmeny=belepve') throw new Error(`sign-in failed: ${res.location}`);
  return jar;
}

t.test('the form goes to the provider’s page for the amount chosen, in fillér, monthly or once', async (t) => {
  const jar: Jar = {};
  const res = await startCheckout(bff.url, { gyakorisag: 'havi', osszeg: '2000' }, jar);
  t.equal(res.status, 303);
  const page = new URL(res.location!);
  t.equal(page.origin, provider!.config.checkoutOrigin, 'to the provider’s checkout origin');
  t.equal(res.headers['cache-control'], 'private, no-store');
  const id = page.pathname.split('/').at(-1)!;
  t.equal(jar.support_checkout, id, 'the session is remembered for the way back');
  const session = await sessionAt(id);
  t.match(
    session,
    {
      object: 'checkout.session',
      mode: 'subscription',
      amount_total: 200_000,
      currency: 'huf',
      status: 'open',
      locale: 'hu',
      metadata: { purpose: 'tamogatas', site: 'telex' },
      success_url: `${bff.url}/tamogatas/fizetes/vissza?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${bff.url}/tamogatas/fizetes/vissza`,
    },
    '2 000 Ft a month is 200000 fillér at the provider (HUF has two decimals there)',
  );

  const once = await startCheckout(bff.url, { gyakorisag: 'egyszeri', osszeg: '5000', mas_osszeg: '12 500' });
  t.match(
    await sessionAt(new URL(once.location!).pathname.split('/').at(-1)!),
    { mode: 'payment', amount_total: 1_250_000, submit_type: 'donate' },
    'a typed amount wins over the picked one',
  );
  const page2 = await request(once.location!);
  const html = await page2.body.text();
  t.match(html, /12\u00a0500\u00a0Ft/, 'the provider’s page shows the amount');
  t.notMatch(html, /data-bff|csrf/, 'and nothing of ours');
});

t.test(
  'a checkout page the provider names off PAYMENT_CHECKOUT_ORIGIN is not followed: the one redirect off the site goes nowhere else',
  async (t) => {
    // The provider's API is the stand-in, but the origin we allow is another: the session's page is not where we send readers.
    const elsewhere = await startBff(origin.url, {
      crmApiUrl: crm.url,
      payments: { ...provider!.config, checkoutOrigin: 'https://checkout.stripe.com' },
    });
    t.teardown(() => elsewhere.close());
    const jar: Jar = {};
    const res = await startCheckout(elsewhere.url, { gyakorisag: 'egyszeri', osszeg: '5000' }, jar);
    t.equal(res.status, 303);
    t.equal(
      res.location,
      '/tamogatas/hiba?eredmeny=fizetes-nem-elerheto',
      'back on the support page, not on the stand-in’s page',
    );
    t.equal(jar.support_checkout, undefined, 'no session is remembered for a checkout that did not start');
  },
);

t.test(
  'amounts out of bounds or malformed, and a missing frequency, are refused without reaching the provider',
  async (t) => {
    const before = standIn.events().length;
    const cases: Record<string, string>[] = [
      { gyakorisag: 'havi', osszeg: '499' },
      { gyakorisag: 'havi', mas_osszeg: '500001' },
      { gyakorisag: 'egyszeri', mas_osszeg: '1500,50' },
      { gyakorisag: 'egyszeri', mas_osszeg: '-2000' },
      { gyakorisag: 'egyszeri', mas_osszeg: '2e3' },
      { gyakorisag: 'havonta', osszeg: '2000' },
      { osszeg: '2000' },
      { gyakorisag: 'havi' },
    ];
    for (const form of cases) {
      const res = await startCheckout(bff.url, form);
      t.same([res.status, res.location], [303, '/tamogatas/hiba?eredmeny=hibas-osszeg'], JSON.stringify(form));
    }
    t.equal(standIn.events().length, before, 'no session was made');
    const fine = await startCheckout(bff.url, { gyakorisag: 'egyszeri', mas_osszeg: '2.000 Ft' });
    t.equal(
      new URL(fine.location!).origin,
      provider!.config.checkoutOrigin,
      'grouped digits and the currency sign are fine',
    );
  },
);

t.test('§5 and cross-site: another site’s form is refused; the regional edition has no checkout', async (t) => {
  const cross = await send(bff.url, 'POST', '/tamogatas/fizetes', {
    form: { gyakorisag: 'havi', osszeg: '2000' },
    headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
  });
  t.equal(cross.status, 403);
  const regional = await request(`${bff.url}/tamogatas/fizetes`, {
    method: 'POST',
    headers: { host: 'ro.localhost', 'content-type': 'application/x-www-form-urlencoded' },
    body: 'gyakorisag=havi&osszeg=25',
  });
  t.equal(regional.statusCode, 404);
  await regional.body.dump();
});

t.test('monthly: paid with the test card, back on siker, recorded at the CRM with its first charge', async (t) => {
  const { jar, paid, email } = await support({ gyakorisag: 'havi', osszeg: '2000' }, CARDS.ok);
  t.equal(paid.status, 303, 'the provider sends the reader back');
  const back = await comeBack(bff.url, paid.location!, jar);
  t.same([back.status, back.location], [303, '/tamogatas/siker?eredmeny=fizetve-havi']);
  t.ok(jar.support_checkout, 'the checkout cookie stays for the success page, which asks the provider again');
  const [row] = await until(
    'the payment at the CRM',
    () => paymentsOf(email).length === 1 && paymentsOf(email).at(0)?.charges === 1 && paymentsOf(email),
  );
  t.match(
    row,
    { amount: 2000, currency: 'HUF', recurring: 1, status: 'active', charges: 1 },
    'whole forints at the CRM, one charge (checkout and invoice told of it once)',
  );
  t.match(row.provider_ref, /^sub_test_/);
  const page = await send(bff.url, 'GET', back.location!, { jar });
  t.equal(page.status, 200);
  t.match(page.body, 'Elindult a havi támogatásod');
  t.equal(page.headers['cache-control'], 'private, no-store', 'the reader’s own thanks');
  // "bemutató" alone is a premiere, in the news beside the page; the old note said "ez egy bemutató oldal"
  t.notMatch(page.body, /bemutató oldal|demonstr/i, 'no word of a demo');
});

t.test('siker opened without a payment thanks nobody: back to the support page', async (t) => {
  const thanks = /Köszönjük|Elindult a havi|Megérkezett a támogatásod|feldolgozás alatt/;
  for (const path of [
    '/tamogatas/siker',
    '/tamogatas/siker?eredmeny=fizetve-havi',
    '/tamogatas/siker?eredmeny=fizetve-egyszeri',
  ]) {
    const res = await send(bff.url, 'GET', path);
    t.same([res.status, res.location], [302, '/tamogatas'], `${path}, no checkout`);
    t.notMatch(res.body, thanks);
    t.match(String(res.headers['cache-control']), /private/, 'not kept for the next reader, who may have paid');
  }
  // A checkout started but never paid, its cookie in the jar: still nothing to thank for.
  const jar: Jar = {};
  await startCheckout(bff.url, { gyakorisag: 'egyszeri', osszeg: '5000' }, jar);
  t.ok(jar.support_checkout);
  const unpaid = await send(bff.url, 'GET', '/tamogatas/siker?eredmeny=fizetve-egyszeri', { jar });
  t.same([unpaid.status, unpaid.location], [302, '/tamogatas'], 'an unpaid checkout');
  const forged = await send(bff.url, 'GET', '/tamogatas/siker?eredmeny=fizetve-havi', {
    jar: { support_checkout: 'cs_test_nincsilyen0000' },
  });
  t.same([forged.status, forged.location], [302, '/tamogatas'], 'a session the provider does not know');
  const data = await send(bff.url, 'GET', '/page-data?path=%2Ftamogatas%2Fsiker%3Feredmeny%3Dfizetve-havi');
  t.notMatch(data.body, thanks, 'nor in a client navigation’s data');
});

t.test(
  'one-time: declined card stays on the page with the reason; back on hiba says why; nothing recorded',
  async (t) => {
    const email = freshEmail();
    const jar: Jar = {};
    const started = await startCheckout(bff.url, { gyakorisag: 'egyszeri', osszeg: '5000' }, jar);
    const declined = await pay(started.location!, CARDS.declined, email);
    t.equal(declined.status, 402, 'the provider’s page says no');
    t.match(declined.body, /role="alert"[^>]*>A bankod elutasította a kártyát/);
    const back = await comeBack(bff.url, backLink(declined.body), jar);
    t.same(
      [back.status, back.location],
      [303, '/tamogatas/hiba?eredmeny=kartya-elutasitva'],
      'the reason, read from the provider',
    );
    const page = await send(bff.url, 'GET', back.location!);
    t.match(page.body, 'A bankod elutasította a kártyát, ezért a fizetés nem ment végbe');
    // Once what the provider said of the declined card has reached the BFF, 'nothing recorded' is an answer, not a guess.
    await until('the provider’s webhooks delivered', () => standIn.pendingWebhooks() === 0);
    t.equal(supporterOf(email), undefined, 'no supporter, no payment');
  },
);

t.test('3-D Secure: approved pays; refused says so', async (t) => {
  const ok = await support({ gyakorisag: 'egyszeri', osszeg: '10000' }, CARDS.threeDs);
  t.equal(ok.paid.status, 200);
  t.match(ok.paid.body, 'A bankod jóváhagyást kér');
  const approved = await authenticate(ok.started.location!, true);
  t.equal(approved.status, 303);
  t.equal((await comeBack(bff.url, approved.location!, ok.jar)).location, '/tamogatas/siker?eredmeny=fizetve-egyszeri');
  await until('the one-time payment', () => paymentsOf(ok.email).length === 1);
  t.match(paymentsOf(ok.email)[0], { amount: 10_000, recurring: 0, status: 'paid' });

  const no = await support({ gyakorisag: 'egyszeri', osszeg: '10000' }, CARDS.threeDs);
  const denied = await authenticate(no.started.location!, false);
  t.equal(denied.status, 402);
  t.equal(
    (await comeBack(bff.url, backLink(denied.body), no.jar)).location,
    '/tamogatas/hiba?eredmeny=hitelesites-sikertelen',
  );
  t.equal(supporterOf(no.email), undefined);
});

t.test('a monthly checkout left unpaid, a forged or unknown session, the provider down', async (t) => {
  const jar: Jar = {};
  const started = await startCheckout(bff.url, { gyakorisag: 'havi', osszeg: '1000' }, jar);
  const page = await request(started.location!);
  const back = await comeBack(bff.url, backLink(await page.body.text()), jar);
  t.equal(back.location, '/tamogatas/hiba?eredmeny=fizetes-megszakitva', 'went back without paying');
  const declined = await support({ gyakorisag: 'havi', osszeg: '1000' }, CARDS.declined);
  t.equal(
    (await comeBack(bff.url, backLink(declined.paid.body), declined.jar)).location,
    '/tamogatas/hiba?eredmeny=fizetes-megszakitva',
    'a declined monthly checkout: the provider keeps no PaymentIntent to ask why, so it says the payment did not complete',
  );
  t.equal(supporterOf(declined.email), undefined, 'and records nothing');

  for (const q of ['?session_id=cs_test_nincsilyen0000', '?session_id=%3Cscript%3E', '']) {
    t.equal(
      (await send(bff.url, 'GET', `/tamogatas/fizetes/vissza${q}`)).location,
      '/tamogatas/hiba?eredmeny=fizetes-megszakitva',
      q || 'no session',
    );
  }
  const forgedSuccess = await send(
    bff.url,
    'GET',
    `/tamogatas/fizetes/vissza?session_id=${new URL(started.location!).pathname.split('/').at(-1)}`,
  );
  t.equal(
    forgedSuccess.location,
    '/tamogatas/hiba?eredmeny=fizetes-megszakitva',
    'the success URL of an unpaid session does not say paid',
  );

  const down = await startBff(origin.url, {
    crmApiUrl: crm.url,
    payments: { ...provider!.config, api: { host: '127.0.0.1', port: 9, protocol: 'http' } },
  });
  t.teardown(() => down.close());
  t.equal(
    (await startCheckout(down.url, { gyakorisag: 'havi', osszeg: '2000' })).location,
    '/tamogatas/hiba?eredmeny=fizetes-nem-elerheto',
  );
  t.equal(
    (await send(down.url, 'GET', `/tamogatas/fizetes/vissza${'?session_id=cs_test_abcdefgh1234'}`)).location,
    '/tamogatas/hiba?eredmeny=fizetes-ismeretlen',
  );
  const none = await startBff(origin.url, { crmApiUrl: crm.url });
  t.teardown(() => none.close());
  t.equal(
    (await startCheckout(none.url, { gyakorisag: 'havi', osszeg: '2000' })).location,
    '/tamogatas/hiba?eredmeny=fizetes-nem-elerheto',
    'no provider configured',
  );
});

t.test(
  'the support page: two real checkout forms, the provider’s origin allowed as a form target, no demo note',
  async (t) => {
    const res = await request(`${bff.url}/tamogatas`);
    const html = await res.body.text();
    t.match(String(res.headers['content-security-policy']), `form-action 'self' ${provider!.config.checkoutOrigin}`);
    const forms = [...html.matchAll(/<form class="support-checkout"[^>]*>/g)].map((m) => m[0]);
    t.equal(forms.length, 2, 'monthly and one-time');
    for (const form of forms)
      t.ok(form.includes('action="/tamogatas/fizetes"') && form.includes('method="post"'), form);
    t.match(html, /name="gyakorisag" value="havi"/);
    t.match(html, /name="osszeg" checked="" value="2000"/, '2 000 Ft a month picked to start with');
    t.notMatch(html, /bemutató oldal|nem lehet fizetni|support-demo/i);
  },
);

t.test('a signed-in supporter pays as themselves', async (t) => {
  const email = await until<string>(
    'a paying supporter',
    () => crm.db.prepare(`SELECT email FROM supporters WHERE email LIKE 'olvaso.%' LIMIT 1`).pluck().get() as string,
  );
  const jar = await signIn(email);
  const res = await startCheckout(bff.url, { gyakorisag: 'egyszeri', osszeg: '2000' }, jar);
  t.equal(
    (await sessionAt(new URL(res.location!).pathname.split('/').at(-1)!)).customer_email,
    email,
    'the provider’s form starts with their address',
  );
});

t.test('cancelling the monthly support in the profile cancels the subscription at the provider first', async (t) => {
  const { jar: payJar, paid, email } = await support({ gyakorisag: 'havi', osszeg: '5000' }, CARDS.ok);
  await comeBack(bff.url, paid.location!, payJar);
  const [row] = await until('the monthly support', () => paymentsOf(email).length === 1 && paymentsOf(email));
  const paymentId = crm.db
    .prepare('SELECT id FROM payments WHERE provider_ref = ?')
    .pluck()
    .get(row.provider_ref) as number;
  const jar = await signIn(email);
  const csrf = supporterCsrfToken(jar.supporter_session!);

  // The provider failing: nothing is cancelled anywhere, the reader is told.
  const broken = await startBff(origin.url, {
    crmApiUrl: crm.url,
    crmServiceToken: 'x',
    payments: { ...provider!.config, api: { host: '127.0.0.1', port: 9, protocol: 'http' } },
  });
  t.teardown(() => broken.close());
  const failed = await send(broken.url, 'POST', '/tamogatas/profil/lemondas', {
    form: { payment_id: String(paymentId), csrf, megerosites: 'igen' },
    jar: { ...jar },
  });
  t.equal(failed.location, '/tamogatas/hiba?eredmeny=muvelet-sikertelen');
  t.equal(paymentsOf(email)[0].status, 'active', 'the CRM still has it active');
  t.equal((await subscriptionAt(row.provider_ref)).status, 'active', 'and so does the provider');

  const done = await send(bff.url, 'POST', '/tamogatas/profil/lemondas', {
    form: { payment_id: String(paymentId), csrf, megerosites: 'igen' },
    jar,
  });
  t.equal(done.location, '/tamogatas/profil?eredmeny=lemondva');
  t.equal((await subscriptionAt(row.provider_ref)).status, 'canceled', 'cancelled at the provider');
  t.equal(paymentsOf(email)[0].status, 'cancelled', 'and at the CRM');
  await until('the provider’s cancellation event delivered', () => standIn.pendingWebhooks() === 0);
  t.equal(paymentsOf(email)[0].status, 'cancelled', 'which its webhook confirms and changes nothing');
});

t.test('deleting the account cancels every monthly support at the provider', async (t) => {
  const email = freshEmail();
  for (const amount of ['1000', '2000']) {
    const s = await support({ gyakorisag: 'havi', osszeg: amount }, CARDS.ok, email);
    await comeBack(bff.url, s.paid.location!, s.jar);
  }
  const rows = await until('both monthly supports', () => paymentsOf(email).length === 2 && paymentsOf(email));
  const jar = await signIn(email);
  const res = await send(bff.url, 'POST', '/tamogatas/profil/torles', {
    form: { csrf: supporterCsrfToken(jar.supporter_session!), megerosites: 'igen' },
    jar,
  });
  t.equal(res.location, '/tamogatas/siker?eredmeny=torolve');
  for (const r of rows)
    t.equal((await subscriptionAt(r.provider_ref)).status, 'canceled', `${r.provider_ref} cancelled at the provider`);
  t.equal(supporterOf(email), undefined, 'the account is gone');
});
