// §4 ad-blocker flag in Chromium: an ad blocker's cosmetic filter hides links whose address contains 'tamogatas';
// when the page finds its bait support link hidden, every link to the support page carries the neutral token instead
// and shows again, on this page and the next one, and following it lands on /tamogatas (§2.2). An article whose slug
// merely contains the word keeps its address. Without a blocker nothing changes.
import t from 'tap';
import { request } from 'undici';
import { SUPPORT_LINK_NEUTRAL_TOKEN } from '../../shared/constants.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { consentBeforeLoad } from '../helpers/reader-consent.ts';
import { sitePath } from '../helpers/same-site-location.ts';
import { startBff, startOrigin } from '../helpers/servers.ts';

const origin = await startOrigin();
const bff = await startBff(origin.url, { pageCacheTtlMs: 0 });
const browser = await launchBrowser();
t.teardown(async () => {
  await browser.cleanup();
  await bff.close();
  await origin.close();
});

/** What a filter list's element-hiding rule for support links does. */
const BLOCKER_CSS = 'a[href*="tamogatas"] { display: none !important; }';
const supportLinks = (page: import('puppeteer').Page) =>
  page.$$eval('a.link-box__link--support', (as) =>
    as.map((a) => ({
      href: a.getAttribute('href'),
      shown: (a as HTMLElement).offsetHeight > 0,
    })),
  );

t.test('with a blocker: support links carry the neutral token and show again', async (t) => {
  const page = await browser.newPage();
  await consentBeforeLoad(page, {});
  await page.setViewport({ width: 1280, height: 900 });
  await page.evaluateOnNewDocument((css) => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = css;
      document.head.append(style);
    });
  }, BLOCKER_CSS);
  await page.goto(`${bff.url}/rovat/belfold`, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated="true"]');
  t.same(await supportLinks(page), [{ href: '/tamogatas', shown: false }], 'the blocker hides the support link');
  // Insert an article link whose slug contains the word, as a list would show one.
  await page.evaluate(() =>
    document
      .querySelector('.section-list')!
      .insertAdjacentHTML(
        'afterbegin',
        '<a id="slug-link" href="/g7/penz/2026/11/24/a-gyarto-uj-tamogatasi-programot-inditott-2">cikk</a>',
      ),
  );
  await page.mouse.move(100, 100);
  await page.waitForSelector(`html[data-support-links="${SUPPORT_LINK_NEUTRAL_TOKEN}"]`);
  t.same(
    await supportLinks(page),
    [{ href: `/${SUPPORT_LINK_NEUTRAL_TOKEN}`, shown: true }],
    'the neutral token: shown again',
  );
  t.equal(
    await page.$eval('#slug-link', (a) => a.getAttribute('href')),
    '/g7/penz/2026/11/24/a-gyarto-uj-tamogatasi-programot-inditott-2',
    'a slug merely containing the word is left alone',
  );
  // The next page's links, rendered after the check.
  const next = await page.$eval('.section-list .card a', (a) => a.getAttribute('href'));
  await Promise.all([
    page.waitForFunction((href) => location.pathname === href, {}, next),
    page.click('.section-list .card a'),
  ]);
  await page.waitForSelector('.page--article');
  await page.waitForFunction(
    (token) =>
      [...document.querySelectorAll('a.link-box__link--support')].every((a) => a.getAttribute('href') === `/${token}`),
    {},
    SUPPORT_LINK_NEUTRAL_TOKEN,
  );
  t.pass("the next page's support links too");
  const res = await request(`${bff.url}/${SUPPORT_LINK_NEUTRAL_TOKEN}`);
  t.equal(res.statusCode, 302);
  t.equal(sitePath(res.headers.location, bff.url), '/tamogatas', '§2.2 the token leads to the support page');
  await res.body.dump();
  await page.close();
});

t.test('without a blocker nothing changes', async (t) => {
  const page = await browser.newPage();
  await consentBeforeLoad(page, {});
  await page.setViewport({ width: 1280, height: 900 });
  await page.goto(`${bff.url}/rovat/belfold`, { waitUntil: 'load' });
  // The first interaction starts the check; the listener for it comes with the page's script (async: maybe after 'load').
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.mouse.move(100, 100);
  await page.waitForSelector('html[data-support-links="tamogatas"]');
  t.same(await supportLinks(page), [{ href: '/tamogatas', shown: true }], 'checked, and left as they are');
  await page.close();
});
