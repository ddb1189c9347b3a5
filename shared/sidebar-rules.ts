// §2.6 which boxes the sidebar shows, decided per route in one place (the section-link rule is section-url.ts).
import { HIKE_SECTION, TEXT_LATEST_BOX, TEXT_LATEST_BOX_EN } from './constants.ts';
import { isUnder } from './path-under.ts';
import { ELECTION_SIDEBAR_SUPPLEMENTS } from './list-page-constants.ts';
import { sectionPathParts } from './section-url.ts';
import { SUPPORT_PATH } from './support-forms.ts';

export type SidebarBox =
  'latest' | 'hiking-news' | 'spotify' | 'rectangle-ad' | 'link-box' | 'election-links' | 'eu-notice';

export interface SidebarInput {
  pathname: string;
  domain: 'main' | 'regional';
  /** a valid Spotify URL is configured for the After sidebar */
  spotifyConfigured: boolean;
}

export interface SidebarPlan {
  boxes: SidebarBox[];
  /** 'Latest' on English content, else 'Friss hírek' */
  latestTitle: string;
  /** the election supplement whose two-link box shows, if any */
  election: (typeof ELECTION_SIDEBAR_SUPPLEMENTS)[number] | null;
}

export function sidebarPlan({ pathname, domain, spotifyConfigured }: SidebarInput): SidebarPlan {
  // The 'after' route of §2.1 is /after/{legfrissebb?}; After's articles and section lists are not it.
  const afterRoute = pathname === '/after' || pathname === '/after/legfrissebb';
  const english = isUnder(pathname, '/english');
  const election = ELECTION_SIDEBAR_SUPPLEMENTS.find((s) => isUnder(pathname, `/melleklet/${s}`)) ?? null;
  const boxes: SidebarBox[] = [];
  if (pathname !== '/legfrissebb' && !english && !afterRoute) boxes.push('latest');
  const section = sectionPathParts(pathname);
  if (section && !section.site && !section.rest && section.section === HIKE_SECTION) boxes.push('hiking-news');
  if (afterRoute && spotifyConfigured) boxes.push('spotify');
  if (election) boxes.push('election-links');
  if (election === 'ep-2024') boxes.push('eu-notice');
  // Always rendered: a reserved slot that the stylesheet shows only from the desktop breakpoint (§9 768 px).
  boxes.push('rectangle-ad');
  // The support page is where the link box leads: it does not point the reader to itself.
  if (domain === 'main' && !isUnder(pathname, '/g7') && !isUnder(pathname, SUPPORT_PATH)) boxes.push('link-box');
  return { boxes, latestTitle: english ? TEXT_LATEST_BOX_EN : TEXT_LATEST_BOX, election };
}
