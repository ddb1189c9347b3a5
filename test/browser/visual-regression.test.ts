// Decision 055: a chosen set of pages is drawn exactly as `npm run screenshots` draws the gallery
// (tooling/page-shots.ts: the seeded corpus, server and page clocks standing at its instant, the consent answered,
// transitions and caret off, pictures and fonts loaded) and each first screen is compared with its committed baseline
// in test/visual-baselines/. A shot fails when more than MAX_DIFFERING of its pixels differ beyond pixelmatch's
// colour threshold; the failure names the share and writes the actual picture and a diff (differences in red) to
// .scratch/visual-regression/. A change that is meant is accepted with `npm run screenshots:accept`, which runs this
// file with SCREENSHOTS_ACCEPT=1: it writes the baselines from what it draws (then compares them, as always).
// The browser is the one `npm test` shares: Debian's chromium-headless-shell (tooling/chrome-path.ts, the full
// Chromium only where the shell is not installed). Baselines are made by this file in that browser, never by the
// screenshots script, and test/visual-baselines/chromium.txt records its version: text is drawn by the browser's
// own rasteriser and fonts, so another build may move anti-aliased edges; the version is named in a failure.
// Decision 055 says what is compared and why the tolerance is what it is.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import t from 'tap';
import {
  prepareShotTab,
  startShotServers,
  takeShot,
  type ColorMode,
  type PageFamily,
} from '../../tooling/page-shots.ts';
import { launchBrowser } from '../helpers/browser.ts';

const BASELINES = 'test/visual-baselines';
const SCRATCH = '.scratch/visual-regression';
const VERSION_FILE = join(BASELINES, 'chromium.txt');
const ACCEPT = process.env.SCREENSHOTS_ACCEPT === '1';

/** pixelmatch's per-pixel threshold (0 to 1, a perceptual colour distance): what a pixel must change by to count. */
const PIXEL_THRESHOLD = 0.1;
/** The share of a shot's pixels that may differ: 0.1 %, about a short word's worth on a 1280 px screen. */
const MAX_DIFFERING = 0.001;

/** Five families (decision 055), at a phone's and a desktop's width, and one in the dark mode. */
const SHOTS: { family: PageFamily; width: number; mode: ColorMode }[] = [
  ...(['front', 'article', 'section', 'g7', 'football'] as const).flatMap((family) =>
    [375, 1280].map((width) => ({ family, width, mode: 'light' as const })),
  ),
  { family: 'article', width: 375, mode: 'dark' },
];

const servers = await startShotServers();
// The consent is answered by prepareShotTab, on the corpus's clock.
const browser = await launchBrowser({ consent: 'unanswered' });
t.teardown(async () => {
  await browser.cleanup();
  await servers.close();
});
const chromium = await browser.version();
t.comment(`drawn in ${chromium}; baselines in ${BASELINES}`);
if (ACCEPT) {
  mkdirSync(BASELINES, { recursive: true });
  writeFileSync(VERSION_FILE, `${chromium}\n`);
}
const baselineChromium = existsSync(VERSION_FILE) ? readFileSync(VERSION_FILE, 'utf8').trim() : 'unknown';
mkdirSync(SCRATCH, { recursive: true });

/** Differing pixels of `actual` against `expected`, and the diff picture; no baseline, or one of another size, differs everywhere. */
function compare(actual: PNG, expected: PNG | null): { differing: number; diff: PNG } {
  const { width, height } = actual;
  const diff = new PNG({ width, height });
  if (!expected || expected.width !== width || expected.height !== height)
    return { differing: width * height, diff: actual };
  const differing = pixelmatch(actual.data, expected.data, diff.data, width, height, { threshold: PIXEL_THRESHOLD });
  return { differing, diff };
}

const tabs = new Map<string, Awaited<ReturnType<typeof browser.newPage>>>();
for (const { family, width, mode } of SHOTS) {
  const name = `${family}-${width}-${mode}`;
  t.test(name, async (t) => {
    const key = `${width}-${mode}`;
    let page = tabs.get(key);
    if (!page) {
      page = await browser.newPage();
      await prepareShotTab(page, width, mode);
      tabs.set(key, page);
    }
    const png = await takeShot(page, servers.bffUrl + servers.paths[family], mode);
    const baseline = join(BASELINES, `${name}.png`);
    if (ACCEPT) writeFileSync(baseline, png);
    t.ok(existsSync(baseline), `${baseline} exists (npm run screenshots:accept makes it)`);
    const actual = PNG.sync.read(Buffer.from(png));
    const { differing, diff } = compare(actual, existsSync(baseline) ? PNG.sync.read(readFileSync(baseline)) : null);
    const share = differing / (actual.width * actual.height);
    const percent = `${(share * 100).toFixed(3)} %`;
    // The scratch folder holds this run's failures only.
    const scratch = { actual: join(SCRATCH, `${name}-actual.png`), diff: join(SCRATCH, `${name}-diff.png`) };
    rmSync(scratch.actual, { force: true });
    rmSync(scratch.diff, { force: true });
    if (share > MAX_DIFFERING) {
      writeFileSync(scratch.actual, png);
      writeFileSync(scratch.diff, PNG.sync.write(diff));
    }
    t.ok(
      share <= MAX_DIFFERING,
      share <= MAX_DIFFERING
        ? `${name}: ${percent} of pixels differ from the baseline (at most ${MAX_DIFFERING * 100} %)`
        : `${name}: ${percent} of pixels differ from ${baseline} (${differing} of ${actual.width} × ${actual.height}; ` +
            `at most ${MAX_DIFFERING * 100} %). The actual picture and the diff: ${scratch.actual}, ${scratch.diff}. Baselines made with ${baselineChromium}, this run ${chromium}. ` +
            'If the change is meant: npm run screenshots:accept',
    );
  });
}
