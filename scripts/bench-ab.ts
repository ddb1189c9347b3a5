// `npm run bench:ab`: one change's cost per uncached answer, measured against another built tree in one sitting
// (decision 115). On this shared machine, two 15 s runs of the same tree one after the other differ by up to 15 %,
// more than most steps of a render's cost move, so runs of `npm run bench` one tree after the other cannot tell a
// 3 % step from noise. Here one origin serves two BFF processes, this tree's and BENCH_ROOT's, both warm and both up
// for the whole sitting; they take short turns under the same load (100 uncached articles, 50 connections, no
// Accept-Encoding, as `npm run bench` measures a render), the order of each pair swapped every round, so that the
// machine's drift falls on both alike. What it prints is each round's CPU per answer of each and their ratio, and the
// median of the round pairs' ratios: below 1, this tree is cheaper. A pair (two rounds, one in each order) is the
// unit because the order shows: a BFF's turn that follows ten idle seconds costs up to a third more than one that
// follows its own last turn (not traced to its cause; seen on every pair of Node lines measured), so single rounds'
// ratios fall in two groups and their median lands between them; each pair's geometric mean has the order cancelled.
// With BENCH_NODE, the other BFF runs on that Node binary, BENCH_ROOT being a copy of the tree installed and built
// with it (SQLite's driver is per Node line, README 'Node versions'): one Node line weighed against another.
//   BENCH_ROOT (required: the other checkout, built)   BENCH_ROUNDS (default 20)   BENCH_ROUND_S (default 5)
//   BENCH_PORT (this tree's BFF, default 3700; the other's is 2 above, the origin 1000 above)
//   BENCH_NODE (the Node binary that runs BENCH_ROOT's BFF; default, the one running this script)
import { execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { buildClient, buildIsStale, buildServer } from '../tooling/build.ts';
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

if (!process.env.BENCH_ROOT) throw new Error('BENCH_ROOT: the built checkout to compare this tree with');
const HERE = resolve('.');
const OTHER = resolve(process.env.BENCH_ROOT);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const ROUND_S = Number(process.env.BENCH_ROUND_S ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3700);
const ORIGIN_PORT = PORT + 1000;
const OTHER_NODE = process.env.BENCH_NODE ? resolve(process.env.BENCH_NODE) : process.execPath;
const OTHER_NODE_VERSION = execFileSync(OTHER_NODE, ['-p', 'process.version'], { encoding: 'utf8' }).trim();
loadGeneratorKeepsNoBodies(); // as in scripts/bench.ts (decision 100)

interface Bff {
  name: string;
  port: number;
  child: ChildProcess;
}

async function startBff(root: string, name: string, port: number, node = process.execPath): Promise<Bff> {
  const child = forkBff(root, { port, publisherUrl: `http://127.0.0.1:${ORIGIN_PORT}`, pageCacheTtlMs: 0, node });
  return { name, port, child: await answering(child, `http://127.0.0.1:${port}/healthz`, 30_000) };
}

/** One turn of load on one BFF: its CPU milliseconds per answer, and how many answers were not 2xx. */
async function turn(bff: Bff, paths: string[], seconds: number): Promise<{ cpu: number; non2xx: number }> {
  let i = 0;
  const cpu0 = cpuMs(bff.child.pid!);
  const result = await autocannon({
    url: `http://127.0.0.1:${bff.port}`,
    connections: 50,
    duration: seconds,
    headers: { 'user-agent': 'bench' },
    requests: [{ setupRequest: (req: Record<string, unknown>) => ({ ...req, path: paths[i++ % paths.length] }) }],
  });
  const answered = result.requests.total;
  return { cpu: answered ? (cpuMs(bff.child.pid!) - cpu0) / answered : 0, non2xx: result.non2xx + result.errors };
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

if (buildIsStale()) {
  console.log('building…');
  await buildClient();
  await buildServer();
}
const dataDir = mkdtempSync(join(tmpdir(), 'bench-ab-origin-'));
const origin = forkOrigin(HERE, ORIGIN_PORT, dataDir);
const bffs: Bff[] = [];
try {
  await waitFor(`http://127.0.0.1:${ORIGIN_PORT}/healthz`, 300_000);
  bffs.push(await startBff(HERE, 'this tree', PORT)); // one at a time: `finally` stops each one that started
  bffs.push(await startBff(OTHER, 'BENCH_ROOT', PORT + 2, OTHER_NODE));
  const [here, other] = bffs;
  // Only the articles this tree answers with their page: one that moved or is not shown would measure a redirect.
  const paths: string[] = [];
  for (const url of await benchArticles(`http://127.0.0.1:${ORIGIN_PORT}`)) {
    const res = await fetch(`http://127.0.0.1:${here.port}${url}`, { redirect: 'manual' });
    await res.arrayBuffer();
    if (res.status === 200) paths.push(url);
  }
  for (const bff of bffs) await turn(bff, paths, 5); // JIT and upstream cache warm before anything counts
  const ratios: number[] = [];
  const cpus: Record<string, number[]> = { [here.name]: [], [other.name]: [] };
  let refused = 0;
  console.log(`| round | ${here.name} CPU ms/answer | ${other.name} CPU ms/answer | ratio | load avg |`);
  console.log('| ---: | ---: | ---: | ---: | ---: |');
  for (let round = 1; round <= ROUNDS; round++) {
    const order = round % 2 ? [here, other] : [other, here];
    const got: Record<string, number> = {};
    for (const bff of order) {
      const { cpu, non2xx } = await turn(bff, paths, ROUND_S);
      got[bff.name] = cpu;
      cpus[bff.name].push(cpu);
      refused += non2xx;
    }
    const ratio = got[here.name] / got[other.name];
    ratios.push(ratio);
    const row = [
      round,
      got[here.name].toFixed(3),
      got[other.name].toFixed(3),
      ratio.toFixed(3),
      loadavg()[0].toFixed(1),
    ];
    console.log(`| ${row.join(' | ')} |`);
  }
  console.log(
    `\n${ROUNDS} rounds of ${ROUND_S} s, ${paths.length} uncached articles, 50 connections, no Accept-Encoding; ` +
      `this tree ${HERE} on Node ${process.version}, BENCH_ROOT ${OTHER} on Node ${OTHER_NODE_VERSION}`,
  );
  const pairs: number[] = [];
  for (let i = 0; i + 1 < ratios.length; i += 2) pairs.push(Math.sqrt(ratios[i] * ratios[i + 1]));
  console.log(
    `median CPU ms/answer: this tree ${median(cpus[here.name]).toFixed(3)}, BENCH_ROOT ` +
      `${median(cpus[other.name]).toFixed(3)}; single rounds' ratios from ${Math.min(...ratios).toFixed(3)} to ` +
      `${Math.max(...ratios).toFixed(3)}; non-2xx answers: ${refused}`,
  );
  if (pairs.length) {
    console.log(
      `median ratio of ${pairs.length} round pairs: ${median(pairs).toFixed(3)} ` +
        `(pairs from ${Math.min(...pairs).toFixed(3)} to ${Math.max(...pairs).toFixed(3)})`,
    );
  }
} finally {
  for (const bff of bffs) await stop(bff.child);
  await stop(origin);
  rmSync(dataDir, { recursive: true, force: true });
}
