// The article sidebar's recommender cards are written once, as markup; the value the browser hydrates from
// names a shown card by its id and the browser reads the rest back from the card (shared/pages/dom-backed.ts,
// client/restore-dom-backed.ts). A reader must not notice: the page hydrates without an error, the sidebar is not
// fetched again, and after hydration every card shows what the server sent.
import t from 'tap';
import type { Page } from 'puppeteer';
import { launchBrowser } from '../helpers/browser.ts';
import { startHeldStreamProxy } from '../helpers/held-stream-proxy.ts';
import { startBff, startOrigin } from '../helpers/servers.ts';
import { LATEST_ARTICLES_DEFAULT as LATEST_SIZE } from '../../shared/constants.ts';

const origin = await startOrigin();
const bff = await startBff(origin.url, { pageCacheTtlMs: 0 });
const browser = await launchBrowser();
t.teardown(async () => {
  await browser.cleanup();
  await bff.close();
  await origin.close();
});
// An English article, from the publisher API as the BFF asks for it.
const englishArticle = (
  (await (await fetch(`${origin.url}/api/articles?filters[mstag]=english&perPage=1`)).json()) as {
    items: { url: string }[];
  }
).items[0].url;

// The longest story: its sidebar shows the most boxes, some fifteen cards and more (no more boxes than a story's length
// holds, decision 082).
const longestRow = origin.db
  .prepare(
    `SELECT slug FROM articles WHERE type = 'article' AND active = 1 AND parent_id IS NULL
    AND site_slug = 'telex' ORDER BY length(content) DESC, id DESC LIMIT 1`,
  )
  .get() as { slug: string };
const longestArticle = (
  (await (await fetch(`${origin.url}/api/articles/${longestRow.slug}`)).json()) as { url: string }
).url;

/** What a reader must not notice, recorded on a page: hydration errors and warnings, and a second recommender fetch. */
function watch(page: Page) {
  const problems: string[] = [];
  const opened = performance.now();
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warn') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${(err as Error).message}`));
  const secondaryFetches: string[] = [];
  // With the code that asked for it (the request's initiator stack), so a failure says which path fetched.
  page.on('request', (r) => {
    if (!r.url().includes('/page-data/secondary/')) return;
    const frames = r.initiator()?.stack?.callFrames ?? [];
    const at = frames
      .slice(0, 8)
      .map(
        (f) => `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}:${f.columnNumber + 1}`,
      );
    secondaryFetches.push(
      `${r.url()} at ${Math.round(performance.now() - opened)} ms${at.length ? `, from ${at.join(' < ')}` : ''}`,
    );
  });
  return { problems, secondaryFetches };
}

t.test('the recommender hydrates from its own markup, unchanged and without a second fetch', async (t) => {
  const page = await browser.newPage();
  const { problems, secondaryFetches } = watch(page);
  let served = '';
  page.on('response', async (r) => {
    if (r.request().isNavigationRequest()) served = await r.text();
  });

  await page.setViewport({ width: 1280, height: 900 });
  await page.goto(bff.url + longestArticle, { waitUntil: 'networkidle0' });
  await page.waitForSelector('html[data-hydrated="true"]');

  const value = (await page.evaluate(
    (html) =>
      JSON.parse(
        new DOMParser().parseFromString(html, 'text/html').querySelector('script[data-secondary="recommender"]')
          ?.textContent ?? 'null',
      ),
    served,
  )) as { boxes: { key: string; items: unknown[] }[] };
  const ids = value.boxes.flatMap((b) => b.items).filter((i) => typeof i === 'number');
  t.ok(ids.length >= 15, `the served value names ${ids.length} shown cards by id only`);

  // Every recommender card as a reader sees it: in the served HTML (React's streamed parts sit in hidden holders
  // there, the cards are the same) and in the page after hydration.
  const { fromServer, hydrated } = await page.evaluate(
    (html, keys) => {
      const read = (root: ParentNode) =>
        [...root.querySelectorAll('section[id] li.mini')]
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
    },
    served,
    value.boxes.map((b) => b.key),
  );
  t.ok(hydrated.length >= 15, `${hydrated.length} cards in the sidebar`);
  t.ok(
    hydrated.some((c) => c.live),
    'a live card among them (its badge is read back too)',
  );
  t.same(hydrated, fromServer, 'after hydration every card shows what the server sent');
  t.same(secondaryFetches, [], 'the recommender was not fetched again');
  t.same(problems, [], 'no hydration error or warning');
  await page.close();
});

