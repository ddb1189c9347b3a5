// Where podcast links go (decision 021-podcast-urls): a podcast's name to its page, /podcast/{podcast}; an episode's
// title to its article when it has one (an active article, which carries the player), else to its episode page,
// /podcast/{podcast}/{episode}. The publisher's `page` field is not used: it may name a page this site does not have.
import type { Episode } from './api-types.ts';
import { EPISODES_DEFAULT } from './constants.ts';
import { PODCASTS_PATH } from './podcast-constants.ts';

export const podcastPath = (podcastSlug: string) => `${PODCASTS_PATH}/${podcastSlug}`;

export const episodePagePath = (podcastSlug: string, episodeSlug: string) =>
  `${PODCASTS_PATH}/${podcastSlug}/${episodeSlug}`;

/** The one URL an episode is read and listened at. */
export function episodeUrl(e: Pick<Episode, 'slug' | 'podcast' | 'article'>): string {
  return e.article?.url ?? episodePagePath(e.podcast.slug, e.slug);
}

/** The podcast of a podcast section (§2.3 the G7 'podcast' tab lists the g7-podcast section). */
const SECTION_PODCASTS: Readonly<Record<string, string>> = {
  'g7-podcast': 'g7-podcast',
  'after-podcast': 'after-podcast',
};

/**
 * A podcast section's list starts with its podcast's newest episodes (§9 4) on page 1, and every page of its list
 * leaves their articles out (§9), so every page asks for them; other lists ask nothing.
 */
export function sectionPodcastEpisodesPath(mstag: string | undefined): string | null {
  const podcast = mstag ? SECTION_PODCASTS[mstag] : undefined;
  return podcast ? `/api/episodes?podcast=${podcast}&perPage=${EPISODES_DEFAULT}` : null;
}
