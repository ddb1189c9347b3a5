// §2.3 and §2.8 in a real browser: /rovat/szepkilatas shows the hiking map, not a grey box, a spinner or an
// empty frame. The frame loads the data site's map page under the page's CSP, draws every scenic-view route, reports
// its height (the frame grows from its first guess to the map's), and a hike tab narrows the map to its routes.
import t from 'tap';
import type { Frame, Page } from 'puppeteer';
import { eventDataConfig } from '../../server/event-data-config.ts';
import { DEFAULT_EVENT_DATA_SEED } from '../../stand-ins/event-data/app.ts';
import { hikingRoutes } from '../../stand-ins/event-data/hiking-routes.ts';
import { HIKING_MAP_HEIGHT } from '../../shared/list-page-constants.ts';
import { gotoDocument, launchBrowser, readyFrame, watchFrames } from '../helpers/browser.ts';
import { startBff, startEventData, startOrigin } from '../helpers/servers.ts';

const origin = await startOrigin({ articles: 700, seed: 42 });
const data = await startEventData();
const bff = await startBff(origin.url, { pageCacheTtlMs: 0, eventData: eventDataConfig({ EVENT_DATA_URL: data.url }) });
const browser = await launchBrowser();
t.teardown(async () => {
  await browser.cleanup();
  for (const s of [bff, data, origin]) await s.close();
});

const routes = hikingRoutes(DEFAULT_EVENT_DATA_SEED);

async function open(path: string): Promise<{ page: Page; frame: Frame; refused: string[] }> {
  const page = await browser.newPage();
  const refused: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) refused.push(m.text());
  });
  await page.setViewport({ width: 1280, height: 900 });
  const log = watchFrames(page);
  await gotoDocument(page, bff.url + path);
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 30_000 });
  const frame = await readyFrame(
    page,
    'iframe.hiking-map__frame',
    () => !!document.querySelector('svg.map polyline.route'),
    { log },
  );
  return { page, frame, refused };
}

const drawn = (frame: Frame) =>
  frame.$$eval('svg.map polyline.route', (lines) => lines.map((l) => l.getAttribute('class')!.split(' ')[1]));

t.test("the section shows the map with every route, and the frame takes the map's height", async (t) => {
  const { page, frame, refused } = await open('/rovat/szepkilatas');
  t.equal((await drawn(frame)).length, routes.length, `all ${routes.length} routes drawn in the frame`);
  t.ok(
    await frame.$eval('svg.map polygon.land', (p) => p.getBoundingClientRect().width > 100),
    'the country is drawn at a visible size',
  );
  // The frame script reports the page's height; the section sets it (bounded), so the map is not cut at the first guess.
  await page.waitForFunction(
    (first) => {
      const h = Number(document.querySelector('iframe.hiking-map__frame')?.getAttribute('height'));
      return h > 0 && h !== first;
    },
    { timeout: 30_000 },
    HIKING_MAP_HEIGHT,
  );
  const height = Number(await page.$eval('iframe.hiking-map__frame', (f) => f.getAttribute('height')));
  const content = await frame.evaluate(() => Math.ceil(document.getElementById('c')!.getBoundingClientRect().height));
  t.equal(height, content, `the frame is as tall as its page (${height} px)`);
  t.same(refused, [], 'nothing refused by a content security policy');
  await page.close();
});

t.test('a hike tab narrows the map to its routes', async (t) => {
  const { page, frame } = await open('/rovat/szepkilatas?tab=hard');
  const classes = await drawn(frame);
  t.equal(classes.length, routes.filter((r) => r.difficulty === 'hard').length, 'as many as the hard routes');
  t.same([...new Set(classes)], ['hard'], 'only hard routes');
  await page.close();
});
