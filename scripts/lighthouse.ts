// `npm run lighthouse`: Lighthouse (mobile emulation, simulated throttling) on a plain article page served the
// production way — a fresh client build, the embedded origin and the BFF in this process with the page cache and
// compression on — printing the four category scores, LCP, TBT, CLS, FCP and the failing audits. LIGHTHOUSE_RUNS
// (default 1) repeats the run and adds the median; the machine is shared and noisy, so read one run with care.
// Targets: performance ≥ 95, accessibility 100, CLS < 0.02 (shared/constants.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// React (and its JSX runtime, which the build script's imports already load) picks its production build from
// NODE_ENV when it first loads: set it before the dynamic imports below.
process.env.NODE_ENV ??= 'production';

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));

const { buildClient } = await import('../tooling/build.ts');
const { runLighthouse } = await import('../tooling/run-lighthouse.ts');
type Figures = Awaited<ReturnType<typeof runLighthouse>>;
const { buildApp } = await import('../server/app.ts');
const { configFromEnv } = await import('../server/config.ts');
const { buildOriginApp } = await import('../server/origin/app.ts');
const { openDatabase } = await import('../server/origin/database.ts');
const { seedCorpus } = await import('../server/origin/seed/corpus.ts');
const { samplePages } = await import('../tooling/sample-pages.ts');
const { LIGHTHOUSE_MAX_CLS, LIGHTHOUSE_MIN_PERFORMANCE } = await import('../shared/constants.ts');

if (!process.env.LIGHTHOUSE_NO_BUILD) {
  console.log('building the client…');
  await buildClient();
}

const dataDir = mkdtempSync(join(tmpdir(), 'lighthouse-origin-'));
const db = openDatabase(join(dataDir, 'origin.db'));
seedCorpus(db, { articles: 600, seed: 42, now: Math.floor(Date.now() / 1000) });
const origin = buildOriginApp({ db });
const originUrl = await origin.listen({ host: '127.0.0.1', port: 0 });
const config = configFromEnv({}, { publisherApiUrl: originUrl, host: '127.0.0.1', port: 0, logLevel: 'warn' });
const bff = await buildApp({ config });
const bffUrl = await bff.listen({ host: '127.0.0.1', port: 0 });
config.publicOrigin.main = bffUrl;

const median = (xs: number[]) => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b); // a run whose audit errored has no figure
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const format = (r: { scores: Record<string, number | null>; metrics: { lcpMs: number; tbtMs: number; cls: number; fcpMs: number } }) =>
  `| ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ` +
  `${Math.round(r.metrics.lcpMs)} | ${Math.round(r.metrics.tbtMs)} | ${r.metrics.cls.toFixed(3)} | ${Math.round(r.metrics.fcpMs)} |`;

try {
  const { plainArticle } = await samplePages(originUrl, db);
  const url = bffUrl + plainArticle;
  // Warm the page cache and the upstream cache, as a production page would be.
  await (await fetch(url, { headers: { 'accept-encoding': 'br' } })).arrayBuffer();
  console.log(`Lighthouse ${RUNS === 1 ? 'run' : `${RUNS} runs`} on ${url} (mobile emulation, simulated throttling)\n`);
  console.log('| run | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS | FCP ms |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  const runs: Figures[] = [];
  for (let i = 1; i <= RUNS; i++) {
    const r = await runLighthouse(url);
    runs.push(r);
    console.log(`| ${i} ${format(r)}`);
  }
  if (RUNS > 1) {
    const m = (pick: (r: Figures) => number) => median(runs.map(pick));
    console.log(`| median ${format({
      scores: Object.fromEntries(['performance', 'accessibility', 'best-practices', 'seo'].map((c) => [c, m((r) => r.scores[c] ?? NaN)])),
      metrics: { lcpMs: m((r) => r.metrics.lcpMs), tbtMs: m((r) => r.metrics.tbtMs), cls: m((r) => r.metrics.cls), fcpMs: m((r) => r.metrics.fcpMs) },
    })}`);
  }
  const last = runs.at(-1)!;
  const perf = median(runs.map((r) => r.scores.performance ?? 0));
  const cls = median(runs.map((r) => r.metrics.cls));
  console.log(`\ntargets: performance ${perf} ≥ ${LIGHTHOUSE_MIN_PERFORMANCE} ${perf >= LIGHTHOUSE_MIN_PERFORMANCE ? 'met' : 'MISSED'}, ` +
    `accessibility ${last.scores.accessibility} = 100 ${last.scores.accessibility === 100 ? 'met' : 'MISSED'}, ` +
    `CLS ${cls.toFixed(3)} < ${LIGHTHOUSE_MAX_CLS} ${cls < LIGHTHOUSE_MAX_CLS ? 'met' : 'MISSED'}`);
  const failing = [...new Set(runs.flatMap((r) => r.failing))].sort();
  const errored = [...new Set(runs.flatMap((r) => Object.keys(r.auditErrors)))].sort();
  if (errored.length) console.log(`audits Lighthouse could not compute in some run: ${errored.join(', ')}`);
  console.log(`\nfailing audits: ${failing.length ? failing.join(', ') : 'none'}`);
  for (const id of failing) {
    const audit = last.lhr.audits[id];
    if (audit) console.log(`  ${id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
  }
} catch (err) {
  // Printed here: the build's zopfli module installs an uncaught-exception handler that buries the message.
  console.error(err);
  process.exitCode = 1;
} finally {
  await bff.close();
  await origin.close();
  db.close();
  rmSync(dataDir, { recursive: true, force: true });
}
