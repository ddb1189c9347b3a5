// §4 ad slots in Chromium with the reader's consent to ads and the local fake ad service (stand-ins/ad-service/main.ts):
// its script loads under the CSP, each slot's unit path is the network id and the slot's name for the reader's
// platform, the page-level targeting carries url, url2, type, slug, tags, slug2 and visitedTags, the early slot loads
// at once, a lazy one only near the viewport, the delayed one 2 s after it is seen, every slot keeps its reserved
// room when its ad arrives, and a route change destroys the old page's slots.
import t from 'tap';
import { request } from 'undici';
import { AD_SLOTS, type AdPosition } from '../../shared/ad-slots.ts';
import { AD_TARGETING_VALUE_MAX } from '../../shared/ad-targeting.ts';
import { AD_DELAY_MS, AD_LAZY_MARGIN_MAX_PX } from '../../shared/constants.ts';
import { DEMO_AD_NETWORK_ID } from '../../server/config.ts';
import { startFakeAdService } from '../../stand-ins/ad-service/main.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { installPageClock } from '../helpers/page-clock.ts';
import { consentBeforeLoad } from '../helpers/reader-consent.ts';
import { startBff, startOrigin } from '../helpers/servers.ts';
import { startSlowProxy } from '../helpers/slow-proxy.ts';

const ads = await startFakeAdService();
const origin = await startOrigin();
const bff = await startBff(origin.url, { pageCacheTtlMs: 0, adServiceUrl: ads.scriptUrl });
const browser = await launchBrowser();
t.teardown(async () => {
  await browser.cleanup();
  await bff.close();
  await origin.close();
  await ads.close();
});

