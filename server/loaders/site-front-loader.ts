// The After, G7 and Karakter fronts' loader (§2.4). One call gets every named search of a front (§7 /api/search?for=),
// one the front's unique group (leader pick, After's video, Karakter's books); shared/pages/site-front.ts builds the
// page. A tab path (/g7/adat …) is a list: the section loader answers it.
import type { LoaderFunctionArgs } from 'react-router';
import { ArticleList, EpisodeList, NamedSearches, UniqueGroup } from '../../shared/api-types.ts';
import {
  FRONT_EPISODE_POOL,
  FRONT_PODCAST,
  FRONT_POOL_SIZE,
  FRONT_SEARCHES,
  FRONT_UNIQUE_GROUP,
} from '../../shared/front-slices.ts';
import { buildSiteFrontPage, hasSiteFronts, type SiteFront } from '../../shared/pages/site-front.ts';
import { notFound } from './not-found-loader.ts';
import { pageContextOf, runBuild } from './run-build.ts';
import { sectionLoader } from './section-loader.ts';
import { logPartUnavailable } from '../upstream/log-part-unavailable.ts';

export function siteFrontLoaderFor(front: SiteFront) {
  return async (args: LoaderFunctionArgs) => {
    if (args.params.tab !== undefined) return sectionLoader(args);
    const ctx = pageContextOf(args);
    const { load } = ctx;
    if (!hasSiteFronts(ctx.site)) throw notFound(ctx.url.pathname, load);
    const podcast = FRONT_PODCAST[front];
    const optional =
      <T>(part: string) =>
      (err: Error): T | null => {
        if (load.signal.aborted) throw err;
        logPartUnavailable(load.log, { part }, err, 'front part unavailable');
        return null;
      };
    const [named, newest, episodes, group] = await Promise.all([
      load.api.get(`/api/search?for=${FRONT_SEARCHES[front].join(',')}`, NamedSearches),
      load.api.get(`/api/articles?sites=${front}&perPage=${FRONT_POOL_SIZE}`, ArticleList),
      // §9 After 5 podcasts, G7 5 (3 shown), picked among the newest not shown in an earlier block
      podcast
        ? load.api
            .get(`/api/episodes?podcast=${podcast}&perPage=${FRONT_EPISODE_POOL}`, EpisodeList, 'secondary')
            .catch(optional<EpisodeList>('episodes'))
        : null,
      load.api
        .get(`/api/unique-groups/${FRONT_UNIQUE_GROUP[front]}`, UniqueGroup, 'secondary')
        .catch(optional<UniqueGroup>('unique-group')),
    ]);
    return runBuild(
      ctx,
      buildSiteFrontPage(
        front,
        {
          named,
          newest: newest.items,
          episodes: episodes?.items ?? [],
          group,
          afterSpotifyEmbed: load.afterSpotifyEmbed ?? null,
        },
        ctx,
      ),
    );
  };
}
