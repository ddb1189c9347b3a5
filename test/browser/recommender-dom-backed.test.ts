// Issue 13: the article sidebar's recommender cards are written once, as markup; the value the browser hydrates from
// names a shown card by its id and the browser reads the rest back from the card (shared/pages/dom-backed.ts,
// client/restore-dom-backed.ts). A reader must not notice: the page hydrates without an error, the sidebar is not
// fetched again, and after hydration every card shows what the server sent.
import t from 'tap';
import type { Page } from 'puppeteer';
import { launchBrowser } from '../helpers/browser.ts';
import { startBff, startOrigin } from '../helpers/servers.ts';

const origin = await startOrigin();
const bff = await startBff(origin.url, { pageCacheTtlMs: 0 });
const browser = await launchBrowser();
t.teardown(async () => { await browser.cleanup(); await bff.close(); await origin.close(); });

/** What a reader must not notice, recorded on a page: hydration errors and warnings, and a second recommender fetch. */
function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warn') problems.push(`${m.type()}: ${m.text()}`); });
  page.on('pageerror', (err) => problems.push(`pageerror: ${(err as Error).message}`));
  const secondaryFetches: string[] = [];
  page.on('request', (r) => { if (r.url().includes('/page-data/secondary/')) secondaryFetches.push(r.url()); });
  return { problems, secondaryFetches };
}

t.test('the recommender hydrates from its own markup, unchanged and without a second fetch', async (t) => {
  const row = origin.db.prepare(`SELECT slug FROM articles WHERE type = 'article' AND active = 1 AND parent_id IS NULL
    AND site_slug = 'telex' ORDER BY id DESC LIMIT 1 OFFSET 2`).get() as { slug: string };
  const article = await (await fetch(`${origin.url}/api/articles/${row.slug}`)).json() as { url: string };
  const page = await browser.newPage();
  const { problems, secondaryFetches } = watch(page);
  let served = '';
  page.on('response', async (r) => { if (r.request().isNavigationRequest()) served = await r.text(); });

  await page.setViewport({ width: 1280, height: 900 });
  await page.goto(bff.url + article.url, { waitUntil: 'networkidle0' });
  await page.waitForSelector('html[data-hydrated="true"]');

  const value = await page.evaluate((html) => JSON.parse(new DOMParser().parseFromString(html, 'text/html')
    .querySelector('script[data-secondary="recommender"]')?.textContent ?? 'null'), served) as { boxes: { key: string; items: unknown[] }[] };
  const ids = value.boxes.flatMap((b) => b.items).filter((i) => typeof i === 'number');
  t.ok(ids.length >= 20, `the served value names ${ids.length} shown cards by id only`);

  // Every recommender card as a reader sees it: in the served HTML (React's streamed parts sit in hidden holders
  // there, the cards are the same) and in the page after hydration.
  const { fromServer, hydrated } = await page.evaluate((html, keys) => {
    const read = (root: ParentNode) => [...root.querySelectorAll('section[id] li.mini')]
      .filter((li) => keys.includes(li.closest('section')!.id))
      .map((li) => ({
        box: li.closest('section')!.id,
        kicker: li.querySelector('.mini__kicker')?.textContent ?? '',
        live: !!li.querySelector('.badge--live'),
        href: li.querySelector('a')?.getAttribute('href') ?? '',
        title: li.querySelector('a')?.textContent ?? '',
        time: li.querySelector('time')?.textContent ?? '',
        datetime: li.querySelector('time')?.getAttribute('datetime') ?? '',
      }));
    return { fromServer: read(new DOMParser().parseFromString(html, 'text/html')), hydrated: read(document) };
  }, served, value.boxes.map((b) => b.key));
  t.ok(hydrated.length >= 20, `${hydrated.length} cards in the sidebar`);
  t.ok(hydrated.some((c) => c.live), 'a live card among them (its badge is read back too)');
  t.same(hydrated, fromServer, 'after hydration every card shows what the server sent');
  t.same(secondaryFetches, [], 'the recommender was not fetched again');
  t.same(problems, [], 'no hydration error or warning');
  await page.close();
});

t.test('issue 30: an English article, whose sidebar leaves the holdblog box out, hydrates from its markup too', async (t) => {
  const english = await (await fetch(`${origin.url}/api/articles?filters[mstag]=english&perPage=1`)).json() as { items: { url: string }[] };
  const page = await browser.newPage();
  const { problems, secondaryFetches } = watch(page);
  await page.setViewport({ width: 1280, height: 900 });
  await page.goto(bff.url + english.items[0].url, { waitUntil: 'networkidle0' });
  await page.waitForSelector('html[data-hydrated="true"]');
  t.equal(await page.$eval('#friss-hirek h2', (h) => h.textContent), 'Latest');
  t.notOk(await page.$('section#holdblog'), 'no holdblog box in English');
  t.same(secondaryFetches, [], 'the recommender was not fetched again');
  t.same(problems, [], 'no hydration error or warning');
  await page.close();
});
