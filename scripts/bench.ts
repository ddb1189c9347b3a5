// `npm run bench`: a bounded load benchmark on this machine (29). It builds when dist/ is missing or older
// than the sources (as `npm start` does), starts the embedded
// origin and one BFF process as separate processes (as in production), drives them with autocannon and prints, per
// scenario: requests per second, p50/p99 and the largest latency, the requests slower than the render queue's budget
// plus 500 ms (client timeouts included), non-2xx answers, 503s with Retry-After, the BFF's CPU time per answered
// request beside the load generator's (autocannon runs in this process and competes for the same cores), the BFF's
// peak RSS and, where the page cache answered, the share of fresh hits. Scenarios: 100 uncached articles at 10, 50,
// 200 and 400 connections, at 50, 200 and 400 also without Accept-Encoding (crawlers, monitors, curl); four times the
// sustainable load (a fixed offered rate: does goodput hold, do the 503s carry Retry-After?); cached articles, with and
// without Accept-Encoding; the front page; page-data JSON. The load generator reads no bodies (decision 100).
// Figures compare within one run on one machine; they are not absolute truths (the machine is shared and noisy): the
// load average is printed with them.
//   BENCH_DURATION (s, default 10)   BENCH_ROOT (another checkout's built tree to measure, for before/after)
//   BENCH_PORT (the BFF's port, default 3700; the origin listens 1000 above it, the yardstick 1 above: helpers
//   sharing a machine each take their own)
//   BENCH_ONLY (`|`-separated; only scenarios whose name has one of them at a word's start run, e.g. `uncached articles, 50|cached`)
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism as availableCores, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { buildClient, buildIsStale, buildServer } from '../tooling/build.ts';
import { configFromEnv } from '../server/config.ts';
import {
  answering,
  benchArticles,
  cpuMs,
  forkBff,
  forkOrigin,
  loadGeneratorKeepsNoBodies,
  stop,
  waitFor,
} from '../tooling/bench-processes.ts';

process.env.NODE_ENV ??= 'production'; // see scripts/start.ts

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const ROOT = resolve(process.env.BENCH_ROOT ?? '.');
const BFF_PORT = Number(process.env.BENCH_PORT ?? 3700);
const ORIGIN_PORT = BFF_PORT + 1000;
const BASE = `http://127.0.0.1:${BFF_PORT}`;
const ONLY = (process.env.BENCH_ONLY ?? '')
  .split('|')
  .map((w) => w.trim())
  .filter(Boolean);
const CLIENT_TIMEOUT_S = 10;
// autocannon runs here, on the cores the servers use (decision 100).
loadGeneratorKeepsNoBodies();
/** A reader waits at most the render queue's budget, then gets a 503; past this, a request counts as starved. */
const OVER_BUDGET_MS = configFromEnv(process.env).render.waitMs + 500;

/** What every load run asks with: a browser's encodings unless `identity`, and a name the BFF's logs can tell. */
function requestHeaders(identity = false): Record<string, string> {
  return { ...(identity ? {} : { 'accept-encoding': 'br, gzip' }), 'user-agent': 'bench' };
}

/** autocannon's per-request hook that walks `paths` round and round. */
function cyclingPaths(paths: string[]): (req: Record<string, unknown>) => Record<string, unknown> {
  let i = 0;
  return (req) => ({ ...req, path: paths[i++ % paths.length] });
}

function wanted(scenario: string): boolean {
  // Matched at a word's start, so `cached` does not pick the uncached scenarios.
  return ONLY.length === 0 || ONLY.some((w) => ` ${scenario}`.includes(` ${w}`));
}

function peakRssMb(pid: number): number {
  const kb = Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return Math.round(kb / 1024);
}

interface Row {
  scenario: string;
  rps: number;
  ok: number;
  p50: number;
  p99: number;
  maxMs: string;
  overBudget: number;
  non2xx: number;
  retryAfter: string;
  cpuMsPerAnswer: number;
  loadGenCpuMsPerAnswer: number;
  rssMb: number;
  /** the share of answers the page cache gave fresh (`x-cache: HIT`), or '-' where it answered none */
  hits: string;
  /** the machine's 1-minute load average as the scenario started */
  load: string;
}

