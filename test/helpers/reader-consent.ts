// A reader's stored consent choice (shared/consent.ts), set before any of the page's scripts run, as if the reader had
// answered the consent dialog on an earlier visit.
import type { Page } from 'puppeteer';
import { CONSENT_STORAGE_KEY, consentChoice, type ConsentPurpose } from '../../shared/consent.ts';

export async function consentBeforeLoad(page: Page, allowed: Partial<Record<ConsentPurpose, boolean>>): Promise<void> {
  const value = JSON.stringify(consentChoice(allowed, Math.floor(Date.now() / 1000)));
  await page.evaluateOnNewDocument(
    (key, stored) => {
      try {
        localStorage.setItem(key, stored);
      } catch {
        // a frame without storage (an ad's or a plugin's frame has storage of its own anyway)
      }
    },
    CONSENT_STORAGE_KEY,
    value,
  );
}
