// A supporter in a real browser (§2.1 support; §7 CRM service): signs in with the code from the CRM stand-in's mail,
// sees their profile, cancels a recurring payment through the confirmation step, downloads their data (the file
// arrives and holds their data, the cancellation included), and signs out. The same forms work with JavaScript off.
// axe finds no serious or critical violation on /tamogatas, the sign-in page and the profile at 375 and 1280 px.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t, { type Test } from 'tap';
import { runAxe } from '../helpers/axe.ts';
import type { BrowserContext, Page } from 'puppeteer';
import { DEMO_SUPPORTER } from '../../stand-ins/crm/demo-supporters.ts';
import { COLOR_MODE_STORAGE_KEY } from '../../shared/constants.ts';
import { DOWNLOAD_FILE_NAME, SUPPORT_OUTCOMES } from '../../shared/support-forms.ts';
import { launchBrowser, clickToNewDocument } from '../helpers/browser.ts';
import { startBff, startCrm, startOrigin } from '../helpers/servers.ts';

const origin = await startOrigin({ articles: 150 });
const crm = await startCrm();
const bff = await startBff(origin.url, { crmApiUrl: crm.url });
const browser = await launchBrowser();
const downloads = mkdtempSync(join(tmpdir(), 'supporter-downloads-'));
t.teardown(async () => {
  await browser.cleanup();
  await bff.close();
  await crm.close();
  await origin.close();
  rmSync(downloads, { recursive: true, force: true });
});

const supporterId = crm.db
  .prepare('SELECT id FROM supporters WHERE email = ?')
  .pluck()
  .get(DEMO_SUPPORTER.email) as number;
const activeRecurring = (currency: string) =>
  crm.db
    .prepare(`SELECT id FROM payments WHERE supporter_id = ? AND recurring = 1 AND status = 'active' AND currency = ?`)
    .pluck()
    .get(supporterId, currency) as number | undefined;
const statusOf = (id: number) => crm.db.prepare('SELECT status FROM payments WHERE id = ?').pluck().get(id) as string;
const text = (page: Page, selector: string) =>
  page.$eval(selector, (e) => e.textContent?.replace(/\s+/g, ' ').trim() ?? '');
const url = (page: Page) => new URL(page.url());

/** Asks for the mail, reads the code from the CRM's outbox and types it in, as a supporter would. */
async function signIn(page: Page, t: Test) {
  const mailsBefore = crm.mails.length;
  await page.goto(`${bff.url}/tamogatas/belepes`, { waitUntil: 'load' });
  await page.type('#tamogato-email', DEMO_SUPPORTER.email);
  await clickToNewDocument(page, 'form[action="/tamogatas/belepes"] button');
  t.equal(url(page).search, '?eredmeny=elkuldve', 'the mail is on its way');
  t.equal(await text(page, '.support-notice'), SUPPORT_OUTCOMES.elkuldve.text, 'and the page says so');
  const mail = crm.mails.slice(mailsBefore).find((m) => m.to === DEMO_SUPPORTER.email);
  const code = /kódot[^:]*: (\d{6})/.exec(mail?.text ?? '')?.[1];
  t.ok(code, 'the outbox holds the mail with its six-digit code');
  await page.type('#tamogato-code', code!);
  await clickToNewDocument(page, 'form[action="/tamogatas/belepes/kod"] button');
  t.equal(url(page).pathname + url(page).search, '/tamogatas/profil?eredmeny=belepve', 'signed in, on the profile');
}

async function cancel(page: Page, t: Test, paymentId: number, label: string) {
  await clickToNewDocument(page, `.support-recurring form:has(input[name="payment_id"][value="${paymentId}"]) button`);
  t.equal(url(page).search, `?megerosites=lemondas&fizetes=${paymentId}`, 'first, the confirmation step');
  t.match(
    await text(page, '.support-confirm'),
    `Biztosan lemondod a ${label.replace(/^Havi/, 'havi').replace(/\u00a0/g, ' ')} összegű`,
    'which names the payment',
  );
  t.equal(statusOf(paymentId), 'active', 'nothing changed yet');
  await clickToNewDocument(page, '.support-confirm button[type="submit"]');
  t.equal(url(page).search, '?eredmeny=lemondva');
  t.equal(await text(page, '.support-notice'), SUPPORT_OUTCOMES.lemondva.text, 'the page says what happened');
  t.equal(statusOf(paymentId), 'cancelled', 'and the CRM has it cancelled');
  t.notOk(
    (await page.$$eval('.support-recurring__amount', (els) => els.map((e) => e.textContent))).includes(label),
    'it is gone from the list',
  );
}

async function newContext(opts: { javaScript?: boolean } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.createBrowserContext({
    downloadBehavior: { policy: 'allow', downloadPath: downloads },
  });
  const page = await context.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  if (opts.javaScript === false) await page.setJavaScriptEnabled(false);
  return { context, page };
}

