import { existsSync } from 'node:fs';

/** Debian's Chromium (or CHROME_PATH); puppeteer never downloads a browser here. */
export function chromePath(): string | null {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p): p is string => !!p && existsSync(p)) ?? null;
}
