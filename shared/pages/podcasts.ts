// All podcasts (/podcast): each podcast of the domain with a link to its page, and the newest episodes
// across them. A domain without podcasts has no such page (404).
import type { EpisodeList, Podcast } from '../api-types.ts';
import { DEFAULT_PAGE_SIZE } from '../constants.ts';
import { toEpisodeCard, type EpisodeCardData } from '../episode-card.ts';
import { podcastPath } from '../podcast-urls.ts';
import { NOT_FOUND, page, type PageContext, type PageOutcome } from './page-contract.ts';
import { sidebarParts, type SidebarParts } from './sidebar-parts.ts';

export interface PodcastsPageData extends SidebarParts {
  kind: 'podcasts';
  podcasts: { slug: string; name: string; url: string }[];
  latest: EpisodeCardData[];
}

export const LATEST_EPISODES_PATH = `/api/episodes?perPage=${DEFAULT_PAGE_SIZE}`;

export function buildPodcastsPage(
  answers: { podcasts: Podcast[]; latest: EpisodeList | null },
  ctx: Pick<PageContext, 'site' | 'url'>,
): PageOutcome<PodcastsPageData> {
  if (answers.podcasts.length === 0) return NOT_FOUND;
  return page(
    {
      kind: 'podcasts',
      ...sidebarParts(ctx, 'podcasts'),
      podcasts: answers.podcasts.map((p) => ({ slug: p.slug, name: p.name, url: podcastPath(p.slug) })),
      latest: (answers.latest?.items ?? []).map(toEpisodeCard),
    },
    'list',
    ['podcasts'],
  );
}
