// Podcasts and episodes (§7 Podcasts and counters). Each request sees its domain's podcasts only (episode-rows.ts).
import type { FastifyInstance } from 'fastify';
import { EPISODES_DEFAULT } from '../../../shared/constants.ts';
import { CACHE_LIST, CACHE_REFERENCE } from '../cache-policy.ts';
import { createEpisodeQueries, toEpisodes, toPodcast, type EpisodeRow, type PodcastRow } from '../episode-rows.ts';
import { notFound } from '../http-error.ts';
import type { OriginContext } from '../origin-context.ts';
import { pageInfo, parsePaging, positiveIntParam } from '../paging.ts';
import { requestSite, visibleSiteSlugs } from '../request-site.ts';

type Query = Record<string, unknown>;

export function registerPodcastRoutes(app: FastifyInstance, ctx: OriginContext): void {
  const q = createEpisodeQueries(ctx.db);
  const visible = (request: Parameters<typeof requestSite>[0]) =>
    JSON.stringify(visibleSiteSlugs(requestSite(request)));

  app.get<{ Params: { slug: string } }>('/api/episodes/:slug', async (request, reply) => {
    const row = q.bySlug.get(visible(request), request.params.slug) as EpisodeRow | undefined;
    if (!row) throw notFound(`episode '${request.params.slug}' not found`);
    reply.header('cache-control', CACHE_REFERENCE);
    return toEpisodes([row], ctx.rows)[0];
  });

  app.get<{ Querystring: Query }>('/api/episodes', async (request, reply) => {
    const sites = visible(request);
    const paging = parsePaging(request.query, { defaultSize: EPISODES_DEFAULT });
    const podcast =
      typeof request.query.podcast === 'string' && request.query.podcast !== '' ? request.query.podcast : null;
    // An episode's article: the article page asks whether it is an episode's, to offer the player.
    const article = request.query.article === undefined ? null : positiveIntParam(request.query.article, 'article', 0);
    if (podcast !== null && !q.podcast.get(sites, podcast)) throw notFound(`podcast '${podcast}' not found`);
    const total = (
      article !== null
        ? q.countOfArticle.get(sites, article)
        : podcast === null
          ? q.count.get(sites)
          : q.countOfPodcast.get(sites, podcast)
    ) as number;
    const rows = (
      article !== null
        ? q.ofArticle.all(sites, article, paging.perPage, paging.offset)
        : podcast === null
          ? q.newest.all(sites, paging.perPage, paging.offset)
          : q.newestOfPodcast.all(sites, podcast, paging.perPage, paging.offset)
    ) as EpisodeRow[];
    reply.header('cache-control', CACHE_LIST);
    return { items: toEpisodes(rows, ctx.rows), ...pageInfo(paging, total) };
  });

  app.get('/api/podcasts/public/all', async (request, reply) => {
    reply.header('cache-control', CACHE_REFERENCE);
    return { items: (q.podcasts.all(visible(request)) as PodcastRow[]).map(toPodcast) };
  });
}
