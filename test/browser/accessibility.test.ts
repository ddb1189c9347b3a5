// The reader pages have no serious or critical accessibility violation (axe-core) — the fronts of the
// main site, After, G7 and Karakter, the latest list, a section list, a plain article and a live blog — on a
// desktop and a phone width, in the light and the dark colour mode; and no sideways scrolling on the phone.
import t from 'tap';
import { AxePuppeteer } from '@axe-core/puppeteer';
import type { Page } from 'puppeteer';
import { COLOR_MODE_STORAGE_KEY } from '../../shared/constants.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { samplePages } from '../../tooling/sample-pages.ts';
import { startBff, startOrigin } from '../helpers/servers.ts';

const origin = await startOrigin();
const bff = await startBff(origin.url);
const browser = await launchBrowser();
t.teardown(async () => { await browser.cleanup(); await bff.close(); await origin.close(); });

const sample = await samplePages(origin.url, origin.db);
const PAGES = ['/', '/after', '/g7', '/karakter', '/legfrissebb', sample.section, sample.plainArticle, sample.liveBlog];
const WIDTHS = [1280, 375];
const MODES = ['light', 'dark'] as const;
const BLOCKING = new Set(['serious', 'critical']);

async function violations(page: Page): Promise<string[]> {
  const result = await new AxePuppeteer(page).analyze();
  return result.violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => `${v.id} (${v.impact}): ${v.help}; at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

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

for (const path of PAGES) {
  t.test(path, async (t) => {
    for (const width of WIDTHS) {
      for (const mode of MODES) {
        const page = tabs.get(`${width}/${mode}`)!;
        const res = await page.goto(bff.url + path, { waitUntil: 'load' });
        t.equal(res?.status(), 200, `${path} answers 200`);
        await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
        t.equal(await page.$eval('html', (h) => h.getAttribute('data-theme')), mode, `${mode} mode applied`);
        if (width < 400) {
          // WCAG reflow: a phone reader never scrolls sideways (a carousel scrolls inside itself).
          const [scroll, client] = await page.$eval('html', (h) => [h.scrollWidth, h.clientWidth]);
          t.ok(scroll <= client, `${path} at ${width} px, ${mode}: no horizontal scroll (${scroll} ≤ ${client})`);
        }
        const found = await violations(page);
        t.same(found, [], `${path} at ${width} px, ${mode}: no serious or critical violation${found.length ? `\n${found.join('\n')}` : ''}`);
      }
    }
  });
}
