// A page's Lighthouse figures in Debian's Chromium (headless, no sandbox: the machine runs as root), with Lighthouse's
// default mobile emulation and simulated throttling; a run whose trace Lighthouse could not read is taken again.
// `npm run lighthouse` and the Lighthouse tests share it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import puppeteer from 'puppeteer';
import { CHROMIUM_FLAGS } from './chromium.ts';
import { chromePath } from './chrome-path.ts';

/** Writes localStorage values for an origin in the running Chromium (a blank page of that origin, then closed). */
async function presetStorage(port: number, origin: string, values: Record<string, string>): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    // The robots file is a page of the origin that runs no script of ours.
    await page.goto(`${origin}/robots.txt`);
    await page.evaluate((v) => {
      for (const [k, value] of Object.entries(v)) localStorage.setItem(k, value);
    }, values);
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

export interface LighthouseFigures {
  scores: Record<string, number | null>;
  metrics: { lcpMs: number; tbtMs: number; cls: number; fcpMs: number };
  failing: string[];
  /** Audits Lighthouse could not compute, with its reason: 12.2.3 sometimes misreads this Chromium's traces. */
  auditErrors: Record<string, string>;
  lhr: Result;
}

/** Audits below a full score that weigh in a category score (diagnostics and not-applicable ones do not). */
function failingAudits(lhr: Result): string[] {
  const counted = new Set(
    Object.values(lhr.categories).flatMap((c) => c.auditRefs.filter((r) => r.weight > 0).map((r) => r.id)),
  );
  return Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && counted.has(a.id))
    .map((a) => a.id)
    .sort();
}

export interface LighthouseOptions {
  onlyCategories?: string[];
  onlyAudits?: string[];
  /**
   * Values the page's origin holds before the run (a reader's earlier consent, say); Lighthouse then keeps the storage
   * it would otherwise clear.
   */
  localStorage?: Record<string, string>;
  /** Told why a run is taken again. */
  onRetry?: (reason: string) => void;
}

/**
 * Lighthouse 12.2.3 now and then cannot read this Chromium's trace (NO_NAVSTART), more often on a busy machine, and
 * once twice in a row: such a run says nothing about the page and is taken again, up to this many runs in all.
 */
const TRACE_ATTEMPTS = 3;
const traceUnread = (message: string) => /NO_NAVSTART|recording the trace/.test(message);

/** One page's figures, from the first of up to TRACE_ATTEMPTS runs whose trace Lighthouse could read. */
export async function runLighthouse(url: string, options: LighthouseOptions = {}): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt++) {
    const last = attempt === TRACE_ATTEMPTS;
    let reason: string | undefined;
    try {
      const figures = await runLighthouseOnce(url, options);
      reason = Object.values(figures.auditErrors).find(traceUnread);
      if (last || reason === undefined) return figures;
    } catch (err) {
      reason = (err as Error).message;
      if (last || !traceUnread(reason)) throw err;
    }
    options.onRetry?.(reason);
  }
}

async function runLighthouseOnce(url: string, options: LighthouseOptions): Promise<LighthouseFigures> {
  const chromeBin = chromePath();
  if (!chromeBin) throw new Error('No Chromium: apt-get install -y chromium (or set CHROME_PATH)');
  const userDataDir = mkdtempSync(join(tmpdir(), 'lighthouse-chromium-'));
  const chrome = await launch({
    chromePath: chromeBin,
    userDataDir,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error' };
    if (options.localStorage) {
      await presetStorage(chrome.port, new URL(url).origin, options.localStorage);
      flags.disableStorageReset = true;
    }
    if (options.onlyCategories) flags.onlyCategories = options.onlyCategories;
    if (options.onlyAudits) flags.onlyAudits = options.onlyAudits;
    const result = await lighthouse(url, flags);
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      scores: Object.fromEntries(
        Object.entries(lhr.categories).map(([id, c]) => [id, c.score === null ? null : Math.round(c.score * 100)]),
      ),
      metrics: {
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
        fcpMs: numeric('first-contentful-paint'),
      },
      failing: failingAudits(lhr),
      auditErrors: Object.fromEntries(
        Object.values(lhr.audits)
          .filter((a) => a.errorMessage)
          .map((a) => [a.id, a.errorMessage!]),
      ),
      lhr,
    };
  } finally {
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}
