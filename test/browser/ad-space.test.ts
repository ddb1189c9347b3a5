// Ad space only where an ad will come (decision 054), on the front page, a section list and a plain article,
// at 375 and 1280 px. Every ad slot is watched from the moment the parser puts it into the page (a mutation observer
// installed before the page's first byte) and measured in the first frame that draws it: without an ad service there
// is none at all; with one, a reader who refused ads or has not answered yet never sees a box, and a reader who
// allowed ads sees each box at its reserved height from the start. At both widths the page's layout shifts add up to
// 0 in every case (at 1280 px the sidebar's rectangle stays invisible in its place until the streamed box above it has
// come, site.css; test/browser/layout.test.ts makes the streaming late on purpose), and a first-time reader who
// allows ads in the dialog sees the boxes open with the click, which CLS does not count.
import t from 'tap';
import type { Page } from 'puppeteer';
import { samplePages } from '../../tooling/sample-pages.ts';
import { startFakeAdService } from '../../stand-ins/ad-service/main.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { cls, layoutShifts, watchLayoutShifts, type LayoutShiftRecord } from '../helpers/layout-shifts.ts';
import { consentBeforeLoad } from '../helpers/reader-consent.ts';
import { startBff, startOrigin } from '../helpers/servers.ts';

const ads = await startFakeAdService();
const origin = await startOrigin();
const withService = await startBff(origin.url, { pageCacheTtlMs: 0, adServiceUrl: ads.scriptUrl });
const noService = await startBff(origin.url, { pageCacheTtlMs: 0 });
// First visits too: the reader's stored choice is set per page below.
const browser = await launchBrowser({ consent: 'unanswered' });
t.teardown(async () => {
  await browser.cleanup();
  await withService.close();
  await noService.close();
  await origin.close();
  await ads.close();
});

const sample = await samplePages(origin.url, origin.db);
const PAGES = ['/', sample.section, sample.plainArticle];
const WIDTHS = [375, 1280];

interface FirstSight {
  pos: string;
  display: string;
  height: number;
  reserved: number;
}
interface Watch {
  seen: FirstSight[];
}

