// Children of an article (live-blog posts, sub-articles): pinned first, then newest first (§7 items, §9 30 a page).
import type { Database } from 'better-sqlite3';

export interface ChildArticles {
  /** Pinned first, then newest: what an article page shows as subArticles. */
  ordered(parentId: number, limit: number, offset: number): number[];
  unpinned(parentId: number, limit: number, offset: number): number[];
  unpinnedCount(parentId: number): number;
  pinned(parentId: number): number[];
}

export function createChildArticles(db: Database): ChildArticles {
  const ordered = db
    .prepare(
      `SELECT id FROM articles WHERE parent_id = ? AND active = 1
    ORDER BY pinned DESC, pub_date DESC, id DESC LIMIT ? OFFSET ?`,
    )
    .pluck();
  const unpinned = db
    .prepare(
      `SELECT id FROM articles WHERE parent_id = ? AND active = 1 AND pinned = 0
    ORDER BY pub_date DESC, id DESC LIMIT ? OFFSET ?`,
    )
    .pluck();
  const unpinnedCount = db
    .prepare('SELECT count(*) FROM articles WHERE parent_id = ? AND active = 1 AND pinned = 0')
    .pluck();
  const pinned = db
    .prepare(
      `SELECT id FROM articles WHERE parent_id = ? AND active = 1 AND pinned = 1
    ORDER BY pub_date DESC, id DESC`,
    )
    .pluck();
  return {
    ordered: (p, limit, offset) => ordered.all(p, limit, offset) as number[],
    unpinned: (p, limit, offset) => unpinned.all(p, limit, offset) as number[],
    unpinnedCount: (p) => unpinnedCount.get(p) as number,
    pinned: (p) => pinned.all(p) as number[],
  };
}
