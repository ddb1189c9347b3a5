// Browser tests share one Chromium per `npm test` run (scripts/test.ts starts it and names its DevTools endpoint in
// TEST_CHROMIUM_WS): each test file connects to it and gets a browser context of its own, so cookies, storage and the
// HTTP cache are the file's alone. A file run on its own (tap directly) launches its own Chromium, as before.
import puppeteer, { type Browser, type BrowserContext, type HTTPResponse } from 'puppeteer';
import { SHARED_CHROMIUM_ENV, startChromium } from '../../tooling/chromium.ts';
import { consentBeforeLoad } from './reader-consent.ts';

type TestBrowser = Browser & { cleanup(): Promise<void> };
type TestPage = Awaited<ReturnType<BrowserContext['newPage']>>;

/**
 * Tests run under tsx, whose esbuild keeps function names by wrapping named functions in a `__name(fn, name)` helper.
 * A function a test hands to the page (`evaluate`, `evaluateOnNewDocument`, `waitForFunction`) is sent as its source
 * and would call a helper the page does not have: every test page gets it before its first script.
 */
const KEEP_NAMES_HELPER = 'globalThis.__name ??= (fn) => fn;';

/** Every page a context opens is made by `prepare` before it is handed out. */
function preparePages(context: BrowserContext, prepare: (page: TestPage) => Promise<unknown>): BrowserContext {
  const newPage = context.newPage.bind(context);
  context.newPage = async (...args) => {
    const page = await newPage(...args);
    await prepare(page);
    return page;
  };
  return context;
}

/**
 * `pushService`: the file launches a full Chromium of its own (the shared one may be the headless shell, which has no
 * push service). `consent`: 'answered' (the default) makes every page, in every context, a returning reader's who allowed only what
 * is necessary, so the consent sheet a first visit's first interaction brings up does not cover what a test clicks;
 * 'unanswered' is a first visit (the consent and budget tests).
 */
export async function launchBrowser(opts: { consent?: 'answered' | 'unanswered'; pushService?: boolean } = {}): Promise<TestBrowser> {
  const prepare = async (page: TestPage) => {
    await page.evaluateOnNewDocument(KEEP_NAMES_HELPER);
    if (opts.consent !== 'unanswered') await consentBeforeLoad(page, {});
  };
  const shared = process.env[SHARED_CHROMIUM_ENV];
  if (!shared || opts.pushService) {
    const own = await startChromium({ fullBrowser: opts.pushService });
    const { browser } = own;
    const newPage = browser.newPage.bind(browser);
    browser.newPage = async (...args) => {
      const page = await newPage(...args);
      await prepare(page);
      return page;
    };
    const createBrowserContext = browser.createBrowserContext.bind(browser);
    browser.createBrowserContext = async (...args) => preparePages(await createBrowserContext(...args), prepare);
    return Object.assign(browser, { cleanup: () => own.close() });
  }
  // The shared Chromium: this file's pages open in a context of its own, and so does every context it creates; at the
  // end the file closes what it opened and disconnects, leaving the browser to the other files.
  const browser = await puppeteer.connect({ browserWSEndpoint: shared, defaultViewport: { width: 800, height: 600 } });
  const contexts: BrowserContext[] = [];
  const createBrowserContext = browser.createBrowserContext.bind(browser);
  browser.createBrowserContext = async (...args) => {
    const context = preparePages(await createBrowserContext(...args), prepare);
    contexts.push(context);
    return context;
  };
  const own = await browser.createBrowserContext();
  browser.newPage = (...args) => own.newPage(...args);
  const cleanup = async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
    await browser.disconnect();
  };
  browser.close = cleanup;
  return Object.assign(browser, { cleanup });
}

/**
 * Navigates and resolves once the page's own document has committed, so a test then waits for what it is about
 * (hydration, a frame's content) with its own bounded waits. `goto`'s 'domcontentloaded' also waits for that event in
 * every child frame that has started loading (puppeteer's LifecycleWatcher); on a page with a data frame, under CI's
 * load, that wait once ran out at 30 s while what the test checks is asserted separately anyway.
 */
export async function gotoDocument(page: TestPage, url: string): Promise<HTTPResponse> {
  const res = await page.goto(url, { waitUntil: [] });
  if (!res) throw new Error(`no response for ${url}`);
  return res;
}
