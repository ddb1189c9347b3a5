// Finding one article by slug, id or public URL among what a site's readers may see. A child (live-blog post) is
// visible when it or its parent is.
import type { Database } from 'better-sqlite3';
import { visibility } from './article-query.ts';

export interface FoundArticle {
  id: number;
  active: boolean;
  type: string;
}

export interface ArticleLookup {
  bySlug(slug: string, sites: readonly string[], preferSite: string): FoundArticle | undefined;
  byId(id: number, sites: readonly string[]): FoundArticle | undefined;
  /** The article whose canonical path is the path of `url` (absolute or relative; a trailing /elo is ignored). */
  byUrl(url: string, sites: readonly string[], pathOf: (id: number) => string | undefined): FoundArticle | undefined;
}

export function createArticleLookup(db: Database): ArticleLookup {
  const vis = visibility('a', []).sql;
  const pvis = visibility('p', []).sql;
  const visibleSql = `(${vis} OR EXISTS (SELECT 1 FROM articles p WHERE p.id = a.parent_id AND ${pvis}))`;
  const bySlug = db.prepare(`SELECT a.id, a.active, a.type FROM articles a WHERE a.slug = ? AND ${visibleSql}
    ORDER BY (a.site_slug = ?) DESC,
      EXISTS (SELECT 1 FROM article_mirrors m WHERE m.article_id = a.id AND m.site_slug = ?) DESC,
      a.active DESC, a.pub_date DESC LIMIT 1`);
  const byId = db.prepare(`SELECT a.id, a.active, a.type FROM articles a WHERE a.id = ? AND ${visibleSql}`);
  const candidatesBySlug = db.prepare(`SELECT a.id, a.active, a.type FROM articles a WHERE a.slug = ? AND ${visibleSql}
    ORDER BY a.active DESC, a.pub_date DESC LIMIT 20`);

  const params = (sites: readonly string[]) => {
    const key = JSON.stringify(sites);
    return [key, key, key, key];
  };
  const found = (r: { id: number; active: number; type: string } | undefined): FoundArticle | undefined =>
    r && { id: r.id, active: r.active === 1, type: r.type };

  return {
    bySlug(slug, sites, preferSite) {
      return found(bySlug.get(slug, ...params(sites), preferSite, preferSite) as never);
    },
    byId(id, sites) {
      return found(byId.get(id, ...params(sites)) as never);
    },
    byUrl(url, sites, pathOf) {
      let path: string;
      try {
        path = decodeURIComponent(new URL(url, 'http://origin.invalid').pathname);
      } catch {
        return undefined;
      }
      path = path.replace(/\/elo\/?$/, '').replace(/\/+$/, '');
      const slug = path.split('/').pop();
      if (!slug) return undefined;
      const rows = candidatesBySlug.all(slug, ...params(sites)) as { id: number; active: number; type: string }[];
      return found(rows.find((r) => pathOf(r.id) === path));
    },
  };
}
