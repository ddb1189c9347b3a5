// What the payment stand-in keeps, over SQLite (`${DATA_DIR}/payments.db`, or `:memory:` in tests), so a restart of
// `npm start` keeps its sessions, its subscriptions renewing and the webhooks it still owes: every API object as its
// JSON (what the API answers, nothing else), beside a private part the API never shows (the card a subscription
// charges, a checkout waiting for its 3-D Secure step); the webhook deliveries with their attempts; the answers given
// to idempotency keys.
import type { Database } from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { openSqlite } from '../../kit/sqlite-driver.ts';

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS objects (
    id TEXT PRIMARY KEY,
    type TEXT NOT NULL,
    data TEXT NOT NULL,                  -- the object as the API shows it
    private TEXT,                        -- the stand-in's own notes about it, never shown
    due_at INTEGER                       -- a subscription's next renewal (unix s, the stand-in's clock)
  );
  CREATE INDEX IF NOT EXISTS objects_due ON objects (type, due_at) WHERE due_at IS NOT NULL;
  CREATE TABLE IF NOT EXISTS deliveries (
    event_id TEXT PRIMARY KEY,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_at INTEGER NOT NULL,            -- ms, the wall clock
    delivered_at INTEGER,
    given_up_at INTEGER,
    last_status INTEGER
  );
  CREATE INDEX IF NOT EXISTS deliveries_due ON deliveries (next_at) WHERE delivered_at IS NULL AND given_up_at IS NULL;
  CREATE TABLE IF NOT EXISTS idempotency (
    key TEXT PRIMARY KEY,
    status INTEGER NOT NULL,
    body TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
`;

export interface ApiObject {
  id: string;
  object: string;
  [field: string]: unknown;
}

export interface StandInStore {
  readonly db: Database;
  get<T extends ApiObject>(id: string, type?: string): T | null;
  privateOf<P>(id: string): P | null;
  put(obj: ApiObject, opts?: { private?: unknown; dueAt?: number | null }): void;
  /** Subscriptions whose renewal is due by `nowS`. */
  due(type: string, nowS: number): string[];
  all<T extends ApiObject>(type: string): T[];
}

/** Stripe-shaped ids: a prefix, `_test_` (never a live id) and 24 letters or digits. */
export function newId(prefix: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(24);
  return `${prefix}_test_${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')}`;
}

export function openStandInStore(file: string): StandInStore {
  const db = openSqlite(file);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.exec(SCHEMA);
  const getOne = db.prepare('SELECT type, data FROM objects WHERE id = ?');
  const getPrivate = db.prepare('SELECT private FROM objects WHERE id = ?').pluck();
  const upsert =
    db.prepare(`INSERT INTO objects (id, type, data, private, due_at) VALUES (@id, @type, @data, @private, @dueAt)
    ON CONFLICT (id) DO UPDATE SET data = excluded.data,
      private = CASE WHEN @keepPrivate THEN objects.private ELSE excluded.private END,
      due_at = CASE WHEN @keepDue THEN objects.due_at ELSE excluded.due_at END`);
  const dueIds = db
    .prepare('SELECT id FROM objects WHERE type = ? AND due_at IS NOT NULL AND due_at <= ? ORDER BY due_at')
    .pluck();
  const ofType = db.prepare('SELECT data FROM objects WHERE type = ? ORDER BY rowid').pluck();
  return {
    db,
    get<T extends ApiObject>(id: string, type?: string) {
      const row = getOne.get(id) as { type: string; data: string } | undefined;
      return row && (!type || row.type === type) ? (JSON.parse(row.data) as T) : null;
    },
    privateOf<P>(id: string) {
      const value = getPrivate.get(id) as string | null | undefined;
      return value ? (JSON.parse(value) as P) : null;
    },
    put(obj, opts = {}) {
      upsert.run({
        id: obj.id,
        type: obj.object,
        data: JSON.stringify(obj),
        private: opts.private === undefined ? null : JSON.stringify(opts.private),
        keepPrivate: opts.private === undefined ? 1 : 0,
        dueAt: opts.dueAt ?? null,
        keepDue: opts.dueAt === undefined ? 1 : 0,
      });
    },
    due: (type, nowS) => dueIds.all(type, nowS) as string[],
    all: <T extends ApiObject>(type: string) => (ofType.all(type) as string[]).map((d) => JSON.parse(d) as T),
  };
}
