// The JavaScript an article page loads is a budget, not a report, counted the way Lighthouse counts
// it: every script the browser fetches for a plain article on a phone — the entry, the core chunk, the page's chunk,
// the colour-mode script and whatever loads after hydration, including the deferred behaviours every reader loads with
// the first scroll and what a first tap loads — as bytes on the wire (Chromium's encodedDataLength: the compressed body the server chose for
// this browser plus the response headers). Over the budget below, or over its number of requests, the build fails.
import type { Page } from 'puppeteer';
import t, { type Test } from 'tap';
import { request } from 'undici';
import { launchBrowser } from '../helpers/browser.ts';
import { startHeldStreamProxy } from '../helpers/held-stream-proxy.ts';
import { startBff, startOrigin } from '../helpers/servers.ts';
import { hideCookies } from '../../shared/newsletter-prompt-hide.ts';

// The budget (decision 008), named here only: 100 KiB in 8 requests until a later pass found 95 KiB of room in what
// ships (decision 047: React Router's unused parts) so that the code no longer bends to save bytes; 96 KiB (decision
// 083), 97 KiB with share and save on every article (decision 093), and 90 KiB, its goal, on a phone after a scroll
// and a tap once React DOM's unused parts went too (decision 096).
export const ARTICLE_PAGE_JS_BUDGET_BYTES = 90 * 1024;
export const ARTICLE_PAGE_JS_MAX_REQUESTS = 7;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

const origin = await startOrigin({ articles: 300 });
const bff = await startBff(origin.url, { pageCacheTtlMs: 0 });
const browser = await launchBrowser({ consent: 'unanswered' });
t.teardown(async () => {
  await browser.cleanup();
  await bff.close();
  await origin.close();
});

/** A plain article of the corpus: no live blog, quiz or livescore block (the common case the budget is about). */
async function plainArticleUrl(): Promise<string> {
  const row = origin.db
    .prepare(
      `SELECT slug FROM articles a WHERE type = 'article' AND active = 1 AND parent_id IS NULL
    AND quiz_id IS NULL AND livescore_id IS NULL AND site_slug = 'telex'
    AND NOT EXISTS (SELECT 1 FROM article_flags f WHERE f.article_id = a.id AND f.flag IN ('live', 'refresh'))
    ORDER BY id LIMIT 1 OFFSET 20`,
    )
    .get() as { slug: string };
  const res = await request(`${origin.url}/api/articles/${row.slug}`);
  return ((await res.body.json()) as { url: string }).url;
}

/** The newsletter prompt is still the server's markup (its code not loaded) until the reader scrolls to it. */
async function promptLoadsOnlyWhenNear(t: Test, page: Page, serverMarkup: string): Promise<void> {
  t.equal(
    await page.$eval('[data-newsletter-prompt]', (el) => el.hasAttribute('data-interactive')),
    false,
    serverMarkup,
  );
  await page.$eval('[data-newsletter-prompt]', (el) => el.scrollIntoView());
  await page.waitForSelector('[data-newsletter-prompt][data-interactive]', { timeout: 15_000 });
  t.pass('near it, the prompt loads and becomes interactive');
  await page.close();
}

t.test(
  `an article page loads at most ${kib(ARTICLE_PAGE_JS_BUDGET_BYTES)} of JavaScript on the wire, in at most ${ARTICLE_PAGE_JS_MAX_REQUESTS} requests`,
  async (t) => {
    const article = { url: await plainArticleUrl() };
    const page = await browser.newPage();
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const scripts = new Map<string, { url: string; encoding: string; bytes: number | null }>();
    cdp.on('Network.responseReceived', (e) => {
      if (e.type === 'Script') {
        const headers = Object.fromEntries(
          Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
        );
        scripts.set(e.requestId, {
          url: e.response.url,
          encoding: headers['content-encoding'] ?? 'identity',
          bytes: null,
        });
      }
    });
    cdp.on('Network.loadingFinished', (e) => {
      const s = scripts.get(e.requestId);
      if (s) s.bytes = e.encodedDataLength;
    });
    // On a phone (most readers), touch included.
    await page.setViewport({ width: 375, height: 800, isMobile: true, hasTouch: true });
    await page.goto(bff.url + article.url, { waitUntil: 'networkidle0' });
    await page.waitForSelector('html[data-hydrated="true"]');
    // Every reader scrolls an article: the first interaction loads the deferred behaviours (client/entry-client.tsx).
    await page.mouse.wheel({ deltaY: 600 });
    await page.waitForSelector('html[data-behaviours="ready"]', { timeout: 15_000 });
    // and taps it (on the story's text, not a control): whatever a first tap loads counts too.
    await page.tap('.article__title');
    await page.waitForNetworkIdle({ idleTime: 500 });
    await page.close();
    let total = 0;
    for (const s of scripts.values()) {
      t.ok(s.bytes !== null, `${new URL(s.url).pathname} finished loading`);
      t.not(s.encoding, 'identity', `${new URL(s.url).pathname} is served compressed (${s.encoding})`);
      total += s.bytes ?? 0;
      t.comment(`${s.bytes} ${s.encoding} ${new URL(s.url).pathname}`);
    }
    t.comment(
      `article page JS: ${scripts.size} requests, ${total} bytes (${kib(total)}) on the wire, headers included`,
    );
    t.ok(scripts.size > 2, "the measurement saw the page's scripts");
    t.ok(scripts.size <= ARTICLE_PAGE_JS_MAX_REQUESTS, `${scripts.size} requests ≤ ${ARTICLE_PAGE_JS_MAX_REQUESTS}`);
    t.ok(total <= ARTICLE_PAGE_JS_BUDGET_BYTES, `${kib(total)} ≤ ${kib(ARTICLE_PAGE_JS_BUDGET_BYTES)}`);
  },
);

