// Runs the production build the way `npm start` does — the esbuild server bundle with NODE_ENV=production, the
// embedded origin as its own process over a seeded SQLite file, the BFF as another, page cache on — but on ports of
// our choosing and with a private copy of the bundle, so a test never rebuilds the dist/ another test is reading.
// It watches both processes for what counts as a crash: an exit, or the log line of an unhandled error.
import { fork, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { freePort } from '../free-port.ts';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer, ensureClientBuild } from '../build.ts';
import { openDatabase } from '../../stand-ins/origin/database.ts';
import { seedCorpus } from '../../stand-ins/origin/seed/corpus.ts';
import { ensureDemoEditor } from '../../stand-ins/origin/security/users.ts';

export interface ProductionServers {
  bffPort: number;
  workers: number;
  originPort: number;
  origins: { main: string; regional: string; shopUrl: string };
  /** Crash signs seen so far: exits and unhandled-error log lines of either process. */
  crashes(): string[];
  /** Error-level log lines seen so far (a 500 logs one). */
  errors(): string[];
  /** CPU seconds each process has used so far (Linux /proc; null elsewhere). */
  cpuSeconds(): { bff: number | null; origin: number | null };
  stop(): Promise<void>;
}

export interface StartOptions {
  articles?: number;
  seed?: number;
  bffPort?: number;
  originPort?: number;
  /** extra environment for the BFF */
  env?: Record<string, string>;
  /** append both processes' output here (for finding what a failure was) */
  logFile?: string;
  /** BFF worker processes; one per core unless told, as `npm start` does */
  workers?: number;
}

/** How long a client may take to send a whole request in the suite; an abandoned one gets its 408 well within 5 s. */
export const SUITE_REQUEST_TIMEOUT_MS = 1_000;

