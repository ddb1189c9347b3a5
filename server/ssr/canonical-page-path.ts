// A page's path and query as it is built and cached (decision 040): the query holds only the parameters its page type
// reads (declared beside its build step, shared/pages/page-query-keys.ts). `/?a=1` and `/?a=2` are one page,
// `/rovat/sport?oldal=2&utm_source=x` is `/rovat/sport?oldal=2`. The route is matched the way the static handler
// matches it (without regard to case or percent-encoding); a path no page route matches keeps no parameter.
import { matchRoutes } from 'react-router';
import { canonicalQuery, pageQueryKeys } from '../../shared/pages/page-query-keys.ts';
import { pageTypeOf } from '../../shared/pages/route-table.ts';
import { staticHandler } from './page-query.ts';

/**
 * A redirect a page's build step decided, with the query the reader asked with where the build step carried the page's
 * own query over (§2.2: a move keeps the query string, tracking parameters included).
 */
export function withRequestedQuery(location: string, built: string, requested: string): string {
  const q = location.indexOf('?');
  const search = q < 0 ? '' : location.slice(q);
  if (search !== new URL(built, 'http://x').search || built === requested) return location;
  return (q < 0 ? location : location.slice(0, q)) + new URL(requested, 'http://x').search;
}

export function canonicalPagePath(pathAndQuery: string): string {
  const q = pathAndQuery.indexOf('?');
  if (q < 0) return pathAndQuery;
  const path = pathAndQuery.slice(0, q);
  const matches = matchRoutes(staticHandler.dataRoutes, path);
  const type = matches ? pageTypeOf(matches[matches.length - 1].route.id) : null;
  return path + canonicalQuery(pathAndQuery.slice(q), type ? pageQueryKeys[type] : []);
}