// The fake service's record of what the page did (the page's own `googletag` type knows nothing of it).
interface FakeTag {
  fake: { destroyed: string[]; displayed: string[]; live(): string[] };
}
// (Written out in each page function: a function of the test's module does not travel into the page.)
const unit = (name: string) => `/${DEMO_AD_NETWORK_ID}/${name}`;
const requestFor = (unitPath: string) => ads.requests.filter((r) => r.unitPath === unitPath);
const waitFor = async (what: () => boolean, label: string, timeoutMs = 10_000) => {
  const until = Date.now() + timeoutMs;
  while (!what()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${label}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

const { id } = origin.db
  .prepare(
    `SELECT a.id FROM articles a WHERE a.type = 'article' AND a.active = 1 AND a.parent_id IS NULL
  AND a.site_slug = 'telex' AND a.pr = 0 AND a.adfree = 0 AND a.adult_content = 0 AND a.paragraph_count >= 8
  AND (SELECT count(*) FROM article_tags x WHERE x.article_id = a.id) >= 1 AND length(a.slug) > 30
  AND NOT EXISTS (SELECT 1 FROM article_flags f WHERE f.article_id = a.id AND f.flag IN ('live', 'refresh', 'video', 'pr', 'adfree', 'adult-content'))
  AND a.main_super_tag_id IN (SELECT id FROM super_tags WHERE active = 1 AND slug NOT IN ('pr-cikk', 'tamogatott-tartalom', 'telextarcak'))
  AND NOT EXISTS (SELECT 1 FROM article_super_tags s JOIN super_tags st ON st.id = s.super_tag_id WHERE s.article_id = a.id AND st.slug IN ('pr-cikk','tamogatott-tartalom','telextarcak'))
  ORDER BY a.id LIMIT 1`,
  )
  .get() as { id: number };
const article = (await (await request(`${origin.url}/api/article/${id}`)).body.json()) as {
  url: string;
  slug: string;
  tags: { slug: string }[];
};

t.test('desktop: unit paths, targeting, load modes, reserved room, destroyed on a route change', async (t) => {
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push((e as Error).message));
  await consentBeforeLoad(page, { ads: true });
  await page.setViewport({ width: 1280, height: 800 });
  // The ad delay runs on page time the test moves, so "2 s after it is seen" is checked to the millisecond.
  const clock = await installPageClock(page);
  await page.goto(bff.url + article.url, { waitUntil: 'load' });
  await page.waitForFunction(() => !!(window as unknown as { googletag?: FakeTag }).googletag?.fake, {
    timeout: 30_000,
  });
  t.pass("the ad service's script loaded under the page's CSP");

  // The early slot: requested at once, with the page's targeting.
  const top = unit('telex_desktop_cikk_felso');
  await waitFor(() => requestFor(top).length === 1, "the top slot's request");
  const first = requestFor(top)[0];
  t.same(first.sizes, ['970x250', '728x90'], "the slot's sizes");
  // Two values of at most 40 characters: a path longer than both is cut (shared/ad-targeting.ts).
  t.equal(
    `${first.targeting.url[0]}${first.targeting.url2?.[0] ?? ''}`,
    article.url.slice(0, 2 * AD_TARGETING_VALUE_MAX),
    'url (and url2) is the path',
  );
  t.ok(
    first.targeting.url[0].length <= AD_TARGETING_VALUE_MAX &&
      (first.targeting.url2?.[0] ?? '').length <= AD_TARGETING_VALUE_MAX,
    'each value at most 40 characters',
  );
  t.same(first.targeting.type, ['article']);
  t.equal(`${first.targeting.slug[0]}${first.targeting.slug2?.[0] ?? ''}`, article.slug, 'slug (and slug2)');
  t.same(
    first.targeting.tags,
    article.tags.map((x) => x.slug),
    "the article's tags",
  );
  t.notOk(first.targeting.visitedTags, 'a first visit has no visited tags yet');

  const slots = () =>
    page.$$eval('.page--article .ad-slot', (els) =>
      els.map((el) => ({
        pos: (el as HTMLElement).dataset.slot!,
        state: (el as HTMLElement).dataset.state!,
        unit: (el as HTMLElement).dataset.unit ?? null,
        height: el.getBoundingClientRect().height,
        top: el.getBoundingClientRect().top + scrollY,
      })),
    );
  await page.waitForFunction(() => document.querySelector<HTMLElement>('.ad-slot--top')?.dataset.state === 'filled');
  const before = await slots();
  t.equal(
    before.find((s) => s.pos === 'sticky')?.state,
    'empty',
    'the sticky bar has no desktop unit: never loads on a wide screen',
  );
  // The lazy slots far below the fold: an early one loads at once wherever the page puts it (the slot table says which).
  const lazy = (pos: string) => AD_SLOTS.main.desktop[pos as AdPosition]?.load === 'lazy';
  const far = before.filter((s) => s.unit && lazy(s.pos) && s.top > 800 + AD_LAZY_MARGIN_MAX_PX);
  t.ok(far.length >= 2, `${far.length} slots far below the fold`);
  for (const s of far) {
    t.equal(s.state, 'initialised', `${s.pos} waits until it nears the viewport`);
    t.equal(requestFor(s.unit!).length, 0, `${s.pos}: nothing asked of the ad service yet`);
  }

  // The delayed slot: a jump from the top brings it into view; its delay runs on page time the test moves, so
  // "2 s after it is seen" is checked to the millisecond.
  const bottom = before.find((s) => s.pos === 'bottom')!;
  await page.evaluate((y) => scrollTo(0, y - 300), bottom.top);
  // Seen: its delay timer is running.
  await page.waitForFunction(
    (ms: number) => window.__pageClock!.pending().some((p) => p.delay === ms && !p.repeats),
    { timeout: 30_000 },
    AD_DELAY_MS,
  );
  await clock.advance(AD_DELAY_MS - 1);
  t.equal(
    await page.$eval('.ad-slot--bottom', (el) => (el as HTMLElement).dataset.state),
    'initialised',
    `the delayed slot still waits ${AD_DELAY_MS - 1} ms after it was seen`,
  );
  t.equal(requestFor(unit('telex_desktop_cikk_also')).length, 0, 'and nothing was asked of the ad service for it');
  await clock.advance(1);
  await page.waitForFunction(
    () => document.querySelector<HTMLElement>('.ad-slot--bottom')?.dataset.state === 'filled',
    { timeout: 30_000 },
  );
  t.pass(`then loads at ${AD_DELAY_MS} ms`);
  t.equal(requestFor(unit('telex_desktop_cikk_also')).length, 1);

  const content = before.find((s) => s.pos === 'content')!;
  await page.evaluate((y) => scrollTo(0, y - 300), content.top);
  await page.waitForFunction(
    () => document.querySelector<HTMLElement>('.ad-slot--content')?.dataset.state === 'filled',
    { timeout: 30_000 },
  );
  t.same(
    requestFor(unit('telex_desktop_cikk_roadblock'))[0]?.slotTargeting.setupad,
    ['1'],
    'the setupad marker travels with its slot',
  );

  const after = await slots();
  for (const s of before)
    t.equal(after.find((a) => a.pos === s.pos)?.height, s.height, `${s.pos} kept its reserved ${s.height}px`);
  t.ok(
    before.filter((s) => s.pos !== 'sticky').every((s) => s.height > 0),
    'every slot reserves room before anything arrives',
  );

  // A route change: the old page's slots are destroyed, the new page's requested with the reader's visited tags.
  const displayedBefore = await page.evaluate(() => [
    ...(window as unknown as { googletag?: FakeTag }).googletag!.fake.displayed,
  ]);
  await page.evaluate(() => scrollTo(0, 0));
  const next = await page.$eval('#friss-hirek .mini__title', (a) => a.getAttribute('href'));
  await Promise.all([
    page.waitForFunction((href) => location.pathname === href, {}, next),
    page.click('#friss-hirek .mini__title'),
  ]);
  await page.waitForFunction(
    (n) => (window as unknown as { googletag?: FakeTag }).googletag!.fake.destroyed.length >= n,
    { timeout: 30_000 },
    displayedBefore.length,
  );
  t.same(
    [...(await page.evaluate(() => (window as unknown as { googletag?: FakeTag }).googletag!.fake.destroyed))].sort(),
    [...displayedBefore].sort(),
    'every slot of the old page destroyed',
  );
  await waitFor(
    () => ads.requests.some((r) => r.unitPath === top && r.targeting.url[0] === next!.slice(0, 40)),
    "the new page's top slot",
  );
  const second = ads.requests.filter((r) => r.unitPath === top).at(-1)!;
  t.same(
    second.targeting.visitedTags,
    article.tags.map((x) => x.slug).slice(0, 10),
    'visitedTags: the tags of the article read before',
  );
  t.equal(
    await page.$$eval('script[data-ad-service]', (s) => s.length),
    1,
    'the service script is loaded once per document',
  );
  t.same(problems, [], 'no console errors (CSP included)');
  await page.close();
});

// The rectangle sits under 'Friss hírek', which streams in after the page's shell: while it is a 420 px placeholder
// the slot stands higher than it will, where the reader will never see it. The recommender is held (an order, not a
// time) until the page's ads have started, so the adapter meets the placeholder on every machine.
t.test('the sidebar rectangle waits for the boxes streamed in above it', async (t) => {
  let release!: () => void;
  const held = new Promise<void>((r) => {
    release = r;
  });
  const proxy = await startSlowProxy(origin.url, (path) => (path.startsWith('/api/recommended/') ? held : 0));
  const slow = await startBff(proxy.url, {
    pageCacheTtlMs: 0,
    adServiceUrl: ads.scriptUrl,
    upstreamTimeoutMs: { primary: 30_000, secondary: 60_000 },
  });
  const page = await browser.newPage();
  // The tab goes first: one a failed step left loading would hold its connection, and the BFF's close would wait
  // for it (CI once saw this test run into the file's timeout).
  t.teardown(async () => {
    release();
    await page.close().catch(() => undefined);
    await slow.close();
    await proxy.close();
  });
  await consentBeforeLoad(page, { ads: true });
  await page.setViewport({ width: 1280, height: 800 });
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push((e as Error).message));
  const sidebarUnit = unit('telex_desktop_oldalsav');
  const topAsked = requestFor(unit('telex_desktop_cikk_felso')).length;
  const sidebarAsked = requestFor(sidebarUnit).length;
  // The load cannot finish while the boxes are held: its outcome is kept (never an unhandled rejection) and checked
  // after the release, with room for a busy machine.
  const loaded = page.goto(slow.url + article.url, { waitUntil: 'load', timeout: 120_000 }).then(
    () => null,
    (err: unknown) => err as Error,
  );
  await waitFor(
    () => requestFor(unit('telex_desktop_cikk_felso')).length > topAsked,
    'the top slot, asked for while the boxes are held',
    90_000,
  );
  const early = await page.$eval('.ad-slot--sidebar', (el) => ({
    state: (el as HTMLElement).dataset.state,
    top: el.getBoundingClientRect().top,
  }));
  t.ok(early.top < 800, `the placeholder keeps the rectangle inside the first screen (${Math.round(early.top)} px)`);
  t.equal(early.state, 'initialised', 'the rectangle is not asked for while the boxes above it are still coming');
  release();
  const failed = await loaded;
  if (failed) throw failed;
  await page.waitForFunction(
    (sel: string) => !document.querySelector(sel),
    { timeout: 30_000 },
    '.sidebar__box--loading',
  );
  const placed = await page.$eval('.ad-slot--sidebar', (el) => el.getBoundingClientRect().top + scrollY);
  t.ok(placed > early.top, `the box arrived above it: the rectangle moved down to ${Math.round(placed)} px`);
  // Now where it stays, it is asked for as any slot is, once the reader is near it; exactly once.
  await page.evaluate((y) => scrollTo(0, y - 300), placed);
  await page.waitForFunction(
    () => document.querySelector<HTMLElement>('.ad-slot--sidebar')?.dataset.state === 'filled',
    { timeout: 30_000 },
  );
  t.equal(requestFor(sidebarUnit).length, sidebarAsked + 1, 'then it loads, asked for once');
  // The boxes hydrate from the value streamed beside them, not from a copy fetched at boot (that one can differ, and
  // React would report the mismatch and render the boxes again).
  t.same(problems, [], 'no console errors (no hydration mismatch)');
});

