// `npm run screenshots`: every page family (issue 31) at 320, 375, 768 and 1280 px, in the light and the dark colour
// mode, as PNGs in docs/screenshots/{family}-{width}-{mode}.png. The pages come from the seeded demo corpus on the
// tests' fixed clock (tooling/test-corpus.ts), the livescore and supplement data stand-ins on the same clock, and a
// browser whose Date starts at that instant too, so two runs on the same code draw the same pages. The reader has
// answered the consent dialog (only what is necessary), as on a second visit.
// SCREENSHOTS_DIR writes elsewhere; SCREENSHOTS_PAGES (comma-separated family names) and SCREENSHOTS_WIDTHS pick;
// SCREENSHOTS_FULL=1 takes the whole page instead of its first screen, SCREENSHOTS_FROM=px the screen from there down.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

process.env.NODE_ENV ??= 'production';

const { COLOR_MODE_STORAGE_KEY } = await import('../shared/constants.ts');
const { CONSENT_STORAGE_KEY, consentChoice } = await import('../shared/consent.ts');
const { startChromium } = await import('../tooling/chromium.ts');
const { samplePages } = await import('../tooling/sample-pages.ts');
const { ensureClientBuild } = await import('../tooling/build.ts');
const { TEST_CORPUS, seededDatabase } = await import('../tooling/test-corpus.ts');
const { buildApp } = await import('../server/app.ts');
const { configFromEnv } = await import('../server/config.ts');
const { buildOriginApp } = await import('../server/origin/app.ts');
const { buildLivescoreApp } = await import('../server/origin/livescore/app.ts');
const { buildEventDataApp } = await import('../server/origin/event-data/app.ts');

const TEST_NOW = TEST_CORPUS.now;

const OUT = process.env.SCREENSHOTS_DIR ?? 'docs/screenshots';
const WIDTHS = (process.env.SCREENSHOTS_WIDTHS ?? '320,375,768,1280').split(',').map(Number);
const MODES = ['light', 'dark'] as const;
const HEIGHT = 900;

// The servers as the tests start them (test/helpers/servers.ts), on loopback ports the system picks.
await ensureClientBuild();
const db = seededDatabase(TEST_CORPUS);
const origin = buildOriginApp({ db });
const originUrl = await origin.listen({ host: '127.0.0.1', port: 0 });
const livescore = buildLivescoreApp({ now: () => TEST_NOW * 1000 });
const livescoreUrl = await livescore.listen({ host: '127.0.0.1', port: 0 });
const eventData = buildEventDataApp({});
const eventDataUrl = await eventData.listen({ host: '127.0.0.1', port: 0 });
const config = configFromEnv({}, {
  publisherApiUrl: originUrl, livescoreApiUrl: livescoreUrl, host: '127.0.0.1', port: 0, logLevel: 'warn',
  clock: () => TEST_NOW * 1000, eventData: { url: eventDataUrl, messageOrigins: [new URL(eventDataUrl).origin] },
});
const bffApp = await buildApp({ config });
const bff = { url: await bffApp.listen({ host: '127.0.0.1', port: 0 }) };
config.publicOrigin.main = bff.url;
const chromium = await startChromium();

try {
  const s = await samplePages(originUrl, db);
  const families: Record<string, string> = {
    front: '/', article: s.plainArticle, 'wide-cover': s.wideCover, liveblog: s.liveBlog, section: s.section, g7: '/g7', after: '/after',
    karakter: '/karakter', podcast: s.podcast, archive: s.archive, football: s.football, formula1: s.formula1,
    supplement: s.supplement, tippjatek: s.predictionGame, support: s.support,
  };
  const wanted = process.env.SCREENSHOTS_PAGES?.split(',') ?? Object.keys(families);
  mkdirSync(OUT, { recursive: true });
  const consent = JSON.stringify(consentChoice({}, TEST_NOW));
  for (const width of WIDTHS) {
    for (const mode of MODES) {
      const page = await chromium.browser.newPage();
      await page.setViewport({ width, height: HEIGHT });
      // tsx keeps function names with a __name helper the page lacks (as test/helpers/browser.ts says).
      await page.evaluateOnNewDocument('globalThis.__name ??= (fn) => fn;');
      // The mode both as the system's setting and as the reader's stored choice (what client/public/theme.js reads).
      await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: mode }]);
      await page.evaluateOnNewDocument((keys: string[], values: string[]) => {
        keys.forEach((key, i) => localStorage.setItem(key, values[i]));
      }, [COLOR_MODE_STORAGE_KEY, CONSENT_STORAGE_KEY], [mode, consent]);
      await page.evaluateOnNewDocument((nowMs: number) => {
        // The page's clock starts at the corpus's instant and runs on from there.
        const shift = nowMs - Date.now();
        const RealDate = Date;
        class FixedDate extends RealDate {
          constructor(...args: unknown[]) {
            if (args.length === 0) super(RealDate.now() + shift);
            else super(...(args as [number]));
          }
          static now() { return RealDate.now() + shift; }
        }
        (window as unknown as { Date: DateConstructor }).Date = FixedDate as DateConstructor;
      }, TEST_NOW * 1000);
      for (const family of wanted) {
        const path = families[family];
        if (!path) throw new Error(`no page family '${family}' (${Object.keys(families).join(', ')})`);
        await page.goto(bff.url + path, { waitUntil: 'load' });
        await page.waitForSelector('html[data-hydrated="true"]', { timeout: 30_000 });
        await page.waitForNetworkIdle({ idleTime: 300, timeout: 30_000 });
        const theme = await page.$eval('html', (h) => h.getAttribute('data-theme'));
        if (theme !== mode) throw new Error(`${path} at ${width} px: the page is in ${theme} mode, not ${mode}`);
        const pageNow = await page.evaluate(() => Date.now());
        if (Math.abs(pageNow - TEST_NOW * 1000) > 600_000) throw new Error(`${path}: the page's clock is not the corpus's`);
        const file = join(OUT, `${family}-${width}-${mode}.png`);
        const from = Number(process.env.SCREENSHOTS_FROM ?? 0);
        if (from > 0) await page.screenshot({ path: file, clip: { x: 0, y: from, width, height: HEIGHT }, captureBeyondViewport: true });
        else await page.screenshot({ path: file, fullPage: process.env.SCREENSHOTS_FULL === '1' });
        console.log(file);
      }
      await page.close();
    }
  }
} finally {
  await chromium.close();
  await bffApp.close();
  await eventData.close();
  await livescore.close();
  await origin.close();
  db.close();
}
