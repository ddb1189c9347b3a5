// Podcasts and episodes (§7 Podcasts and counters).
import type { FastifyInstance } from 'fastify';
import { EPISODES_DEFAULT } from '../../../shared/constants.ts';
import { CACHE_LIST, CACHE_REFERENCE } from '../cache-policy.ts';
import { createEpisodeQueries, toEpisodes, type EpisodeRow } from '../episode-rows.ts';
import { notFound } from '../http-error.ts';
import type { OriginContext } from '../origin-context.ts';
import { pageInfo, parsePaging } from '../paging.ts';
import { requestSite } from '../request-site.ts';

type Query = Record<string, unknown>;

export function registerPodcastRoutes(app: FastifyInstance, ctx: OriginContext): void {
  const q = createEpisodeQueries(ctx.db);

  app.get<{ Params: { slug: string } }>('/api/episodes/:slug', async (request, reply) => {
    requestSite(request);
    const row = q.bySlug.get(request.params.slug) as EpisodeRow | undefined;
    if (!row) throw notFound(`episode '${request.params.slug}' not found`);
    reply.header('cache-control', CACHE_REFERENCE);
    return toEpisodes([row], ctx.rows)[0];
  });

  app.get<{ Querystring: Query }>('/api/episodes', async (request, reply) => {
    requestSite(request);
    const paging = parsePaging(request.query, { defaultSize: EPISODES_DEFAULT });
    const podcast = typeof request.query.podcast === 'string' && request.query.podcast !== '' ? request.query.podcast : null;
    if (podcast !== null && !q.podcastExists.get(podcast)) throw notFound(`podcast '${podcast}' not found`);
    const total = (podcast === null ? q.count.get() : q.countOfPodcast.get(podcast)) as number;
    const rows = (podcast === null
      ? q.newest.all(paging.perPage, paging.offset)
      : q.newestOfPodcast.all(podcast, paging.perPage, paging.offset)) as EpisodeRow[];
    reply.header('cache-control', CACHE_LIST);
    return { items: toEpisodes(rows, ctx.rows), ...pageInfo(paging, total) };
  });

  app.get('/api/podcasts/public/all', async (request, reply) => {
    requestSite(request);
    reply.header('cache-control', CACHE_REFERENCE);
    return { items: q.podcasts.all() };
  });
}
