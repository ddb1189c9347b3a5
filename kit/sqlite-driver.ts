// The one place that loads a SQLite driver (decision 038); everything else imports only its types
// (`import type { Database } from 'better-sqlite3'`). better-sqlite3 12 is built against V8's own API, and on Node
// 24.19+ it aborts the process when the garbage collector frees a statement outside JavaScript (at exit, in a worker's
// teardown, at an idle moment). better-sqlite3 13 speaks Node-API and ships its binaries, but it needs Node-API 10
// (Node 22.14+) and segfaults on Node 20. Both are installed side by side, 13 under the alias better-sqlite3-napi,
// both optional (an install never fails on the one a line does not use), and each Node line loads the one that runs
// on it. A missing driver or an unsupported Node ends in one sentence, never in a native crash.
import { createRequire } from 'node:module';
import { ensureDataFile } from './data-folder.ts';
import type BetterSqlite3 from 'better-sqlite3';
import type { Database, Options } from 'better-sqlite3';

type Driver = typeof BetterSqlite3;

/** Each supported Node line: its first release that runs the project, and the package that drives SQLite on it. */
const NODE_LINES: Readonly<Record<number, { from: string; driver: string }>> = {
  20: { from: '20.19.0', driver: 'better-sqlite3' }, // fastify 5.12 needs 20.19
  22: { from: '22.14.0', driver: 'better-sqlite3-napi' }, // the first 22 with Node-API 10
  24: { from: '24.0.0', driver: 'better-sqlite3-napi' },
  26: { from: '26.0.0', driver: 'better-sqlite3-napi' },
};

/** package.json's `engines.node`, which test/server/origin-sqlite-driver.test.ts holds to the table above. */
export const SUPPORTED_NODE_RANGE = Object.values(NODE_LINES)
  .map((l) => `^${l.from}`)
  .join(' || ');

const parts = (version: string) => version.split('.').map(Number);

function isBefore(version: string, first: string): boolean {
  const [a, b] = [parts(version), parts(first)];
  const i = a.findIndex((n, k) => n !== b[k]);
  return i >= 0 && a[i] < b[i];
}

function lineOf(version: string) {
  const line = NODE_LINES[parts(version)[0]];
  return line && !isBefore(version, line.from) ? line : undefined;
}

/** "20.19+, 22.14+, 24 or 26" */
const SUPPORTED_NODE = Object.values(NODE_LINES)
  .map(({ from }) => (from.endsWith('.0.0') ? parts(from)[0] : `${parts(from).slice(0, 2).join('.')}+`))
  .join(', ')
  .replace(/, ([^,]+)$/, ' or $1');

/** The sentence that stops a process on a Node this project does not run on; null on a supported one. */
export function unsupportedNode(version: string = process.versions.node): string | null {
  return lineOf(version) ? null : `This project needs Node ${SUPPORTED_NODE}; this is Node ${version}.`;
}

/** For process entries: print the sentence and exit before doing anything on a Node this project does not run on. */
export function exitOnUnsupportedNode(): void {
  const problem = unsupportedNode();
  if (!problem) return;
  console.error(problem);
  process.exit(1);
}

const require = createRequire(import.meta.url);
let loaded: { driver: Driver; name: string } | undefined;

function loadDriver(): { driver: Driver; name: string } {
  const version = process.versions.node;
  const line = lineOf(version);
  if (!line) throw new Error(unsupportedNode(version)!);
  const name = line.driver;
  try {
    return { driver: require(name) as Driver, name };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'MODULE_NOT_FOUND') throw err;
    throw new Error(
      `${name}, the SQLite driver for Node ${parts(version)[0]}, is not installed: run \`npm install\` on this ` +
        'Node (npm skips an optional dependency whose install fails, and --omit=optional leaves it out).',
      { cause: err },
    );
  }
}

/** The package that opens databases on this Node (for logs and tests). */
export function sqliteDriverName(): string {
  return (loaded ??= loadDriver()).name;
}

/** Opens a database with the driver of this Node line: a path, ':memory:', or a database image (`db.serialize()`). */
export function openSqlite(file: string | Buffer, options?: Options): Database {
  const { driver, name } = (loaded ??= loadDriver());
  // The databases hold secrets (TOTP seeds, sessions, supporters' addresses): ours alone (data-folder.ts). SQLite
  // gives its -wal and -shm files the database's mode.
  if (typeof file === 'string' && file !== '' && file !== ':memory:' && !options?.readonly) ensureDataFile(file);
  try {
    return new driver(file, options);
  } catch (err) {
    // The native module is loaded on the first open: a build for another Node, or none at all.
    const message = (err as Error).message ?? '';
    if (
      (err as NodeJS.ErrnoException).code !== 'ERR_DLOPEN_FAILED' &&
      !/bindings file|Cannot find module .*\.node/.test(message)
    )
      throw err;
    throw new Error(
      `${name} could not load its native module (built for another Node, or not built): \`npm rebuild ${name}\` ` +
        `builds it for Node ${process.versions.node}.`,
      { cause: err },
    );
  }
}

/** How long a process waits for another's lock on a shared file before it fails (a hit holds it for microseconds). */
const SHARED_FILE_BUSY_MS = 2_000;
/** The pause between tries to switch a new shared file to WAL. */
const WAL_RETRY_MS = 20;

/** A synchronous pause, for a store that opens while its process starts, before it serves anything. */
function pauseFor(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Opens a database file that several processes of a host write at once (the attempt limits, the read counts): they
 * wait for each other's locks, write ahead to a log, and do not sync each write. Switching a new file to WAL needs the
 * file to itself. When two processes try it at the same moment, each holds what the other needs, and SQLite answers
 * one of them SQLITE_BUSY at once rather than wait: workers that start together and create the file together failed to
 * start (one of three, in a CI run). The mode is kept in the file, so a later try finds it set by whoever switched it.
 */
export function openSharedSqlite(file: string): Database {
  const db = openSqlite(file);
  db.pragma(`busy_timeout = ${SHARED_FILE_BUSY_MS}`);
  for (let waited = 0; ; waited += WAL_RETRY_MS) {
    try {
      db.pragma('journal_mode = WAL');
      break;
    } catch (err) {
      if ((err as { code?: string }).code !== 'SQLITE_BUSY' || waited >= SHARED_FILE_BUSY_MS) throw err;
      pauseFor(WAL_RETRY_MS);
    }
  }
  db.pragma('synchronous = OFF');
  return db;
}