t.test('a phone: the mobile units; the list slot and the sticky bar load, the desktop rectangle never', async (t) => {
  const page = await browser.newPage();
  await consentBeforeLoad(page, { ads: true });
  await page.setViewport({ width: 375, height: 700 });
  const rectangleAsked = requestFor(unit('telex_desktop_oldalsav')).length;
  await page.goto(`${bff.url}/legfrissebb`, { waitUntil: 'load' });
  await page.waitForFunction(
    () => document.querySelector<HTMLElement>('.ad-slot--sticky')?.dataset.state === 'filled',
    { timeout: 30_000 },
  );
  t.equal(
    await page.$eval('.ad-slot--sticky', (el) => Math.round(el.getBoundingClientRect().height)),
    50,
    'the sticky bar opens to its ad',
  );
  t.equal(
    await page.$eval('.ad-slot--sticky', (el) => getComputedStyle(el).position),
    'fixed',
    'fixed to the screen: it moves nothing',
  );
  await page.$eval('.ad-slot--list', (el) => el.scrollIntoView({ block: 'center' }));
  await page.waitForFunction(() => document.querySelector<HTMLElement>('.ad-slot--list')?.dataset.state === 'filled', {
    timeout: 30_000,
  });
  t.equal(requestFor(unit('telex_mobile_lista')).length >= 1, true, 'the mobile list unit');
  t.equal(
    await page.$eval('.ad-slot--sidebar', (el) => (el as HTMLElement).dataset.state),
    'empty',
    'the rectangle has no mobile unit',
  );
  t.equal(requestFor(unit('telex_desktop_oldalsav')).length, rectangleAsked, 'nor is it asked for');
  // At the very bottom of the page the footer's last line (the consent button) is above the bar, not under it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(() => Math.abs(window.scrollY + innerHeight - document.documentElement.scrollHeight) < 2);
  const [footerEnd, barTop] = await page.evaluate(() => [
    document.querySelector('.site-footer')!.getBoundingClientRect().bottom,
    document.querySelector('.ad-slot--sticky')!.getBoundingClientRect().top,
  ]);
  t.ok(
    footerEnd <= barTop + 1,
    `scrolled to the end: the footer ends (${Math.round(footerEnd)} px) above the sticky bar (${Math.round(barTop)} px)`,
  );
  const hit = await page.$eval('.site-footer__consent', (b) => {
    const r = b.getBoundingClientRect();
    return document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2) === b;
  });
  t.ok(hit, 'its consent button can be pressed');
  await page.close();
});

