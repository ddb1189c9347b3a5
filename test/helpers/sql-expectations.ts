// Direct SQL answers the API is checked against: what a reader of each site group may see.
import type { Database } from 'better-sqlite3';

export const MAIN_GROUP = ['telex', 'after', 'g7', 'karakter'];

const visible = (sites: string[]) => {
  const list = sites.map((s) => `'${s}'`).join(',');
  // An article of an inactive section is not shown to readers (its page is a 404).
  return `(a.site_slug IN (${list}) OR EXISTS (SELECT 1 FROM article_mirrors m WHERE m.article_id = a.id AND m.site_slug IN (${list})))
    AND a.main_super_tag_id IN (SELECT id FROM super_tags WHERE active = 1)`;
};

/** Count of active top-level articles visible to `sites` that also satisfy `extra` (SQL on alias a). */
export function countVisible(db: Database, sites: string[], extra = '1', ...params: unknown[]): number {
  return db
    .prepare(
      `SELECT count(*) FROM articles a WHERE a.active = 1 AND a.parent_id IS NULL AND ${visible(sites)} AND ${extra}`,
    )
    .pluck()
    .get(...params) as number;
}

/** The most used value of a relation among visible top-level articles, e.g. the busiest tag. */
export function busiest(db: Database, sql: string, sites = MAIN_GROUP): { slug: string; n: number } {
  return db.prepare(sql.replace('$VISIBLE', `a.active = 1 AND a.parent_id IS NULL AND ${visible(sites)}`)).get() as {
    slug: string;
    n: number;
  };
}

export const busiestTag = (db: Database, sites = MAIN_GROUP) =>
  busiest(
    db,
    `SELECT t.slug, count(*) n FROM article_tags x
  JOIN tags t ON t.id = x.tag_id JOIN articles a ON a.id = x.article_id WHERE $VISIBLE GROUP BY t.id ORDER BY n DESC, t.slug LIMIT 1`,
    sites,
  );

export const busiestAuthor = (db: Database, sites = MAIN_GROUP) =>
  busiest(
    db,
    `SELECT au.slug, count(*) n FROM article_authors x
  JOIN authors au ON au.id = x.author_id JOIN articles a ON a.id = x.article_id WHERE $VISIBLE GROUP BY au.id ORDER BY n DESC, au.slug LIMIT 1`,
    sites,
  );

/** A liveblog (active, visible on the main domain) with the most active children. */
export function busiestLiveblog(db: Database): { id: number; slug: string; children: number; pinned: number } {
  return db
    .prepare(
      `SELECT a.id, a.slug, count(c.id) children, coalesce(sum(c.pinned), 0) pinned FROM articles a
    JOIN articles c ON c.parent_id = a.id AND c.active = 1
    WHERE a.type = 'liveblog' AND a.active = 1 AND ${visible(MAIN_GROUP)}
    GROUP BY a.id ORDER BY children DESC LIMIT 1`,
    )
    .get() as { id: number; slug: string; children: number; pinned: number };
}

/**
 * Ids of active top-level articles visible to `sites` whose title, lead or body matches the FTS5 expression `text`
 * (written by the test, never built by the code under test) and that satisfy `extra`: newest first, as lists are.
 */
export function textHits(
  db: Database,
  sites: string[],
  text: string | null,
  extra = '1',
  ...params: unknown[]
): number[] {
  const match = text === null ? '1' : `a.id IN (SELECT rowid FROM articles_fts WHERE articles_fts MATCH ?)`;
  return db
    .prepare(
      `SELECT a.id FROM articles a WHERE a.active = 1 AND a.parent_id IS NULL AND ${visible(sites)}
    AND ${match} AND ${extra} ORDER BY a.pub_date DESC, a.id DESC`,
    )
    .pluck()
    .all(...(text === null ? [] : [`{title lead body} : (${text})`]), ...params) as number[];
}
