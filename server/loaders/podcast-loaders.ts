// The podcast pages' loader (/podcast, /podcast/{podcast}, /podcast/{podcast}/{episode}): validate the
// slugs, fetch (§7 /api/podcasts/public/all, /api/episodes, /api/episodes/{slug}), and hand the answers to the pages'
// build steps (shared/pages/podcasts.ts, podcast.ts, episode.ts). The other episodes beside an episode are optional.
import type { LoaderFunctionArgs } from 'react-router';
import { Episode, EpisodeList, PodcastList } from '../../shared/api-types.ts';
import { buildEpisodePage, episodeSlugsOf, moreEpisodesPath } from '../../shared/pages/episode.ts';
import { buildPodcastPage, planPodcastPage } from '../../shared/pages/podcast.ts';
import { buildPodcastsPage, LATEST_EPISODES_PATH } from '../../shared/pages/podcasts.ts';
import type { LoadContext } from '../load-context.ts';
import { logPartUnavailable } from '../upstream/log-part-unavailable.ts';
import { UpstreamError } from '../upstream/publisher-client.ts';
import { notFound } from './not-found-loader.ts';
import { pageContextOf, runBuild } from './run-build.ts';

const isUpstream404 = (err: unknown) => err instanceof UpstreamError && err.status === 404;

async function optional<T>(load: LoadContext, part: string, get: () => Promise<T>): Promise<T | null> {
  try {
    return await get();
  } catch (err) {
    if (load.signal.aborted) throw err;
    logPartUnavailable(load.log, { part }, err, 'podcast page part unavailable');
    return null;
  }
}

async function podcastsLoader(args: LoaderFunctionArgs) {
  const ctx = pageContextOf(args);
  const { api } = ctx.load;
  const [podcasts, latest] = await Promise.all([
    api.get('/api/podcasts/public/all', PodcastList),
    optional(ctx.load, 'latest-episodes', () => api.get(LATEST_EPISODES_PATH, EpisodeList, 'secondary')),
  ]);
  return runBuild(ctx, buildPodcastsPage({ podcasts: podcasts.items, latest }, ctx));
}

async function podcastLoader(args: LoaderFunctionArgs) {
  const ctx = pageContextOf(args);
  const plan = planPodcastPage(ctx.url, args.params.podcast);
  if (!plan) throw notFound(ctx.url.pathname, ctx.load);
  const { api } = ctx.load;
  const [podcasts, episodes] = await Promise.all([
    api.get('/api/podcasts/public/all', PodcastList),
    // an unknown podcast is a 404 of the episode list: the build step answers 404 for it
    api.get(plan.episodesPath, EpisodeList).catch((err: unknown) => {
      if (isUpstream404(err)) return null;
      throw err;
    }),
  ]);
  return runBuild(ctx, buildPodcastPage(plan, { podcasts: podcasts.items, episodes }, ctx));
}

async function episodeLoader(args: LoaderFunctionArgs) {
  const ctx = pageContextOf(args);
  const slugs = episodeSlugsOf(args.params.podcast, args.params.episode);
  if (!slugs) throw notFound(ctx.url.pathname, ctx.load);
  const { api } = ctx.load;
  const [episode, more] = await Promise.all([
    api.get(`/api/episodes/${slugs.episode}`, Episode).catch((err: unknown) => {
      if (isUpstream404(err)) throw notFound(ctx.url.pathname, ctx.load);
      throw err;
    }),
    optional(ctx.load, 'more-episodes', () => api.get(moreEpisodesPath(slugs.podcast), EpisodeList, 'secondary')),
  ]);
  return runBuild(ctx, buildEpisodePage({ episode, more }, ctx));
}

/** /podcast, /podcast/{podcast} and /podcast/{podcast}/{episode} are one route (one page type, one chunk). */
export function podcastPagesLoader(args: LoaderFunctionArgs) {
  if (args.params.episode !== undefined) return episodeLoader(args);
  if (args.params.podcast !== undefined) return podcastLoader(args);
  return podcastsLoader(args);
}
