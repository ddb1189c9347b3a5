// Consent first (issue 21), checked at the network level in Chromium: before the reader chooses, not one request goes
// to the ad service or the social SDK and no analytics beacon is sent; the site's consent script (§3, its path per
// site) is what asks, in Hungarian, accessibly. Refusing keeps it that way across pages; the footer's button reopens
// the dialog; accepting loads ads, counts the page view and renders the follow box with the social SDK (v3.2, hu_HU);
// a stored choice acts on the next visit without asking; withdrawing reloads the page without the withdrawn code.
import { AxePuppeteer } from '@axe-core/puppeteer';
import t from 'tap';
import type { HTTPRequest, Page } from 'puppeteer';
import { CONSENT_STORAGE_KEY } from '../../shared/consent.ts';
import { ANALYTICS_BEACON_PATH } from '../../shared/analytics-beacon.ts';
import { startFakeAdService } from '../../tooling/fake-ad-service.ts';
import { startFakeSocialSdk } from '../../tooling/fake-social-sdk.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { startBff, startOrigin } from '../helpers/servers.ts';

const ads = await startFakeAdService();
const social = await startFakeSocialSdk();
const origin = await startOrigin();
const bff = await startBff(origin.url, { pageCacheTtlMs: 0, adServiceUrl: ads.scriptUrl, socialSdkOrigin: social.origin });
const browser = await launchBrowser({ consent: 'unanswered' });
t.teardown(async () => { await browser.cleanup(); await bff.close(); await origin.close(); await ads.close(); await social.close(); });

/** Every request the page makes, with when it was made. */
function recorder(page: Page) {
  const seen: { url: string; method: string; at: number }[] = [];
  page.on('request', (r: HTTPRequest) => seen.push({ url: r.url(), method: r.method(), at: Date.now() }));
  return {
    seen,
    thirdParty: (since = 0) => seen.filter((r) => r.at >= since && (r.url.startsWith(ads.origin) || r.url.startsWith(social.origin))),
    beacons: (since = 0) => seen.filter((r) => r.at >= since && r.method === 'POST' && new URL(r.url).pathname === ANALYTICS_BEACON_PATH),
  };
}
// The dialog's script loads when asked for: on a busy machine that can take seconds.
const dialogOpen = (page: Page) => page.waitForSelector('html[data-consent-dialog="open"] dialog.consent[open]', { timeout: 30_000 });

