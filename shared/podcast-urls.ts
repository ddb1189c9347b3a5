// Where podcast links go (decision 0XX-podcast-urls): a podcast's name to its page, /podcast/{podcast}; an episode's
// title to its article when it has one (an active article, which carries the player), else to its episode page,
// /podcast/{podcast}/{episode}. The publisher's `page` field is not used: it may name a page this site does not have.
import type { Episode } from './api-types.ts';
import { PODCASTS_PATH } from './podcast-constants.ts';

export const podcastPath = (podcastSlug: string) => `${PODCASTS_PATH}/${podcastSlug}`;

export const episodePagePath = (podcastSlug: string, episodeSlug: string) => `${PODCASTS_PATH}/${podcastSlug}/${episodeSlug}`;

/** The one URL an episode is read and listened at. */
export function episodeUrl(e: Pick<Episode, 'slug' | 'podcast' | 'article'>): string {
  return e.article?.url ?? episodePagePath(e.podcast.slug, e.slug);
}
