// §4 ad slots in Chromium, with an ad service configured (a fake one on loopback): its script loads under the CSP,
// the early slot loads at once, a lazy one only when it nears the viewport, the delayed one 2 s after it is seen,
// every slot keeps its reserved height, and a route change destroys the old page's slots.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { request } from 'undici';
import { AD_DELAY_MS, AD_LAZY_MARGIN_MAX_PX } from '../../shared/constants.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { installPageClock } from '../helpers/page-clock.ts';
import { startBff, startOrigin } from '../helpers/servers.ts';

// The fake service only says that it arrived; the page's own events are recorded from the first byte on.
const service = createServer((req, res) => {
  if (req.url !== '/ads.js') return void res.writeHead(404).end();
  res.writeHead(200, { 'content-type': 'text/javascript' }).end('window.adServiceArrived = true;');
});
await new Promise<void>((r) => service.listen(0, '127.0.0.1', r));
const serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}/ads.js`;

const origin = await startOrigin();
const bff = await startBff(origin.url, { pageCacheTtlMs: 0, adServiceUrl: serviceUrl });
const browser = await launchBrowser();
t.teardown(async () => { await browser.cleanup(); await bff.close(); await origin.close(); service.close(); });

type AdEvent = [type: string, slot: string, at: number];
declare global {
  interface Window { adEvents: AdEvent[]; adServiceArrived?: boolean }
}

t.test('slots load by their mode, keep their room, and are destroyed on a route change', async (t) => {
  const { id } = origin.db.prepare(`SELECT a.id FROM articles a WHERE a.type = 'article' AND a.active = 1 AND a.parent_id IS NULL
    AND a.site_slug = 'telex' AND a.pr = 0 AND a.adfree = 0 AND a.adult_content = 0 AND a.paragraph_count >= 8
    AND NOT EXISTS (SELECT 1 FROM article_flags f WHERE f.article_id = a.id AND f.flag IN ('live', 'refresh', 'video', 'pr', 'adfree', 'adult-content'))
    AND a.main_super_tag_id IN (SELECT id FROM super_tags WHERE active = 1 AND slug NOT IN ('pr-cikk', 'tamogatott-tartalom', 'telextarcak'))
    ORDER BY a.id LIMIT 1`).get() as { id: number };
  const article = (await (await request(`${origin.url}/api/article/${id}`)).body.json()) as { url: string };
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') problems.push(m.text()); });
  page.on('pageerror', (e) => problems.push((e as Error).message));
  await page.evaluateOnNewDocument(() => {
    window.adEvents = [];
    for (const type of ['adslot:load', 'adslot:destroy']) {
      addEventListener(type, (e) => window.adEvents.push([type, (e as CustomEvent<{ name: string }>).detail.name, Date.now()]));
    }
  });
  await page.setViewport({ width: 1280, height: 800 });
  // The ad delay runs on page time the test moves, so "2 s after it is seen" is checked to the millisecond.
  const clock = await installPageClock(page);
  await page.goto(bff.url + article.url, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.waitForFunction(() => window.adServiceArrived === true, { timeout: 5_000 });
  t.pass('the ad service\'s script loaded under the page\'s CSP');

  const slots = () => page.$$eval('.page--article .ad-slot', (els) => els.map((el) => ({
    name: (el as HTMLElement).dataset.slot!, state: (el as HTMLElement).dataset.state!, load: (el as HTMLElement).dataset.load!,
    height: el.getBoundingClientRect().height, top: el.getBoundingClientRect().top + scrollY,
  })));
  const before = await slots();
  t.ok(before.length >= 3, `the article has ${before.length} slots`);
  const early = before.find((s) => s.load === 'early')!;
  t.equal(early.state, 'loaded', 'the early slot loads at once');
  const far = before.filter((s) => s.load !== 'early' && s.top > 800 + AD_LAZY_MARGIN_MAX_PX);
  t.ok(far.length > 0, 'a slot far below the fold');
  for (const s of far) t.equal(s.state, 'initialised', `${s.name} waits until it nears the viewport`);

  // The delayed slot first: a jump from the top brings it into view at a known moment.
  const delayed = before.find((s) => s.load === 'delayed')!;
  await page.evaluate((top) => scrollTo(0, top - 300), delayed.top);
  // Seen: its delay timer is running.
  await page.waitForFunction((ms: number) => window.__pageClock!.pending().some((p) => p.delay === ms && !p.repeats), { timeout: 5_000 }, AD_DELAY_MS);
  await clock.advance(AD_DELAY_MS - 1);
  t.equal(await page.$eval(`.ad-slot[data-slot="${delayed.name}"]`, (el) => (el as HTMLElement).dataset.state), 'initialised',
    `the delayed slot still waits ${AD_DELAY_MS - 1} ms after it was seen`);
  await clock.advance(1);
  await page.waitForFunction((name) => document.querySelector<HTMLElement>(`.ad-slot[data-slot="${name}"]`)?.dataset.state === 'loaded', { timeout: 5_000 }, delayed.name);
  t.pass(`then loads at ${AD_DELAY_MS} ms`);

  const lazy = far.find((s) => s.load === 'lazy');
  if (lazy) {
    await page.evaluate((top) => scrollTo(0, top - 300), lazy.top);
    await page.waitForFunction((name) => document.querySelector<HTMLElement>(`.ad-slot[data-slot="${name}"]`)?.dataset.state === 'loaded', { timeout: 3_000 }, lazy.name);
    t.pass(`${lazy.name} loaded when scrolled near`);
  }
  const after = await slots();
  for (const s of before) t.equal(after.find((a) => a.name === s.name)?.height, s.height, `${s.name} kept its reserved ${s.height}px`);
  t.ok(before.every((s) => s.height > 0), 'every slot reserves room before anything arrives');

  // A route change: the old page's slots are destroyed, the new page's initialised.
  const loadedBefore = (await page.evaluate(() => window.adEvents)).filter(([type]) => type === 'adslot:load').map(([, name]) => name);
  await page.evaluate(() => scrollTo(0, 0));
  const next = await page.$eval('#friss-hirek .mini__title', (a) => a.getAttribute('href'));
  await Promise.all([page.waitForFunction((href) => location.pathname === href, {}, next), page.click('#friss-hirek .mini__title')]);
  await page.waitForFunction(() => window.adEvents.some(([type]) => type === 'adslot:destroy'));
  const destroyed = (await page.evaluate(() => window.adEvents)).filter(([type]) => type === 'adslot:destroy').map(([, name]) => name);
  t.same([...new Set(destroyed)].sort(), before.map((s) => s.name).sort(), 'every slot of the old page destroyed');
  t.ok(loadedBefore.length >= 2, `${loadedBefore.length} loads reported before`);
  await page.waitForFunction(() => document.querySelector<HTMLElement>('.page--article .ad-slot')?.dataset.state !== 'empty');
  t.equal(await page.$eval('.page--article .ad-slot[data-load="early"]', (el) => (el as HTMLElement).dataset.state), 'loaded', 'the new page\'s early slot loaded');
  t.equal(await page.$$eval('script[data-ad-service]', (s) => s.length), 1, 'the service script is loaded once per document');
  t.same(problems, [], 'no console errors (CSP included)');
  await page.close();
});

t.test('list pages: the mobile list slot and the sidebar rectangle load the same way', async (t) => {
  const page = await browser.newPage();
  await page.setViewport({ width: 375, height: 700 });
  await page.goto(`${bff.url}/legfrissebb`, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated="true"]');
  const state = (name: string) => page.$eval(`.ad-slot[data-slot="${name}"]`, (el) => (el as HTMLElement).dataset.state);
  await page.waitForFunction(() => document.querySelector<HTMLElement>('.ad-slot[data-slot="list-mobile"]')?.dataset.state !== 'empty');
  await page.$eval('.ad-slot[data-slot="list-mobile"]', (el) => el.scrollIntoView({ block: 'center' }));
  await page.waitForFunction(() => document.querySelector<HTMLElement>('.ad-slot[data-slot="list-mobile"]')?.dataset.state === 'loaded', { timeout: 3_000 });
  t.pass('the mobile slot after the 3rd item loads in view');
  t.equal(await state('sidebar-rectangle'), 'initialised', 'the desktop rectangle, hidden on a phone, never loads');
  await page.setViewport({ width: 1280, height: 900 });
  await page.$eval('.ad-slot[data-slot="sidebar-rectangle"]', (el) => el.scrollIntoView({ block: 'center' }));
  await page.waitForFunction(() => document.querySelector<HTMLElement>('.ad-slot[data-slot="sidebar-rectangle"]')?.dataset.state === 'loaded', { timeout: 3_000 });
  t.pass('on a wide screen the rectangle loads in view');
  await page.close();
});
