// What most browser tests start with: the origin over the seeded corpus, a BFF on it and the run's shared browser,
// all stopped when the file's tests end.
import t from 'tap';
import { launchBrowser } from './browser.ts';
import { startBff, startOrigin } from './servers.ts';

export async function startSiteInBrowser(opts: { origin?: Parameters<typeof startOrigin>[0] } = {}) {
  const origin = await startOrigin(opts.origin);
  const bff = await startBff(origin.url);
  const browser = await launchBrowser();
  t.teardown(async () => {
    await browser.cleanup();
    await bff.close();
    await origin.close();
  });
  return { origin, bff, browser };
}
