// §2.8 and §4 in a real browser: the header hides on the way down and returns on the way up; the colour mode is on
// <html> before the body is parsed (no flash) and a page's forced scheme wins; a new build turns the next client
// navigation into a full page load, and the 10 s guard stops a second one.
import t from 'tap';
import type { Page } from 'puppeteer';
import { COLOR_MODE_STORAGE_KEY } from '../../shared/constants.ts';
import { BUILD_LATEST_PATH, HEADER_THRESHOLDS_PX } from '../../shared/navigation-constants.ts';
import { startSiteInBrowser } from '../helpers/site-in-browser.ts';

const { origin, bff, browser } = await startSiteInBrowser();

/** Article paths from the front page; each test takes its own so no cached page hides a change. */
async function articlePaths(page: Page): Promise<string[]> {
  await page.goto(bff.url + '/', { waitUntil: 'load' });
  return page.$$eval('main a[href*="/20"]', (as) => [...new Set(as.map((a) => a.getAttribute('href')!))]);
}

function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warn') problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${(err as Error).message}`));
  return problems;
}

async function ready(page: Page) {
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
  await page.mouse.move(3, 3); // behaviours load at the first interaction
  await page.waitForSelector('html[data-behaviours="ready"]', { timeout: 15_000 });
}

const headerHidden = (page: Page) => page.$eval('.site-header', (h) => h.classList.contains('site-header--hidden'));

t.test('the header hides scrolling down, returns scrolling up, and shows at the top', async (t) => {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.setViewport({ width: 1280, height: 500 });
  const [path] = await articlePaths(page);
  await page.goto(bff.url + path, { waitUntil: 'load' });
  await ready(page);
  // Room to scroll whatever the article's length.
  await page.evaluate(() => {
    document.body.style.paddingBottom = '3000px';
  });
  t.equal(await headerHidden(page), false, 'shown on load');

  await page.evaluate(() => scrollTo(0, 300));
  await page.waitForSelector('.site-header.site-header--hidden', { timeout: 30_000 });
  t.pass('hidden after scrolling down past the top threshold');

  // Less than the delta back up: still hidden (checked after the throttle has certainly run).
  await page.evaluate((y) => scrollTo(0, y), 300 - HEADER_THRESHOLDS_PX.delta + 10);
  await page.evaluate(() => new Promise((r) => setTimeout(() => requestAnimationFrame(r), 100)));
  t.equal(await headerHidden(page), true, 'a small jitter up does not bring it back');

  await page.evaluate((y) => scrollTo(0, y), 300 - HEADER_THRESHOLDS_PX.delta - 20);
  await page.waitForSelector('.site-header:not(.site-header--hidden)', { timeout: 30_000 });
  t.pass('back after scrolling up more than the delta');

  await page.evaluate(() => scrollTo(0, 900));
  await page.waitForSelector('.site-header.site-header--hidden', { timeout: 30_000 });
  await page.evaluate((y) => scrollTo(0, y), HEADER_THRESHOLDS_PX.top - 10);
  await page.waitForSelector('.site-header:not(.site-header--hidden)', { timeout: 30_000 });
  t.pass('always shown within the top threshold');
  await page.waitForFunction(() => document.querySelector('.site-header')!.getBoundingClientRect().top === 0, {
    timeout: 30_000,
  });
  t.pass('visible at the viewport top once its transition ends');
  t.same(problems, []);
  await context.close();
});

