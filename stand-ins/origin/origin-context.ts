// What every route family of the origin shares: the database, the article row mapper, the list query builder and
// configuration. Built once per app so statements are prepared once.
import type { Database } from 'better-sqlite3';
import type { ArticleSummary } from '../../shared/api-types.ts';
import { createArticleLookup, type ArticleLookup } from './article-lookup.ts';
import { createArticleQuery, type ArticleQuery, type ListSpec } from './article-query.ts';
import { createArticleRows, type ArticleRows } from './article-rows.ts';
import { createArticleSearch, type ArticleSearch, type SearchSpec } from './article-search.ts';
import { pageInfo, type Paging } from './paging.ts';
import type { EndpointPolicy } from './push/push-endpoint.ts';
import type { PushSender } from './push/push-sender.ts';
import type { VapidKeys } from './push/vapid-keys.ts';
import { createSearchExecutor, type SearchExecutor } from './search-executor.ts';
import { createAuthSettings, type AuthOptions, type AuthSettings } from './security/auth-settings.ts';
import { OidcVerifier, type OidcSettings } from './security/oidc-verifier.ts';

/** Web Push: the VAPID keys, the sender, and which endpoints a subscription may name. */
export interface OriginPush {
  vapid: VapidKeys;
  sender: PushSender;
  policy: EndpointPolicy;
}

export interface OriginOptions {
  db: Database;
  /** When set, admin writes also need `Authorization: Bearer <adminToken>` (they always need loopback). */
  adminToken?: string;
  /** Editors' tokens (see security/auth-settings.ts and editor-auth.ts). */
  authOptions?: AuthOptions;
  push: OriginPush;
  /** External sign-in's provider (ORIGIN_OIDC_*); without it /api/login/google/check refuses. */
  oidcSettings?: OidcSettings;
  /** Where search index walks run; default: a worker thread for a database file, inline for :memory:. */
  searchExecutor?: SearchExecutor;
  /** Where text-search totals stop counting (default SEARCH_COUNT_CAP); tests make it small. */
  searchCountCap?: number;
}

export interface OriginContext extends OriginOptions {
  auth: AuthSettings;
  oidc: OidcVerifier | null;
  rows: ArticleRows;
  query: ArticleQuery;
  lookup: ArticleLookup;
  /** Newest-first (or ranked) summaries for a spec. */
  list(spec: ListSpec, limit: number, offset?: number): ArticleSummary[];
  /** One page of a spec with its totals. */
  page(
    spec: ListSpec,
    paging: Paging,
  ): { items: ArticleSummary[]; page: number; totalPages: number; totalItems: number };
  search: ArticleSearch;
  searchExecutor: SearchExecutor;
  /** One page of a list or a text search (a term or free-text filter): text searches carry `totalCapped`. */
  searchPage(
    spec: SearchSpec,
    paging: Paging,
  ): Promise<{
    items: ArticleSummary[];
    page: number;
    totalPages: number;
    totalItems: number;
    totalCapped: boolean;
  }>;
  /** Tells the caches in front that these surrogate keys changed (set by the app; a no-op until then). */
  purgeCaches: (keys: string[]) => Promise<void>;
}

export function createOriginContext(options: OriginOptions): OriginContext {
  const rows = createArticleRows(options.db);
  const query = createArticleQuery(options.db);
  const lookup = createArticleLookup(options.db);
  const list = (spec: ListSpec, limit: number, offset = 0) => rows.summaries(query.ids(spec, limit, offset));
  const auth = createAuthSettings(options.db, options.authOptions ?? {});
  const searchExecutor = options.searchExecutor ?? createSearchExecutor(options.db);
  const search = createArticleSearch(options.db, searchExecutor, query, { countCap: options.searchCountCap });
  const page = (spec: ListSpec, paging: Paging) => {
    const totalItems = query.count(spec);
    const items =
      paging.offset < totalItems ? rows.summaries(query.ids(spec, paging.perPage, paging.offset, totalItems)) : [];
    return { items, ...pageInfo(paging, totalItems) };
  };
  return {
    ...options,
    auth,
    oidc: options.oidcSettings ? new OidcVerifier(options.oidcSettings, auth.now) : null,
    rows,
    query,
    lookup,
    list,
    purgeCaches: async () => {},
    page,
    search,
    searchExecutor,
    async searchPage(spec, paging) {
      if (!search.isText(spec))
        return {
          ...page({ sites: spec.sites, filters: { ...spec.filters, title: null } }, paging),
          totalCapped: false,
        };
      const { ids, ...totals } = await search.page(spec, paging);
      return { items: rows.summaries(ids), ...totals };
    },
  };
}