async function run(
  bff: ChildProcess,
  scenario: string,
  paths: string[],
  opts: { connections: number; rate?: number; identity?: boolean; base?: string },
): Promise<Row | null> {
  if (!wanted(scenario)) return null;
  let withRetryAfter = 0;
  let refused = 0;
  let slowest = 0;
  let overBudget = 0;
  let fromCache = 0;
  let hits = 0;
  const load = loadavg()[0].toFixed(1);
  const cpu0 = cpuMs(bff.pid!);
  const loadGen0 = process.cpuUsage();
  const instance = autocannon({
    url: opts.base ?? BASE,
    connections: opts.connections,
    duration: DURATION_S,
    ...(opts.rate ? { overallRate: opts.rate } : {}),
    timeout: CLIENT_TIMEOUT_S,
    headers: requestHeaders(opts.identity),
    requests: [
      {
        setupRequest: cyclingPaths(paths),
        onResponse: (status: number, _body: string, _context: unknown, headers?: Record<string, string>) => {
          const cache = headers?.['x-cache'];
          if (cache) fromCache++;
          if (cache === 'HIT') hits++;
          if (status !== 503) return;
          refused++;
          if (headers?.['retry-after']) withRetryAfter++;
        },
      },
    ],
  });
  void instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => {
    slowest = Math.max(slowest, ms);
    if (ms > OVER_BUDGET_MS) overBudget++;
  });
  const result = await instance;
  const loadGen = process.cpuUsage(loadGen0);
  const answered = result.requests.total;
  const ok = answered - result.non2xx;
  // Three decimals: a hit costs about a tenth of a millisecond, and a step of a tenth of that is what a change moves.
  const perAnswer = (ms: number) => (answered ? Math.round((ms / answered) * 1000) / 1000 : 0);
  return {
    scenario,
    rps: Math.round(result.requests.average),
    ok: Math.round(ok / DURATION_S),
    p50: result.latency.p50,
    p99: result.latency.p99,
    // A request the client gave up on waited at least its timeout.
    maxMs: result.timeouts ? `≥ ${CLIENT_TIMEOUT_S * 1000}` : String(Math.round(slowest)),
    overBudget: overBudget + result.timeouts,
    non2xx: result.non2xx + result.errors + result.timeouts,
    retryAfter: refused ? `${withRetryAfter}/${refused}` : '-',
    cpuMsPerAnswer: perAnswer(cpuMs(bff.pid!) - cpu0),
    loadGenCpuMsPerAnswer: perAnswer((loadGen.user + loadGen.system) / 1000),
    rssMb: peakRssMb(bff.pid!),
    hits: fromCache ? `${Math.round((hits / fromCache) * 100)} %` : '-',
    load,
  };
}

async function startBff(pageCacheTtlMs: number): Promise<ChildProcess> {
  const bff = forkBff(ROOT, { port: BFF_PORT, publisherUrl: `http://127.0.0.1:${ORIGIN_PORT}`, pageCacheTtlMs });
  return answering(bff, `${BASE}/healthz`, 30_000);
}

const CONSTANT_PORT = BFF_PORT + 1;
/** The yardstick (§ none; ours): a node:http server answering every request with the same 30 KB of HTML. */
const CONSTANT_SERVER = `
const body = Buffer.from('<!DOCTYPE html><html lang="hu"><title>x</title><body>' + 'x'.repeat(30_000) + '</body></html>');
require('node:http').createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length, 'cache-control': 'public, max-age=5' });
  res.end(body);
}).listen(${CONSTANT_PORT}, '127.0.0.1');`;

/** Seconds of load, with and without Accept-Encoding, that no scenario counts. */
const WARM_UP_S = 3;

async function warmUp(paths: string[]): Promise<void> {
  for (const identity of [false, true]) {
    await autocannon({
      url: BASE,
      connections: 50,
      duration: WARM_UP_S,
      headers: requestHeaders(identity),
      requests: [{ setupRequest: cyclingPaths(paths) }],
    });
  }
}

async function constantAnswer(paths: string[]): Promise<Row | null> {
  const scenario = 'constant answer (node:http), 50 conn.';
  if (!wanted(scenario)) return null;
  const server = spawn(process.execPath, ['-e', CONSTANT_SERVER], { stdio: 'inherit' });
  try {
    await waitFor(`http://127.0.0.1:${CONSTANT_PORT}/`, 30_000);
    return await run(server, scenario, paths, { connections: 50, base: `http://127.0.0.1:${CONSTANT_PORT}` });
  } finally {
    await stop(server);
  }
}

if (ROOT === resolve('.') && (buildIsStale() || process.env.BENCH_REBUILD)) {
  console.log('building…');
  await buildClient();
  await buildServer();
}

