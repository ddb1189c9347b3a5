// Where the search index walks run. For a database file, on a worker thread with its own read-only connection (WAL
// lets it read while the main connection writes), so a slow walk never holds up the origin's other requests; for an
// in-memory database (tests), which another connection cannot open, on the calling thread.
import type { Database } from 'better-sqlite3';
import { Worker } from 'node:worker_threads';
import { HttpError } from './http-error.ts';
import { createIndexWalks, type WalkRequest, type WalkResponse } from './search-walks.ts';

export interface SearchExecutor {
  rowids(match: string, limit: number): Promise<number[]>;
  count(match: string, limit: number): Promise<number>;
  /** 'worker' or 'inline' (the health of the setup shows in logs and tests). */
  readonly mode: 'worker' | 'inline';
  close(): Promise<void>;
}

/** Walks waiting for the worker beyond this are refused (503) rather than queued without end. */
export const MAX_PENDING = 256;

export function inlineExecutor(db: Database): SearchExecutor {
  const walks = createIndexWalks(db);
  return {
    mode: 'inline',
    rowids: async (match, limit) => walks.rowids(match, limit),
    count: async (match, limit) => walks.count(match, limit),
    close: async () => {},
  };
}

/** The worker sits beside this module: search-worker.js in the server build, search-worker.ts in the sources. */
function spawnWorker(file: string): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./search-worker.js', import.meta.url), { workerData: { file } });
  // A worker does not inherit the TypeScript loader (tsx's hooks are per thread): it registers its own first.
  const entry = new URL('./search-worker.ts', import.meta.url).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(entry)}); })`;
  return new Worker(boot, { eval: true, workerData: { file } });
}

export function workerExecutor(file: string): SearchExecutor {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, { resolve: (v: never) => void; reject: (e: Error) => void }>();

  const failAll = (err: Error) => {
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  };
  const start = () => {
    const w = spawnWorker(file);
    w.unref();
    w.on('message', (res: WalkResponse) => {
      const p = pending.get(res.id);
      if (!p) return;
      pending.delete(res.id);
      if (res.ok) p.resolve(res.value as never);
      else p.reject(new Error(`search index: ${res.message}`));
    });
    // A crashed worker fails what it held; the next search starts a fresh one.
    w.on('error', (err) => failAll(err));
    w.on('exit', () => {
      if (worker === w) worker = null;
      failAll(new Error('search worker stopped'));
    });
    return w;
  };
  const ask = <T>(op: WalkRequest['op'], match: string, limit: number) =>
    new Promise<T>((resolve, reject) => {
      if (pending.size >= MAX_PENDING) {
        reject(new HttpError(503, 'search is busy, try again in a moment'));
        return;
      }
      worker ??= start();
      const id = nextId++;
      pending.set(id, { resolve: resolve, reject });
      worker.postMessage({ id, op, match, limit } satisfies WalkRequest);
    });
  return {
    mode: 'worker',
    rowids: (match, limit) => ask<number[]>('rowids', match, limit),
    count: (match, limit) => ask<number>('count', match, limit),
    async close() {
      const w = worker;
      worker = null;
      if (w) await w.terminate();
    },
  };
}

/** Worker for a database file, inline for an in-memory one. */
export function createSearchExecutor(db: Database): SearchExecutor {
  return db.memory ? inlineExecutor(db) : workerExecutor(db.name);
}