t.test('colour mode: the stored choice is on <html> before the body is parsed; a forced page meta wins', async (t) => {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const problems = watchProblems(page);
  // Records data-theme at the moment <body> is inserted (before any body content, before our modules run) and
  // every later change of it, for each document.
  await page.evaluateOnNewDocument(() => {
    const w = window as unknown as { themeAtBody?: string | null; themeChanges: (string | null)[] };
    w.themeChanges = [];
    new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'attributes') w.themeChanges.push(document.documentElement.getAttribute('data-theme'));
        for (const n of r.addedNodes) {
          if (n.nodeName === 'BODY' && w.themeAtBody === undefined)
            w.themeAtBody = document.documentElement.getAttribute('data-theme');
        }
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-theme'] });
  });
  const [first, second] = await articlePaths(page);
  await page.goto(bff.url + first, { waitUntil: 'load' });
  await ready(page);
  t.ok(
    ['light', 'dark'].includes((await page.$eval('html', (h) => h.dataset.theme))!),
    'a theme from the system setting',
  );

  await page.select('select[data-color-mode]', 'dark');
  await page.waitForSelector('html[data-theme="dark"]');
  t.equal(await page.evaluate((k) => localStorage.getItem(k), COLOR_MODE_STORAGE_KEY), 'dark', 'stored');

  await page.reload({ waitUntil: 'load' });
  await ready(page);
  const seen = await page.evaluate(() => {
    const w = window as unknown as { themeAtBody?: string | null; themeChanges: (string | null)[] };
    return { atBody: w.themeAtBody, changes: w.themeChanges };
  });
  t.equal(seen.atBody, 'dark', 'dark before the body was parsed');
  t.same(seen.changes, ['dark'], 'set once, never flipped');
  t.equal(await page.$eval('select[data-color-mode]', (s) => s.value), 'dark', 'the control shows the choice');
  const background = await page.$eval('body', (b) => getComputedStyle(b).backgroundColor);
  t.equal(background, 'rgb(22, 24, 27)', 'dark paper');

  // An article with its own scheme forces light over the stored dark.
  const slug = second.split('/').pop()!;
  origin.db.prepare(`UPDATE articles SET color_scheme = 'light' WHERE slug = ?`).run(slug);
  await page.goto(bff.url + second, { waitUntil: 'load' });
  await ready(page);
  t.equal(
    await page.evaluate(() => (window as unknown as { themeAtBody?: string }).themeAtBody),
    'light',
    'forced light from the first paint',
  );
  t.equal(await page.$eval('html', (h) => h.dataset.theme), 'light');
  t.equal(await page.$eval('select[data-color-mode]', (s) => s.disabled), true, 'the choice is disabled');

  // Back to a page without a forced scheme, on the client: the stored choice returns.
  await page.goBack();
  await page.waitForSelector('html[data-theme="dark"]', { timeout: 30_000 });
  t.pass('the stored choice returns on a page without a forced scheme');
  t.same(problems, [], 'no console error, warning or hydration complaint');
  await context.close();
});

t.test('a new build: the next navigation is a full page load, and the guard stops a second within 10 s', async (t) => {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  let documentLoads = 0;
  // Count the documents the tab loads (the main frame's load events: not redirect hops, not the embeds' frames). Not
  // its navigation requests: once the service worker controls the page (decision 088) it answers them, and the
  // page's request events no longer show them.
  page.on('load', () => documentLoads++);
  // The tab's own load event, heard after the counter's listener: waitForNavigation follows the frame's lifecycle
  // events, which may arrive before the page's load event, so waiting for it alone can read the count too early.
  const nextLoad = () => new Promise<void>((resolve) => page.once('load', () => resolve()));
  await page.setRequestInterception(true);
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === BUILD_LATEST_PATH) {
      void req.respond({
        status: 200,
        contentType: 'application/json',
        headers: { 'cache-control': 'no-store' },
        body: JSON.stringify({ buildId: 'a-newer-build' }),
      });
    } else {
      void req.continue();
    }
  });
  await page.goto(bff.url + '/', { waitUntil: 'load' });
  await ready(page);
  await page.waitForResponse((r) => r.url().endsWith(BUILD_LATEST_PATH), { timeout: 30_000 });
  await page.evaluate(() => {
    (window as unknown as { marker: number }).marker = 1;
  });
  const loadsBefore = documentLoads;

  const href = await page.$eval('main a[href*="/20"]', (a) => a.getAttribute('href')!);
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), nextLoad(), page.click(`main a[href="${href}"]`)]);
  t.equal(new URL(page.url()).pathname, href, 'arrived at the clicked page');
  t.equal(documentLoads, loadsBefore + 1, 'as a full document load');
  t.equal(await page.evaluate(() => (window as unknown as { marker?: number }).marker), undefined, 'a new document');

  // The new page sees the same "newer" build; a reload happened under 10 s ago, so its next navigation stays
  // on the client instead of looping.
  await ready(page);
  await page.waitForResponse((r) => r.url().endsWith(BUILD_LATEST_PATH), { timeout: 30_000 });
  await page.evaluate(() => {
    (window as unknown as { marker: number }).marker = 2;
  });
  const loadsAfter = documentLoads;
  await page.click('.site-header__logo');
  await page.waitForSelector('.page--front', { timeout: 30_000 });
  t.equal(
    await page.evaluate(() => (window as unknown as { marker?: number }).marker),
    2,
    'no second reload within the guard',
  );
  t.equal(documentLoads, loadsAfter, 'no document load');
  await context.close();
});