const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'bench-origin-'));
const origin = forkOrigin(ROOT, ORIGIN_PORT, dataDir);
const rows: (Row | null)[] = [];
let htmlBytes: number;
try {
  await waitFor(`http://127.0.0.1:${ORIGIN_PORT}/healthz`, 300_000);
  const articles = await benchArticles(`http://127.0.0.1:${ORIGIN_PORT}`);

  const uncached = await startBff(0);
  try {
    // Warm the process (JIT, connection pool, upstream cache) before measuring: a hundred requests leave the render
    // half-optimised, and the first scenario then measured the compiler (decision 104).
    for (const p of articles) await (await fetch(BASE + p)).text();
    await warmUp(articles);
    const sizes = await Promise.all(
      articles
        .slice(0, 20)
        .map(async (p) =>
          Buffer.byteLength(await (await fetch(BASE + p, { headers: { 'user-agent': 'Googlebot' } })).text()),
        ),
    );
    htmlBytes = sizes.sort((a, b) => a - b)[sizes.length >> 1];
    for (const connections of [10, 50, 200, 400]) {
      rows.push(await run(uncached, `uncached articles, ${connections} conn.`, articles, { connections }));
      // Without Accept-Encoding, as crawlers, monitors and load tools ask (decision 048: these starved at 200); at 50
      // as the peers were measured (React Router, Next.js: decision 104).
      if (connections >= 50)
        rows.push(
          await run(uncached, `uncached articles, ${connections} conn., no Accept-Encoding`, articles, {
            connections,
            identity: true,
          }),
        );
    }
    const peak = Math.max(0, ...rows.map((r) => r?.ok ?? 0));
    rows.push(
      await run(uncached, `4× sustainable (${4 * peak} req/s offered)`, articles, { connections: 400, rate: 4 * peak }),
    );
    rows.push(
      await run(
        uncached,
        'page-data JSON (articles), 50 conn.',
        articles.map((p) => `/page-data?path=${encodeURIComponent(p)}`),
        { connections: 50 },
      ),
    );
  } finally {
    await stop(uncached);
  }
  // Pages kept past the whole cached phase (warm-up, yardstick, hits): with a shorter life they answer stale and are
  // rendered again in the background, and the scenario measures renders, not hits. A page's own rule still caps its
  // life (the front's is short); the hits column says how many answers were fresh hits.
  const cached =
    wanted('cached articles, 50 conn.') || wanted('front page (cached), 50 conn.') ? await startBff(10 * 60_000) : null;
  if (cached)
    try {
      for (const p of [...articles, '/']) await (await fetch(BASE + p)).text();
      // The yardstick right before the hits it is compared with, so both meet the same machine.
      rows.push(await constantAnswer(articles));
      rows.push(await run(cached, 'cached articles, 50 conn.', articles, { connections: 50 }));
      rows.push(
        await run(cached, 'cached articles, 50 conn., no Accept-Encoding', articles, {
          connections: 50,
          identity: true,
        }),
      );
      rows.push(await run(cached, 'front page (cached), 50 conn.', ['/'], { connections: 50 }));
    } finally {
      await stop(cached);
    }
} finally {
  await stop(origin);
  if (!process.env.BENCH_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  `\n${DURATION_S} s a scenario, one BFF process on Node ${process.version}, embedded origin, on this machine (${ROOT}); load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} (${availableCores()} cores)`,
);
console.log(
  `| scenario | req/s | 2xx/s | p50 ms | p99 ms | max ms | > ${OVER_BUDGET_MS} ms | non-2xx | 503 with Retry-After | server CPU ms / answer | req/s ÷ constant's | CPU ÷ constant's | load generator CPU ms / answer | peak RSS MB | page-cache hits | load avg |`,
);
console.log(
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
);
const yardstick = rows.find((r) => r?.scenario.startsWith('constant answer'));
const ratio = (ours: number, theirs: number | undefined) => (theirs ? (ours / theirs).toFixed(2) : '-');
for (const r of rows) {
  if (!r) continue;
  console.log(
    `| ${r.scenario} | ${r.rps} | ${r.ok} | ${r.p50} | ${r.p99} | ${r.maxMs} | ${r.overBudget} | ${r.non2xx} | ${r.retryAfter} | ${r.cpuMsPerAnswer} | ${ratio(r.rps, yardstick?.rps)} | ${ratio(r.cpuMsPerAnswer, yardstick?.cpuMsPerAnswer)} | ${r.loadGenCpuMsPerAnswer} | ${r.rssMb} | ${r.hits} | ${r.load} |`,
  );
}
console.log(`\nmedian HTML of an article page (complete render): ${htmlBytes} bytes`);
