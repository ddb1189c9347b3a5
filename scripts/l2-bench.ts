// `npm run bench:l2`: would a second-level upstream cache in Redis, shared by the fleet's BFFs, pay (decision 097)?
// It measures, on this machine, what one upstream answer costs the BFF and the origin when the BFF fetches it over
// HTTP, against a Redis GET of the same bytes, and what an L2 adds where it does not hold the answer (a GET that finds
// nothing, then a SET and the purge index) and on every purge; then it works out, for the upstream calls a cold
// article render makes, what share of the origin's calls and CPU an L2 would save for N BFF hosts and what it would
// cost each host.
//
// The calls are found, not listed: two fresh BFF processes (the built tree, as `npm run bench` runs it) each render
// one article through a recording proxy in front of the embedded origin. What both ask is site-wide (menus, lists,
// recommendations); what only the second asks is its article's own.
// Every way goes through the code the BFF runs (UpstreamClient over undici; ioredis with the BFF's own settings), one
// render's calls at a time in parallel, the ways alternated in blocks so all meet the same machine. CPU is this
// process's (the BFF side) and the other process's from /proc; answers are parsed on both sides and their schemas
// checked on neither (an L2 would store checked answers).
//   L2_BENCH_ROUNDS (renders' worth of calls per block, default 100)   BENCH_ROOT (another checkout's built tree)
//   BENCH_DATA_DIR (the origin's data directory, kept between runs: seeded once)
import type { ChildProcess } from 'node:child_process';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Type } from '@sinclair/typebox';
import type { Redis } from 'ioredis';
import { RECOMMENDER_VERSIONS, SITE_HEADER } from '../shared/constants.ts';
import { siteList } from '../shared/sites/site-table.ts';
import { cachePolicyFor } from '../server/upstream/cache-policy.ts';
import { UpstreamClient } from '../server/upstream/upstream-client.ts';
import { closeRedisClient, createRedisClient } from '../server/shared-store/redis-connection.ts';
import { buildClient, buildIsStale, buildServer } from '../tooling/build.ts';
import { cpuMs, forkBff, forkOrigin, stop, waitFor } from '../tooling/bench-processes.ts';
import { freePort } from '../tooling/free-port.ts';
import { startTestRedis, type TestRedis } from '../tooling/redis-server.ts';

process.env.NODE_ENV ??= 'production';

const ROOT = resolve(process.env.BENCH_ROOT ?? '.');
const ROUNDS = Number(process.env.L2_BENCH_ROUNDS ?? 100);
const BLOCKS = 4;
/** docs/scaling.md's load: 10,000 requests a second at a 95 % proxy hit ratio reach the BFFs as 500 a second. */
const FLEET_REQUESTS_PER_S = 10_000;
const PROXY_HIT_RATIO = 0.95;
/** docs/scaling.md: the CPU an uncached article render takes on one BFF core of this machine. */
const RENDER_CPU_MS = 14.5;

interface Call {
  site: string;
  path: string;
}
const keyOf = (c: Call) => `${c.site} ${c.path}`;