t.test(
  'a deferred part keeps its server markup even when its first render comes after the root has hydrated',
  async (t) => {
    // On a busy machine the root's effects (which mark <html data-hydrated>) can run before a part renders for the
    // first time; the part must still take the server's markup and wait for the reader to come near, not load its code
    // at once (a busy run loaded the newsletter prompt's 4.5 KiB with the first scroll). Simulated: the mark is set
    // before any script runs.
    const page = await browser.newPage();
    await page.evaluateOnNewDocument(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') document.documentElement.dataset.hydrated = 'true';
      });
    });
    await page.setViewport({ width: 1280, height: 900 });
    await page.goto(bff.url + (await plainArticleUrl()), { waitUntil: 'networkidle0' });
    await page.mouse.wheel({ deltaY: 600 });
    await page.waitForSelector('html[data-behaviours="ready"]', { timeout: 15_000 });
    await page.waitForNetworkIdle({ idleTime: 500 });
    await promptLoadsOnlyWhenNear(
      t,
      page,
      'the newsletter prompt far below is still the server markup (its code not loaded)',
    );
  },
);

t.test(
  'the newsletter prompt comes with the shell, before hydration, and still loads only when the reader nears it',
  async (t) => {
    // React used to send the prompt behind the shell (it outlined finished parts past a size), and a busy run could
    // hydrate before it came: its code then never loaded (1 run in 4 under two busy loops). Finished parts now leave
    // in place (decision 109): with the page's bytes after its bootstrap script held until it has hydrated, the prompt
    // is already there, and nearing it still loads its code.
    const proxy = await startHeldStreamProxy(bff.url);
    t.teardown(() => proxy.close());
    const page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    const loaded = page.goto(proxy.url + (await plainArticleUrl()), { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]');
    t.ok(await page.$('[data-part="newsletter-prompt"] [data-newsletter-prompt]'), 'the prompt came with the shell');
    proxy.release();
    await loaded;
    await promptLoadsOnlyWhenNear(t, page, 'the prompt is in place, still the server markup');
  },
);

t.test(
  'a reader who has hidden the newsletter prompt never loads its code, even at the end of the article',
  async (t) => {
    // The prompt is hidden by CSS (display: none), which never intersects: the reader reaching where it would be is not
    // nearing it (client/deferred-part.tsx checks the observer's report, not only the element's position).
    const page = await browser.newPage();
    // 'Ne mutasd többé': the cookies the prompt's own button sets.
    for (const { name, value } of hideCookies('permanent', 'article', {}))
      await page.setCookie({ name, value, url: bff.url });
    await page.setViewport({ width: 1280, height: 900 });
    await page.goto(bff.url + (await plainArticleUrl()), { waitUntil: 'networkidle0' });
    await page.waitForSelector('html[data-hydrated="true"]');
    t.equal(
      await page.$eval('[data-newsletter-prompt]', (el) => getComputedStyle(el).display),
      'none',
      'the prompt is hidden',
    );
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForSelector('html[data-behaviours="ready"]', { timeout: 15_000 });
    await page.waitForNetworkIdle({ idleTime: 500 });
    t.equal(await page.$('[data-newsletter-prompt][data-interactive]'), null, 'its code did not load');
    await page.close();
  },
);
