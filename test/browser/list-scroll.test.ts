// §2.8 the list glide: a navigation that keeps the path (page 2 of /legfrissebb) scrolls smoothly, over about a
// second, until the list content sits SCROLL_OFFSET_PX below the viewport top; /archivum's own query changes keep
// the reader where they are.
import t from 'tap';
import type { Page } from 'puppeteer';
import { SCROLL_ANIMATION_MS, SCROLL_OFFSET_PX } from '../../shared/navigation-constants.ts';
import { startSiteInBrowser } from '../helpers/site-in-browser.ts';

const { bff, browser } = await startSiteInBrowser();

/** Goes to the bottom, clicks the page-2 link and returns every scrollY seen from the click until it settles. */
async function clickPageTwo(page: Page): Promise<{ ys: number[]; before: number }> {
  await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
  const before = await page.evaluate(() => scrollY);
  await page.evaluate(() => {
    const w = window as unknown as { ys: number[] };
    w.ys = [];
    const sample = () => {
      w.ys.push(scrollY);
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await page.click('.pagination a[href*="oldal=2"]');
  await page.waitForFunction(() => new URLSearchParams(location.search).get('oldal') === '2', { timeout: 30_000 });
  // Settled: page 2 is on screen (the glide starts when it is rendered) and the last several frames agree (polled
  // slower than the animation's frames). Without the first wait a slow page-2 load, under load, read as settled
  // before the glide began.
  await page.waitForFunction(() => document.querySelector('.pagination [aria-current="page"]')?.textContent === '2', {
    timeout: 30_000,
  });
  await page.waitForFunction(
    () => {
      const ys = (window as unknown as { ys: number[] }).ys;
      return ys.length > 10 && ys.slice(-8).every((y) => y === ys.at(-1));
    },
    { timeout: 30_000, polling: SCROLL_ANIMATION_MS / 4 },
  );
  const ys = await page.evaluate(() => (window as unknown as { ys: number[] }).ys);
  return { ys, before };
}

// Where the list content ends up: SCROLL_OFFSET_PX (−200) from the viewport top, i.e. 200 px down.
const TARGET_TOP = -SCROLL_OFFSET_PX;
// The glide ends where the list sits TARGET_TOP below the viewport top; where the list starts higher than that on the
// page, it ends at the page top with the list where it is. Each case moves the list down or up by `shift` px with an
// inline margin React does not own (so it survives the navigation), and checks it is where the case needs it.
const path = '/legfrissebb';
const placements = [
  {
    name: 'as laid out',
    shift: () => 0,
    placedWell: (top: number) => top > 0 && top < 800,
    where: 'on the first screen',
  },
  {
    name: '1500 px pushed in above it',
    shift: () => 1500,
    placedWell: (top: number) => top > TARGET_TOP + 1000,
    where: "far below the glide's target",
  },
  {
    name: 'pulled up to 80 px from the page top',
    shift: (top: number) => 80 - top,
    placedWell: (top: number) => Math.abs(top - 80) <= 1,
    where: "above the glide's target",
  },
];
for (const placed of placements)
  t.test(`page 2 of ${path} glides to the list content (${placed.name})`, async (t) => {
    const page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    await page.goto(bff.url + path, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
    await page.mouse.move(3, 3); // behaviours load at the first interaction
    await page.waitForSelector('html[data-behaviours="ready"]', { timeout: 15_000 });
    await page.waitForSelector('[data-list-content]');
    const pageTop = () => page.$eval('[data-list-content]', (el) => el.getBoundingClientRect().top + scrollY);
    await page.$eval(
      '[data-list-content]',
      (el, px) => {
        (el as HTMLElement).style.marginTop = `${parseFloat(getComputedStyle(el).marginTop) + px}px`;
      },
      placed.shift(await pageTop()),
    );
    const top = await pageTop();
    t.ok(placed.placedWell(top), `the list starts ${Math.round(top)} px down the page: ${placed.where}`);
    // What the rule gives for this list: scrolled until it sits TARGET_TOP down, or to the page top if it cannot.
    const expectedY = Math.max(0, top - TARGET_TOP);
    const marker = await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
    const { ys, before } = await clickPageTwo(page);
    t.equal(new URL(page.url()).pathname, path, 'same path');
    t.equal(
      await page.evaluate(() => (window as unknown as { marker?: number }).marker),
      marker,
      'a client navigation',
    );
    const distinct = new Set(ys.filter((y) => y !== before && y !== ys.at(-1)));
    t.ok(distinct.size >= 5, `smooth: ${distinct.size} intermediate positions`);
    const listTop = await page.$eval('[data-list-content]', (el) => el.getBoundingClientRect().top);
    const y = await page.evaluate(() => scrollY);
    t.ok(
      Math.abs(y - expectedY) <= 2,
      `scrollY ${y}, expected ${Math.round(expectedY)} (${expectedY > 0 ? 'at the list' : 'the page top'})`,
    );
    t.ok(
      Math.abs(listTop - (top - expectedY)) <= 2,
      `list top at ${Math.round(listTop)} px, expected ${Math.round(top - expectedY)}`,
    );
    t.ok(y < before, 'moved up from the bottom');
    await page.close();
  });

t.test('/archivum keeps the position when only its query changes', async (t) => {
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 800 });
  const res = await page.goto(bff.url + '/archivum', { waitUntil: 'load' });
  t.equal(res?.status(), 200, '/archivum answers');
  t.ok(await page.$('.pagination a[href*="oldal=2"]'), 'and has a page 2 to go to');
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
  await page.mouse.move(3, 3); // behaviours load at the first interaction
  await page.waitForSelector('html[data-behaviours="ready"]', { timeout: 15_000 });
  const { ys, before } = await clickPageTwo(page);
  t.equal(new URL(page.url()).pathname, '/archivum');
  t.equal(
    ys.at(-1),
    Math.min(before, await page.evaluate(() => document.documentElement.scrollHeight - innerHeight)),
    'no glide, no jump to the top',
  );
  await page.close();
});
