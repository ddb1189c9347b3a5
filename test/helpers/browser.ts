// Launches Debian's Chromium for browser tests with the flags this machine needs (no sandbox as root, no
// background networking: the machine has no internet) and a fresh profile each time.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser } from 'puppeteer';
import { chromePath } from '../../tooling/chrome-path.ts';

export async function launchBrowser(): Promise<Browser & { cleanup(): Promise<void> }> {
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
  return Object.assign(browser, {
    async cleanup() {
      await browser.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  });
}
