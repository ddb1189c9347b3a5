// Headless Chromium has no push service: before the page's scripts run, PushManager.subscribe is replaced by one that
// returns a subscription whose endpoint is the test's local push service (web-push-receiver.ts) and whose keys are
// the test's; everything else (the permission, the service worker, its registration) is the browser's own.
import type { Page } from 'puppeteer';

export async function fakePushManager(page: Page, endpoint: string, keys: { p256dh: string; auth: string }) {
  await page.evaluateOnNewDocument(
    (endpoint: string, p256dh: string, auth: string) => {
      let current: PushSubscription | null = null;
      const fake = {
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: null },
        getKey: () => null,
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
      } as unknown as PushSubscription;
      PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
        if (!options?.applicationServerKey) throw new Error('no applicationServerKey: the VAPID key was not passed');
        current = fake;
        return fake;
      };
      PushManager.prototype.getSubscription = async () => current;
    },
    endpoint,
    keys.p256dh,
    keys.auth,
  );
}
