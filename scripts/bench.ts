// `npm run bench`: a bounded load benchmark on this machine. It builds if needed, starts the embedded origin and
// the BFF as separate processes (as in production), drives them with autocannon — 100 different article URLs, the
// front page and the page-data JSON of a list — with the whole-page cache on and off, and prints req/s, p50/p99
// latency, upstream requests per 1,000 page views (from the BFF's own metrics) and the BFF's peak RSS.
// Figures are for comparison within one run on one machine, not absolute truths.
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { buildClient, buildServer } from '../tooling/build.ts';

process.env.NODE_ENV ??= 'production'; // see scripts/start.ts

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ORIGIN_PORT = 4700;
const BFF_PORT = 3700;

async function waitFor(url: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not come up`);
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function upstreamCalls(): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${BFF_PORT}/metrics`)).text();
  let total = 0;
  for (const m of text.matchAll(/^bff_upstream_request_duration_seconds_count\{[^}]*\} (\d+)/gm)) total += Number(m[1]);
  return total;
}

interface Row {
  scenario: string;
  cache: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  upstreamPer1000: number;
}

async function run(scenario: string, cache: string, paths: string[]): Promise<Row> {
  let i = 0;
  const before = await upstreamCalls();
  const result = await autocannon({
    url: `http://127.0.0.1:${BFF_PORT}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { 'accept-encoding': 'br, gzip', 'user-agent': 'bench' },
    requests: [{
      setupRequest: (req: Record<string, unknown>) => ({ ...req, path: paths[i++ % paths.length] }),
    }],
  });
  const after = await upstreamCalls();
  const views = result.requests.total;
  return {
    scenario,
    cache,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    upstreamPer1000: views ? Math.round(((after - before) / views) * 1000 * 10) / 10 : 0,
  };
}

if (!existsSync('dist/server/main.js') || !existsSync('dist/client/manifest.json') || process.env.BENCH_REBUILD) {
  console.log('building…');
  await buildClient();
  await buildServer();
}

const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'bench-origin-'));
const origin = fork('dist/server/origin/main.js', [], {
  env: { ...process.env, ORIGIN_PORT: String(ORIGIN_PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});
const rows: Row[] = [];
const rss: Record<string, number> = {};
try {
  await waitFor(`http://127.0.0.1:${ORIGIN_PORT}/healthz`, 300_000);
  const list = await (await fetch(`http://127.0.0.1:${ORIGIN_PORT}/api/articles?perPage=100`)).json() as { items: { url: string }[] };
  const articles = list.items.map((a) => a.url);
  for (const cache of ['on', 'off']) {
    const bff = fork('dist/server/main.js', [], {
      env: {
        ...process.env, PORT: String(BFF_PORT), HOST: '127.0.0.1', PUBLISHER_API_URL: `http://127.0.0.1:${ORIGIN_PORT}`,
        LOG_LEVEL: 'warn', PAGE_CACHE_TTL_MS: cache === 'on' ? '5000' : '0',
      },
      stdio: 'inherit',
    });
    try {
      await waitFor(`http://127.0.0.1:${BFF_PORT}/healthz`, 30_000);
      // Warm the process (JIT, connection pool) before measuring.
      for (const p of [...articles.slice(0, 10), '/']) await (await fetch(`http://127.0.0.1:${BFF_PORT}${p}`)).text();
      rows.push(await run('100 articles', cache, articles));
      rows.push(await run('front page', cache, ['/']));
      rows.push(await run('page-data JSON (front list)', cache, ['/page-data?path=%2F']));
      rss[cache] = peakRssMb(bff.pid!);
    } finally {
      await stop(bff);
    }
  }
} finally {
  await stop(origin);
  if (!process.env.BENCH_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, one BFF process, on this machine`);
console.log('| scenario | page cache | req/s | p50 ms | p99 ms | errors | upstream calls / 1000 views |');
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
for (const r of rows) console.log(`| ${r.scenario} | ${r.cache} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.upstreamPer1000} |`);
console.log(`\npeak RSS of the BFF: ${rss.on} MB with the page cache, ${rss.off} MB without`);
