// Ads on, nothing shifts: Lighthouse's CLS audit on a plain article under its mobile emulation, for a
// reader who consented to ads, with the local fake ad service filling every slot it is asked for. Each slot reserves
// its tallest size before anything arrives and the sticky bar is fixed to the screen, so CLS stays ≤ 0.02. (That the
// room is reserved is checked where it can fail visibly: test/browser/article-ads.test.ts measures each slot before
// and after its ad arrives.)
import t from 'tap';
import { CONSENT_STORAGE_KEY, consentChoice } from '../../shared/consent.ts';
import { LIGHTHOUSE_MAX_CLS } from '../../shared/constants.ts';
import { runLighthouse } from '../../tooling/run-lighthouse.ts';
import { samplePages } from '../../tooling/sample-pages.ts';
import { startFakeAdService } from '../../stand-ins/ad-service/main.ts';
import { startBff, startOrigin } from '../helpers/servers.ts';

const ads = await startFakeAdService();
const origin = await startOrigin();
const bff = await startBff(origin.url, { adServiceUrl: ads.scriptUrl });
t.teardown(async () => {
  await bff.close();
  await origin.close();
  await ads.close();
});

t.test('a plain article with ads: CLS ≤ 0.02', async (t) => {
  const { plainArticle } = await samplePages(origin.url, origin.db);
  const consent = {
    [CONSENT_STORAGE_KEY]: JSON.stringify(consentChoice({ ads: true, analytics: true }, Math.floor(Date.now() / 1000))),
  };
  const result = await runLighthouse(bff.url + plainArticle, {
    onlyAudits: ['cumulative-layout-shift'],
    localStorage: consent,
    onRetry: (reason) => t.comment(`Lighthouse could not read the trace (${reason}); running again`),
  });
  const filled = ads.requests.filter((r) => r.page.includes(plainArticle));
  t.ok(
    filled.length >= 2,
    `the ad service filled ${filled.length} slots during the run (${filled.map((r) => r.unitPath).join(', ')})`,
  );
  t.ok(
    filled.some((r) => r.unitPath.endsWith('_mobile_cikk_felso')),
    'the mobile top slot, under mobile emulation',
  );
  t.comment(`CLS with ads: ${result.metrics.cls.toFixed(4)}`);
  t.ok(result.metrics.cls <= LIGHTHOUSE_MAX_CLS, `CLS ${result.metrics.cls.toFixed(3)} ≤ ${LIGHTHOUSE_MAX_CLS}`);
});
