import { existsSync } from 'node:fs';

/** Debian's Chromium (or CHROME_PATH); puppeteer never downloads a browser here. */
export function chromePath(): string | null {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p): p is string => !!p && existsSync(p)) ?? null;
}

/**
 * The browser tests' Chromium: Debian's chromium-headless-shell where it is installed (CHROME_HEADLESS_SHELL_PATH, or
 * the package's path) — the headless-only build, which draws the same pages for less CPU than the full browser in
 * its headless mode — else the full Chromium. Lighthouse keeps the full browser (chromePath), as its figures assume.
 */
export function testChromium(opts: { fullBrowser?: boolean } = {}): { path: string; shell: boolean } | null {
  const shell = [process.env.CHROME_HEADLESS_SHELL_PATH, '/usr/bin/chromium-headless-shell'].find(
    (p): p is string => !!p && existsSync(p),
  );
  if (shell && !process.env.CHROME_PATH && !opts.fullBrowser) return { path: shell, shell: true };
  const full = chromePath();
  return full ? { path: full, shell: false } : null;
}
