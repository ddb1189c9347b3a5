// The embedded origin as a process of its own over a large corpus, as `npm start` runs it: tests that measure the
// BFF's event loop must not share it with the origin's synchronous SQLite work. Large corpora take seconds to seed
// (200,000 articles: about 30 s), so each is seeded once into a file under .scratch/ and reused by later runs; the
// file's name carries the corpus parameters and a hash of the seed and schema sources, so a changed generator
// seeds afresh.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const SCRATCH = '.scratch/corpora';
const SOURCES = ['stand-ins/origin/seed', 'stand-ins/origin/schema.ts', 'scripts/seed.ts'];

function sourceHash(): string {
  const hash = createHash('sha256');
  for (const entry of SOURCES) {
    const files = entry.endsWith('.ts')
      ? [entry]
      : readdirSync(entry)
          .filter((f) => f.endsWith('.ts'))
          .sort()
          .map((f) => join(entry, f));
    for (const file of files) hash.update(file).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 12);
}

export interface CorpusSpec {
  articles: number;
  seed: number;
  /** unix seconds: a fixed "now" keeps the seeded file valid for every later run */
  now: number;
}

/** The directory holding origin.db for the corpus, seeded now (in a child process) if no earlier run left it. */
export function seededCorpusDir(spec: CorpusSpec): string {
  const dir = join(SCRATCH, `${spec.articles}-${spec.seed}-${spec.now}-${sourceHash()}`);
  if (existsSync(join(dir, 'origin.db'))) return dir;
  const tmp = `${dir}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  const seeded = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/seed.ts',
      '--articles',
      String(spec.articles),
      '--seed',
      String(spec.seed),
      '--now',
      String(spec.now),
      '--data-dir',
      tmp,
    ],
    { stdio: 'ignore' },
  );
  if (seeded.status !== 0) throw new Error(`seeding ${spec.articles} articles into ${tmp} failed`);
  try {
    renameSync(tmp, dir);
  } catch (err) {
    // Another run seeded the same corpus meanwhile: theirs is as good as ours.
    rmSync(tmp, { recursive: true, force: true });
    if (!existsSync(join(dir, 'origin.db'))) throw err;
  }
  return dir;
}

export interface OriginProcess {
  url: string;
  dbFile: string;
  close(): Promise<void>;
}

/** Starts `stand-ins/origin/main.ts` (through origin-child.ts) over the corpus on a loopback port the OS picks; resolves once it listens. */
export async function startOriginProcess(spec: CorpusSpec): Promise<OriginProcess> {
  const dir = seededCorpusDir(spec);
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/helpers/origin-child.ts'], {
    env: { ...process.env, DATA_DIR: dir, ORIGIN_PORT: '0', ORIGIN_HOST: '127.0.0.1', LOG_LEVEL: 'info' },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    child.once('exit', (code) => reject(new Error(`origin process exited (${code}) before listening`)));
    lines.on('line', (line) => {
      const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (!m) return;
      // Later lines (one per request) are read and dropped, never parsed on the measured event loop.
      lines.close();
      child.stdout.resume();
      resolve(m[1]);
    });
  });
  return {
    url,
    dbFile: join(dir, 'origin.db'),
    close: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      // The origin drains for up to 10 s on SIGTERM; a test has nothing left for it to finish.
      const hard = setTimeout(() => child.kill('SIGKILL'), 2_000);
      await exited;
      clearTimeout(hard);
    },
  };
}
