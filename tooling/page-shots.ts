// How a page family is drawn as a picture, for the gallery (`npm run screenshots`, scripts/screenshots.ts) and the
// visual regression test (test/browser/visual-regression.test.ts) alike, so the test compares what the gallery shows:
// the servers over the seeded demo corpus on the tests' fixed clock (tooling/test-corpus.ts), the list of page
// families and their paths, a tab set up as a returning reader's on that clock, and how one shot is taken.
// Determinism is the point: the servers' and the page's clocks stand still at the corpus's instant (a relative time,
// '5 perce', reads the same however long a run takes), transitions, time-based animations and the text caret are off,
// the consent question is answered, and a shot waits for the page's pictures, fonts and requests to settle.
import type { Database } from 'better-sqlite3';
import type { Page } from 'puppeteer';
import { buildApp } from '../server/app.ts';
import { configFromEnv } from '../server/config.ts';
import { buildOriginApp } from '../stand-ins/origin/app.ts';
import { Rng } from '../stand-ins/origin/seed/rng.ts';
import { COLOR_MODE_STORAGE_KEY } from '../shared/constants.ts';
import { CONSENT_STORAGE_KEY, consentChoice } from '../shared/consent.ts';
import { siteBySlug, subSiteSlugs, type SubSiteSlug } from '../shared/sites/site-table.ts';
import { ensureClientBuild } from './build.ts';
import { patientBudgets } from './patient-budgets.ts';
import { samplePages } from './sample-pages.ts';
import { TEST_CORPUS, seededDatabase } from './test-corpus.ts';
import { CLIENT_BUILT_ENV } from './test-tiers.ts';
import { startEventData, startLivescore } from './upstream-servers.ts';

/** The corpus's instant in milliseconds: every server's clock and the page's Date. */
export const SHOT_NOW_MS = TEST_CORPUS.now * 1000;

/** A shot's first screen is this tall at every width. */
export const SHOT_HEIGHT = 900;

export const COLOR_MODES = ['light', 'dark'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

const MAIN_FAMILIES = ['front', 'article', 'wide-cover', 'liveblog', 'section'] as const;
const SERVICE_FAMILIES = ['podcast', 'archive', 'football', 'formula1', 'supplement', 'tippjatek', 'support'] as const;
/** The page families, by the name their pictures carry: the sub-sites' fronts go by their slugs. */
export type PageFamily = (typeof MAIN_FAMILIES)[number] | SubSiteSlug | (typeof SERVICE_FAMILIES)[number];
export const PAGE_FAMILIES: readonly PageFamily[] = [...MAIN_FAMILIES, ...subSiteSlugs, ...SERVICE_FAMILIES];

export interface ShotServers {
  bffUrl: string;
  paths: Record<PageFamily, string>;
  close(): Promise<void>;
}

/**
 * The origin over the seeded corpus, the livescore and supplement data stand-ins and the BFF, on loopback ports the
 * system picks, all on the fixed clock. The BFF's time budgets are the patient ones: on a busy machine a secondary
 * part (a sidebar, a box) that ran out of time would be missing from the picture, not late.
 */
export async function startShotServers(): Promise<ShotServers> {
  // `npm test` has built the client already (CLIENT_BUILT_ENV); the screenshots script and a file run alone build it
  // when its inputs changed.
  if (!process.env[CLIENT_BUILT_ENV]) await ensureClientBuild();
  const db: Database = seededDatabase(TEST_CORPUS);
  const origin = buildOriginApp({ db });
  const closers: (() => Promise<unknown>)[] = [];
  try {
    const originUrl = await origin.listen({ host: '127.0.0.1', port: 0 });
    closers.push(async () => {
      await origin.close();
      db.close();
    });
    const livescore = await startLivescore({ now: () => SHOT_NOW_MS });
    closers.push(() => livescore.close());
    const eventData = await startEventData();
    closers.push(() => eventData.close());
    const config = configFromEnv(
      {},
      {
        publisherApiUrl: originUrl,
        livescoreApiUrl: livescore.url,
        host: '127.0.0.1',
        port: 0,
        logLevel: 'warn',
        clock: () => SHOT_NOW_MS,
        // The draws (the front's block variant, the recommender version) from a fixed seed: the same shot twice.
        random: seededChance(),
        eventData: { url: eventData.url, messageOrigins: [new URL(eventData.url).origin] },
        ...patientBudgets(),
      },
    );
    const bffApp = await buildApp({ config });
    const bffUrl = await bffApp.listen({ host: '127.0.0.1', port: 0 });
    closers.push(() => bffApp.close());
    config.publicOrigin.main = bffUrl;
    const s = await samplePages(originUrl, db);
    const subSiteFronts = Object.fromEntries(subSiteSlugs.map((slug) => [slug, siteBySlug(slug)!.path])) as Record<
      SubSiteSlug,
      string
    >;
    const paths: Record<PageFamily, string> = {
      front: '/',
      article: s.plainArticle,
      'wide-cover': s.wideCover,
      liveblog: s.liveBlog,
      section: s.section,
      ...subSiteFronts,
      podcast: s.podcast,
      archive: s.archive,
      football: s.football,
      formula1: s.formula1,
      supplement: s.supplement,
      tippjatek: s.predictionGame,
      support: s.support,
    };
    return { bffUrl, paths, close: () => closeAll(closers) };
  } catch (err) {
    await closeAll(closers);
    throw err;
  }
}

function seededChance(): () => number {
  const rng = new Rng(TEST_CORPUS.seed);
  return () => rng.next();
}

async function closeAll(closers: (() => Promise<unknown>)[]): Promise<void> {
  for (const close of closers.reverse()) await close().catch(() => undefined);
}

/**
 * Only what no reader sees as the page: transitions (a hover or an opening caught half-way) and the blinking caret.
 * A constructed style sheet, which the pages' CSP (no inline styles) does not cover. Animations stay: the scrolling
 * strips' fade is a scroll-driven one that belongs to the look; time-based ones are stopped before a shot.
 */
const STILL_CSS = '*, *::before, *::after { transition: none !important; caret-color: transparent !important; }';

/**
 * Makes a fresh tab a returning reader's at `width` × SHOT_HEIGHT in `mode`: the colour mode both as the system's
 * setting and as the stored choice client/public/theme.js reads, the consent question answered (only what is
 * necessary), the page's Date standing at the corpus's instant, and STILL_CSS. Before the tab's first navigation.
 */
export async function prepareShotTab(page: Page, width: number, mode: ColorMode): Promise<void> {
  await page.setViewport({ width, height: SHOT_HEIGHT });
  // tsx keeps function names with a __name helper the page lacks (as test/helpers/browser.ts says).
  await page.evaluateOnNewDocument('globalThis.__name ??= (fn) => fn;');
  await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: mode }]);
  const consent = JSON.stringify(consentChoice({}, TEST_CORPUS.now));
  await page.evaluateOnNewDocument(
    (keys: string[], values: string[]) => {
      try {
        keys.forEach((key, i) => localStorage.setItem(key, values[i]));
      } catch {
        // a frame without storage of its own
      }
    },
    [COLOR_MODE_STORAGE_KEY, CONSENT_STORAGE_KEY],
    [mode, consent],
  );
  await page.evaluateOnNewDocument(
    (nowMs: number, css: string) => {
      // Date stands still: `new Date()` and Date.now() are the corpus's instant, as the servers' clock is. Durations on
      // the page (React's scheduler, throttles) run on performance.now(), which keeps real time.
      const RealDate = Date;
      class FixedDate extends RealDate {
        constructor(...args: unknown[]) {
          if (args.length === 0) super(nowMs);
          else super(...(args as [number]));
        }
        static now() {
          return nowMs;
        }
      }
      (window as unknown as { Date: DateConstructor }).Date = FixedDate as DateConstructor;
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    },
    SHOT_NOW_MS,
    STILL_CSS,
  );
}

