// Opens the origin's SQLite database: WAL for concurrent readers while the admin endpoint writes, migrations on open.
import type { Database } from 'better-sqlite3';
import { openSqlite } from '../../kit/sqlite-driver.ts';
import { migrate } from './schema.ts';

/** `file`: a path, ':memory:', or a database image (`db.serialize()`), opened as an in-memory copy. */
export function openDatabase(file: string | Buffer): Database {
  const db = openSqlite(file);
  // 16 KB pages fit a typical 2–4 KB article row several to a page (4 KB pages waste most of one per row); the size
  // can only be chosen before the first table exists, and before WAL is switched on.
  const fresh = (db.prepare('SELECT count(*) AS n FROM sqlite_master').get() as { n: number }).n === 0;
  if (fresh) db.pragma('page_size = 16384');
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('cache_size = -65536');
  migrate(db);
  return db;
}
