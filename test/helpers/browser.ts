// Launches Debian's Chromium for browser tests with the flags this machine needs (no sandbox as root, no
// background networking: the machine has no internet) and a fresh profile each time.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser } from 'puppeteer';
import { chromePath } from '../../tooling/chrome-path.ts';
import { consentBeforeLoad } from './reader-consent.ts';

/**
 * `consent`: 'answered' (the default) makes every page, in every context, a returning reader's who allowed only what
 * is necessary, so the consent sheet a first visit's first interaction brings up does not cover what a test clicks;
 * 'unanswered' is a first visit (the consent and budget tests).
 */
export async function launchBrowser(opts: { consent?: 'answered' | 'unanswered' } = {}): Promise<Browser & { cleanup(): Promise<void> }> {
  const executablePath = chromePath();
  if (!executablePath) throw new Error('No Chromium: apt-get install -y chromium (or set CHROME_PATH)');
  const userDataDir = mkdtempSync(join(tmpdir(), 'chromium-test-'));
  const browser = await puppeteer.launch({
    executablePath,
    userDataDir,
    headless: true,
    args: [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
      '--disable-dev-shm-usage', '--host-resolver-rules=MAP ro.localhost 127.0.0.1',
    ],
  });
  if (opts.consent !== 'unanswered') {
    const answered = async <P extends Parameters<typeof consentBeforeLoad>[0]>(page: P): Promise<P> => {
      await consentBeforeLoad(page, {});
      return page;
    };
    const newPage = browser.newPage.bind(browser);
    browser.newPage = async (...args) => answered(await newPage(...args));
    const createBrowserContext = browser.createBrowserContext.bind(browser);
    browser.createBrowserContext = async (...args) => {
      const context = await createBrowserContext(...args);
      const contextPage = context.newPage.bind(context);
      context.newPage = async (...a) => answered(await contextPage(...a));
      return context;
    };
  }
  return Object.assign(browser, {
    async cleanup() {
      await browser.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  });
}
