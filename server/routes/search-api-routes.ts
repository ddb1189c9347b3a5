// The archive search's calls from the browser (§7: typeahead /api/search/articles, /api/search/autocomplete,
// /api/search): answered through the BFF's upstream cache instead of the plain proxy, so a warm typeahead never
// leaves the BFF however many readers type the same letters (the target: p99 ≤ 30 ms once warm). The query is
// rebuilt from the parameters each endpoint takes, in a fixed order, so equivalent requests share one cache entry
// and junk parameters or broken percent-encoding never reach the publisher API as they came. Search answers do not
// depend on who asks, so no bearer token goes upstream and the answer may be cached publicly.
import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ArticleSummary, Autocomplete, NamedSearches, SearchResult } from '../../shared/api-types.ts';
import { cachePolicyFor } from '../upstream/cache-policy.ts';
import type { PublisherClient } from '../upstream/publisher-client.ts';
import { answerAs, refuse } from '../policy/answer-policy.ts';
import { callerStatusOf } from '../upstream/upstream-client.ts';

/** GET /api/search/articles answers `{ items }`. */
const Typeahead = Type.Object({ items: Type.Array(ArticleSummary) }, { additionalProperties: true });

const ENDPOINTS: { path: string; params: readonly string[]; schema: TSchema }[] = [
  { path: '/api/search/articles', params: ['term', 'limit', 'sites'], schema: Typeahead },
  { path: '/api/search/autocomplete', params: ['term', 'filters', 'sites'], schema: Autocomplete },
  {
    path: '/api/search',
    params: ['term', 'filters', 'oldal', 'page', 'perPage', 'limit', 'sites', 'for'],
    schema: Type.Union([SearchResult, NamedSearches]),
  },
];

/** Bracket filters (`filters[tag]=x`) travel too on /api/search. */
const BRACKET_FILTER = /^filters\[[A-Za-z_]{1,20}\](\[\d{0,3}\])?$/;

/** The upstream path: the endpoint's own parameters only, sorted by name (values of one name keep their order). */
export function canonicalSearchPath(path: string, params: readonly string[], rawQuery: string): string {
  const given = new URLSearchParams(rawQuery);
  const kept = new URLSearchParams();
  for (const [name, value] of given) {
    if (params.includes(name) || (params.includes('filters') && BRACKET_FILTER.test(name))) kept.append(name, value);
  }
  kept.sort();
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}

export function registerSearchApiRoutes(
  app: FastifyInstance,
  api: PublisherClient,
  siteOf: (req: FastifyRequest) => string,
): void {
  for (const endpoint of ENDPOINTS) {
    app.get(endpoint.path, async (req: FastifyRequest, reply: FastifyReply) => {
      const at = req.url.indexOf('?');
      const upstreamPath = canonicalSearchPath(endpoint.path, endpoint.params, at === -1 ? '' : req.url.slice(at + 1));
      try {
        const body = await api.get(upstreamPath, { site: siteOf(req), schema: endpoint.schema, budget: 'secondary' });
        const maxAge = Math.round(cachePolicyFor(upstreamPath).ttlMs / 1000);
        return answerAs(reply, 'api', maxAge).send(body);
      } catch (err) {
        // The publisher API's 4xx (a too long term, broken filters) reaches the reader with its reason; anything
        // else is a gateway failure, never our stack.
        const status = callerStatusOf(err);
        return refuse(reply, status, status === 502 ? 'search is unavailable' : (err as Error).message);
      }
    });
  }
}
