// What every route family of the origin shares: the database, the article row mapper, the list query builder and
// configuration. Built once per app so statements are prepared once.
import type { Database } from 'better-sqlite3';
import type { ArticleSummary } from '../../shared/api-types.ts';
import { createArticleLookup, type ArticleLookup } from './article-lookup.ts';
import { createArticleQuery, type ArticleQuery, type ListSpec } from './article-query.ts';
import { createArticleRows, type ArticleRows } from './article-rows.ts';
import { pageInfo, type Paging } from './paging.ts';
import { createAuthSettings, type AuthOptions, type AuthSettings } from './security/auth-settings.ts';

export interface OriginOptions {
  db: Database;
  /** When set, admin writes also need `Authorization: Bearer <adminToken>` (they always need loopback). */
  adminToken?: string;
  /** Editors' tokens (see security/auth-settings.ts and editor-auth.ts). */
  authOptions?: AuthOptions;
}

export interface OriginContext extends OriginOptions {
  auth: AuthSettings;
  rows: ArticleRows;
  query: ArticleQuery;
  lookup: ArticleLookup;
  /** Newest-first (or ranked) summaries for a spec. */
  list(spec: ListSpec, limit: number, offset?: number): ArticleSummary[];
  /** One page of a spec with its totals. */
  page(spec: ListSpec, paging: Paging): { items: ArticleSummary[]; page: number; totalPages: number; totalItems: number };
  /** Tells the caches in front that these surrogate keys changed (set by the app; a no-op until then). */
  purgeCaches: (keys: string[]) => Promise<void>;
}

export function createOriginContext(options: OriginOptions): OriginContext {
  const rows = createArticleRows(options.db);
  const query = createArticleQuery(options.db);
  const lookup = createArticleLookup(options.db);
  const list = (spec: ListSpec, limit: number, offset = 0) => rows.summaries(query.ids(spec, limit, offset));
  return {
    ...options,
    auth: createAuthSettings(options.db, options.authOptions ?? {}),
    rows,
    query,
    lookup,
    list,
    purgeCaches: async () => {},
    page(spec, paging) {
      const totalItems = query.count(spec);
      const items = paging.offset < totalItems ? rows.summaries(query.ids(spec, paging.perPage, paging.offset, totalItems)) : [];
      return { items, ...pageInfo(paging, totalItems) };
    },
  };
}
