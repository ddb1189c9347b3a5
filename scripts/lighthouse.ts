// `npm run lighthouse`: Lighthouse (mobile emulation, simulated throttling) on every page family — the
// front page, a plain article, a live blog, a section list, the G7 and After fronts, the podcasts, the archive,
// football, Formula 1, a supplement, the prediction game and support — served the production way (a fresh client
// build; the embedded origin, the livescore service, the supplements' data stand-in and the BFF in this process, the
// BFF configured from their URLs as `npm start` configures it, with the page cache and compression on), printing the
// four category scores, LCP, TBT, CLS, FCP and the failing audits. LIGHTHOUSE_RUNS (default 1) repeats each page and
// adds its median; LIGHTHOUSE_PAGES (comma-separated family names, or `all`, the default) picks pages. The machine is
// shared and noisy, so read one run with care. Targets (shared/constants.ts): performance, TBT, CLS.
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
const { buildOriginApp } = await import('../stand-ins/origin/app.ts');
const { openDatabase } = await import('../stand-ins/origin/database.ts');
const { seedCorpus } = await import('../stand-ins/origin/seed/corpus.ts');
const { samplePages } = await import('../tooling/sample-pages.ts');
const { siteBySlug } = await import('../shared/sites/site-table.ts');
const { startEventData, startLivescore } = await import('../tooling/upstream-servers.ts');
const { LIGHTHOUSE_MAX_CLS, LIGHTHOUSE_MAX_TBT_MS, LIGHTHOUSE_MIN_PERFORMANCE } =
  await import('../shared/constants.ts');

if (!process.env.LIGHTHOUSE_NO_BUILD) {
  console.log('building the client…');
  await buildClient();
}

const dataDir = mkdtempSync(join(tmpdir(), 'lighthouse-origin-'));
const db = openDatabase(join(dataDir, 'origin.db'));
seedCorpus(db, { articles: 600, seed: 42, now: Math.floor(Date.now() / 1000) });
const origin = buildOriginApp({ db });
const originUrl = await origin.listen({ host: '127.0.0.1', port: 0 });
// The sport pages' data around the real present, as the corpus is.
const livescore = await startLivescore({ now: Date.now });
const eventData = await startEventData();
const config = configFromEnv(
  { LIVESCORE_API_URL: livescore.url, EVENT_DATA_URL: eventData.url },
  { publisherApiUrl: originUrl, host: '127.0.0.1', port: 0, logLevel: 'warn' },
);
const bff = await buildApp({ config });
const bffUrl = await bff.listen({ host: '127.0.0.1', port: 0 });
config.publicOrigin.main = bffUrl;

/** One run; one whose trace Lighthouse could not read is taken again (tooling/run-lighthouse.ts). */
const runOnce = (url: string): Promise<Figures> =>
  runLighthouse(url, { onRetry: (reason) => console.log(`(a run is taken again: ${reason})`) });

/** A row of Lighthouse's main-thread work breakdown. */
interface WorkItem {
  groupLabel: string;
  duration: number;
}

const median = (xs: number[]) => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b); // a run whose audit errored has no figure
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const format = (r: {
  scores: Record<string, number | null>;
  metrics: { lcpMs: number; tbtMs: number; cls: number; fcpMs: number };
}) =>
  `| ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ` +
  `${Math.round(r.metrics.lcpMs)} | ${Math.round(r.metrics.tbtMs)} | ${r.metrics.cls.toFixed(3)} | ${Math.round(r.metrics.fcpMs)} |`;

