// Every axe check of the browser tests runs here: axe-core's own two-step protocol for pages with frames, as
// @axe-core/puppeteer runs it — `axe.runPartial` in the page and in each of its frames (cross-origin ones too), then
// `axe.finishRun` over the partial results in a blank page the page under test cannot have touched. The one
// difference is that the blank page is opened once per browser and keeps axe, where @axe-core/puppeteer opened a new
// page and injected axe into it for every check: that cost 0.15 to 0.4 CPU-seconds of Chromium's per check, and the
// suite makes over sixty (decision 064). Nothing about which rules run changes.
import axe from 'axe-core';
import type { AxeResults, ElementContext, PartialResult, RunOptions } from 'axe-core';
import type { Browser, Frame, Page } from 'puppeteer';
import { evaluateWithin } from './browser.ts';

/** The window of a page or frame axe has been put into (page functions only; nothing of ours declares it globally). */
type AxeWindow = Window & { axe?: typeof axe };

/** How long a frame may take to say it has loaded before it counts as one that could not be checked. */
const FRAME_READY_MS = 1_000;

/**
 * Puts axe into `frame` unless its document has it already (a second check of the same page). A frame that has not
 * loaded, or does not answer within FRAME_READY_MS, is refused, as @axe-core/puppeteer refuses it.
 */
async function inject(frame: Frame): Promise<void> {
  const state = await evaluateWithin(
    frame,
    () => ({
      loaded: document.readyState === 'complete',
      hasAxe: typeof (window as AxeWindow).axe === 'object',
    }),
    FRAME_READY_MS,
  );
  if (!state?.value.loaded) throw new Error(`Page/Frame is not ready: ${frame.url()}`);
  if (state.value.hasAxe) return;
  await frame.evaluate(axe.source);
}

/**
 * The partial results of `frame` and of every frame inside it, in the order axe's finishRun expects them: the frame's
 * own, then each child frame's (depth first); a frame that could not be checked is a `null` in its place, which
 * finishRun reports as a frame it could not test.
 */
async function partials(
  frame: Frame,
  context: ElementContext,
  options: RunOptions,
  top: boolean,
): Promise<(PartialResult | null)[]> {
  try {
    await inject(frame);
    const children = await frame.evaluate((c) => (window as AxeWindow).axe!.utils.getFrameContexts(c), context);
    const own = frame.evaluate((c, o) => (window as AxeWindow).axe!.runPartial(c, o), context, options);
    own.catch(() => undefined); // awaited below; a child's failure must not leave it unhandled meanwhile
    const inner: (PartialResult | null)[] = [];
    for (const { frameSelector, frameContext } of children) {
      const element = (
        await frame.evaluateHandle((s) => (window as AxeWindow).axe!.utils.shadowSelect(s), frameSelector)
      ).asElement();
      const child = element ? await element.contentFrame() : null;
      inner.push(...(child ? await partials(child, frameContext, options, false) : [null]));
    }
    return [await own, ...inner];
  } catch (error) {
    if (top) throw error;
    return [null];
  }
}

/** One blank page per browser (per test file's context), holding axe, where every check's report is put together. */
const finishers = new WeakMap<Browser, Promise<Page>>();

function finisher(browser: Browser): Promise<Page> {
  let page = finishers.get(browser);
  if (!page) {
    page = browser.newPage().then(async (p) => {
      await p.evaluate(axe.source);
      return p;
    });
    finishers.set(browser, page);
  }
  return page;
}

/**
 * axe's results for `page` (every frame in it included). `include`: a selector the check is limited to; `tags` and
 * `rules`: axe's runOnly and rules options (without them axe runs every rule it does not mark experimental).
 */
export async function runAxe(
  page: Page,
  opts: { include?: string; tags?: string[]; rules?: RunOptions['rules'] } = {},
): Promise<AxeResults> {
  const context: ElementContext = opts.include ? { include: [opts.include] } : { exclude: [] };
  const options: RunOptions = {
    ...(opts.tags ? { runOnly: { type: 'tag', values: opts.tags } } : {}),
    ...(opts.rules ? { rules: opts.rules } : {}),
  };
  const results = await partials(page.mainFrame(), context, options, true);
  const blank = await finisher(page.browser());
  return blank.evaluate((r, o) => (window as AxeWindow).axe!.finishRun(r, o), results as PartialResult[], options);
}
