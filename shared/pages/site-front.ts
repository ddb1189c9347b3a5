// §2.4 the After, G7 and Karakter fronts (/after, /g7, /karakter). Their tab paths (/g7/adat, /after/legfrissebb …)
// are lists: the same routes render the section page for them. The blocks are cut by shared/front-slices.ts.
import type { ArticleSummary, Episode, NamedSearches, UniqueGroup } from '../api-types.ts';
import { toBookCards, type BookCard } from '../books.ts';
import { toCard } from '../card-article.ts';
import { fullRowsOfFour } from '../card-grid.ts';
import { toEpisodeCard } from '../episode-card.ts';
import { FRONT_PLANS, SITE_NEWEST_POOL, type FrontBlock, type NamedResults } from '../front-slices.ts';
import { FRONT_FEED_AD_POSITIONS, frontPageAds, type PageAds } from '../page-ads.ts';
import { pageSocialOf, type PageSocial } from '../page-social.ts';
import { NOT_FOUND, page, type PageContext, type PageOutcome } from './page-contract.ts';
import type { QueryKeys } from './page-contract.ts';
import { sectionQueryKeys } from './section.ts';
import { frontOf } from '../sites/site-fronts.ts';
import type { SiteWithFront } from '../sites/site-table.ts';
import { embedCardHtml } from '../embed-card.ts';
import { spotifyCardOf } from '../spotify-url.ts';
import { AFTER_SPOTIFY_TITLE } from '../list-page-constants.ts';

/** §2.4 the After, G7 and Karakter fronts: blocks in page order, each already de-duplicated against earlier ones. */
export interface SiteFrontData {
  kind: 'site-front';
  /** the front's site (its id) */
  site: string;
  /** §2.3 the site's tab bar, the front's own tab current */
  tabs: { label: string; href: string; current: boolean }[];
  blocks: FrontBlock[];
  /** Karakter's books block (unique konyvajanlo) */
  books: BookCard[];
  /** After's optional video block */
  video: { url: string; card: string } | null;
  /** §2.6 the sidebar's Spotify embed as its click-to-load card */
  spotifyCard: string | null;
  /** §6 the front's ad slots */
  ads: PageAds;
  /** the follow box's Facebook page */
  social: PageSocial;
}

export interface SiteFrontAnswers {
  named: NamedSearches;
  newest: ArticleSummary[];
  /** the newest episodes of the front's podcast (`front.podcast`); empty when it has none or they did not answer */
  episodes: Episode[];
  /** the front's unique group; `null` when it did not answer */
  group: UniqueGroup | null;
  afterSpotifyEmbed: string | null;
}

const YOUTUBE_ID = /(?:youtube\.com\/watch\?v=|youtu\.be\/|youtube\.com\/embed\/)([A-Za-z0-9_-]{11})/;

function uniqueContent(group: UniqueGroup | null, slug: string): unknown {
  return group?.items.find((i) => i.slug === slug)?.content ?? null;
}

/** Karakter's books block: whole rows of its four-column grid (decision 082). */
function booksOf(group: UniqueGroup | null, currencySign: string): BookCard[] {
  const books = toBookCards(uniqueContent(group, 'konyvajanlo'), currencySign);
  return books.slice(0, fullRowsOfFour(books.length));
}

/** The sub-brands' fronts live on the main domain only (the loader asks before it fetches anything). */
export function hasSiteFronts(site: PageContext['site']): boolean {
  return site.domain === 'main';
}

export function buildSiteFrontPage(
  site: SiteWithFront,
  answers: SiteFrontAnswers,
  ctx: PageContext,
): PageOutcome<SiteFrontData> {
  const front = frontOf(site);
  const { plan } = front;
  const results: NamedResults = {
    ...Object.fromEntries(answers.named.map((n) => [n.slug, n.items.map(toCard)])),
    [SITE_NEWEST_POOL]: answers.newest.map(toCard),
  };
  const episodes = answers.episodes.map(toEpisodeCard);
  const main = uniqueContent(answers.group, front.leaderItem);
  const mainIds = Array.isArray(main) ? main.filter((id): id is number => Number.isInteger(id)) : [];
  const blocks = FRONT_PLANS[plan](
    { path: site.path, slug: site.slug, podcast: front.podcast },
    results,
    mainIds,
    episodes,
  );
  if (blocks.length === 0) return NOT_FOUND;
  // The After plan has a video block and the sidebar's Spotify card; the Karakter plan its books.
  const video = plan === 'after' ? uniqueContent(answers.group, 'after-youtube') : null;
  const videoId = typeof video === 'string' ? YOUTUBE_ID.exec(video)?.[1] : undefined;
  return page(
    {
      kind: 'site-front',
      site: site.id,
      tabs: front.tabs.map((t) => ({ ...t, current: t.href === site.path })),
      blocks,
      books: plan === 'karakter' ? booksOf(answers.group, ctx.site.currencySign) : [],
      video:
        videoId && typeof video === 'string'
          ? {
              url: video,
              card: embedCardHtml({
                src: `https://www.youtube-nocookie.com/embed/${videoId}`,
                title: 'After videó',
                pageUrl: video,
                allow: 'encrypted-media; picture-in-picture',
                allowFullscreen: true,
                className: 'video-embed',
              }),
            }
          : null,
      spotifyCard: plan === 'after' ? spotifyCardOf(answers.afterSpotifyEmbed, AFTER_SPOTIFY_TITLE, 'after') : null,
      ads: frontPageAds(ctx, 'site-front', FRONT_FEED_AD_POSITIONS),
      social: pageSocialOf(ctx.site),
    },
    'list',
    [`front-${site.id}`],
  );
}

/** The query parameters this page type reads (a front's tab is a section list; the front itself reads only the app's ad units): the page cache keys on these alone (decision 040). */
export const siteFrontQueryKeys: QueryKeys = sectionQueryKeys;
