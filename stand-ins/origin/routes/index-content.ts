// Front-page data (§7 Index and content): boxes, the automatic block variants, episodes, a section's newest.
import type { FastifyInstance } from 'fastify';
import {
  AUTO_BLOCK_VARIANTS,
  EPISODES_DEFAULT,
  LATEST_ARTICLES_DEFAULT,
  MAX_PAGE_SIZE,
} from '../../../shared/constants.ts';
import { emptyFilters, type ArticleFilterSet } from '../article-filters.ts';
import type { ListOrder } from '../article-query.ts';
import { CACHE_LIST } from '../cache-policy.ts';
import { createEpisodeQueries, toEpisodes, type EpisodeRow } from '../episode-rows.ts';
import { badRequest, notFound } from '../http-error.ts';
import type { OriginContext } from '../origin-context.ts';
import { positiveIntParam } from '../paging.ts';
import { requestSite, visibleSiteSlugs } from '../request-site.ts';
import { createTaxonomy } from '../taxonomy.ts';

type Query = Record<string, unknown>;

interface BlockRow {
  id: number;
  position: number;
  type: string;
  title: string | null;
  article_ids: string;
}

const list = (v: unknown): string[] =>
  (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]).filter(
    (x) => typeof x === 'string' && x !== '',
  ) as string[];

/** An auto block's stored query: filters in the /api/articles vocabulary plus site, count and order. */
function autoBlockSpec(json: string, visible: readonly string[]) {
  let q: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(json);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) q = parsed as Record<string, unknown>;
  } catch {
    // A broken stored query shows the newest articles rather than failing the front page.
  }
  const filters: ArticleFilterSet = {
    ...emptyFilters(),
    tag: list(q.tag ?? q.tags),
    mstag: list(q.mstag ?? q.superTags),
    author: list(q.author ?? q.authors),
    flag: list(q.flag ?? q.flags),
  };
  const siteList = list(q.site ?? q.sites);
  const sites = siteList.length ? visible.filter((s) => siteList.includes(s)) : visible;
  const rawCount = Number(q.count ?? q.limit ?? LATEST_ARTICLES_DEFAULT);
  const count =
    Number.isInteger(rawCount) && rawCount > 0 ? Math.min(rawCount, MAX_PAGE_SIZE) : LATEST_ARTICLES_DEFAULT;
  const order: ListOrder = q.order === 'rank' ? 'rank' : 'newest';
  const where = [...(q.important ? ['a.important = 1'] : []), ...(q.favorite ? ['a.favorite = 1'] : [])];
  return { spec: { sites, filters, order, where }, count };
}

export function registerIndexContentRoutes(app: FastifyInstance, ctx: OriginContext): void {
  const blocks = ctx.db.prepare(
    'SELECT id, position, type, title, article_ids FROM frontpage_blocks WHERE site_slug = ? ORDER BY position, id',
  );
  const autoBlock = ctx.db.prepare('SELECT title, query FROM auto_blocks WHERE site_slug = ? AND variant = ?');
  const episodes = createEpisodeQueries(ctx.db);
  const taxonomy = createTaxonomy(ctx.db);

  app.get('/api/index/boxes', async (request, reply) => {
    const site = requestSite(request);
    const rows = blocks.all(site.slug) as BlockRow[];
    const idsOf = (r: BlockRow): number[] => {
      try {
        const ids: unknown = JSON.parse(r.article_ids);
        return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : [];
      } catch {
        return [];
      }
    };
    // All boxes' articles in one batch; inactive ones are dropped from their box.
    const all = ctx.rows.summaries([...new Set(rows.flatMap(idsOf))]);
    const byId = new Map(all.filter((a) => a.active).map((a) => [a.id, a]));
    reply.header('cache-control', CACHE_LIST);
    return {
      boxes: rows.map((r) => ({
        id: r.id,
        position: r.position,
        type: r.type,
        title: r.title,
        articles: idsOf(r)
          .map((id) => byId.get(id))
          .filter((a) => a !== undefined),
      })),
    };
  });

  app.get<{ Querystring: Query }>('/api/index/auto-block', async (request, reply) => {
    const v = positiveIntParam(request.query.v, 'v', 1);
    if (v > AUTO_BLOCK_VARIANTS) throw badRequest(`v must be between 1 and ${AUTO_BLOCK_VARIANTS}`);
    const site = requestSite(request);
    const row = (autoBlock.get(site.slug, v) ?? autoBlock.get('telex', v)) as
      { title: string; query: string } | undefined;
    if (!row) throw notFound(`no automatic block ${v} for site '${site.slug}'`);
    const { spec, count } = autoBlockSpec(row.query, visibleSiteSlugs(site));
    reply.header('cache-control', CACHE_LIST);
    return { v, title: row.title, articles: ctx.list(spec, count) };
  });

  app.get<{ Querystring: Query }>('/api/index/episodes', async (request, reply) => {
    const sites = JSON.stringify(visibleSiteSlugs(requestSite(request)));
    const perPage = Math.min(
      positiveIntParam(request.query.perPage ?? request.query.limit, 'perPage', EPISODES_DEFAULT),
      MAX_PAGE_SIZE,
    );
    reply.header('cache-control', CACHE_LIST);
    return { items: toEpisodes(episodes.newest.all(sites, perPage, 0) as EpisodeRow[], ctx.rows) };
  });

  app.get<{ Params: { tag: string } }>('/api/index/mstag/:tag', async (request, reply) => {
    const site = requestSite(request);
    const mstag = taxonomy.superTag(request.params.tag);
    if (!mstag) throw notFound(`section '${request.params.tag}' not found`);
    const items = ctx.list(
      { sites: visibleSiteSlugs(site), filters: { ...emptyFilters(), mstag: [mstag.slug] } },
      LATEST_ARTICLES_DEFAULT,
    );
    reply.header('cache-control', CACHE_LIST);
    return { mstag, items };
  });
}
