// Browser tests share one Chromium per `npm test` run (scripts/test.ts starts it and names its DevTools endpoint in
// TEST_CHROMIUM_WS): each test file connects to it and gets a browser context of its own, so cookies, storage and the
// HTTP cache are the file's alone. A file run on its own (tap directly) launches its own Chromium, as before.
import puppeteer, { type Browser, type BrowserContext, type Frame, type HTTPResponse } from 'puppeteer';
import { SHARED_CHROMIUM_ENV, startChromium } from '../../tooling/chromium.ts';
import { consentBeforeLoad } from './reader-consent.ts';
import { until } from './until.ts';

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
export async function launchBrowser(
  opts: { consent?: 'answered' | 'unanswered'; pushService?: boolean } = {},
): Promise<TestBrowser> {
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
  // It attaches to its own contexts' targets only. A DevTools client attaches to every new target (a tab, a frame in
  // a process of its own, a worker), which waits until each attached client lets it run: with every file attached to
  // every other file's pages, a frame could wait for a client busy elsewhere or gone (a file that had just ended), and
  // its navigation never committed — about one run in seven of the two frame files side by side, never with a
  // browser each (decision 064).
  const contexts: BrowserContext[] = [];
  const browser = await puppeteer.connect({
    browserWSEndpoint: shared,
    defaultViewport: { width: 800, height: 600 },
    targetFilter: (target) => contexts.includes(target.browserContext()),
  });
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

/**
 * Clicks what loads a new document (a plain form post, a link on a page without the app) and resolves once that
 * document has loaded. `waitForNavigation` also resolves on a same-document navigation: with both cores busy it once
 * resolved while the page still showed the document the form was on. The old document is marked; the wait is for a
 * loaded document without the mark. It is asked from the test's side: `waitForFunction` polls inside the page, and on
 * a page without JavaScript, under load, it twice ran out while its condition already held.
 */
export async function clickToNewDocument(page: TestPage, selector: string): Promise<void> {
  await page.evaluate(() => {
    (window as { leftBehind?: true }).leftBehind = true;
  });
  await page.click(selector);
  // Unreadable while the tab swaps documents: asked again.
  const read = () =>
    page
      .evaluate(() => ({ old: (window as { leftBehind?: true }).leftBehind === true, ready: document.readyState }))
      .catch((e: Error) => ({ unreadable: e.message }));
  try {
    await until(
      `a new loaded document after clicking ${selector}`,
      async () => {
        const state = await read();
        return 'ready' in state && !state.old && state.ready === 'complete';
      },
      30_000,
    );
  } catch (err) {
    // Say where the tab stood: still on the old document (the click went nowhere) or on a new one still loading.
    throw new Error(
      `no new loaded document after clicking ${selector}: at ${page.url()}, ${JSON.stringify(await read())}`,
      {
        cause: err,
      },
    );
  }
}

/**
 * `frame.evaluate(fn)`'s answer, or null when the frame has not answered within `ms`: a frame whose document never
 * committed never answers at all. An error in the frame still rejects.
 */
export async function evaluateWithin<T>(frame: Frame, fn: () => T, ms: number): Promise<{ value: Awaited<T> } | null> {
  let timer: NodeJS.Timeout | undefined;
  const answer = frame.evaluate(fn).then((value) => ({ value: value }));
  answer.catch(() => undefined); // a late answer's failure, after the wait gave up on it
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([answer, late]).finally(() => clearTimeout(timer));
}

/** How long one look into a frame may take before the next try asks again. */
const FRAME_TRY_MS = 2_000;

/**
 * The frame of the visible element `selector` once `ready` holds inside it, asked again every 100 ms until
 * `timeoutMs`. Each try takes the frame the element holds at that moment: a frame can be started again while a page
 * settles (a part streamed in late arrives in a hidden container and React moves it into place, which starts its
 * frame again), and a frame taken earlier is then detached and never answers. When the time runs out, the error says
 * what the page's frames and requests did (`log`, from watchFrames), so a failure names its cause: it was this
 * record that showed a frame's server answering in milliseconds while Chromium never committed the frame, which
 * launchBrowser's target filter ended.
 */
export async function readyFrame(
  page: TestPage,
  selector: string,
  ready: () => boolean,
  opts: { timeoutMs?: number; log?: string[] } = {},
): Promise<Frame> {
  const timeoutMs = opts.timeoutMs ?? 30_000;
  const end = Date.now() + timeoutMs;
  let last = 'no visible element';
  while (Date.now() < end) {
    const handle = await page
      .waitForSelector(selector, { visible: true, timeout: Math.max(1, end - Date.now()) })
      .catch(() => null);
    const frame = handle ? await handle.contentFrame() : null;
    if (!handle) last = 'no visible element';
    else if (!frame) last = 'the element has no frame';
    else if (frame.detached) last = `its frame (${frame.url()}) is detached`;
    else {
      const answer = await evaluateWithin(frame, ready, FRAME_TRY_MS).catch((error: Error) => error);
      if (answer && !(answer instanceof Error) && answer.value === true) return frame;
      last =
        answer === null
          ? `its frame (${frame.url()}) did not answer in ${FRAME_TRY_MS} ms`
          : answer instanceof Error
            ? `its frame (${frame.url()}): ${answer.message}`
            : `its frame (${frame.url()}) is not ready yet`;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const frames = page
    .frames()
    .map((f) => `${f.url() || '(no url)'}${f.detached ? ' (detached)' : ''}`)
    .join(', ');
  throw new Error(
    `the frame of ${selector} was not ready in ${timeoutMs} ms: ${last}; the page's frames: ${frames}` +
      (opts.log ? `\nwhat the page's frames and requests did:\n${opts.log.join('\n')}` : ''),
  );
}

/** A log of the page's frame and request events, with their times, for readyFrame's error. */
export function watchFrames(page: TestPage): string[] {
  const log: string[] = [];
  const started = Date.now();
  const at = (what: string) => log.push(`${String(Date.now() - started).padStart(6)} ms ${what}`);
  const name = (f: Frame) => `${f === page.mainFrame() ? 'main' : 'frame'} ${f.url() || '(no url)'}`;
  page.on('frameattached', (f) => at(`attached: ${name(f)}`));
  page.on('framedetached', (f) => at(`detached: ${name(f)}`));
  page.on('framenavigated', (f) => at(`navigated: ${name(f)}`));
  page.on('request', (r) => {
    if (r.isNavigationRequest()) at(`request ${r.url()} for ${r.frame() ? name(r.frame()!) : '?'}`);
  });
  page.on('requestfinished', (r) => {
    if (r.isNavigationRequest()) at(`finished ${r.url()} ${r.response()?.status()}`);
  });
  page.on('requestfailed', (r) => {
    if (r.isNavigationRequest()) at(`failed ${r.url()}: ${r.failure()?.errorText}`);
  });
  return log;
}
