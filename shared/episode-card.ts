// What a front shows of a podcast episode (§3 Episode), with the §9 podcast-episode title length.
import type { Episode } from './api-types.ts';
import { TRUNCATE } from './constants.ts';
import { truncate } from './truncate.ts';

export interface EpisodeCardData {
  id: number;
  title: string;
  image: string | null;
  duration: number;
  podcastName: string;
  url: string;
}

export function toEpisodeCard(e: Episode): EpisodeCardData {
  return {
    id: e.id,
    title: truncate(e.title, TRUNCATE.titlePodcastEpisode),
    image: e.image,
    duration: e.duration,
    podcastName: e.podcast.name,
    url: e.article?.url ?? e.podcast.page ?? e.sourceUrl,
  };
}
