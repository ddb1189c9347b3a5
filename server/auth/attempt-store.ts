// The counters behind every attempt limit (attempt-limits.ts), in one SQLite database that all BFF worker processes
// of a host open (decision 043): `npm start`'s primary gives its workers one file (ATTEMPT_LIMITS_DB), so a limit of
// 30 is 30 for the host, not 30 per worker. Each hit is one atomic upsert (SQLite takes the write lock before the
// statement reads the row), so two processes counting the same key never both see the same count. WAL lets the
// workers read while one writes. Counters are worth nothing after a crash, so nothing is synced to disk per hit.
// Without a file (tests, a single `node dist/server/main.js`) the store is `:memory:`, that process's alone.
import type { Database, Statement } from 'better-sqlite3';
import { openSqlite } from '../../kit/sqlite-driver.ts';
import type { AttemptCount, CounterStore, WindowKind } from './attempt-limits.ts';

/**
 * Expired rows are deleted every this many hits, so the table holds the keys of the current windows only; at most
 * SWEEP_BATCH of them at a time, found through the expiry index, so a sweep inside a request stays short however large
 * the table has grown.
 */
const SWEEP_EVERY = 1_000;
const SWEEP_BATCH = 2_000;

export class AttemptStore implements CounterStore {
  private readonly hitStmt: Statement;
  private readonly peekStmt: Statement;
  private readonly clearStmt: Statement;
  private readonly sweepStmt: Statement;
  private hits = 0;

  private constructor(private readonly db: Database) {
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
  }

  /** Opens (and creates) the store: a file shared by the processes that name it, or `:memory:` for this one alone. */
  static open(file: string): AttemptStore {
    const db = openSqlite(file);
    // Several workers write at once: wait for the lock (a hit holds it for microseconds) rather than fail.
    db.pragma('busy_timeout = 2000');
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = OFF');
    return new AttemptStore(db);
  }

  /** Counts one hit of `key` and answers the count of its window. */
  hit(key: string, windowMs: number, nowMs: number, kind: WindowKind = 'fixed'): AttemptCount {
    if (++this.hits % SWEEP_EVERY === 0) this.sweepStmt.run(Math.floor(nowMs));
    return this.hitStmt.get({
      key,
      now: Math.floor(nowMs),
      windowMs: Math.floor(windowMs),
      sliding: kind === 'sliding' ? 1 : 0,
    }) as AttemptCount;
  }

  /** The count of `key`'s current window without counting, or null when it has none. */
  peek(key: string, nowMs: number): AttemptCount | null {
    return (this.peekStmt.get(key, Math.floor(nowMs)) as AttemptCount | undefined) ?? null;
  }

  clear(key: string): void {
    this.clearStmt.run(key);
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}
