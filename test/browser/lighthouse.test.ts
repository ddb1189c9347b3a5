// Lighthouse's accessibility score of a plain article is 100 and its layout does not shift (CLS < 0.02),
// under Lighthouse's default mobile emulation. One run, accessibility only plus the CLS audit: the performance
// score is not asserted here (this machine is too noisy for a timed test); `npm run lighthouse` reports it.
import t from 'tap';
import { runLighthouse } from '../../tooling/run-lighthouse.ts';
import { LIGHTHOUSE_MAX_CLS } from '../../shared/constants.ts';
import { samplePages } from '../../tooling/sample-pages.ts';
import { startBff, startOrigin } from '../helpers/servers.ts';

const origin = await startOrigin();
const bff = await startBff(origin.url);
t.teardown(async () => {
  await bff.close();
  await origin.close();
});

t.test('a plain article: accessibility 100, no layout shift', async (t) => {
  const { plainArticle } = await samplePages(origin.url, origin.db);
  const started = Date.now();
  const result = await runLighthouse(bff.url + plainArticle, {
    onlyCategories: ['accessibility'],
    onlyAudits: ['cumulative-layout-shift'],
    onRetry: (reason) => t.comment(`Lighthouse could not read the trace (${reason}); running again`),
  });
  t.comment(`Lighthouse took ${Math.round((Date.now() - started) / 1000)} s`);
  const failing = result.failing.map((id) => `${id}: ${result.lhr.audits[id]?.title}`);
  t.equal(
    result.scores.accessibility,
    100,
    `accessibility 100${failing.length ? `; failing: ${failing.join('; ')}` : ''}`,
  );
  t.ok(
    result.metrics.cls < LIGHTHOUSE_MAX_CLS,
    `CLS ${result.metrics.cls.toFixed(3)} < ${LIGHTHOUSE_MAX_CLS}${result.auditErrors['cumulative-layout-shift'] ? ` (${result.auditErrors['cumulative-layout-shift']})` : ''}`,
  );
});