try {
  const sample = await samplePages(originUrl, db);
  const families: Record<string, string> = {
    front: '/',
    article: sample.plainArticle,
    liveblog: sample.liveBlog,
    section: sample.section,
    g7: siteBySlug('g7')!.path,
    after: siteBySlug('after')!.path,
    podcast: sample.podcast,
    archive: sample.archive,
    football: sample.football,
    formula1: sample.formula1,
    supplement: sample.supplement,
    tippjatek: sample.predictionGame,
    support: sample.support,
  };
  const asked = process.env.LIGHTHOUSE_PAGES ?? 'all';
  const wanted = asked === 'all' ? Object.keys(families) : asked.split(',').map((f) => f.trim());
  const unknown = wanted.filter((f) => !(f in families));
  if (unknown.length)
    throw new Error(
      `LIGHTHOUSE_PAGES: no page family ${unknown.join(', ')} (known: ${Object.keys(families).join(', ')}, or all)`,
    );
  const summary: string[] = [];
  let missed = 0;
  for (const family of wanted) {
    const url = bffUrl + families[family];
    // Warm the page cache and the upstream cache, as a production page would be.
    await (await fetch(url, { headers: { 'accept-encoding': 'br' } })).arrayBuffer();
    console.log(
      `\n${family}: Lighthouse ${RUNS === 1 ? 'run' : `${RUNS} runs`} on ${url} (mobile emulation, simulated throttling)\n`,
    );
    console.log('| run | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS | FCP ms |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    const runs: Figures[] = [];
    try {
      for (let i = 1; i <= RUNS; i++) {
        const r = await runOnce(url);
        runs.push(r);
        console.log(`| ${i} ${format(r)}`);
      }
    } catch (err) {
      // One family Lighthouse could not measure does not cost the others their figures.
      console.log(`not measured: ${(err as Error).message}`);
      summary.push(`| ${family} | not measured: ${(err as Error).message} |`);
      missed++;
      continue;
    }
    const m = (pick: (r: Figures) => number) => median(runs.map(pick));
    const med = {
      scores: Object.fromEntries(
        ['performance', 'accessibility', 'best-practices', 'seo'].map((c) => [c, m((r) => r.scores[c] ?? NaN)]),
      ),
      metrics: {
        lcpMs: m((r) => r.metrics.lcpMs),
        tbtMs: m((r) => r.metrics.tbtMs),
        cls: m((r) => r.metrics.cls),
        fcpMs: m((r) => r.metrics.fcpMs),
      },
    };
    if (RUNS > 1) console.log(`| median ${format(med)}`);
    const perf = med.scores.performance ?? 0;
    const ok =
      perf >= LIGHTHOUSE_MIN_PERFORMANCE &&
      med.metrics.tbtMs <= LIGHTHOUSE_MAX_TBT_MS &&
      med.metrics.cls <= LIGHTHOUSE_MAX_CLS;
    if (!ok) missed++;
    summary.push(`| ${family} ${format(med)} ${ok ? 'met' : 'MISSED'} |`);
    const failing = [...new Set(runs.flatMap((r) => r.failing))].sort();
    const errored = [...new Set(runs.flatMap((r) => Object.keys(r.auditErrors)))].sort();
    if (errored.length) console.log(`audits Lighthouse could not compute in some run: ${errored.join(', ')}`);
    console.log(`failing audits: ${failing.length ? failing.join(', ') : 'none'}`);
    const last = runs.at(-1)!;
    // Simulated throttling multiplies the main-thread work it observed on this machine: read TBT beside how fast
    // Lighthouse found the machine (its benchmark index) and what the work was.
    const work = (last.lhr.audits['mainthread-work-breakdown']?.details as { items?: WorkItem[] } | undefined)?.items;
    console.log(
      `benchmark index ${Math.round(last.lhr.environment.benchmarkIndex)}; main-thread work (last run): ${(work ?? [])
        .slice(0, 5)
        .map((w) => `${w.groupLabel} ${Math.round(w.duration)} ms`)
        .join(', ')}`,
    );
    for (const id of failing) {
      const audit = last.lhr.audits[id];
      if (audit) console.log(`  ${id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
    }
  }
  console.log(
    `\n${RUNS > 1 ? 'medians' : 'results'} per page family; targets: performance ≥ ${LIGHTHOUSE_MIN_PERFORMANCE}, TBT ≤ ${LIGHTHOUSE_MAX_TBT_MS} ms, CLS ≤ ${LIGHTHOUSE_MAX_CLS}\n`,
  );
  console.log(
    '| page | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS | FCP ms | targets |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const line of summary) console.log(line);
  if (missed)
    console.log(`\n${missed} page famil${missed === 1 ? 'y' : 'ies'} missed a target or could not be measured`);
} catch (err) {
  // Printed here: the build's zopfli module installs an uncaught-exception handler that buries the message.
  console.error(err);
  process.exitCode = 1;
} finally {
  await bff.close();
  await eventData.close();
  await livescore.close();
  await origin.close();
  db.close();
  rmSync(dataDir, { recursive: true, force: true });
}
