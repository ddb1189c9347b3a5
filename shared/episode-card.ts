// What a front or a list shows of a podcast episode (§3 Episode), with the §9 podcast-episode title length; it is
// also what the player needs to play it (shared/player-machine.ts PlayerEpisode).
import type { Episode } from './api-types.ts';
import { TRUNCATE } from './constants.ts';
import type { PlayerEpisode } from './player-machine.ts';
import { episodeUrl, podcastPath } from './podcast-urls.ts';
import { truncate } from './truncate.ts';

export interface EpisodeCardData extends PlayerEpisode {
  image: string | null;
  pubDate: number;
}

export function toEpisodeCard(e: Episode): EpisodeCardData {
  return {
    id: e.id,
    title: truncate(e.title, TRUNCATE.titlePodcastEpisode),
    image: e.image,
    duration: e.duration,
    pubDate: e.pubDate,
    podcastName: e.podcast.name,
    podcastUrl: podcastPath(e.podcast.slug),
    url: episodeUrl(e),
    src: e.sourceUrl,
  };
}
