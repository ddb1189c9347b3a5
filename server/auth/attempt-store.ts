// The counters behind every attempt limit (attempt-limits.ts), in one SQLite database that all BFF worker processes
// of a host open (decision 043): `npm start`'s primary gives its workers one file (ATTEMPT_LIMITS_DB), so a limit of
// 30 is 30 for the host, not 30 per worker. Each take is one IMMEDIATE transaction (the write lock is held from the
// check to the hits), so two processes counting the same key never both see the same count, and a refused take writes
// nothing. WAL lets the workers read while one writes. Counters are worth nothing after a crash, so nothing is synced
// to disk per hit. Without a file (tests, a single `node dist/server/main.js`) the store is `:memory:`, that process's
// alone; with REDIS_URL a fleet counts in Redis, and a `:memory:` store is each process's fallback (decision 090).
import type { Database, Statement } from 'better-sqlite3';
import { openSharedSqlite } from '../../kit/sqlite-driver.ts';
import type { AttemptCount, Counter, CounterStore, Taken } from './attempt-limits.ts';

/**
 * Expired rows are deleted by a timer every SWEEP_EVERY_MS, never inside a request; SWEEP_BATCH at a time, found
 * through the expiry index, with the event loop let go between batches, so a sweep holds the write lock briefly however
 * large the table has grown.
 */
export const SWEEP_EVERY_MS = 60_000;
export const SWEEP_BATCH = 2_000;

export interface AttemptStoreOptions {
  /** the clock the windows are on (the BFF's, which tests move) */
  now?: () => number;
  sweepEveryMs?: number;
}

export class AttemptStore implements CounterStore {
  private readonly hitStmt: Statement;
  private readonly peekStmt: Statement;
  private readonly clearStmt: Statement;
  private readonly sweepStmt: Statement;
  private readonly takeTx: (counters: readonly Counter[], now: number) => Taken;
  private readonly sweeper: NodeJS.Timeout;
  private sweeping = false;

  private constructor(
    private readonly db: Database,
    opts: AttemptStoreOptions,
  ) {
    db.exec(`CREATE TABLE IF NOT EXISTS attempts (
      key TEXT PRIMARY KEY,
      count INTEGER NOT NULL,
      window_start_ms INTEGER NOT NULL,
      last_ms INTEGER NOT NULL,
      expires_ms INTEGER NOT NULL
    ) WITHOUT ROWID`);
    db.exec('CREATE INDEX IF NOT EXISTS attempts_expiry ON attempts (expires_ms)');
    // In DO UPDATE, a bare column is the stored row's value: a window that has ended starts again at this hit.
    this.hitStmt = db.prepare(`INSERT INTO attempts (key, count, window_start_ms, last_ms, expires_ms)
      VALUES (@key, 1, @now, @now, @now + @windowMs)
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN expires_ms <= @now THEN 1 ELSE count + 1 END,
        window_start_ms = CASE WHEN expires_ms <= @now THEN @now ELSE window_start_ms END,
        expires_ms = CASE WHEN expires_ms <= @now OR @sliding THEN @now + @windowMs ELSE expires_ms END,
        last_ms = @now
      RETURNING count, window_start_ms AS windowStartMs, last_ms AS lastMs, expires_ms AS expiresMs`);
    this.peekStmt =
      db.prepare(`SELECT count, window_start_ms AS windowStartMs, last_ms AS lastMs, expires_ms AS expiresMs
      FROM attempts WHERE key = ? AND expires_ms > ?`);
    this.clearStmt = db.prepare('DELETE FROM attempts WHERE key = ?');
    this.sweepStmt = db.prepare(
      `DELETE FROM attempts WHERE key IN (SELECT key FROM attempts WHERE expires_ms <= ? LIMIT ${SWEEP_BATCH})`,
    );
    // IMMEDIATE takes the write lock before the first read: no other process counts between the check and the hit.
    const take = db.transaction((counters: readonly Counter[], now: number): Taken => {
      const standing = counters.map((c) => this.peek(c.key, now));
      if (counters.some((c, i) => (standing[i]?.count ?? 0) >= c.max)) return { admitted: false, counts: standing };
      return { admitted: true, counts: counters.map((c) => this.hit(c, now)) };
    });
    this.takeTx = (counters, now) => take.immediate(counters, now);
    const clock = opts.now ?? Date.now;
    // A sweep that finds the file busy (another worker writing for 2 s) is tried again on the next tick.
    const tick = () => void this.sweep(clock()).catch(() => {});
    this.sweeper = setInterval(tick, opts.sweepEveryMs ?? SWEEP_EVERY_MS).unref();
  }

  /** Opens (and creates) the store: a file shared by the processes that name it, or `:memory:` for this one alone. */
  static open(file: string, opts: AttemptStoreOptions = {}): AttemptStore {
    const db = openSharedSqlite(file);
    return new AttemptStore(db, opts);
  }

  take(counters: readonly Counter[], nowMs: number): Taken {
    return this.takeTx(counters, Math.floor(nowMs));
  }

  /** The count of `key`'s current window without counting, or null when it has none. */
  peek(key: string, nowMs: number): AttemptCount | null {
    return (this.peekStmt.get(key, Math.floor(nowMs)) as AttemptCount | undefined) ?? null;
  }

  clear(keys: readonly string[]): void {
    for (const key of keys) this.clearStmt.run(key);
  }

  /** Deletes the windows over by `nowMs`, a batch at a time; answers how many rows went. */
  async sweep(nowMs: number): Promise<number> {
    if (this.sweeping) return 0;
    this.sweeping = true;
    let deleted = 0;
    try {
      for (;;) {
        if (!this.db.open) break;
        const { changes } = this.sweepStmt.run(Math.floor(nowMs));
        deleted += changes;
        if (changes < SWEEP_BATCH) break;
        await new Promise((resolve) => setImmediate(resolve));
      }
    } finally {
      this.sweeping = false;
    }
    return deleted;
  }

  close(): void {
    clearInterval(this.sweeper);
    if (this.db.open) this.db.close();
  }

  private hit(c: Counter, now: number): AttemptCount {
    return this.hitStmt.get({
      key: c.key,
      now,
      windowMs: Math.floor(c.windowMs),
      sliding: c.kind === 'sliding' ? 1 : 0,
    }) as AttemptCount;
  }
}
