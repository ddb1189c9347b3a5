// What a browser test of a live page watches besides its content: console errors and uncaught exceptions (a
// hydration mismatch shows up there), and how many documents the tab loaded (a live update must not reload the page).
import type { Page } from 'puppeteer';

export function watchPage(page: Page): { problems: string[]; documentLoads: () => number } {
  const problems: string[] = [];
  let loads = 0;
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(msg.text());
  });
  page.on('pageerror', (err) => problems.push((err as Error).message));
  page.on('request', (req) => {
    if (req.isNavigationRequest() && req.resourceType() === 'document') loads++;
  });
  return { problems, documentLoads: () => loads };
}
