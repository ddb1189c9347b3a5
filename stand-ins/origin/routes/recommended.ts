// The recommender box (§7 Recommender, §9 recommender slices): recent lists per kind, rotated by version v so
// consecutive page views show different picks; the front end trims each list to its §9 size.
import type { FastifyInstance } from 'fastify';
import { RECOMMENDER_LIST_SIZE, RECOMMENDER_VERSIONS } from '../../../shared/constants.ts';
import { emptyFilters } from '../article-filters.ts';
import { hasFlagSql, type ListSpec } from '../article-query.ts';
import { CACHE_LIST } from '../cache-policy.ts';
import { badRequest } from '../http-error.ts';
import type { OriginContext } from '../origin-context.ts';
import { positiveIntParam } from '../paging.ts';
import { requestSite, visibleSiteSlugs } from '../request-site.ts';

type Query = Record<string, unknown>;

/** Each list draws from this many recent candidates. */
const POOL = RECOMMENDER_LIST_SIZE * 3;
/** How far each version moves the window through the pool. */
const STEP = 3;

const KINDS = {
  special: { where: [hasFlagSql('legfontosabb')], byRank: true },
  breaking: { where: [`(${hasFlagSql('live')} OR a.important = 1)`] },
  important: { where: [`(a.important = 1 OR ${hasFlagSql('legfontosabb')})`] },
  newest: {},
  favorite: { where: ['a.favorite = 1'] },
  pr: { where: [`(a.pr = 1 OR ${hasFlagSql('pr')})`] },
  after: { site: 'after' },
  g7: { site: 'g7' },
} as const satisfies Record<string, { where?: string[]; byRank?: boolean; site?: string }>;

export function registerRecommendedRoutes(app: FastifyInstance, ctx: OriginContext): void {
  function version(q: Query): number {
    const v = positiveIntParam(q.v, 'v', 1);
    if (v > RECOMMENDER_VERSIONS) throw badRequest(`v must be between 1 and ${RECOMMENDER_VERSIONS}`);
    return v;
  }

  function recommend(sites: readonly string[], v: number, excludeIds: number[]) {
    const picks: [string, number[], boolean][] = [];
    for (const [name, kind] of Object.entries(KINDS) as [
      string,
      { where?: readonly string[]; byRank?: boolean; site?: string },
    ][]) {
      const spec: ListSpec = {
        sites: kind.site ? sites.filter((s) => s === kind.site) : sites,
        filters: emptyFilters(),
        where: kind.where ?? [],
        order: 'newest',
        excludeIds,
      };
      const pool = ctx.query.ids(spec, POOL);
      const start = pool.length > RECOMMENDER_LIST_SIZE ? ((v - 1) * STEP) % pool.length : 0;
      const picked = [...pool.slice(start), ...pool.slice(0, start)].slice(0, RECOMMENDER_LIST_SIZE);
      // Newest first among the picks; the special list puts the highest rank first.
      picked.sort((a, b) => pool.indexOf(a) - pool.indexOf(b));
      picks.push([name, picked, kind.byRank === true]);
    }
    // One batch for all lists: they overlap a lot.
    const byId = new Map(ctx.rows.summaries([...new Set(picks.flatMap(([, ids]) => ids))]).map((a) => [a.id, a]));
    const out: Record<string, unknown> = { v };
    for (const [name, ids, byRank] of picks) {
      const list = ids.map((id) => byId.get(id)).filter((a) => a !== undefined);
      if (byRank) list.sort((a, b) => b.rank - a.rank || b.pubDate - a.pubDate);
      out[name] = list;
    }
    return out;
  }

  app.get<{ Querystring: Query }>('/api/recommended/mstag/all', async (request, reply) => {
    const v = version(request.query);
    reply.header('cache-control', CACHE_LIST);
    return recommend(visibleSiteSlugs(requestSite(request)), v, []);
  });

  app.get<{ Querystring: Query }>('/api/recommended/url', async (request, reply) => {
    const v = version(request.query);
    const url = request.query.url;
    if (typeof url !== 'string' || url.trim() === '') throw badRequest('url is required');
    const sites = visibleSiteSlugs(requestSite(request));
    const current = ctx.lookup.byUrl(url.trim(), sites, ctx.rows.path);
    reply.header('cache-control', CACHE_LIST);
    return recommend(sites, v, current ? [current.id] : []);
  });
}