t.test('no consent to ads: no ad code, no ad request', async (t) => {
  const before = ads.requests.length;
  const page = await browser.newPage();
  await consentBeforeLoad(page, { analytics: true });
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(ads.origin)) asked.push(r.url());
  });
  await page.goto(bff.url + article.url, { waitUntil: 'networkidle0' });
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.mouse.move(10, 10);
  await page.waitForSelector('html[data-behaviours="ready"]');
  t.same(asked, [], 'nothing fetched from the ad service');
  t.equal(ads.requests.length, before);
  t.equal(
    await page.$eval('.ad-slot--top', (el) => (el as HTMLElement).dataset.state),
    'empty',
    'the slot stays a placeholder',
  );
  const shown = await page.$$eval('.ad-slot', (els) =>
    els.filter((el) => el.getClientRects().length > 0).map((el) => (el as HTMLElement).dataset.slot),
  );
  t.same(shown, [], 'and no ad box takes room: no ad will come');
  await page.close();
});

t.test(
  "the front page's in-feed slots hold their room before and after the ad, on a phone and a desktop",
  async (t) => {
    for (const [width, name] of [
      [375, 'telex_mobile_cimlap_1'],
      [1280, 'telex_desktop_cimlap_1'],
    ] as const) {
      const page = await browser.newPage();
      await consentBeforeLoad(page, { ads: true });
      await page.setViewport({ width, height: 800 });
      await page.goto(`${bff.url}/`, { waitUntil: 'load' });
      t.equal(
        await page.$$eval(
          '.ad-slot[data-slot^="feed-"]',
          (els) => els.filter((el) => getComputedStyle(el).display !== 'none').length,
        ),
        3,
        `${width} px: the three in-feed slots show for a reader who allowed ads`,
      );
      // The slot's height and where the block after it starts, measured from the slot, before the ad comes and after:
      // what the ad could move. (The page position of the block, measured on its own, once moved by a pixel under CI's
      // Node 24 run for reasons above the slot, which this test is not about.)
      const place = () =>
        page.$eval('.ad-slot--feed-1', (el) => ({
          height: Math.round(el.getBoundingClientRect().height),
          next: Math.round(el.nextElementSibling!.getBoundingClientRect().top - el.getBoundingClientRect().top),
        }));
      const before = await place();
      t.equal(before.height, 250, `${width} px: the slot reserves its tallest size before any ad`);
      await page.$eval('.ad-slot--feed-1', (el) => el.scrollIntoView({ block: 'center' }));
      await page.waitForFunction(
        () => document.querySelector<HTMLElement>('.ad-slot--feed-1')?.dataset.state === 'filled',
        { timeout: 30_000 },
      );
      t.ok(requestFor(unit(name)).length >= 1, `${width} px: the unit ${name}`);
      t.same(await place(), before, `${width} px: the ad arrived and nothing below it moved`);
      await page.close();
    }
  },
);