t.test('nothing before the choice; refusing keeps it so; the footer reopens; accepting loads exactly what was allowed', async (t) => {
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  const net = recorder(page);
  await page.goto(`${bff.url}/rovat/belfold`, { waitUntil: 'networkidle0' });
  await page.waitForSelector('html[data-hydrated="true"]');
  t.same(net.thirdParty(), [], 'no request to the ad service or the social SDK on load');
  t.same(net.beacons(), [], 'no analytics beacon on load');
  t.notOk(net.seen.some((r) => r.url.endsWith('/consent/telex.js')), 'the consent script waits for the reader (decision 008\'s budget)');
  t.match(await page.$eval('.follow-box__plugin', (el) => el.innerHTML), /<a href="https:\/\/www\.facebook\.com\/telexhu"/, 'the follow box is a plain link');

  await page.mouse.move(200, 200);
  await dialogOpen(page);
  t.ok(net.seen.some((r) => r.url === `${bff.url}/consent/telex.js`), 'the site\'s consent script, from its path');
  t.notOk(await page.evaluate(() => !!document.activeElement?.closest('dialog.consent')), 'shown unasked, it takes no focus (the next key still scrolls the page)');
  t.match(await page.$eval('dialog.consent', (d) => d.textContent), /Sütik és hozzájárulás[\s\S]*Telex[\s\S]*Mindet elfogadom[\s\S]*Csak a szükségesek/, 'in Hungarian');
  const axe = await new AxePuppeteer(page).include('dialog.consent').analyze();
  t.same(axe.violations.map((v) => `${v.id}: ${v.help}`), [], 'the dialog passes axe');
  t.same(net.thirdParty(), [], 'still nothing third-party while the dialog waits');

  await page.click('dialog.consent [data-consent-choice="none"]');
  await page.waitForSelector('dialog.consent:not([open])');
  const refusal = JSON.parse((await page.evaluate((k) => localStorage.getItem(k), CONSENT_STORAGE_KEY))!) as Record<string, unknown>;
  t.same({ ...refusal, at: 0 }, { v: 1, at: 0, ads: false, analytics: false, social: false }, 'the refusal is remembered');
  const firstCard = await page.$eval('.section-list .card a', (a) => a.getAttribute('href'));
  await Promise.all([page.waitForFunction((href) => location.pathname === href, {}, firstCard), page.click('.section-list .card a')]);
  await page.waitForSelector('.page--article');
  await page.evaluate(() => scrollTo(0, document.body.scrollHeight));
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  t.same(net.thirdParty(), [], 'refused: nothing third-party on the next page either');
  t.same(net.beacons(), [], 'and no beacon');
  t.equal(await page.$eval('.ad-slot--top', (el) => (el as HTMLElement).dataset.state), 'empty', 'the ad slots stay reserved placeholders');

  // The footer's button: the dialog again, focused; accepting everything.
  await page.goBack();
  await page.waitForSelector('.page--section');
  await page.click('.site-footer__consent');
  await dialogOpen(page);
  t.equal(await page.evaluate(() => document.activeElement?.textContent), 'Mindet elfogadom', 'the dialog the reader opened takes the focus');
  const acceptedAt = Date.now();
  await page.click('dialog.consent [data-consent-choice="all"]');
  t.equal(await page.evaluate(() => document.activeElement?.className), 'site-footer__consent', 'and gives it back when closed');
  await page.waitForFunction(() => !!(window as unknown as { googletag?: { fake?: unknown } }).googletag?.fake, { timeout: 30_000 });
  t.ok(net.thirdParty(acceptedAt).some((r) => r.url === ads.scriptUrl), 'the ad service\'s script loads');
  await page.waitForSelector('.follow-box__plugin iframe', { timeout: 30_000 });
  const frame = new URL(await page.$eval('.follow-box__plugin iframe', (f) => (f as HTMLIFrameElement).src));
  t.equal(frame.origin, social.origin, 'the follow box is now the social plugin');
  t.equal(frame.searchParams.get('locale'), 'hu_HU', 'Hungarian locale');
  t.equal(frame.searchParams.get('version'), 'v3.2', 'SDK version v3.2');
  t.equal(frame.searchParams.get('href'), 'https://www.facebook.com/telexhu', 'the site\'s Facebook page');
  t.ok(social.requests.includes('/hu_HU/sdk.js'), 'the SDK from its locale path');
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('/analytics/beacon')), { timeout: 30_000 });
  t.equal(net.beacons(acceptedAt).length, 1, 'one page view counted for the page on screen');
  t.same(net.thirdParty().filter((r) => r.at < acceptedAt), [], 'nothing third-party at any time before the choice');
  await page.close();
});

t.test('a stored choice acts on the next visit; withdrawing reloads without the withdrawn code', async (t) => {
  // A context of its own: the browser's profile remembers the first test's "accept all", and that page's late social
  // SDK request (made after 'load') could land after the reload below and be counted against this choice.
  const context = await browser.createBrowserContext();
  t.teardown(() => context.close());
  const page = await context.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  const net = recorder(page);
  await page.goto(`${bff.url}/rovat/belfold`, { waitUntil: 'load' });
  await page.evaluate((k) => localStorage.setItem(k, JSON.stringify({ v: 1, at: 1, ads: true, analytics: true, social: false })), CONSENT_STORAGE_KEY);
  const reloadAt = Date.now();
  await page.reload({ waitUntil: 'load' });
  await page.waitForFunction(() => !!(window as unknown as { googletag?: { fake?: unknown } }).googletag?.fake, { timeout: 30_000 });
  t.pass('ads load without asking again');
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('/analytics/beacon')), { timeout: 30_000 });
  t.notOk(net.seen.some((r) => r.at >= reloadAt && r.url.startsWith(social.origin)), 'social plugins were not allowed: no SDK');
  t.notOk(await page.$('dialog.consent'), 'no dialog: the reader has chosen');

  // Withdraw ads through the settings (the footer button is React's: wait for hydration).
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.click('.site-footer__consent');
  await dialogOpen(page);
  await page.click('dialog.consent [aria-controls="consent-settings"]');
  t.equal(await page.$eval('#consent-ads', (i) => (i as HTMLInputElement).checked), true, 'the settings show the current choice');
  await page.click('#consent-ads');
  const withdrawnAt = Date.now();
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('dialog.consent [data-consent-choice="selected"]')]);
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('/analytics/beacon')), { timeout: 30_000 });
  t.same(net.thirdParty(withdrawnAt).filter((r) => r.url.startsWith(ads.origin)), [], 'after the reload: no ad code');
  t.equal(await page.evaluate(() => localStorage.getItem('visitedTags')), null, 'what ad targeting remembered is gone');
  await page.close();
});