async function waitHealthy(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null)
      throw new Error(`${url}: the process exited with ${child.exitCode} before it was healthy`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not become healthy within ${timeoutMs} ms`);
}

function cpuSecondsOf(pid: number | undefined): number | null {
  try {
    // /proc/<pid>/stat: fields 14 and 15 (utime, stime) in clock ticks, after the parenthesised command name.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** A process and its direct children (the BFF primary and its workers). */
function cpuOfTree(pid: number | undefined): number | null {
  const own = cpuSecondsOf(pid);
  if (own === null) return null;
  let sum = own;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      if (ppid === pid) sum += cpuSecondsOf(Number(entry)) ?? 0;
    } catch {
      // gone meanwhile
    }
  }
  return sum;
}

/** Lines that mean a process met an error it did not handle (closeWithGrace logs them before closing). */
const CRASH_LINE =
  /exited unexpectedly|closing after error|stopping after an error|unhandled ?rejection|uncaught ?exception|FATAL ERROR|Segmentation fault/i;

function watch(name: string, child: ChildProcess, crashes: string[], errors: string[], logFile?: string): void {
  const scan = (chunk: Buffer) => {
    if (logFile) appendFileSync(logFile, chunk.toString('utf8').replace(/^(?=.)/gm, `${name} `));
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      if (CRASH_LINE.test(line)) crashes.push(`${name}: ${line.slice(0, 500)}`);
      else if (/"level":(50|60)/.test(line) || /^(Error|TypeError|RangeError)\b/.test(line))
        errors.push(`${name}: ${line.slice(0, 500)}`);
    }
  };
  child.stdout?.on('data', scan);
  child.stderr?.on('data', scan);
}

/** A private copy of the server bundle, and a seeded origin database in a fresh work folder. */
async function prepareBundleAndData(opts: StartOptions): Promise<{ work: string; bundle: string }> {
  await ensureClientBuild();
  const work = mkdtempSync(join(tmpdir(), 'hostile-'));
  // The bundle keeps its packages external: it must live inside the project to resolve them.
  const bundle = join('dist', `hostile-${process.pid}-${Date.now()}`);
  await buildServer(bundle);
  const db = openDatabase(join(work, 'origin.db'));
  ensureDemoEditor(db);
  seedCorpus(db, { articles: opts.articles ?? 600, seed: opts.seed ?? 42 });
  db.close();
  return { work, bundle };
}

/** The processes started, watched for crashes and error lines; an exit counts as a crash until we stop them. */
function processGroup(logFile: string | undefined) {
  const crashes: string[] = [];
  const errors: string[] = [];
  const children: ChildProcess[] = [];
  let stopping = false;
  const spawn = (name: string, entry: string, env: Record<string, string>, args: string[] = []) => {
    // Plain node on the bundle, as in production: none of this process's loaders (tsx) come along, except for the
    // cluster primary, which is ours and only forks the bundle.
    const execArgv = entry.endsWith('.ts') ? ['--import', 'tsx'] : [];
    const child = fork(entry, args, {
      execArgv,
      env: { ...process.env, NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    watch(name, child, crashes, errors, logFile);
    child.once('exit', (code, signal) => {
      if (!stopping) crashes.push(`${name}: exited (code ${code}, signal ${signal})`);
    });
    children.push(child);
    return child;
  };
  const stop = () => {
    stopping = true;
  };
  return { crashes, errors, children, spawn, stop };
}

/** SIGTERM, and SIGKILL after 5 s; resolves once the process is gone. */
function stopChild(c: ChildProcess): Promise<void> {
  return new Promise<void>((resolve) => {
    if (c.exitCode !== null || c.signalCode !== null) return resolve();
    const kill = setTimeout(() => c.kill('SIGKILL'), 5_000);
    c.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    c.kill('SIGTERM');
  });
}

/** The origin on the seeded database, then the BFF cluster in front of it, each waited for until healthy. */
async function startOriginAndBff(
  group: ReturnType<typeof processGroup>,
  paths: { work: string; bundle: string },
  ports: { originPort: number; bffPort: number },
  opts: StartOptions,
): Promise<void> {
  const { originPort, bffPort } = ports;
  const origin = group.spawn('origin', join(paths.bundle, 'stand-ins', 'origin', 'main.js'), {
    ORIGIN_PORT: String(originPort),
    ORIGIN_HOST: '127.0.0.1',
    DATA_DIR: paths.work,
    LOG_LEVEL: 'warn',
    REQUEST_TIMEOUT_MS: String(SUITE_REQUEST_TIMEOUT_MS),
    ...(opts.env?.LOG_LEVEL ? { LOG_LEVEL: opts.env.LOG_LEVEL } : {}),
  });
  await waitHealthy(`http://127.0.0.1:${originPort}`, origin, 60_000);
  const workers = opts.workers ?? availableParallelism();
  const bff = group.spawn(
    'bff',
    join(import.meta.dirname, 'bff-cluster.ts'),
    {
      PORT: String(bffPort),
      HOST: '127.0.0.1',
      PUBLISHER_API_URL: `http://127.0.0.1:${originPort}`,
      LOG_LEVEL: 'warn',
      REQUEST_TIMEOUT_MS: String(SUITE_REQUEST_TIMEOUT_MS),
      ...opts.env,
    },
    [join(paths.bundle, 'server', 'main.js'), String(workers)],
  );
  await waitHealthy(`http://127.0.0.1:${bffPort}`, bff, 60_000);
}

export async function startProductionServers(opts: StartOptions = {}): Promise<ProductionServers> {
  const { work, bundle } = await prepareBundleAndData(opts);
  const originPort = opts.originPort ?? (await freePort());
  const bffPort = opts.bffPort ?? (await freePort());
  const group = processGroup(opts.logFile);
  const { crashes, errors, children } = group;
  const cleanup = () => {
    rmSync(work, { recursive: true, force: true });
    rmSync(bundle, { recursive: true, force: true });
  };
  try {
    await startOriginAndBff(group, { work, bundle }, { originPort, bffPort }, opts);
  } catch (err) {
    group.stop();
    for (const c of children) c.kill('SIGKILL');
    cleanup();
    throw err;
  }
  return {
    bffPort,
    workers: opts.workers ?? availableParallelism(),
    originPort,
    origins: {
      main: opts.env?.PUBLIC_ORIGIN_MAIN ?? `http://localhost:${bffPort}`,
      regional: opts.env?.PUBLIC_ORIGIN_REGIONAL ?? `http://ro.localhost:${bffPort}`,
      shopUrl: opts.env?.SHOP_URL ?? 'https://shop.telex.hu/',
    },
    crashes: () => [...crashes],
    cpuSeconds: () => ({ bff: cpuOfTree(children[1]?.pid), origin: cpuSecondsOf(children[0]?.pid) }),
    errors: () => [...errors],
    async stop() {
      group.stop();
      await Promise.all(children.map(stopChild));
      cleanup();
    },
  };
}
