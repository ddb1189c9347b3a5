// §7 frame messages in a real browser: a supplement's data tab frames a local test page that sends
// iframe-size and route-push. From the allow-listed origin the frame takes the height and the page navigates (through
// the router, to a same-site path); from an origin off the list nothing changes (the parent logs it at debug level);
// switching the colour mode sends themeChanged to the frame. axe finds no serious violation on an article tab and a
// data tab at 375 and 1280 px.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { runAxe } from '../helpers/axe.ts';
import type { Frame, Page } from 'puppeteer';
import { gotoDocument, launchBrowser, readyFrame, watchFrames } from '../helpers/browser.ts';
import { startBff, startEventData, startLivescore, startOrigin, TEST_NOW } from '../helpers/servers.ts';

// The sender: any path is a page that reports its size on load and whenever told the theme, and keeps what it got.
const SENDER = `<!doctype html><html lang="hu"><head><meta charset="utf-8"><title>Teszt adatoldal</title></head><body>
<main id="c" style="height:1234px">Teszt</main><script>
window.received = [];
function size() { parent.postMessage({ type: 'iframe-size', height: 1234 }, '*'); }
window.addEventListener('message', function (e) { if (e.source === parent) { window.received.push(e.data); size(); } });
window.addEventListener('load', size);
</script></body></html>`;

async function senderServer(): Promise<{ url: string; server: Server }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(SENDER);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const origin = await startOrigin({ articles: 400, now: TEST_NOW });
const allowed = await senderServer();
const stranger = await senderServer();
const data = await startEventData();
const livescore = await startLivescore();
const clock = () => TEST_NOW * 1000;
const bff = await startBff(origin.url, {
  pageCacheTtlMs: 0,
  clock,
  eventData: { url: allowed.url, messageOrigins: [allowed.url] },
});
// The frame comes from an origin the page lets in (CSP) but whose messages it must not obey.
const strict = await startBff(origin.url, {
  pageCacheTtlMs: 0,
  clock,
  eventData: { url: stranger.url, messageOrigins: [allowed.url] },
});
const real = await startBff(origin.url, {
  pageCacheTtlMs: 0,
  clock,
  livescoreApiUrl: livescore.url,
  eventData: { url: data.url, messageOrigins: [new URL(data.url).origin] },
});
const browser = await launchBrowser();
t.teardown(async () => {
  await browser.cleanup();
  for (const s of [bff, strict, real, data, livescore, origin]) await s.close();
  for (const s of [allowed, stranger]) await new Promise((resolve) => s.server.close(resolve));
});

const DATA_TAB = '/melleklet/valasztas-2024/adatok';

/** Waits for a condition on what the test collected (console lines), checking every 25 ms, up to 30 s. */
async function until(condition: () => boolean, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
const TARGET = '/melleklet/valasztas-2024/gyik';

async function open(base: string, path: string): Promise<{ page: Page; frame: Frame; debug: string[] }> {
  const page = await browser.newPage();
  const debug: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'debug') debug.push(m.text());
  });
  await page.setViewport({ width: 1280, height: 900 });
  // The document, then what the test is about (hydration, the frame and its page); not the load event, which also
  // waits for every picture of the page (once, under CI's load, it had not come after 30 s).
  const log = watchFrames(page);
  await gotoDocument(page, base + path);
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 30_000 });
  const frame = await readyFrame(page, 'iframe.supplement-frame__frame', () => document.readyState === 'complete', {
    log,
  });
  return { page, frame, debug };
}

t.test(
  'from the allow-listed origin: the frame resizes, route-push navigates, themeChanged follows the colour mode',
  async (t) => {
    const { page, frame } = await open(bff.url, DATA_TAB);
    // The page tells the frame the theme once attached; the frame answers with its size.
    await page.waitForFunction(
      () => document.querySelector('iframe.supplement-frame__frame')?.getAttribute('height') === '1234',
      { timeout: 30_000 },
    );
    t.pass('iframe-size resized the frame');
    const received = await frame.evaluate(
      () => (window as unknown as { received: { type: string; theme: string }[] }).received,
    );
    t.match(received[0], { type: 'themeChanged', theme: 'light' }, 'the current theme was sent on attach');

    await page.select('select[data-color-mode]', 'dark');
    await frame.waitForFunction(
      () => (window as unknown as { received: { theme: string }[] }).received.some((m) => m.theme === 'dark'),
      { timeout: 30_000 },
    );
    t.pass('switching the colour mode sent themeChanged dark');

    await frame.evaluate((path) => parent.postMessage({ type: 'route-push', path }, '*'), TARGET);
    await page.waitForFunction((path) => location.pathname === path, { timeout: 30_000 }, TARGET);
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Választás 2024: GYIK', {
      timeout: 30_000,
    });
    t.pass('route-push navigated the page to the FAQ tab');
    await page.close();
  },
);

