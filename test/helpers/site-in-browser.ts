// What most browser tests start with: the origin over the seeded corpus, a BFF on it and the run's shared browser,
// all stopped when the file's tests end. `bff` overrides the BFF's configuration (a test's clock, say).
import t from 'tap';
import { launchBrowser } from './browser.ts';
import { startBff, startOrigin } from './servers.ts';

export async function startSiteInBrowser(
  opts: { origin?: Parameters<typeof startOrigin>[0]; bff?: Parameters<typeof startBff>[1] } = {},
) {
  const origin = await startOrigin(opts.origin);
  const bff = await startBff(origin.url, opts.bff);
  const browser = await launchBrowser();
  t.teardown(async () => {
    await browser.cleanup();
    await bff.close();
    await origin.close();
  });
  return { origin, bff, browser };
}
