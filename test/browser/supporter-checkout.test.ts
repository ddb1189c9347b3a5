// A reader supports the newsroom in a real browser: on /tamogatas they pick 2 000 Ft a month, pay on the
// payment provider's page (the stand-in) with its test card, land on `siker`, sign in as a supporter by the mailed code
// and see the monthly support and its first payment; they cancel it, and the provider's subscription is cancelled.
// Without JavaScript, a declined card lands on `hiba` with the reason and records nothing. axe finds no serious or
// critical violation on the provider's page.
import t, { type Test } from 'tap';
import { runAxe } from '../helpers/axe.ts';
import type { Page } from 'puppeteer';
import { SUPPORT_OUTCOMES } from '../../shared/support-forms.ts';
import { launchBrowser, clickToNewDocument } from '../helpers/browser.ts';
import { startSupportServers } from '../helpers/servers.ts';
import { CARDS } from '../helpers/checkout-client.ts';
import { until } from '../helpers/until.ts';

// The CRM and the payment stand-in are in memory, new for this file: fixed addresses meet no earlier run's records.
const { crm, bff, pay: provider } = await startSupportServers(t, 150, { payments: true });
const browser = await launchBrowser();
t.teardown(() => browser.cleanup());

const text = (page: Page, selector: string) =>
  page.$eval(selector, (e) => e.textContent?.replace(/\s+/g, ' ').trim() ?? '');
const where = (page: Page) => {
  const u = new URL(page.url());
  return u.origin === new URL(bff.url).origin ? u.pathname + u.search : u.href;
};
const paymentsOf = (email: string) =>
  crm.db
    .prepare(
      `SELECT p.id, p.amount, p.recurring, p.status, p.charges, p.provider_ref FROM payments p
  JOIN supporters s ON s.id = p.supporter_id WHERE s.email = ?`,
    )
    .all(email) as {
    id: number;
    amount: number;
    recurring: number;
    status: string;
    charges: number;
    provider_ref: string;
  }[];
const subscriptionStatus = async (id: string) =>
  (
    await provider!.standIn.app.inject({
      url: `/v1/subscriptions/${id}`,
      headers: { authorization: `Bearer ${provider!.config.apiKey}` },
    })
  ).json().status as string;

/** The provider's page: the address, the name, a test card. */
async function fillCard(page: Page, email: string, card: string) {
  await page.waitForSelector('#card');
  await page.$eval('#email', (e) => {
    (e as HTMLInputElement).value = '';
  });
  await page.type('#email', email);
  await page.type('#name', 'Böngésző Borbála');
  await page.type('#card', card);
  await page.type('#exp', '12/39');
  await page.type('#cvc', '123');
}

async function signIn(page: Page, t: Test, email: string) {
  const before = crm.mails.length;
  await page.goto(`${bff.url}/tamogatas/belepes`, { waitUntil: 'load' });
  await page.type('#tamogato-email', email);
  await clickToNewDocument(page, 'form[action="/tamogatas/belepes"] button');
  const mail = await until('the sign-in mail', () => crm.mails.slice(before).find((m) => m.to === email));
  const code = /kódot[^:]*: (\d{6})/.exec(mail.text)![1];
  await page.type('#tamogato-code', code);
  await clickToNewDocument(page, 'form[action="/tamogatas/belepes/kod"] button');
  t.equal(where(page), '/tamogatas/profil?eredmeny=belepve', 'signed in by the mailed code');
}

