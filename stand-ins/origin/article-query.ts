// The one place list SQL is composed: visibility (site group, active, top level), filters as index-backed id-set
// subqueries, ordering and paging. Value lists travel as JSON arrays (json_each), so the SQL text depends only on
// which filters are present and each shape is prepared once. Text search is not here: article-search.ts finds the
// matching ids in the FTS5 index and hands them over as `among`, so this file checks and orders at most those.
import type { Database, Statement } from 'better-sqlite3';
import { LRUCache } from 'lru-cache';
import type { ArticleFilterSet } from './article-filters.ts';
import type { FLAGS } from '../../shared/constants.ts';

export type ListOrder = 'newest' | 'rank' | 'highlight';

export interface ListSpec {
  /** Originating or mirror sites the reader may see. */
  sites: readonly string[];
  /** `title` (free text) is for article-search.ts; this file ignores it. */
  filters: ArticleFilterSet;
  /** Fixed extra conditions on `a` (no parameters), e.g. `a.important = 1`. */
  where?: readonly string[];
  minPubDate?: number;
  excludeIds?: readonly number[];
  order?: ListOrder;
  /** Only these ids (a text search's hits): checked row by row, so the other conditions never build id sets. */
  among?: readonly number[];
}

const IN_JSON = 'IN (SELECT value FROM json_each(?))';

function visibleSql(alias: string): string {
  return `(${alias}.site_slug ${IN_JSON} OR ${alias}.id IN (SELECT m.article_id FROM article_mirrors m WHERE m.site_slug ${IN_JSON}))`;
}

/** SQL condition (with its params) for "article `alias` is visible to readers of `sites`". */
export function visibility(alias: string, sites: readonly string[]): { sql: string; params: unknown[] } {
  const key = JSON.stringify(sites);
  return { sql: visibleSql(alias), params: [key, key] };
}

interface Built {
  from: string;
  where: string;
  params: unknown[];
  orderBy: string;
}

/** Conditions on `a` joined by AND, with their params in order. */
interface Conditions {
  conds: string[];
  params: unknown[];
}

const ORDER_BY: Record<ListOrder, string> = {
  newest: 'a.pub_date DESC, a.id DESC',
  rank: 'a.rank DESC, a.pub_date DESC, a.id DESC',
  highlight: `a.id IN (SELECT h.article_id FROM article_flags h WHERE h.flag = 'legfontosabb') DESC,
      a.rank DESC, a.pub_date DESC, a.id DESC`,
};

function build(spec: ListSpec, perRow = false): Built {
  const c: Conditions = { conds: ['a.active = 1'], params: [] };
  addVisibility(c, spec);
  addFilters(c, spec.filters, perRow);
  const { conds, params } = c;
  if (spec.minPubDate !== undefined) {
    conds.push('a.pub_date >= ?');
    params.push(spec.minPubDate);
  }
  if (spec.excludeIds?.length) {
    conds.push(`a.id NOT ${IN_JSON}`);
    params.push(JSON.stringify(spec.excludeIds));
  }
  for (const w of spec.where ?? []) conds.push(w);

  const orderBy = ORDER_BY[spec.order ?? 'newest'];
  if (spec.among) {
    // The hits drive the loop (CROSS JOIN pins the order): each is one primary-key lookup, whatever the planner
    // would guess about the other conditions.
    return {
      from: 'json_each(?) hits CROSS JOIN articles a ON a.id = hits.value',
      where: conds.join(' AND '),
      params: [JSON.stringify(spec.among), ...params],
      orderBy,
    };
  }
  return { from: 'articles a', where: conds.join(' AND '), params, orderBy };
}

/** A child is listed where its active parent is visible; a top-level article where it is visible itself. */
function addVisibility({ conds, params }: Conditions, spec: ListSpec): void {
  const f = spec.filters;
  const sitesKey = JSON.stringify(spec.sites);
  if (f.parent !== null) {
    conds.push('a.parent_id = ?');
    params.push(f.parent);
    conds.push(`EXISTS (SELECT 1 FROM articles p WHERE p.id = a.parent_id AND p.active = 1 AND ${visibleSql('p')})`);
    params.push(sitesKey, sitesKey);
  } else {
    conds.push('a.parent_id IS NULL');
    conds.push(visibleSql('a'));
    params.push(sitesKey, sitesKey);
    // An article of an inactive section is a 404 for readers (§4 Article page): a list must not link it.
    conds.push('EXISTS (SELECT 1 FROM super_tags ms WHERE ms.id = a.main_super_tag_id AND ms.active = 1)');
  }
}

