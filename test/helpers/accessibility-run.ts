// The whole-page accessibility check that test/browser/accessibility-fronts.test.ts and accessibility-pages.test.ts
// share (decision 053): each page of a family in one reused tab per width and colour mode, axe-core's WCAG 2.2 AA and
// best-practice rules with none switched off, no serious or critical finding; on the phone no sideways scroll.
// The servers: the seeded origin on the fixed clock, and the livescore and supplement data stand-ins the sport and
// supplement pages read.
import { runAxe } from './axe.ts';
import type { Page } from 'puppeteer';
import { COLOR_MODE_STORAGE_KEY } from '../../shared/constants.ts';
import { samplePages, type SamplePages } from '../../tooling/sample-pages.ts';
import { launchBrowser } from './browser.ts';
import { startBff, startEventData, startLivescore, startOrigin, TEST_NOW } from './servers.ts';

// The rule set of decision 053 as axe-core 4.13 names its tags: there is no 'wcag22a' tag (WCAG 2.2 added no level-A
// criterion axe checks), so 'wcag22aa' is the 2.2 tag; asking for a tag no rule carries would silently add nothing.
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
// axe-core 4.13 still marks 'label-content-name-mismatch' (WCAG 2.5.3, a control's name holds its visible text)
// experimental, so a tag list alone leaves it out; it was serious on every family (decision 053): turn it on.
const EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } };
export const WIDTHS = [1280, 375];
export const MODES = ['light', 'dark'] as const;
const BLOCKING = new Set(['serious', 'critical']);

interface Tap {
  test(name: string, fn: (t: Tap) => Promise<void>): unknown;
  teardown(fn: () => Promise<void>): void;
  equal(a: unknown, b: unknown, msg: string): void;
  ok(v: unknown, msg: string): void;
  same(a: unknown, b: unknown, msg: string): void;
}

export async function violations(page: Page): Promise<string[]> {
  const result = await runAxe(page, { tags: AXE_TAGS, rules: EXTRA_RULES });
  return result.violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => `${v.id} (${v.impact}): ${v.help}; at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Starts the servers and the four tabs, then one subtest a page: `pages` picks paths from the sample pages. */
export async function checkPages(t: Tap, pages: (sample: SamplePages) => string[]): Promise<void> {
  const origin = await startOrigin();
  const livescore = await startLivescore();
  const eventData = await startEventData();
  const bff = await startBff(origin.url, {
    livescoreApiUrl: livescore.url,
    clock: () => TEST_NOW * 1000,
    eventData: { url: eventData.url, messageOrigins: [new URL(eventData.url).origin] },
  });
  const browser = await launchBrowser();
  t.teardown(async () => {
    await browser.cleanup();
    await bff.close();
    await eventData.close();
    await livescore.close();
    await origin.close();
  });

  // One tab per width and colour mode; the stored preference is what client/public/theme.js reads before painting.
  const tabs = new Map<string, Page>();
  for (const width of WIDTHS) {
    for (const mode of MODES) {
      const page = await browser.newPage();
      await page.setViewport({ width, height: 900 });
      await page.evaluateOnNewDocument((key, value) => localStorage.setItem(key, value), COLOR_MODE_STORAGE_KEY, mode);
      tabs.set(`${width}/${mode}`, page);
    }
  }

  for (const path of pages(await samplePages(origin.url, origin.db))) {
    t.test(path, async (t) => {
      for (const width of WIDTHS) {
        for (const mode of MODES) {
          const page = tabs.get(`${width}/${mode}`)!;
          // A busy shared machine can take long over a page's pictures: wait for the load event as long as it takes.
          const res = await page.goto(bff.url + path, { waitUntil: 'load', timeout: 120_000 });
          t.equal(res?.status(), 200, `${path} answers 200`);
          await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
          t.equal(await page.$eval('html', (h) => h.getAttribute('data-theme')), mode, `${mode} mode applied`);
          if (width < 400) {
            // WCAG reflow: a phone reader never scrolls sideways (a carousel scrolls inside itself).
            const [scroll, client] = await page.$eval('html', (h) => [h.scrollWidth, h.clientWidth]);
            t.ok(scroll <= client, `${path} at ${width} px, ${mode}: no horizontal scroll (${scroll} ≤ ${client})`);
          }
          const found = await violations(page);
          t.same(
            found,
            [],
            `${path} at ${width} px, ${mode}: no serious or critical violation${found.length ? `\n${found.join('\n')}` : ''}`,
          );
        }
      }
    });
  }
}
