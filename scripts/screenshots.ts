// `npm run screenshots`: every page family at 320, 375, 768 and 1280 px, in the light and the dark colour
// mode, as PNGs in docs/screenshots/{family}-{width}-{mode}.png. Servers, page families, tab set-up and shot are
// tooling/page-shots.ts's, which the visual regression test (test/browser/visual-regression.test.ts) uses too: the
// seeded demo corpus on the tests' fixed clock, a page whose Date stands at that instant, the consent answered, so
// two runs on the same code draw the same pages. The browser is the tests' Chromium (tooling/chromium.ts).
// SCREENSHOTS_DIR writes elsewhere; SCREENSHOTS_PAGES (comma-separated family names) and SCREENSHOTS_WIDTHS pick;
// SCREENSHOTS_FULL=1 takes the whole page instead of its first screen, SCREENSHOTS_FROM=px the screen from there down.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

process.env.NODE_ENV ??= 'production';

const { startChromium } = await import('../tooling/chromium.ts');
const { COLOR_MODES, PAGE_FAMILIES, prepareShotTab, startShotServers, takeShot } =
  await import('../tooling/page-shots.ts');
type PageFamily = (typeof PAGE_FAMILIES)[number];

const OUT = process.env.SCREENSHOTS_DIR ?? 'docs/screenshots';
const WIDTHS = (process.env.SCREENSHOTS_WIDTHS ?? '320,375,768,1280').split(',').map(Number);
const wanted = (process.env.SCREENSHOTS_PAGES?.split(',') ?? [...PAGE_FAMILIES]) as PageFamily[];
for (const family of wanted) {
  if (!PAGE_FAMILIES.includes(family)) throw new Error(`no page family '${family}' (${PAGE_FAMILIES.join(', ')})`);
}

const servers = await startShotServers();
const chromium = await startChromium();
try {
  mkdirSync(OUT, { recursive: true });
  for (const width of WIDTHS) {
    for (const mode of COLOR_MODES) {
      const page = await chromium.browser.newPage();
      await prepareShotTab(page, width, mode);
      for (const family of wanted) {
        const png = await takeShot(page, servers.bffUrl + servers.paths[family], mode, {
          full: process.env.SCREENSHOTS_FULL === '1',
          from: Number(process.env.SCREENSHOTS_FROM ?? 0),
        });
        const file = join(OUT, `${family}-${width}-${mode}.png`);
        writeFileSync(file, png);
        console.log(file);
      }
      await page.close();
    }
  }
} finally {
  await chromium.close();
  await servers.close();
}
