// A reader's first visit: the server HTML hydrates without a warning, an article link navigates on the client
// (no full page load), and the back button returns to the front page.
import t from 'tap';
import { startSiteInBrowser } from '../helpers/site-in-browser.ts';

const { bff, browser } = await startSiteInBrowser();

t.test('front page → article → back, all on the client', async (t) => {
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warn') problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${(err as Error).message}`));
  let documentLoads = 0;
  page.on('request', (req) => {
    if (req.isNavigationRequest() && req.resourceType() === 'document' && req.frame() === page.mainFrame())
      documentLoads++;
  });

  await page.setViewport({ width: 1280, height: 900 });
  await page.goto(bff.url + '/', { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
  t.equal(documentLoads, 1, 'one document load so far');
  await page.evaluate(() => {
    (window as unknown as { marker: number }).marker = 42;
  });

  const href = await page.$eval('main a[href*="/20"]', (a) => a.getAttribute('href'));
  t.ok(href, 'an article link on the front page');
  const title = await page.$eval(`main a[href="${href}"]`, (a) => a.textContent?.replace('…', '') ?? '');
  await page.click(`main a[href="${href}"]`);
  await page.waitForSelector('h1.article__title', { timeout: 15_000 });
  t.equal(new URL(page.url()).pathname, href, 'the URL changed');
  const h1 = await page.$eval('h1.article__title', (h) => h.textContent ?? '');
  t.ok(h1.startsWith(title.trim().slice(0, 30)), 'the clicked article rendered');
  t.equal(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 42, 'no full page reload');
  t.equal(documentLoads, 1, 'still one document load');
  t.match(await page.title(), /\| Telex$/, 'the title followed the navigation');

  await page.goBack();
  await page.waitForSelector('.page--front', { timeout: 15_000 });
  t.equal(new URL(page.url()).pathname, '/');
  t.equal(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 42, 'back without a reload');
  t.same(problems, [], 'no console error, warning or hydration complaint');
  await page.close();
});