function addFilters({ conds, params }: Conditions, f: ArticleFilterSet, perRow: boolean): void {
  // Two shapes of the same filter. As an id set (`a.id IN (…)`) SQLite reads the relation's index once: best for
  // totals and for rare values (a rare tag over 200k articles: ~15 ms instead of ~400 ms). Checked per row
  // (EXISTS) while walking the newest-first index, a page of a common filter stops after a few thousand rows
  // instead of building a large id set on every request.
  const relation = (table: string, column: string, valueSql: string) =>
    perRow
      ? `EXISTS (SELECT 1 FROM ${table} x WHERE x.article_id = a.id AND x.${column} ${valueSql})`
      : `a.id IN (SELECT x.article_id FROM ${table} x WHERE x.${column} ${valueSql})`;
  if (f.tag.length) {
    conds.push(relation('article_tags', 'tag_id', `IN (SELECT id FROM tags WHERE slug ${IN_JSON})`));
    params.push(JSON.stringify(f.tag));
  }
  for (const tag of f.andTags) {
    conds.push(relation('article_tags', 'tag_id', '= (SELECT id FROM tags WHERE slug = ?)'));
    params.push(tag);
  }
  if (f.mstag.length) {
    // article_super_tags holds the main section too (the seed and the admin writes keep that invariant).
    conds.push(relation('article_super_tags', 'super_tag_id', `IN (SELECT id FROM super_tags WHERE slug ${IN_JSON})`));
    params.push(JSON.stringify(f.mstag));
  }
  if (f.author.length) {
    conds.push(relation('article_authors', 'author_id', `IN (SELECT id FROM authors WHERE slug ${IN_JSON})`));
    params.push(JSON.stringify(f.author));
  }
  if (f.flag.length) {
    conds.push(relation('article_flags', 'flag', IN_JSON));
    params.push(JSON.stringify(f.flag));
  }
  if (f.notTag.length) {
    conds.push(
      `a.id NOT IN (SELECT x.article_id FROM article_tags x WHERE x.tag_id IN (SELECT id FROM tags WHERE slug ${IN_JSON}))`,
    );
    params.push(JSON.stringify(f.notTag));
  }
}

/** Above this many matches a page is cheaper walking the newest-first index with per-row checks. */
const DENSE_LIST = 2000;

export interface ArticleQuery {
  /** `knownTotal` (when the caller has counted) picks the cheaper filter shape for the page. */
  ids(spec: ListSpec, limit: number, offset?: number, knownTotal?: number): number[];
  count(spec: ListSpec): number;
  /** Forget cached totals after a write. */
  invalidate(): void;
  /** Bumped by every invalidate(): other caches of query answers compare against it. */
  generation(): number;
}

export function createArticleQuery(db: Database): ArticleQuery {
  const statements = new Map<string, Statement>();
  const prepared = (sql: string) => {
    let stmt = statements.get(sql);
    if (!stmt) statements.set(sql, (stmt = db.prepare(sql)));
    return stmt;
  };
  // Totals of big lists cost a scan; readers page through the same list, so remember them until content changes.
  let generation = 0;
  const counts = new LRUCache<string, { generation: number; value: number }>({ max: 5000, ttl: 60_000 });

  return {
    ids(spec, limit, offset = 0, knownTotal) {
      const dense = knownTotal !== undefined && knownTotal > DENSE_LIST && (spec.order ?? 'newest') === 'newest';
      const b = build(spec, dense || spec.among !== undefined);
      const sql = `SELECT a.id FROM ${b.from} WHERE ${b.where} ORDER BY ${b.orderBy} LIMIT ? OFFSET ?`;
      return prepared(sql)
        .pluck()
        .all(...b.params, limit, offset) as number[];
    },
    count(spec) {
      const b = build(spec, spec.among !== undefined);
      const sql = `SELECT count(*) FROM ${b.from} WHERE ${b.where}`;
      const key = sql + '\u0000' + JSON.stringify(b.params);
      const hit = counts.get(key);
      if (hit && hit.generation === generation) return hit.value;
      const value = prepared(sql)
        .pluck()
        .get(...b.params) as number;
      counts.set(key, { generation, value });
      return value;
    },
    invalidate() {
      generation++;
    },
    generation: () => generation,
  };
}

/** Condition "article `a` carries flag" for the fixed flags of §3 (never reader input). */
export function hasFlagSql(flag: (typeof FLAGS)[number]): string {
  return `a.id IN (SELECT hf.article_id FROM article_flags hf WHERE hf.flag = '${flag}')`;
}