/**
 * Opens `url` in a tab prepared by prepareShotTab and takes its picture as PNG: the first screen, or with `full` the
 * whole page, or with `from` the screen from that many pixels down. It waits for hydration, for the page's requests
 * to end, for every picture in view to be decoded and for the fonts, and checks that the page is in `mode` and on
 * the fixed clock, so a picture is never of a page half-drawn or of another day.
 */
export async function takeShot(
  page: Page,
  url: string,
  mode: ColorMode,
  opts: { full?: boolean; from?: number } = {},
): Promise<Uint8Array> {
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 60_000 });
  await page.waitForNetworkIdle({ idleTime: 300, timeout: 60_000 });
  const from = opts.from ?? 0;
  await page.evaluate(
    async (top: number, bottom: number | null) => {
      const inView = (img: HTMLImageElement) => {
        const r = img.getBoundingClientRect();
        // A lazy picture below the browser's screen never starts loading for a picture taken without scrolling.
        if (img.loading === 'lazy' && r.top > window.innerHeight) return false;
        return r.bottom + window.scrollY >= top && (bottom === null || r.top + window.scrollY <= bottom) && r.width > 0;
      };
      // A lazy picture on the screen has started loading by now; decode() resolves once it can be painted (or fails
      // for a picture that cannot load, which is then drawn as the page draws it for a reader).
      await Promise.all([...document.images].filter(inView).map((img) => img.decode().catch(() => undefined)));
      await document.fonts.ready;
      // Time-based animations to their end (an endless one to its start); scroll-driven ones follow the scroll.
      for (const a of document.getAnimations()) {
        if (a.timeline !== document.timeline) continue;
        if (a.effect?.getComputedTiming().endTime === Infinity) {
          a.pause();
          a.currentTime = 0;
        } else {
          a.finish();
        }
      }
      // Two frames, so what the waits above changed is painted before the picture.
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    },
    from,
    opts.full ? null : from + SHOT_HEIGHT,
  );
  // A page that forces its colour scheme (an article's <meta name="color-scheme-force">, which client/public/theme.js
  // lets win) is drawn in that scheme whatever the tab's mode.
  const { theme, forced } = await page.evaluate(() => ({
    theme: document.documentElement.getAttribute('data-theme'),
    forced: document.querySelector('meta[name="color-scheme-force"]')?.getAttribute('content') ?? null,
  }));
  const expected = forced === 'light' || forced === 'dark' ? forced : mode;
  if (theme !== expected) throw new Error(`${url}: the page is in ${theme} mode, not ${expected}`);
  const pageNow = await page.evaluate(() => Date.now());
  if (pageNow !== SHOT_NOW_MS)
    throw new Error(`${url}: the page's clock reads ${pageNow}, not the corpus's ${SHOT_NOW_MS}`);
  const width = page.viewport()?.width ?? 0;
  if (from > 0)
    return page.screenshot({ clip: { x: 0, y: from, width, height: SHOT_HEIGHT }, captureBeyondViewport: true });
  return page.screenshot({ fullPage: opts.full === true });
}