t.test('sign in by the mail’s code, cancel a payment with the confirmation, download the data, sign out', async (t) => {
  const { context, page } = await newContext();
  t.teardown(() => context.close());
  await signIn(page, t);
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
  t.equal(await text(page, '.support-notice'), SUPPORT_OUTCOMES.belepve.text);
  t.equal(await text(page, '.support-profile__greeting'), `Szia, ${DEMO_SUPPORTER.name}!`);
  t.ok((await page.$$('.support-payments tbody tr')).length > 0, 'their payments');
  t.ok((await page.$$('.support-newsletters__item')).length > 0, 'their newsletters');

  const huf = activeRecurring('HUF')!;
  await cancel(page, t, huf, 'Havi 2\u00a0000\u00a0Ft');

  const file = join(downloads, DOWNLOAD_FILE_NAME);
  t.notOk(existsSync(file));
  await page.click('form[action="/tamogatas/profil/letoltes"] button');
  // The browser writes a partial file first and renames it when the download completes.
  await waitFor(() => existsSync(file) && !readdirSync(downloads).some((f) => f.endsWith('.crdownload')));
  const data = JSON.parse(readFileSync(file, 'utf8'));
  t.equal(data.supporter.email, DEMO_SUPPORTER.email, 'the file holds the supporter’s data');
  t.equal(data.supporter.name, DEMO_SUPPORTER.name);
  t.equal(
    data.payments.find((p: { id: string }) => p.id === String(huf))?.status,
    'cancelled',
    'as it is now, the cancellation included',
  );
  t.ok(data.newsletters.length > 0);
  t.equal(url(page).pathname, '/tamogatas/profil', 'the download leaves the reader on the page');

  // A client-side navigation fetches the page's data with the reader's cookies, as a full load does.
  await page.goto(`${bff.url}/tamogatas`, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
  await page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
  });
  await page.click('.support-member a[href="/tamogatas/profil"]');
  await page.waitForSelector('.support-profile__greeting', { timeout: 15_000 });
  t.equal(url(page).pathname, '/tamogatas/profil', 'from the support page to the profile');
  t.equal(
    await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument),
    true,
    'without reloading the document',
  );

  await clickToNewDocument(page, 'form[action="/tamogatas/kijelentkezes"] button');
  t.equal(url(page).search, '?eredmeny=kijelentkezve');
  t.equal(await text(page, '.support-notice'), SUPPORT_OUTCOMES.kijelentkezve.text);
  await page.goto(`${bff.url}/tamogatas/profil`, { waitUntil: 'load' });
  t.ok(await page.$('#tamogato-email'), 'signed out: the profile asks for a sign-in');
  t.equal(await page.$('.support-profile__greeting'), null);
});

t.test('the same forms without JavaScript', async (t) => {
  const { context, page } = await newContext({ javaScript: false });
  t.teardown(() => context.close());
  await signIn(page, t);
  const ron = activeRecurring('RON')!;
  t.ok(ron, 'the supporter’s other recurring payment');
  await cancel(page, t, ron, 'Havi 25\u00a0Lei');
  await page.goto(`${bff.url}/tamogatas/profil?oldal=2`, { waitUntil: 'load' });
  t.match(await text(page, '.support-pager'), '2. oldal / 2', 'the second page of payments');
});

t.test('axe: no serious or critical violation on the support pages, at 375 and 1280 px, light and dark', async (t) => {
  const { context, page } = await newContext();
  t.teardown(() => context.close());
  await signIn(page, t);
  for (const path of [
    '/tamogatas',
    '/tamogatas/belepes?eredmeny=elkuldve',
    '/tamogatas/belepes',
    '/tamogatas/profil',
    '/tamogatas/profil?megerosites=torles',
  ]) {
    for (const width of [375, 1280]) {
      for (const mode of ['light', 'dark']) {
        await page.setViewport({ width, height: 900 });
        const theme = await page.evaluateOnNewDocument(
          (key, value) => localStorage.setItem(key, value),
          COLOR_MODE_STORAGE_KEY,
          mode,
        );
        await page.goto(bff.url + path, { waitUntil: 'load' });
        await page.removeScriptToEvaluateOnNewDocument(theme.identifier);
        t.equal(await page.$eval('html', (h) => h.getAttribute('data-theme')), mode, `${mode} mode applied`);
        await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
        if (width < 400) {
          const [scroll, client] = await page.$eval('html', (h) => [h.scrollWidth, h.clientWidth]);
          t.ok(scroll <= client, `${path} at ${width} px, ${mode}: no sideways scrolling (${scroll} ≤ ${client})`);
        }
        const result = await runAxe(page);
        const found = result.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id} (${v.impact}): ${v.help}; at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        t.same(found, [], `${path} at ${width} px, ${mode}${found.length ? `\n${found.join('\n')}` : ''}`);
      }
    }
  }
  t.match(
    await text(page, 'main'),
    'Biztosan törlöd a fiókodat?',
    'still signed in after all that: the confirmation shows',
  );
});

async function waitFor(condition: () => boolean, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out waiting for the condition');
    await new Promise((r) => setTimeout(r, 50));
  }
}
