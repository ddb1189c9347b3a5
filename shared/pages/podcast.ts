// A podcast's page (/podcast/{podcast}; §3 Episode's podcast page): its name, its Spotify embed (§5, §9)
// and its episodes, newest first, ten a page (§9, pages by `oldal`), each with its play button. The podcast is
// looked up among the domain's podcasts (/api/podcasts/public/all), so an unknown or other-domain one is 404.
import type { EpisodeList, Podcast } from '../api-types.ts';
import { DEFAULT_PAGE_SIZE } from '../constants.ts';
import { toEpisodeCard, type EpisodeCardData } from '../episode-card.ts';
import { PAGE_PARAM, pageOf } from '../page-param.ts';
import { podcastPath } from '../podcast-urls.ts';
import { spotifyCardOf } from '../spotify-url.ts';
import { NOT_FOUND, page, type PageContext, type PageOutcome } from './page-contract.ts';
import type { QueryKeys } from './page-contract.ts';
import { MOBILE_APP_PARAM } from '../mobile-app-param.ts';
import { sidebarParts, type SidebarParts } from './sidebar-parts.ts';

export interface PodcastPageData extends SidebarParts {
  kind: 'podcast';
  podcast: { slug: string; name: string; url: string };
  /** the Spotify embed as its click-to-load card (shared/embed-card.ts) */
  spotifyCard: string | null;
  episodes: EpisodeCardData[];
  page: number;
  totalPages: number;
  totalItems: number;
}

export interface PodcastPlan {
  slug: string;
  page: number;
  /** the publisher API call for this page's episodes */
  episodesPath: string;
}

export const PODCAST_SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;

/** What the URL asks for, or null (404) for a malformed slug. */
export function planPodcastPage(url: URL, slugParam: string | undefined): PodcastPlan | null {
  if (!slugParam || !PODCAST_SLUG.test(slugParam)) return null;
  const pageNo = pageOf(url.searchParams);
  return {
    slug: slugParam,
    page: pageNo,
    episodesPath: `/api/episodes?podcast=${slugParam}&perPage=${DEFAULT_PAGE_SIZE}&page=${pageNo}`,
  };
}

/** Podcasts are reference data: a podcast page changes when an episode is published, like a list. */
export function buildPodcastPage(
  plan: PodcastPlan,
  answers: { podcasts: Podcast[]; episodes: EpisodeList | null },
  ctx: Pick<PageContext, 'site' | 'url'>,
): PageOutcome<PodcastPageData> {
  const podcast = answers.podcasts.find((p) => p.slug === plan.slug);
  if (!podcast || !answers.episodes) return NOT_FOUND;
  const { items, totalPages, totalItems } = answers.episodes;
  // §5: a page past the last one has nothing to show; page 1 of a podcast without episodes yet still exists
  if (items.length === 0 && plan.page > 1) return NOT_FOUND;
  return page(
    {
      kind: 'podcast',
      ...sidebarParts(ctx, 'podcast'),
      podcast: { slug: podcast.slug, name: podcast.name, url: podcastPath(podcast.slug) },
      spotifyCard: spotifyCardOf(podcast.spotifyUrl, `${podcast.name} a Spotify-on`),
      episodes: items.map(toEpisodeCard),
      page: plan.page,
      totalPages,
      totalItems,
    },
    'list',
    [`podcast-${podcast.slug}`],
  );
}

/** The query parameters this page type reads (a podcast's page of episodes, the app's ad units (every podcast page: all podcasts, one, an episode)): the page cache keys on these alone (decision 040). */
export const podcastQueryKeys = [PAGE_PARAM, MOBILE_APP_PARAM] as const satisfies QueryKeys;
