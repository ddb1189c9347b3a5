// The site as the push browser tests meet it: the origin on the test clock, free to send to a loopback push service,
// a BFF, the test's push service, and Chromium with push allowed. Stopped in the reverse order when `t` ends.
import type { Test } from 'tap';
import { launchBrowser } from './browser.ts';
import { startBff, startOrigin, TEST_NOW } from './servers.ts';
import { startPushService } from './web-push-receiver.ts';

export async function startPushSite(t: Test) {
  const origin = await startOrigin({ now: TEST_NOW, pushAllowLoopbackHttp: true });
  const bff = await startBff(origin.url);
  const pushService = await startPushService();
  const browser = await launchBrowser({ pushService: true });
  t.teardown(async () => {
    await browser.cleanup();
    await pushService.close();
    await bff.close();
    await origin.close();
  });
  return { origin, bff, pushService, browser };
}
