// Articles that open offline (decision 088): three articles opened online show from the device offline with the
// saved-copy line; an article never opened shows the offline page listing the three; a personal page is never
// served from the worker; back online, a changed article shows its new text on the next load.
import t from 'tap';
import type { CDPSession, Page } from 'puppeteer';
import { request } from 'undici';
import { OFFLINE_ARTICLES_CACHE } from '../../client/service-worker/offline-copies.ts';
import { runAxe } from '../helpers/axe.ts';
import { startSiteInBrowser } from '../helpers/site-in-browser.ts';

const purgeTargets: string[] = [];
const { origin, bff, browser } = await startSiteInBrowser({ origin: { cachePurgeUrls: purgeTargets } });
purgeTargets.push(bff.url);

const ARTICLE_PATH = /^\/[a-z0-9/-]*\/\d{4}\/\d{2}\/\d{2}\/[a-z0-9-]+$/;

async function articlePaths(page: Page): Promise<string[]> {
  await page.goto(bff.url + '/', { waitUntil: 'load' });
  const hrefs = await page.$$eval('main a[href^="/"]', (links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((h) => ARTICLE_PATH.test(h)))];
}

/** The browser's offline mode for the page and for the service worker (each has its own network emulation, which
 * lasts as long as the DevTools session that set it: the worker's session stays open). */
const workerSessions = new Map<string, CDPSession>();
async function setOffline(page: Page, offline: boolean): Promise<void> {
  await page.setOfflineMode(offline);
  const workers = page
    .browserContext()
    .targets()
    .filter((target) => target.type() === 'service_worker');
  for (const worker of workers) {
    let session = workerSessions.get(worker.url());
    if (!session) {
      session = await worker.createCDPSession();
      await session.send('Network.enable');
      // A page younger than its max-age would come from the HTTP cache, online or not: the test wants the network.
      await session.send('Network.setCacheDisabled', { cacheDisabled: true });
      workerSessions.set(worker.url(), session);
    }
    await session.send('Network.emulateNetworkConditions', {
      offline,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  }
}

/** Waits until the worker has a copy of `path` (it keeps it after the page has loaded). */
async function waitKept(page: Page, path: string): Promise<void> {
  for (let i = 0; i < 240 && !(await kept(page, path)); i++) await new Promise((r) => setTimeout(r, 250));
}

/** Whether the worker has a copy of `path` (read from the page: the Cache API is the origin's). */
function kept(page: Page, path: string): Promise<boolean> {
  return page.evaluate(
    async (name, url) => !!(await (await caches.open(name)).match(url)),
    OFFLINE_ARTICLES_CACHE,
    bff.url + path,
  );
}

t.test('opened articles read offline; anything else lists them; online again, the news is new', async (t) => {
  const page = await browser.newPage();
  await page.setViewport({ width: 375, height: 740 });
  const [first, second, third, unvisited] = await articlePaths(page);
  t.ok(unvisited, 'four articles on the front');

  // The first interaction loads the behaviours that register the worker; it then keeps the page it missed.
  await page.goto(bff.url + first, { waitUntil: 'load' });
  await page.mouse.wheel({ deltaY: 300 });
  await page.waitForSelector('html[data-behaviours="ready"]', { timeout: 30_000 });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, { timeout: 30_000 });
  await waitKept(page, first);
  t.ok(await kept(page, first), 'the first article, opened before the worker ran, is kept');
  for (const path of [second, third]) {
    await page.goto(bff.url + path, { waitUntil: 'load' });
    await waitKept(page, path);
    t.ok(await kept(page, path), `${path}: kept when opened`);
  }
  const titles = new Map<string, string>();
  for (const path of [first, second, third]) {
    const res = await request(bff.url + path);
    const html = await res.body.text();
    titles.set(path, /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)![1].replace(/<[^>]+>/g, ''));
  }
  t.notOk(await kept(page, unvisited), 'an article never opened is not on the device');

  // A personal page seen online is not kept.
  const profile = await page.goto(bff.url + '/tamogatas/profil', { waitUntil: 'load' });
  t.match(profile?.headers()['cache-control'] ?? '', /private/, 'the profile is a personal answer');

  await setOffline(page, true);
  for (const path of [first, second, third]) {
    await page.goto(bff.url + path, { waitUntil: 'load' });
    const line = await page.$eval('.offline-copy', (p) => p.textContent ?? '');
    t.match(
      line,
      /készülékén tárolt példányt olvassa, letöltve: \d{4}\. [a-zá-ű]+ \d{1,2}\. \d{2}:\d{2}/,
      `${path}: the saved-copy line`,
    );
    t.equal(await page.$eval('h1', (h) => h.textContent), titles.get(path), `${path}: the story itself`);
    const css = await page.$eval('body', (b) => getComputedStyle(b).fontFamily);
    t.notMatch(css, /^Times/, `${path}: with the site's stylesheet`);
  }

  await page.goto(bff.url + unvisited, { waitUntil: 'load' });
  t.equal(
    await page.$eval('h1', (h) => h.textContent),
    'Nincs internetkapcsolat',
    'an unvisited article: the offline page',
  );
  const listed = await page.$$eval('main li a', (links) => links.map((a) => new URL(a.href).pathname));
  t.same([...listed].sort(), [first, second, third].sort(), 'it lists the three articles on the device');
  const axe = await runAxe(page);
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
  t.same(serious, [], 'axe: nothing serious on the offline page');

  await page.goto(bff.url + '/tamogatas/profil', { waitUntil: 'load' });
  t.equal(await page.$('.offline-copy'), null, 'the profile is never served from the device');
  t.equal(await page.$eval('h1', (h) => h.textContent), 'Nincs internetkapcsolat');

  // Back online: the origin changes the first article; the next load shows the new headline, not the copy.
  await setOffline(page, false);
  const slug = first.split('/').pop()!;
  const { id } = origin.db.prepare('SELECT id FROM articles WHERE slug = ?').get(slug) as { id: number };
  const patch = await request(`${origin.url}/admin/articles/${id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ title: 'Friss cím a kapcsolat visszatérése után' }),
  });
  t.equal(patch.statusCode, 200, 'the origin took the change');
  await patch.body.dump();
  await page.goto(bff.url + first, { waitUntil: 'load' });
  t.equal(await page.$('.offline-copy'), null, 'online: the network answer, no saved-copy line');
  t.equal(await page.$eval('h1', (h) => h.textContent), 'Friss cím a kapcsolat visszatérése után', 'the new text');
  await page.close();
});