/** Every GET the BFF makes to the origin, recorded on its way through. */
async function recordingProxy(target: URL): Promise<{ url: string; calls: Call[]; server: Server }> {
  const calls: Call[] = [];
  const server = createServer((req, res) => {
    if (req.method === 'GET') calls.push({ site: String(req.headers[SITE_HEADER]), path: req.url ?? '/' });
    const upstream = httpRequest(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  const port = await freePort();
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${port}`, calls, server };
}

/** Waits until no call has been recorded for half a second (background refreshes and late parts included). */
async function settled(calls: Call[]): Promise<Call[]> {
  let seen = -1;
  while (seen !== calls.length) {
    seen = calls.length;
    await sleep(500);
  }
  return calls.splice(0);
}

function startBff(port: number, publisherUrl: string): ChildProcess {
  return forkBff(ROOT, { port, publisherUrl, pageCacheTtlMs: 0 });
}

/** The distinct GETs a BFF with empty caches makes to render one article. */
async function callsOfColdRender(originUrl: string, article: string): Promise<Call[]> {
  const proxy = await recordingProxy(new URL(originUrl));
  const port = await freePort();
  const bff = startBff(port, proxy.url);
  try {
    await waitFor(`http://127.0.0.1:${port}/healthz`, 60_000);
    await settled(proxy.calls);
    await (await fetch(`http://127.0.0.1:${port}${article}`)).text();
    return [...new Map((await settled(proxy.calls)).map((c) => [keyOf(c), c])).values()];
  } finally {
    await stop(bff);
    await new Promise((r) => proxy.server.close(r));
  }
}

/** §4: a page asks the recommender for one of its versions per site, drawn at random, whatever the article. */
const variantsOf = (c: Call) => (cachePolicyFor(c.path).family === 'recommended' ? RECOMMENDER_VERSIONS : 1);

/**
 * Two cold renders, each by a fresh BFF: what both ask (and the recommender, whichever version each drew) is
 * site-wide; what the second alone asks is its article's own.
 */
async function callsOfColdRenders(originUrl: string, articles: string[]) {
  const first = await callsOfColdRender(originUrl, articles[0]);
  const second = await callsOfColdRender(originUrl, articles[1]);
  const secondKeys = new Set(second.map(keyOf));
  const firstKeys = new Set(first.map(keyOf));
  return {
    first,
    siteWide: first.filter((c) => secondKeys.has(keyOf(c)) || variantsOf(c) > 1),
    own: second.filter((c) => !firstKeys.has(keyOf(c)) && variantsOf(c) === 1),
  };
}

interface Cost {
  /** CPU µs per call in this process (the BFF's side) */
  bffUs: number;
  /** CPU µs per call in the process answering (the origin or redis-server) */
  serverUs: number;
  /** wall ms per call, one at a time */
  p50Ms: number;
}

/** Runs `one` over the calls, a render's worth in parallel, `rounds` times: CPU µs per call here and in `pid`. */
async function cpuPerCall(calls: Call[], rounds: number, pid: number, one: (c: Call) => Promise<unknown>) {
  const here0 = process.cpuUsage();
  const there0 = cpuMs(pid);
  for (let r = 0; r < rounds; r++) await Promise.all(calls.map(one));
  const here = process.cpuUsage(here0);
  const n = rounds * calls.length;
  return { here: (here.user + here.system) / n, there: ((cpuMs(pid) - there0) * 1000) / n };
}

async function medianMs(calls: Call[], rounds: number, one: (c: Call) => Promise<unknown>) {
  const times: number[] = [];
  for (let r = 0; r < rounds; r++)
    for (const c of calls) {
      const t = performance.now();
      await one(c);
      times.push(performance.now() - t);
    }
  return times.sort((a, b) => a - b)[times.length >> 1];
}

/** Alternates the ways in blocks, so a busier minute of the shared machine falls on all of them. */
async function alternate(
  calls: Call[],
  ways: Record<string, { pid: number; one: (c: Call) => Promise<unknown> }>,
): Promise<Record<string, Cost>> {
  const sums: Record<string, { here: number; there: number; ms: number[] }> = {};
  for (const [name, way] of Object.entries(ways)) {
    await cpuPerCall(calls, 10, way.pid, way.one); // JIT, pools, connections
    sums[name] = { here: 0, there: 0, ms: [] };
  }
  for (let b = 0; b < BLOCKS; b++)
    for (const [name, way] of Object.entries(ways)) {
      const cpu = await cpuPerCall(calls, ROUNDS, way.pid, way.one);
      sums[name].here += cpu.here / BLOCKS;
      sums[name].there += cpu.there / BLOCKS;
      sums[name].ms.push(await medianMs(calls, 5, way.one));
    }
  return Object.fromEntries(
    Object.entries(sums).map(([name, s]) => [
      name,
      { bffUs: s.here, serverUs: s.there, p50Ms: s.ms.sort((a, b) => a - b)[s.ms.length >> 1] },
    ]),
  );
}

/** How long an L2 would keep an answer: fresh, then served stale while one host refreshes it. */
const ttlAndSwrMs = (path: string) => cachePolicyFor(path).ttlMs + cachePolicyFor(path).swrMs;

/** The answer's article id, which a purge of `article-<id>` looks for (server/cache-purge.ts); an L2 has it parsed. */
const articleIdOf = (value: unknown) => (value as { id?: unknown } | null)?.id;

/** Per call: HTTP to the origin; a Redis hit; what an L2 adds on a miss (GET that finds nothing, SET, purge index). */
async function measureCalls(originUrl: string, originPid: number, redis: TestRedis, store: Redis, calls: Call[]) {
  const client = new UpstreamClient('publisher', originUrl, { primary: 10_000, secondary: 10_000 });
  const http = (c: Call) => client.get(c.path, { site: c.site, schema: Type.Unknown() });
  const bodies = new Map<string, string>();
  const ids = new Map<string, unknown>();
  for (const c of calls) {
    const value = await http(c);
    bodies.set(keyOf(c), JSON.stringify(value));
    ids.set(keyOf(c), articleIdOf(value));
  }
  for (const [key, text] of bodies) await store.set(`l2:${key}`, text);
  const hit = async (c: Call) => JSON.parse((await store.get(`l2:${keyOf(c)}`))!) as unknown;
  let stored = 0;
  const missThenStore = async (c: Call) => {
    const key = `l2:miss:${stored++}:${keyOf(c)}`;
    if ((await store.get(key)) !== null) throw new Error(`${key} was there`);
    const text = bodies.get(keyOf(c))!;
    const id = ids.get(keyOf(c));
    const write = store.multi().set(key, text, 'PX', ttlAndSwrMs(c.path));
    if (typeof id === 'number') write.sadd(`l2:article:${id}`, key);
    await write.exec();
  };
  try {
    const costs = await alternate(calls, {
      http: { pid: originPid, one: http },
      hit: { pid: redis.pid()!, one: hit },
      missThenStore: { pid: redis.pid()!, one: missThenStore },
    });
    const bytes = [...bodies.values()].reduce((n, t) => n + Buffer.byteLength(t), 0);
    return { costs, meanBytes: Math.round(bytes / bodies.size) };
  } finally {
    await client.close();
  }
}

/** What one purge of `article-<id>` adds with an L2: its index read and its keys deleted (the PUBLISH is there today). */
async function measurePurge(redis: TestRedis, store: Redis): Promise<{ bffUs: number; redisUs: number }> {
  const purges = 2_000;
  for (let id = 0; id < purges; id++)
    await store
      .multi()
      .set(`l2:p:${id}:a`, 'x')
      .set(`l2:p:${id}:b`, 'x')
      .sadd(`l2:article:p${id}`, `l2:p:${id}:a`, `l2:p:${id}:b`)
      .exec();
  const here0 = process.cpuUsage();
  const there0 = cpuMs(redis.pid()!);
  for (let id = 0; id < purges; id++) {
    const index = `l2:article:p${id}`;
    const keys = await store.smembers(index);
    await store.del(...keys, index);
  }
  const here = process.cpuUsage(here0);
  return { bffUs: (here.user + here.system) / purges, redisUs: ((cpuMs(redis.pid()!) - there0) * 1000) / purges };
}

const us = (n: number) => n.toFixed(0);
const share = (n: number) => `${(n * 100).toFixed(1)} %`;

/** Calls a second a host makes for the site-wide answers: each refreshed once per its lifetime while pages render. */
const siteWidePerS = (calls: Call[]) =>
  calls.reduce((n, c) => n + (variantsOf(c) * 1000) / cachePolicyFor(c.path).ttlMs, 0);

function printCalls(found: Awaited<ReturnType<typeof callsOfColdRenders>>) {
  console.log(`\nA cold article render's GETs to the publisher: ${found.first.length}, and the second article's own`);
  console.log('| kind | path | family | fresh s |\n| --- | --- | --- | ---: |');
  for (const c of [...found.first, ...found.own]) {
    const p = cachePolicyFor(c.path);
    const kind = found.siteWide.includes(c)
      ? 'site-wide'
      : found.own.includes(c)
        ? "second article's own"
        : "first article's own";
    console.log(`| ${kind} | ${c.site} ${c.path} | ${p.family} | ${p.ttlMs / 1000} |`);
  }
}

type Measured = Awaited<ReturnType<typeof measureCalls>>;

function printCosts(sets: [string, Measured][], purge: { bffUs: number; redisUs: number }) {
  console.log('\nPer call (µs of CPU; p50: one call at a time, wall ms)');
  console.log('| answers | way | BFF CPU µs | origin / Redis CPU µs | p50 ms |\n| --- | --- | ---: | ---: | ---: |');
  for (const [set, { costs, meanBytes }] of sets) {
    const rows: [string, Cost][] = [
      ['(a) GET from the origin over HTTP', costs.http],
      ['(b) Redis GET of the same bytes (an L2 hit)', costs.hit],
      ['(c) added on an L2 miss: GET finding nothing + SET + purge index', costs.missThenStore],
    ];
    for (const [name, c] of rows)
      console.log(
        `| ${set}, ${meanBytes} B mean | ${name} | ${us(c.bffUs)} | ${us(c.serverUs)} | ${c.p50Ms.toFixed(2)} |`,
      );
  }
  console.log(`| an article | (d) added per purge: SMEMBERS + DEL | ${us(purge.bffUs)} | ${us(purge.redisUs)} | - |`);
}

/**
 * One row of the fleet: N hosts, requests spread round-robin (deploy/varnish.vcl), `renders` article renders a second.
 * Origin calls a second: an article's own calls per render, plus each host refreshing each site's site-wide answers
 * once per their lifetime (an upper bound: every site and recommender version hot on every host); an L2 makes those
 * once for the fleet, and finds none of an article's own (decision 097).
 */
function fleetRow(n: number, renders: number, f: { s: number; own: number; siteWide: Measured; ownCosts: Measured }) {
  const { s, own } = f;
  const { http: wideHttp, hit: wideHit, missThenStore: wideMiss } = f.siteWide.costs;
  const { http: ownHttp, missThenStore: ownMiss } = f.ownCosts.costs;
  const calls = { without: renders * own + n * s, with: renders * own + s };
  const originCpu = {
    without: renders * own * ownHttp.serverUs + n * s * wideHttp.serverUs,
    with: renders * own * ownHttp.serverUs + s * wideHttp.serverUs,
  };
  // Each host: a site-wide answer is in the L2 but for the one host in N that refreshes it (and writes it there).
  const wideNetUs = (s * (n - 1) * (wideHit.bffUs - wideHttp.bffUs)) / n + (s * wideMiss.bffUs) / n;
  // Every L1 miss of an article's own answer asks the L2 in vain, then writes the origin's answer there.
  const ownAddedUs = (renders / n) * own * ownMiss.bffUs;
  const perRender = ((wideNetUs + ownAddedUs) * n) / renders;
  return [
    n,
    renders,
    calls.without.toFixed(1),
    calls.with.toFixed(1),
    share((calls.without - calls.with) / calls.without),
    (originCpu.without / 1000).toFixed(0),
    (originCpu.with / 1000).toFixed(0),
    share((originCpu.without - originCpu.with) / originCpu.without),
    (ownAddedUs / 1000).toFixed(1),
    (wideNetUs / 1000).toFixed(1),
    `${us(perRender)} (${share(perRender / 1000 / RENDER_CPU_MS)})`,
  ];
}

function printFleet(found: Awaited<ReturnType<typeof callsOfColdRenders>>, siteWide: Measured, ownCosts: Measured) {
  const toBffs = Math.round(FLEET_REQUESTS_PER_S * (1 - PROXY_HIT_RATIO));
  const s = siteWidePerS(found.siteWide) * siteList.length;
  const own = found.own.length;
  console.log(
    `\nFleet: ${FLEET_REQUESTS_PER_S} req/s at ${PROXY_HIT_RATIO * 100} % proxy hits = ${toBffs} req/s to the BFFs; ` +
      `each host refreshes at most ${s.toFixed(2)} site-wide answers a second (${siteList.length} sites); ` +
      `${own} own calls per render. BFF CPU is per host; "site-wide" is what an L2 of site-wide answers alone adds.`,
  );
  console.log(
    '| N | renders/s | origin calls/s without L2 | with L2 | saved | origin CPU ms/s without L2 | with L2 | saved | BFF CPU ms/s for own answers | for site-wide ones | net µs per render (of a render) |',
  );
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const n of [3, 10])
    for (const renders of [toBffs, toBffs / 10])
      console.log(`| ${fleetRow(n, renders, { s, own, siteWide, ownCosts }).join(' | ')} |`);
}

if (ROOT === resolve('.') && (buildIsStale() || process.env.BENCH_REBUILD)) {
  console.log('building…');
  await buildClient();
  await buildServer();
}

const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'l2-bench-origin-'));
const originPort = await freePort();
const originUrl = `http://127.0.0.1:${originPort}`;
const origin = forkOrigin(ROOT, originPort, dataDir);
const redis = await startTestRedis();
const store = createRedisClient(redis.url, 'l2-bench');
try {
  await waitFor(`${originUrl}/healthz`, 300_000);
  if (store.status !== 'ready') await new Promise((r) => store.once('ready', r));
  const list = (await (await fetch(`${originUrl}/api/articles?perPage=2`)).json()) as { items: { url: string }[] };
  const found = await callsOfColdRenders(
    originUrl,
    list.items.map((a) => a.url),
  );
  const load = loadavg()[0].toFixed(2);
  const siteWide = await measureCalls(originUrl, origin.pid!, redis, store, found.siteWide);
  const own = await measureCalls(originUrl, origin.pid!, redis, store, found.own);
  const purge = await measurePurge(redis, store);
  printCalls(found);
  printCosts(
    [
      ['site-wide', siteWide],
      ["an article's own", own],
    ],
    purge,
  );
  printFleet(found, siteWide, own);
  console.log(
    `\n${BLOCKS} blocks of ${ROUNDS} renders' worth of calls a way, alternated; ${availableParallelism()} cores; ` +
      `load average ${load} before, ${loadavg()[0].toFixed(2)} after (${ROOT})`,
  );
} finally {
  await closeRedisClient(store);
  await redis.stop();
  await stop(origin);
  if (!process.env.BENCH_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
}