t.test('off-site routes from the allowed origin, and anything from another origin, change nothing', async (t) => {
  const { page, frame, debug } = await open(strict.url, DATA_TAB);
  // Once the parent listens (it marks the frame), both messages are judged and refused, each logged at debug level.
  await page.waitForSelector('iframe.supplement-frame__frame[data-frame-messages="on"]', { timeout: 30_000 });
  await frame.evaluate((path) => {
    parent.postMessage({ type: 'iframe-size', height: 1500 }, '*');
    parent.postMessage({ type: 'route-push', path }, '*');
  }, TARGET);
  await until(() => debug.filter((d) => d.includes('origin not allowed')).length >= 2);
  t.ok(debug.filter((d) => d.includes('origin not allowed')).length >= 2, 'both refused, logged at debug');
  t.equal(
    await page.$eval('iframe.supplement-frame__frame', (f) => f.getAttribute('height')),
    '720',
    'the frame kept its height',
  );
  t.equal(await page.evaluate(() => location.pathname), DATA_TAB, 'the page stayed');
  const received = await frame.evaluate(() => (window as unknown as { received: unknown[] }).received);
  t.same(received, [], 'the page tells a frame off the list nothing');
  await page.close();

  const second = await open(bff.url, DATA_TAB);
  await second.page.waitForFunction(
    () => document.querySelector('iframe.supplement-frame__frame')?.getAttribute('height') === '1234',
    { timeout: 30_000 },
  );
  const before = second.debug.length;
  await second.frame.evaluate(() => parent.postMessage({ type: 'route-push', path: '//evil.example/x' }, '*'));
  await until(() => second.debug.length > before);
  t.match(second.debug.at(-1), /not a same-site path/, 'an off-site route is refused');
  t.equal(await second.page.evaluate(() => location.pathname), DATA_TAB);
  await second.page.close();
});

t.test('the stand-in data site resizes its frame and its links move the page', async (t) => {
  const { page, frame } = await open(real.url, DATA_TAB);
  await page.waitForFunction(
    () => document.querySelector('iframe.supplement-frame__frame')?.getAttribute('height') !== '720',
    { timeout: 30_000 },
  );
  t.pass('the data site reported its height');
  // A click inside the frame (dispatched there: a cross-origin frame taller than the window may hold the link below it).
  await frame.$eval('a[data-parent-route="/melleklet/valasztas-2024/adatok/debrecen"]', (a) =>
    (a as HTMLElement).click(),
  );
  await page.waitForFunction(() => location.pathname === '/melleklet/valasztas-2024/adatok/debrecen', {
    timeout: 30_000,
  });
  await page.waitForFunction(
    () =>
      document
        .querySelector('iframe.supplement-frame__frame')
        ?.getAttribute('src')
        ?.endsWith('/valasztas-2024/telepules/debrecen'),
    { timeout: 30_000 },
  );
  t.pass('a place link on the map opened its data page');
  await page.close();
});

t.test('axe: an article tab and a data tab at 375 and 1280 px have no serious violation', async (t) => {
  const page = await browser.newPage();
  for (const path of [
    '/melleklet/eb-2024',
    '/melleklet/valasztas-2022/orszagos-listak',
    '/melleklet/eb-2024/csoportok',
  ]) {
    for (const width of [375, 1280]) {
      await page.setViewport({ width, height: 900 });
      // The page's load event, read in the page: puppeteer's own wait for it (goto's waitUntil) also follows every
      // frame's lifecycle, and once, on a busy machine, it ran out at 30 s on the data tab.
      // The data tab's frame first (the page's load waits for it): if it never loads, readyFrame's error says why.
      const res = await gotoDocument(page, real.url + path);
      if (path.includes('orszagos-listak'))
        await readyFrame(page, 'iframe.supplement-frame__frame', () => document.readyState === 'complete');
      await page.waitForFunction(() => document.readyState === 'complete', { timeout: 30_000 });
      t.equal(res.status(), 200);
      await page.waitForSelector('html[data-hydrated="true"]', { timeout: 30_000 });
      if (path.endsWith('/csoportok'))
        t.equal(await page.$$eval('.standings-table', (x) => x.length), 6, 'the six group tables');
      const result = await runAxe(page);
      const found = result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      t.same(found, [], `${path} at ${width} px${found.length ? `\n${found.join('\n')}` : ''}`);
      if (width === 375) {
        const [scroll, client] = await page.$eval('html', (h) => [h.scrollWidth, h.clientWidth]);
        t.ok(scroll <= client, `${path} at 375 px: no sideways scroll (${scroll} ≤ ${client})`);
      }
    }
  }
  await page.close();
});
