// The reads in the attempt limits' SQLite database (server/auth/attempt-store.ts, decision 043): the same file, which
// every BFF worker of a host opens, holds a table of its own here, so the workers count into one ranking. Each read
// is one upsert; WAL lets the workers rank while one counts. Counts are worth little after a crash: nothing is synced
// per read. Without a file (tests, a single process) the table is `:memory:`, this process's alone.
import type { Database, Statement } from 'better-sqlite3';
import { openSharedSqlite } from '../../kit/sqlite-driver.ts';
import type { ReadCounts } from './read-counts.ts';

export class SqliteReadCounts implements ReadCounts {
  private readonly addStmt: Statement;
  private readonly topStmt: Statement;
  private readonly forgetStmt: Statement;

  private constructor(private readonly db: Database) {
    db.exec(`CREATE TABLE IF NOT EXISTS article_reads (
      site TEXT NOT NULL,
      hour INTEGER NOT NULL,
      article INTEGER NOT NULL,
      count INTEGER NOT NULL,
      PRIMARY KEY (site, hour, article)
    ) WITHOUT ROWID`);
    this.addStmt = db.prepare(`INSERT INTO article_reads (site, hour, article, count) VALUES (?, ?, ?, 1)
      ON CONFLICT (site, hour, article) DO UPDATE SET count = count + 1`);
    this.topStmt = db.prepare(`SELECT article FROM article_reads WHERE site = ? AND hour >= ?
      GROUP BY article ORDER BY SUM(count) DESC, article ASC LIMIT ?`);
    this.forgetStmt = db.prepare('DELETE FROM article_reads WHERE hour < ?');
  }

  /** Opens (and creates) the table in `file`, the attempt limits' (config.attemptLimitsDb), or `:memory:`. */
  static open(file: string): SqliteReadCounts {
    const db = openSharedSqlite(file);
    return new SqliteReadCounts(db);
  }

  async add(site: string, article: number, hour: number): Promise<void> {
    this.addStmt.run(site, hour, article);
  }

  async top(site: string, fromHour: number, limit: number): Promise<number[]> {
    return (this.topStmt.all(site, fromHour, limit) as { article: number }[]).map((r) => r.article);
  }

  async forgetBefore(hour: number): Promise<void> {
    this.forgetStmt.run(hour);
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}
