// An episode's page (/podcast/{podcast}/{episode}): for an episode without an article, the page its title
// links to, with its play button, its Spotify embed (§5, §9 233) and the podcast's other newest episodes. An episode
// with an article is read and heard there: its episode page moves to the article, so each episode has one URL.
import type { Episode, EpisodeList } from '../api-types.ts';
import { EPISODES_DEFAULT } from '../constants.ts';
import { toEpisodeCard, type EpisodeCardData } from '../episode-card.ts';
import { episodePagePath, podcastPath } from '../podcast-urls.ts';
import { spotifyCardOf } from '../spotify-url.ts';
import { moved, page, type PageContext, type PageOutcome } from './page-contract.ts';
import { sidebarParts, type SidebarParts } from './sidebar-parts.ts';
import { PODCAST_SLUG } from './podcast.ts';

export interface EpisodePageData extends SidebarParts {
  kind: 'episode';
  episode: EpisodeCardData;
  /** the whole title (the card's is cut to §9's 60) */
  fullTitle: string;
  podcast: { slug: string; name: string; url: string };
  /** the Spotify embed as its click-to-load card (shared/embed-card.ts) */
  spotifyCard: string | null;
  /** the podcast's newest other episodes */
  more: EpisodeCardData[];
}

/** The slugs of the URL, or null (404) when either is malformed. */
export function episodeSlugsOf(
  podcast: string | undefined,
  episode: string | undefined,
): { podcast: string; episode: string } | null {
  if (!podcast || !episode || !PODCAST_SLUG.test(podcast) || !PODCAST_SLUG.test(episode)) return null;
  return { podcast, episode };
}

/** The podcast's newest episodes, one more than shown so the page's own can be left out. */
export const moreEpisodesPath = (podcastSlug: string) =>
  `/api/episodes?podcast=${podcastSlug}&perPage=${EPISODES_DEFAULT + 1}`;

export function buildEpisodePage(
  answers: { episode: Episode; more: EpisodeList | null },
  ctx: Pick<PageContext, 'site' | 'url'>,
): PageOutcome<EpisodePageData> {
  const { episode } = answers;
  if (episode.article) return moved(episode.article.url);
  const canonical = episodePagePath(episode.podcast.slug, episode.slug);
  if (ctx.url.pathname !== canonical) return moved(canonical + ctx.url.search);
  return page(
    {
      kind: 'episode',
      ...sidebarParts(ctx, 'episode'),
      episode: toEpisodeCard(episode),
      fullTitle: episode.title,
      podcast: { slug: episode.podcast.slug, name: episode.podcast.name, url: podcastPath(episode.podcast.slug) },
      spotifyCard: spotifyCardOf(episode.spotifyUrl, `${episode.title} a Spotify-on`),
      more: (answers.more?.items ?? [])
        .filter((e) => e.id !== episode.id)
        .slice(0, EPISODES_DEFAULT)
        .map(toEpisodeCard),
    },
    'list',
    [`episode-${episode.slug}`, `podcast-${episode.podcast.slug}`],
  );
}
