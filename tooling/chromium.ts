// Debian's Chromium as the tests and Lighthouse start it: headless, no sandbox (we run as root), and nothing that
// reaches for the network on its own (this machine has no internet, and a test's traffic must be its own).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser } from 'puppeteer';
import { testChromium } from './chrome-path.ts';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** Names the DevTools endpoint of the Chromium `npm test` shares between its browser test files. */
export const SHARED_CHROMIUM_ENV = 'TEST_CHROMIUM_WS';

/**
 * Starts a Chromium for tests with a fresh profile (ro.localhost resolves to loopback); `close` stops it and removes the
 * profile. `fullBrowser`: the full Chromium even where the headless shell is installed — the shell has no push service,
 * which the Web Push test needs.
 */
export async function startChromium(
  opts: { fullBrowser?: boolean } = {},
): Promise<{ browser: Browser; close(): Promise<void> }> {
  const chromium = testChromium(opts);
  if (!chromium) throw new Error('No Chromium: apt-get install -y chromium (or set CHROME_PATH)');
  const userDataDir = mkdtempSync(join(tmpdir(), 'chromium-test-'));
  const browser = await puppeteer.launch({
    executablePath: chromium.path,
    userDataDir,
    headless: chromium.shell ? 'shell' : true,
    args: [...CHROMIUM_FLAGS, '--host-resolver-rules=MAP ro.localhost 127.0.0.1'],
  });
  return {
    browser,
    async close() {
      await browser.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
