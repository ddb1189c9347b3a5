// What the benchmarks (scripts/bench.ts, scripts/bench-ab.ts, scripts/l2-bench.ts) need of the processes they start:
// start a built tree's origin and BFF as they run in production, wait until one answers, stop it, and read the CPU
// time it has used so far.
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import PipelinedRequestsQueue from 'autocannon/lib/pipelinedRequestsQueue.js';
import { builtExecArgv } from './built-exec-argv.ts';

/** `root`'s built `main` (a path under dist/), or a sentence saying the tree is not built. */
function built(root: string, main: string): string {
  const file = join(root, main);
  if (!existsSync(file)) throw new Error(`${root} is not built (npm run build there): no ${main}`);
  return file;
}

/** A built tree's embedded origin on `port`, its data in `dataDir` (seeded there when empty). */
export function forkOrigin(root: string, port: number, dataDir: string): ChildProcess {
  return fork(built(root, 'dist/stand-ins/origin/main.js'), [], {
    cwd: root,
    execArgv: builtExecArgv(),
    env: { ...process.env, ORIGIN_PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
}

/**
 * A built tree's BFF on loopback `port`, as `npm start` runs it, reading the publisher API at `publisherUrl`; a
 * `pageCacheTtlMs` of 0 renders every page. `node` is the Node binary that runs it (this one unless given), for a
 * tree installed with that Node: SQLite's driver differs by line (kit/sqlite-driver.ts).
 */
export function forkBff(
  root: string,
  opts: { port: number; publisherUrl: string; pageCacheTtlMs: number; node?: string },
): ChildProcess {
  return fork(built(root, 'dist/server/main.js'), [], {
    cwd: root,
    execPath: opts.node ?? process.execPath,
    execArgv: builtExecArgv(),
    env: {
      ...process.env,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      PUBLISHER_API_URL: opts.publisherUrl,
      LOG_LEVEL: 'warn',
      PAGE_CACHE_TTL_MS: String(opts.pageCacheTtlMs),
    },
    stdio: 'inherit',
  });
}

/** The paths of the origin's hundred newest articles: what the render benchmarks walk round and round. */
export async function benchArticles(originUrl: string): Promise<string[]> {
  const list = (await (await fetch(`${originUrl}/api/articles?perPage=100`)).json()) as { items: { url: string }[] };
  return list.items.map((a) => a.url);
}

/**
 * autocannon appends every answer's body to a string that nothing reads. Decoding a compressed or non-ASCII body
 * cost it 0.3–0.4 ms an answer, four times what serving it cost, on the cores the servers use: kept, it starved the
 * server it measured (decision 100).
 */
export function loadGeneratorKeepsNoBodies(): void {
  PipelinedRequestsQueue.prototype.addBody = () => {};
}

/**
 * `child` once `url` answers; stopped, and the error thrown, when it does not within `ms`. A child that never
 * answered may still be running, and would keep the script's output open (stdio is inherited).
 */
export async function answering(child: ChildProcess, url: string, ms: number): Promise<ChildProcess> {
  try {
    await waitFor(url, ms);
  } catch (err) {
    await stop(child);
    throw err;
  }
  return child;
}

export async function waitFor(url: string, ms: number): Promise<void> {
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

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolveStop) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolveStop();
    child.once('exit', () => resolveStop());
    child.kill('SIGTERM');
  });
}

/** CPU time (user + system) of a process in milliseconds, from /proc (clock ticks are 10 ms on Linux). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
