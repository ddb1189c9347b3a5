// Sections (super-tags), tags and authors by slug, and diacritics-insensitive name matching for autocomplete.
// Names are few and rarely change, so matching runs over a folded in-memory copy refreshed every minute.
import type { Database, Statement } from 'better-sqlite3';
import type { SuperTag } from '../../shared/api-types.ts';
import { foldText } from './fold-text.ts';

export type TaxonomyKind = 'superTags' | 'tags' | 'authors';

interface Named {
  id: number;
  slug: string;
  name: string;
  folded: string;
}

const RELOAD_MS = 60_000;

export interface Taxonomy {
  superTag(slug: string): SuperTag | undefined;
  tag(slug: string): { slug: string; name: string } | undefined;
  author(slug: string): { slug: string; name: string } | undefined;
  /** Entries whose name starts with, has a word starting with, or contains `term`, best first. */
  match(kind: TaxonomyKind, term: string, exclude: readonly string[]): Named[];
  /** Sections and tags whose whole name is the search term (accents and case ignored): a search names a topic. */
  topics(term: string): { superTagIds: number[]; tagIds: number[] };
}

export function createTaxonomy(db: Database): Taxonomy {
  const superTag = db.prepare('SELECT id, name, slug, active, site_slug FROM super_tags WHERE slug = ?');
  const tag = db.prepare('SELECT slug, name FROM tags WHERE slug = ?');
  const author = db.prepare('SELECT slug, name FROM authors WHERE slug = ?');
  const lists: Record<TaxonomyKind, Statement> = {
    superTags: db.prepare('SELECT id, slug, name FROM super_tags WHERE active = 1'),
    tags: db.prepare('SELECT id, slug, name FROM tags'),
    authors: db.prepare('SELECT id, slug, name FROM authors'),
  };
  let loadedAt = 0;
  let names: Record<TaxonomyKind, Named[]> = { superTags: [], tags: [], authors: [] };

  function current() {
    if (Date.now() - loadedAt > RELOAD_MS) {
      const load = (kind: TaxonomyKind) =>
        (lists[kind].all() as { id: number; slug: string; name: string }[]).map((r) => ({
          ...r,
          folded: foldText(r.name),
        }));
      names = { superTags: load('superTags'), tags: load('tags'), authors: load('authors') };
      loadedAt = Date.now();
    }
    return names;
  }

  return {
    superTag(slug) {
      const r = superTag.get(slug) as
        { id: number; name: string; slug: string; active: number; site_slug: string } | undefined;
      return r && { id: r.id, name: r.name, slug: r.slug, active: r.active === 1, siteSlug: r.site_slug };
    },
    tag: (slug) => tag.get(slug) as { slug: string; name: string } | undefined,
    author: (slug) => author.get(slug) as { slug: string; name: string } | undefined,
    topics(term) {
      const t = foldText(term.trim()).replace(/\s+/g, ' ');
      if (!t) return { superTagIds: [], tagIds: [] };
      const named = current();
      const ids = (list: Named[]) => list.filter((e) => e.folded === t).map((e) => e.id);
      return { superTagIds: ids(named.superTags), tagIds: ids(named.tags) };
    },
    match(kind, term, exclude) {
      const t = foldText(term.trim());
      if (!t) return [];
      const scored: { entry: Named; score: number }[] = [];
      for (const entry of current()[kind]) {
        if (exclude.includes(entry.slug)) continue;
        const at = entry.folded.indexOf(t);
        if (at < 0) continue;
        const score = at === 0 ? 0 : /[^\p{L}\p{N}]/u.test(entry.folded[at - 1]) ? 1 : 2;
        scored.push({ entry, score });
      }
      scored.sort(
        (a, b) =>
          a.score - b.score ||
          a.entry.name.length - b.entry.name.length ||
          a.entry.name.localeCompare(b.entry.name, 'hu'),
      );
      return scored.map((s) => s.entry);
    },
  };
}