// The document's value names the cards its own page shows and no others (decision 117), so another page, reached in the
// browser, asks the BFF for the whole value once. Reached from 'Friss hírek' itself, the new page is one of that box's
// cards: reusing the first page's value would leave the box a card short.
t.test('a page reached in the browser fetches the whole value once and fills its boxes', async (t) => {
  const page = await browser.newPage();
  const { problems, secondaryFetches } = watch(page);
  await page.setViewport({ width: 1280, height: 900 });
  await page.goto(bff.url + longestArticle, { waitUntil: 'networkidle0' });
  await page.waitForSelector('html[data-hydrated="true"]');
  const firstCount = await page.$$eval('#friss-hirek li', (lis) => lis.length);
  t.equal(firstCount, LATEST_SIZE, `'Friss hírek' shows ${LATEST_SIZE} cards`);
  const href = await page.$eval('#friss-hirek li a', (a) => a.getAttribute('href') ?? '');
  await page.click(`#friss-hirek li a[href="${href}"]`);
  await page.waitForFunction(
    (h, size) =>
      location.pathname === h &&
      document.querySelectorAll('#friss-hirek li').length === size &&
      !document.querySelector(`#friss-hirek li a[href="${h}"]`),
    { timeout: 10_000 },
    href,
    LATEST_SIZE,
  );
  t.pass(`the new page's 'Friss hírek' shows ${LATEST_SIZE} cards, none of them the page itself`);
  const boxLinks = await page.$$eval('aside.sidebar a, section[id] li.mini a', (as) =>
    as.map((a) => a.getAttribute('href')),
  );
  t.notOk(boxLinks.includes(href), 'no box links to the page being read');
  t.equal(secondaryFetches.filter((f) => f.includes('/recommender')).length, 1, 'the whole value was fetched once');
  // Back on the first page, the whole value serves it too: its boxes are full, and nothing is fetched again.
  await page.goBack();
  await page.waitForFunction(
    (h, size) => location.pathname !== h && document.querySelectorAll('#friss-hirek li').length === size,
    { timeout: 10_000 },
    href,
    LATEST_SIZE,
  );
  t.pass(`back on the first page, 'Friss hírek' shows ${LATEST_SIZE} cards`);
  t.equal(secondaryFetches.filter((f) => f.includes('/recommender')).length, 1, 'and the value was not fetched again');
  t.same(problems, [], 'no error or warning');
  await page.close();
});

t.test(
  'an English article, whose sidebar leaves the holdblog box out, hydrates from its markup too (decision 052)',
  async (t) => {
    const page = await browser.newPage();
    const { problems, secondaryFetches } = watch(page);
    await page.setViewport({ width: 1280, height: 900 });
    await page.goto(bff.url + englishArticle, { waitUntil: 'networkidle0' });
    await page.waitForSelector('html[data-hydrated="true"]');
    t.equal(await page.$eval('#friss-hirek h2', (h) => h.textContent), 'Latest');
    t.notOk(await page.$('section#holdblog'), 'no holdblog box in English');
    t.same(secondaryFetches, [], 'the recommender was not fetched again');
    t.same(problems, [], 'no hydration error or warning');
    await page.close();
  },
);

// The sidebar comes last in the document, so a reader's browser often hydrates the page while it is still streaming
// in. The clock's first tick (client/boot-context.tsx) came then and, as a context change, made React render the
// waiting part afresh: the recommender was fetched a second time (seen once in about thirty loads). Here the page
// stops right after its shell until it has hydrated and the clock has ticked, on a server whose clock is an hour
// behind the browser's, so the tick changes the time.
t.test('a sidebar still streaming in when the clock first ticks is not fetched again', async (t) => {
  // The shell is sent at once: a BFF that waits for the parts (decision 109) would send the sidebar in place.
  const behind = await startBff(origin.url, {
    pageCacheTtlMs: 0,
    renderShellGraceMs: 0,
    clock: () => Date.now() - 3_600_000,
  });
  const proxy = await startHeldStreamProxy(behind.url);
  t.teardown(async () => {
    await proxy.close();
    await behind.close();
  });
  const page = await browser.newPage();
  const { problems, secondaryFetches } = watch(page);
  await page.setViewport({ width: 1280, height: 900 });
  const loaded = page.goto(proxy.url + englishArticle, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated="true"]');
  t.ok(await page.$('aside.sidebar .sidebar__box--loading'), 'hydrated with the sidebar still to come');
  // The clock ticks in the same round of effects that marks the page hydrated; what it set off has run once the page
  // is idle.
  await page.waitForNetworkIdle({ idleTime: 300 });
  t.same(secondaryFetches, [], 'not fetched while the page waits for it');
  proxy.release();
  await loaded;
  await page.waitForSelector('aside.sidebar #friss-hirek');
  await page.waitForNetworkIdle({ idleTime: 300 });
  t.equal(proxy.holds(), 1, `the page was stopped after its shell (held: ${proxy.held().join(', ')})`);
  t.same(secondaryFetches, [], 'nor after it came');
  t.same(problems, [], 'no hydration error or warning');
  await page.close();
});
