// The two reads every text search is made of: the newest matching rowids up to a limit, and how many match up to a
// limit. Both stop early because FTS5 walks a MATCH in rowid order; the limit is what bounds a search's work.
import type { Database } from 'better-sqlite3';

export interface IndexWalks {
  /** Rowids (article ids) matching, highest first, at most `limit`. */
  rowids(match: string, limit: number): number[];
  /** How many rows match, counting at most `limit`. */
  count(match: string, limit: number): number;
}

export type WalkRequest = { id: number; op: 'rowids' | 'count'; match: string; limit: number };
export type WalkResponse =
  { id: number; ok: true; value: number | number[] } | { id: number; ok: false; message: string };

export function createIndexWalks(db: Database): IndexWalks {
  const rowids = db
    .prepare('SELECT rowid FROM articles_fts WHERE articles_fts MATCH ? ORDER BY rowid DESC LIMIT ?')
    .pluck();
  const count = db
    .prepare('SELECT count(*) FROM (SELECT 1 FROM articles_fts WHERE articles_fts MATCH ? LIMIT ?)')
    .pluck();
  return {
    rowids: (match, limit) => rowids.all(match, limit) as number[],
    count: (match, limit) => count.get(match, limit) as number,
  };
}