t.test(
  '2 000 Ft a month with the test card, siker, the supporter’s profile shows it, and cancelling it cancels the subscription',
  async (t) => {
    const context = await browser.createBrowserContext();
    t.teardown(() => context.close());
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    const email = 'havi@example.hu';

    await page.goto(`${bff.url}/tamogatas`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
    t.notMatch(await text(page, 'main'), /bemutató|nem lehet fizetni/i, 'the page no longer says it is a demo');
    const monthly = 'form.support-checkout:has(input[name="gyakorisag"][value="havi"])';
    const label = `${monthly} label.support-amount:has(input[value="2000"])`;
    t.equal(await text(page, label), '2 000 Ft / hó', 'the 2 000 Ft a month choice');
    await page.click(`${monthly} label.support-amount:has(input[value="1000"])`);
    await page.click(label);
    t.equal(await page.$eval(`${monthly} input[name="osszeg"]:checked`, (e) => e.value), '2000');
    await clickToNewDocument(page, `${monthly} button[type="submit"]`);
    t.equal(new URL(page.url()).origin, provider!.config.checkoutOrigin, 'on the provider’s page');
    t.match(await text(page, '.amount'), '2 000 Ft / hó');

    await fillCard(page, email, CARDS.ok);
    await clickToNewDocument(page, 'form[action^="/c/pay/"] button[type="submit"]');
    t.equal(where(page), '/tamogatas/siker?eredmeny=fizetve-havi', 'back on siker');
    t.equal(await text(page, '.support-outcome'), SUPPORT_OUTCOMES['fizetve-havi'].text);

    const [payment] = await until(
      'the payment at the CRM',
      () => paymentsOf(email).length === 1 && paymentsOf(email)[0].charges === 1 && paymentsOf(email),
    );
    t.match(payment, { amount: 2000, recurring: 1, status: 'active' });

    await signIn(page, t, email);
    t.equal(await text(page, '.support-recurring__amount'), 'Havi 2 000 Ft', 'the monthly support');
    t.match(await text(page, '.support-recurring__item .support-muted'), 'Eddig 1 befizetés', 'and its first payment');
    const row = await page.$$eval('.support-payments tbody tr:first-child td', (tds) =>
      tds.slice(1).map((td) => td.textContent?.replace(/\s+/g, ' ').trim()),
    );
    t.same(row, ['Havi rendszeres', '2 000 Ft', 'Aktív'], 'in the payments list');
    t.match(await text(page, '.support-section'), 'Eddig összesen ennyivel támogattál: 2 000 Ft');

    await clickToNewDocument(
      page,
      `.support-recurring form:has(input[name="payment_id"][value="${payment.id}"]) button`,
    );
    t.match(await text(page, '.support-confirm'), 'Biztosan lemondod a havi 2 000 Ft összegű');
    t.equal(await subscriptionStatus(payment.provider_ref), 'active', 'nothing cancelled before the confirmation');
    await clickToNewDocument(page, '.support-confirm button[type="submit"]');
    t.equal(where(page), '/tamogatas/profil?eredmeny=lemondva');
    t.equal(await text(page, '.support-notice'), SUPPORT_OUTCOMES.lemondva.text);
    t.equal(await subscriptionStatus(payment.provider_ref), 'canceled', 'the provider’s subscription is cancelled');
    t.equal(paymentsOf(email)[0].status, 'cancelled', 'and the CRM has it cancelled');
  },
);

t.test(
  'without JavaScript: a declined card stays on the provider’s page, then lands on hiba with the reason, and nothing is recorded',
  async (t) => {
    const context = await browser.createBrowserContext();
    t.teardown(() => context.close());
    const page = await context.newPage();
    await page.setJavaScriptEnabled(false);
    await page.setViewport({ width: 375, height: 800 });
    const email = 'elutasitva@example.hu';

    await page.goto(`${bff.url}/tamogatas`, { waitUntil: 'load' });
    await clickToNewDocument(page, 'form.support-checkout:has(input[value="egyszeri"]) button[type="submit"]');
    t.equal(
      new URL(page.url()).origin,
      provider!.config.checkoutOrigin,
      'the checkout is a redirect: no script needed',
    );
    await fillCard(page, email, CARDS.declined);
    await clickToNewDocument(page, 'form[action^="/c/pay/"] button[type="submit"]');
    t.match(
      await text(page, '[role="alert"]'),
      'A bankod elutasította a kártyát',
      'the provider says why, and offers another card',
    );
    await clickToNewDocument(page, 'a[href*="/tamogatas/fizetes/vissza"]');
    t.equal(where(page), '/tamogatas/hiba?eredmeny=kartya-elutasitva');
    t.equal(
      await text(page, '.support-outcome'),
      SUPPORT_OUTCOMES['kartya-elutasitva'].text,
      'hiba says what happened',
    );
    // Whatever the provider said of the declined card (payment_intent.payment_failed) has reached the BFF: only then is
    // 'nothing recorded' an answer rather than a guess about timing.
    await until('the provider’s webhooks delivered', () => provider!.standIn.pendingWebhooks() === 0);
    t.ok(
      provider!.standIn.events('payment_intent.payment_failed').length > 0,
      'the provider told of the declined card',
    );
    t.same(paymentsOf(email), [], 'nothing recorded');
    t.equal(crm.db.prepare('SELECT count(*) FROM supporters WHERE email = ?').pluck().get(email), 0);
  },
);

t.test('axe: the provider’s page and a payment’s outcome pages have no serious or critical violation', async (t) => {
  const context = await browser.createBrowserContext();
  t.teardown(() => context.close());
  const page = await context.newPage();
  await page.goto(`${bff.url}/tamogatas`, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
  await clickToNewDocument(page, 'form.support-checkout:has(input[value="havi"]) button[type="submit"]');
  const checkoutUrl = page.url();
  t.equal(new URL(checkoutUrl).origin, provider!.config.checkoutOrigin);
  // siker thanks only after a payment: a second checkout, paid, while the first stays open for its page's check
  await page.goto(`${bff.url}/tamogatas`, { waitUntil: 'load' });
  await clickToNewDocument(page, 'form.support-checkout:has(input[value="havi"]) button[type="submit"]');
  await fillCard(page, 'axe@example.hu', CARDS.ok);
  await clickToNewDocument(page, 'form[action^="/c/pay/"] button[type="submit"]');
  t.equal(where(page), '/tamogatas/siker?eredmeny=fizetve-havi');
  for (const width of [375, 1280]) {
    await page.setViewport({ width, height: 900 });
    for (const url of [
      checkoutUrl,
      `${bff.url}/tamogatas/siker?eredmeny=fizetve-havi`,
      `${bff.url}/tamogatas/hiba?eredmeny=kartya-elutasitva`,
    ]) {
      await page.goto(url, { waitUntil: 'load' });
      t.equal(page.url(), url, 'the page itself, not a redirect');
      const result = await runAxe(page);
      const found = result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.help}`);
      t.same(found, [], `${url} at ${width} px`);
    }
  }
});
