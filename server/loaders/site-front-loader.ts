// The sub-sites' fronts' loader (§2.4). One call gets every named search of a front (§7 /api/search?for=), one the
// front's unique group (leader pick, After's video, Karakter's books); shared/pages/site-front.ts builds the page.
// What a front asks for is its site's (shared/sites/<site>.front.ts). A tab path (/g7/adat …) is a list: the
// section loader answers it.
import type { LoaderFunctionArgs } from 'react-router';
import { ArticleList, EpisodeList, NamedSearches, UniqueGroup } from '../../shared/api-types.ts';
import { FRONT_EPISODE_POOL, FRONT_POOL_SIZE } from '../../shared/front-slices.ts';
import { buildSiteFrontPage, hasSiteFronts } from '../../shared/pages/site-front.ts';
import { frontOf } from '../../shared/sites/site-fronts.ts';
import type { SiteWithFront } from '../../shared/sites/site-table.ts';
import { notFound } from './not-found-loader.ts';
import { pageContextOf, runBuild } from './run-build.ts';
import { sectionLoader } from './section-loader.ts';
import { logPartUnavailable } from '../upstream/log-part-unavailable.ts';

export function siteFrontLoaderFor(site: SiteWithFront) {
  const front = frontOf(site);
  return async (args: LoaderFunctionArgs) => {
    if (args.params.tab !== undefined) return sectionLoader(args);
    const ctx = pageContextOf(args);
    const { load } = ctx;
    if (!hasSiteFronts(ctx.site)) throw notFound(ctx.url.pathname, load);
    const optional =
      <T>(part: string) =>
      (err: Error): T | null => {
        if (load.signal.aborted) throw err;
        logPartUnavailable(load.log, { part }, err, 'front part unavailable');
        return null;
      };
    const [named, newest, episodes, group] = await Promise.all([
      load.api.get(`/api/search?for=${front.searches.join(',')}`, NamedSearches),
      load.api.get(`/api/articles?sites=${site.slug}&perPage=${FRONT_POOL_SIZE}`, ArticleList),
      // §9 After 5 podcasts, G7 5 (3 shown), picked among the newest not shown in an earlier block
      front.podcast
        ? load.api
            .get(`/api/episodes?podcast=${front.podcast}&perPage=${FRONT_EPISODE_POOL}`, EpisodeList, 'secondary')
            .catch(optional<EpisodeList>('episodes'))
        : null,
      load.api
        .get(`/api/unique-groups/${front.uniqueGroup}`, UniqueGroup, 'secondary')
        .catch(optional<UniqueGroup>('unique-group')),
    ]);
    return runBuild(
      ctx,
      buildSiteFrontPage(
        site,
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
