// §2.4 the After, G7 and Karakter fronts (/after, /g7, /karakter). Their tab paths (/g7/adat, /after/legfrissebb …)
// are lists and go to the section loader. One call gets every named search of a front (§7 /api/search?for=), one
// the front's unique group (leader pick, After's video, Karakter's books); the blocks are cut in shared/front-slices.
import type { LoaderFunctionArgs } from 'react-router';
import { ArticleList, NamedSearches, UniqueGroup } from '../../shared/api-types.ts';
import { toBookCards } from '../../shared/books.ts';
import { toCard } from '../../shared/card-article.ts';
import {
  afterFrontBlocks, FRONT_MAIN_UNIQUE, FRONT_POOL_SIZE, FRONT_SEARCHES, FRONT_UNIQUE_GROUP, g7FrontBlocks, karakterFrontBlocks,
  PODCAST_POOL, SITE_NEWEST_POOL, type NamedResults,
} from '../../shared/front-slices.ts';
import type { SectionPageData, SiteFrontData } from '../../client/page-data.ts';
import { loadContextOf } from '../load-context.ts';
import { sectionLoader } from './section-loader.ts';
import { notFound } from './not-found-loader.ts';
import { logPartUnavailable } from '../upstream/log-part-unavailable.ts';

type FrontSite = SiteFrontData['site'];

const YOUTUBE_ID = /(?:youtube\.com\/watch\?v=|youtu\.be\/|youtube\.com\/embed\/)([A-Za-z0-9_-]{11})/;

function uniqueContent(group: UniqueGroup | null, slug: string): unknown {
  return group?.items.find((i) => i.slug === slug)?.content ?? null;
}

export function siteFrontLoaderFor(site: FrontSite) {
  return async (args: LoaderFunctionArgs): Promise<SiteFrontData | SectionPageData> => {
    if (args.params.tab !== undefined) return sectionLoader(args);
    const ctx = loadContextOf(args.context);
    const url = new URL(args.request.url);
    if (ctx.site.domain !== 'main') throw notFound(url.pathname, ctx);
    const podcastSection = site === 'after' ? 'after-podcast' : site === 'g7' ? 'g7-podcast' : null;
    const [named, newest, podcasts, group] = await Promise.all([
      ctx.api.get(`/api/search?for=${FRONT_SEARCHES[site].join(',')}`, NamedSearches),
      ctx.api.get(`/api/articles?sites=${site}&perPage=${FRONT_POOL_SIZE}`, ArticleList),
      podcastSection ? ctx.api.get(`/api/articles?filters[mstag]=${podcastSection}&perPage=${FRONT_POOL_SIZE}`, ArticleList) : null,
      ctx.api.get(`/api/unique-groups/${FRONT_UNIQUE_GROUP[site]}`, UniqueGroup, 'secondary').catch((err: Error) => {
        if (!ctx.signal.aborted) logPartUnavailable(ctx.log, { part: 'unique-group' }, err, 'front part unavailable');
        return null;
      }),
    ]);
    const results: NamedResults = {
      ...Object.fromEntries(named.map((n) => [n.slug, n.items.map(toCard)])),
      [SITE_NEWEST_POOL]: newest.items.map(toCard),
      [PODCAST_POOL]: podcasts?.items.map(toCard) ?? [],
    };
    const main = uniqueContent(group, FRONT_MAIN_UNIQUE[site]);
    const mainIds = Array.isArray(main) ? main.filter((id): id is number => Number.isInteger(id)) : [];
    const blocks = site === 'after' ? afterFrontBlocks(results, mainIds)
      : site === 'g7' ? g7FrontBlocks(results, mainIds)
        : karakterFrontBlocks(results, mainIds);
    if (blocks.length === 0) throw notFound(url.pathname, ctx);
    const video = site === 'after' ? uniqueContent(group, 'after-youtube') : null;
    const videoId = typeof video === 'string' ? YOUTUBE_ID.exec(video)?.[1] : undefined;
    return {
      kind: 'site-front',
      site,
      blocks,
      books: site === 'karakter' ? toBookCards(uniqueContent(group, 'konyvajanlo'), ctx.site.currencySign) : [],
      video: videoId && typeof video === 'string' ? { embedUrl: `https://www.youtube-nocookie.com/embed/${videoId}`, url: video } : null,
      spotifyEmbed: site === 'after' ? ctx.afterSpotifyEmbed ?? null : null,
    };
  };
}