/** Installed before the page's first script: each ad slot as it first appears. */
function watchAdSpace(desktopMinWidth: number) {
  const w = window as unknown as { __adSpace: Watch };
  w.__adSpace = { seen: [] };
  const noted = new WeakSet<Element>();
  const note = (el: Element) => {
    if (noted.has(el)) return;
    noted.add(el);
    // Measured in the first frame that draws it: the parser inserts a slot before the render-blocking stylesheet may
    // have arrived, and animation frames wait for it, as the first paint does.
    requestAnimationFrame(() => measure(el as HTMLElement));
  };
  const measure = (slot: HTMLElement) => {
    if (!slot.isConnected) return; // replaced before it was drawn: never seen
    const room = slot.style.getPropertyValue(innerWidth >= desktopMinWidth ? '--ad-h' : '--ad-hm');
    w.__adSpace.seen.push({
      pos: slot.dataset.slot ?? '?',
      display: getComputedStyle(slot).display,
      height: Math.round(slot.getBoundingClientRect().height),
      reserved: parseFloat(room) || 0,
    });
  };
  // Mutation records are delivered at the next microtask checkpoint, before the browser renders a frame.
  new MutationObserver((records) => {
    for (const r of records) {
      for (const node of r.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.matches('.ad-slot')) note(node);
        node.querySelectorAll('.ad-slot').forEach(note);
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

async function visit(
  base: string,
  path: string,
  width: number,
  reader: 'allowed' | 'refused' | 'first visit',
): Promise<Watch & { after: string[]; shifts: LayoutShiftRecord[] }> {
  const context = await browser.createBrowserContext();
  try {
    const page: Page = await context.newPage();
    if (reader !== 'first visit') await consentBeforeLoad(page, { ads: reader === 'allowed' });
    await page.evaluateOnNewDocument(watchAdSpace, 768);
    await page.evaluateOnNewDocument(watchLayoutShifts);
    await page.setViewport({ width, height: 800 });
    const res = await page.goto(base + path, { waitUntil: 'load' });
    if (res?.status() !== 200) throw new Error(`${path}: ${res?.status()}`);
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 30_000 });
    // The streamed parts have arrived and nothing is loading: whatever was going to move has moved.
    await page.waitForNetworkIdle({ idleTime: 300, timeout: 30_000 });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const watch = await page.evaluate(() => (window as unknown as { __adSpace: Watch }).__adSpace);
    // After hydration and the ad code: every slot in the page and whether it takes room now.
    const after = await page.$$eval('.ad-slot', (els) =>
      els.map((el) => `${(el as HTMLElement).dataset.slot}:${el.getClientRects().length > 0 ? 'shown' : 'none'}`),
    );
    return { ...watch, after, shifts: await layoutShifts(page) };
  } finally {
    await context.close();
  }
}

for (const path of PAGES) {
  t.test(path, async (t) => {
    for (const width of WIDTHS) {
      const none = await visit(noService.url, path, width, 'allowed');
      t.same(
        none.seen,
        [],
        `${width} px, no ad service: no ad slot ever in the page, even for a reader who allowed ads`,
      );
      t.same(none.after, [], `${width} px, no ad service: none after hydration either`);
      const noneCls = cls(none.shifts);
      t.equal(noneCls.value, 0, `${width} px, no ad service: nothing moved (CLS ${noneCls.value})${noneCls.moved}`);

      for (const reader of ['refused', 'first visit'] as const) {
        const v = await visit(withService.url, path, width, reader);
        t.ok(
          v.seen.length > 0,
          `${width} px, ${reader}: the page has its slots (${v.seen.length}), for when ads are allowed`,
        );
        t.same(
          v.seen.filter((s) => s.display !== 'none' || s.height > 0),
          [],
          `${width} px, ${reader}: not one box when first seen`,
        );
        t.same(
          v.after.filter((s) => s.endsWith(':shown')),
          [],
          `${width} px, ${reader}: nor later`,
        );
        const vCls = cls(v.shifts);
        t.equal(vCls.value, 0, `${width} px, ${reader}: nothing moved (CLS ${vCls.value})${vCls.moved}`);
      }

      const allowed = await visit(withService.url, path, width, 'allowed');
      // A slot with no unit at this width (data-on) is hidden, and the sticky bar reserves nothing in the flow.
      const boxes = allowed.seen.filter((s) => s.display !== 'none' && s.pos !== 'sticky');
      t.ok(boxes.length > 0, `${width} px, allowed: ad boxes show (${boxes.map((s) => s.pos).join(', ')})`);
      t.same(
        boxes.filter((s) => s.height !== s.reserved || s.reserved === 0),
        [],
        `${width} px, allowed: each box has its reserved height when first seen (${boxes.map((s) => `${s.pos} ${s.height}`).join(', ')})`,
      );
      const allowedCls = cls(allowed.shifts);
      t.equal(
        allowedCls.value,
        0,
        `${width} px, allowed: nothing moved, ads arriving included (CLS ${allowedCls.value})${allowedCls.moved}`,
      );
    }
  });
}

t.test(
  'a first visit allows ads in the dialog: the boxes open with the click, a shift CLS does not count',
  async (t) => {
    const context = await browser.createBrowserContext();
    t.teardown(() => context.close());
    const page = await context.newPage();
    await page.evaluateOnNewDocument(watchLayoutShifts);
    await page.setViewport({ width: 375, height: 800 });
    await page.goto(`${withService.url}/`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 30_000 });
    // The first in-feed slot's place in the middle of the screen, so its opening moves what the reader sees.
    await page.$eval('.ad-slot--feed-1', (el) => el.nextElementSibling!.scrollIntoView({ block: 'center' }));
    await page.mouse.move(100, 100);
    await page.waitForSelector('html[data-consent-dialog="open"] dialog.consent[open]', { timeout: 30_000 });
    const inputShift = (shifts: LayoutShiftRecord[]) =>
      shifts.filter((s) => s.input).reduce((sum, s) => sum + s.value, 0);
    const before = await layoutShifts(page);
    t.equal(
      await page.$eval('.ad-slot--feed-1', (el) => getComputedStyle(el).display),
      'none',
      'before the choice: no box',
    );
    await page.click('dialog.consent [data-consent-choice="all"]');
    await page.waitForSelector('html[data-ads-allowed]');
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const after = await layoutShifts(page);
    t.equal(
      await page.$eval('.ad-slot--feed-1', (el) => getComputedStyle(el).display),
      'flex',
      'allowed: the box opens',
    );
    t.ok(
      inputShift(after) > inputShift(before),
      `it moved what is below it in view, right after the click (${(inputShift(after) - inputShift(before)).toFixed(3)})`,
    );
    t.equal(cls(after).value, cls(before).value, `and no shift counts against the page${cls(after).moved}`);
  },
);
