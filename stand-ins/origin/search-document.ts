// What the search index (articles_fts) holds for an article: its title, lead and body text, and "facets" — one token
// for each thing an archive search can filter by (listed on a domain, site, section, tag, author, flag, parent).
// With the filters inside the index, a text search with tags is one FTS5 query that intersects doclists in rowid
// order and stops at a LIMIT, whichever side is rarer; a join against the relation tables would have to read every
// text hit or every tagged article first (docs/decisions/027-search.md).
// Facet tokens start with a private-use character (U+E000): FTS5's unicode61 tokenizer keeps it inside the token,
// indexed text has private-use characters stripped, and search input never contains them (shared/search-term.ts),
// so no word a reader types can match a facet, and facets never share a prefix-index bucket with words.
import type { Database } from 'better-sqlite3';
import { siteBySlug } from '../../shared/sites/site-table.ts';

export const FACET_MARK = '\uE000';

/**
 * l: listed (active, top level) on a domain; v: visible on a site; p: child of; s: section; m: main section (a search
 * leaves out the inactive ones: their articles are 404 pages); t: tag; a: author; f: flag.
 */
export type FacetKind = 'l' | 'v' | 'p' | 's' | 'm' | 't' | 'a' | 'f';

export function facetToken(kind: FacetKind, value: string | number): string {
  return (
    FACET_MARK +
    kind +
    String(value)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
  );
}

export interface FacetSource {
  active: boolean;
  parentId: number | null;
  siteSlug: string;
  mirrorSites: readonly string[];
  superTagIds: readonly number[];
  mainSuperTagId: number;
  tagIds: readonly number[];
  authorIds: readonly number[];
  flags: readonly string[];
}

/** The facets column of one article. */
export function articleFacets(a: FacetSource): string {
  const sites = [...new Set([a.siteSlug, ...a.mirrorSites])];
  const tokens: string[] = [];
  if (a.active && a.parentId === null) {
    const domains = new Set(
      sites.map((s) => siteBySlug(s)?.domain).filter((d): d is NonNullable<typeof d> => d !== undefined),
    );
    for (const d of domains) tokens.push(facetToken('l', d));
  }
  if (a.parentId !== null) tokens.push(facetToken('p', a.parentId));
  for (const s of sites) tokens.push(facetToken('v', s));
  for (const id of a.superTagIds) tokens.push(facetToken('s', id));
  tokens.push(facetToken('m', a.mainSuperTagId));
  for (const id of a.tagIds) tokens.push(facetToken('t', id));
  for (const id of a.authorIds) tokens.push(facetToken('a', id));
  for (const f of a.flags) tokens.push(facetToken('f', f));
  return tokens.join(' ');
}

const PRIVATE_USE = /\p{Co}/gu;

/** Indexed text: private-use characters removed, so text tokens can never look like facets. */
export function indexText(text: string | null | undefined): string {
  return (text ?? '').replace(PRIVATE_USE, ' ');
}

/** Body HTML as indexed: tags dropped (markup words are not searchable), whitespace collapsed. */
export function indexBody(html: string): string {
  return indexText(
    html
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

export const INSERT_SEARCH_ROW = 'INSERT INTO articles_fts (rowid, title, lead, body, facets) VALUES (?, ?, ?, ?, ?)';

interface IndexRow {
  id: number;
  title: string;
  lead: string;
  content: string;
  active: number;
  main_super_tag_id: number;
  parent_id: number | null;
  site_slug: string;
  mirrors: string | null;
  super_tags: string | null;
  tags: string | null;
  authors: string | null;
  flags: string | null;
}

const ROW_SQL = `SELECT a.id, a.title, a.lead, a.content, a.active, a.main_super_tag_id, a.parent_id, a.site_slug,
    (SELECT group_concat(site_slug, ' ') FROM article_mirrors WHERE article_id = a.id) AS mirrors,
    (SELECT group_concat(super_tag_id, ' ') FROM article_super_tags WHERE article_id = a.id) AS super_tags,
    (SELECT group_concat(tag_id, ' ') FROM article_tags WHERE article_id = a.id) AS tags,
    (SELECT group_concat(author_id, ' ') FROM article_authors WHERE article_id = a.id) AS authors,
    (SELECT group_concat(flag, ' ') FROM article_flags WHERE article_id = a.id) AS flags
  FROM articles a`;

const list = (s: string | null) => (s ? s.split(' ').filter(Boolean) : []);
const ids = (s: string | null) => list(s).map(Number);

function documentOf(r: IndexRow): [number, string, string, string, string] {
  return [
    r.id,
    indexText(r.title),
    indexText(r.lead),
    indexBody(r.content),
    articleFacets({
      active: r.active === 1,
      parentId: r.parent_id,
      siteSlug: r.site_slug,
      mirrorSites: list(r.mirrors),
      superTagIds: ids(r.super_tags),
      mainSuperTagId: r.main_super_tag_id,
      tagIds: ids(r.tags),
      authorIds: ids(r.authors),
      flags: list(r.flags),
    }),
  ];
}

export interface SearchIndexer {
  /** Rewrites one article's row from the tables (after an edit, a new post, a changed flag or state). */
  reindex(id: number): void;
  /** Rebuilds every row (a migration that changes what the index holds). */
  rebuildAll(): number;
}

export function createSearchIndexer(db: Database): SearchIndexer {
  const one = db.prepare(`${ROW_SQL} WHERE a.id = ?`);
  const batch = db.prepare(`${ROW_SQL} WHERE a.id > ? ORDER BY a.id LIMIT 2000`);
  const remove = db.prepare('DELETE FROM articles_fts WHERE rowid = ?');
  const insert = db.prepare(INSERT_SEARCH_ROW);
  return {
    reindex(id) {
      remove.run(id);
      const row = one.get(id) as IndexRow | undefined;
      if (row) insert.run(...documentOf(row));
    },
    rebuildAll() {
      db.exec(`INSERT INTO articles_fts (articles_fts) VALUES ('delete-all')`);
      let last = 0;
      let n = 0;
      for (;;) {
        const rows = batch.all(last) as IndexRow[];
        if (rows.length === 0) break;
        for (const r of rows) insert.run(...documentOf(r));
        last = rows[rows.length - 1].id;
        n += rows.length;
      }
      db.exec(`INSERT INTO articles_fts (articles_fts) VALUES ('optimize')`);
      return n;
    },
  };
}
