// §2.4 and §9 the section fronts: which named search feeds which block, how many items each block shows, and
// items used earlier on a page excluded from later blocks. Pure: the loader fetches, this decides. Which searches a
// front asks for, its leader's unique item and its podcast are the site's (shared/sites/<site>.front.ts); the site
// names one of the plans below.
import type { CardArticle } from './card-article.ts';
import { AFTER_FRONT, G7_FRONT, KARAKTER_BELEOLVASO, KARAKTER_FRONT } from './constants.ts';
import { createDeduper } from './dedupe.ts';
import type { EpisodeCardData } from './episode-card.ts';
import { podcastPath } from './podcast-urls.ts';
import { latestPath, sectionPath } from './section-url.ts';
import type { FrontPlan, SiteConfig, SiteFrontConfig } from './sites/site-config.ts';

/** A titled group of cards on the front page or a section front. */
export interface FrontBlock {
  key: string;
  title: string | null;
  /** where the block's title links to */
  href?: string | null;
  /** 'mega': the first card is big, the rest a grid; 'episodes': podcast episodes with their play buttons */
  layout: 'leader' | 'grid' | 'list' | 'carousel' | 'mega' | 'episodes';
  articles: CardArticle[];
  /** layout 'episodes' */
  episodes?: EpisodeCardData[];
}

export type NamedResults = Record<string, readonly CardArticle[]>;

/** The leader: the editors' first pick (an id from the unique item) when it is among the loaded items, else the newest. */
function leaderOf(named: NamedResults, mainIds: readonly number[], fallback: string): CardArticle | null {
  const all = Object.values(named).flat();
  for (const id of mainIds) {
    const hit = all.find((a) => a.id === id);
    if (hit) return hit;
  }
  return named[fallback]?.[0] ?? null;
}

const list = (named: NamedResults, slug: string) => named[slug] ?? [];

/**
 * The deeper pool the loader adds under this key: a section's named search holds just enough for its own slice, so
 * after de-duplication a late block ('Korábbi cikkek') would often be empty without it.
 */
export const SITE_NEWEST_POOL = 'site-newest';
export const FRONT_POOL_SIZE = 40;
/** Our choice: the newest episodes a front's podcast block picks from, so it still fills (§9 After 5, G7 3 shown)
 * when earlier blocks already show some of their articles. */
export const FRONT_EPISODE_POOL = 20;

function build(
  named: NamedResults,
  leader: CardArticle | null,
  plan: (
    take: (slug: string | readonly CardArticle[], n: number) => CardArticle[],
    takeEpisodes: (episodes: readonly EpisodeCardData[], n: number) => EpisodeCardData[],
  ) => FrontBlock[],
): FrontBlock[] {
  const dedupe = createDeduper();
  // An episode card links to its article: an article shown as a card is not shown again as an episode, nor the reverse.
  const shownLinks = new Set<string>();
  const blocks: FrontBlock[] = [];
  if (leader) {
    dedupe.use([leader]);
    shownLinks.add(leader.url);
    blocks.push({ key: 'leader', title: null, layout: 'leader', articles: [leader] });
  }
  // A named search is topped up from the pools, in that order.
  const take = (source: string | readonly CardArticle[], n: number) => {
    const candidates =
      typeof source === 'string'
        ? [...list(named, source), ...(POOLS_OF[source] ?? []).flatMap((p) => list(named, p))]
        : source;
    const taken = dedupe.take(
      candidates.filter((a) => !shownLinks.has(a.url)),
      n,
    );
    for (const a of taken) shownLinks.add(a.url);
    return taken;
  };
  const takeEpisodes = (episodes: readonly EpisodeCardData[], n: number) => {
    const taken = episodes.filter((e) => !shownLinks.has(e.url)).slice(0, n);
    for (const e of taken) shownLinks.add(e.url);
    return taken;
  };
  // A block left empty by de-duplication (or a podcast without episodes) is not shown.
  return [...blocks, ...plan(take, takeEpisodes).filter((b) => b.articles.length > 0 || (b.episodes?.length ?? 0) > 0)];
}

const POOLS_OF: Record<string, string[]> = {
  'g7-friss': [SITE_NEWEST_POOL],
  'after-card': [SITE_NEWEST_POOL],
  'karakter-friss': [SITE_NEWEST_POOL],
  'g7-kozelet': ['kozelet'],
  'g7-adat': ['adat'],
  'g7-penz': ['penz'],
  'after-korabbi': [SITE_NEWEST_POOL],
  'g7-tovabbi': [SITE_NEWEST_POOL],
  'karakter-korabbi': [SITE_NEWEST_POOL],
};

/** A podcast's episodes as a block: playable where they are listed, the title linking to the podcast's page. */
function episodeBlock(
  key: string,
  title: string,
  podcast: string | null,
  episodes: readonly EpisodeCardData[],
): FrontBlock {
  const href = podcast === null ? null : podcastPath(podcast);
  return { key, title, href, layout: 'episodes', articles: [], episodes: [...episodes] };
}

/** A front's site: its path prefixes the blocks' links; its podcast (§2.4 After 'Podcast adások', G7 'Ne hagyd ki'). */
export type FrontSite = Pick<SiteConfig, 'path' | 'slug'> & Pick<SiteFrontConfig, 'podcast'>;

function afterFrontBlocks(
  site: FrontSite,
  named: NamedResults,
  mainIds: readonly number[],
  episodes: readonly EpisodeCardData[],
): FrontBlock[] {
  return build(named, leaderOf(named, mainIds, 'after-new'), (take, takeEpisodes) => [
    { key: 'ajanlo', title: 'Ajánló', layout: 'grid', articles: take('after-new', AFTER_FRONT.newest) },
    {
      key: 'friss',
      title: 'Friss hírek',
      href: latestPath(site),
      layout: 'carousel',
      articles: take('after-card', AFTER_FRONT.cards),
    },
    { key: 'cikkek', title: 'Cikkek', layout: 'grid', articles: take('after-article', AFTER_FRONT.articles) },
    episodeBlock('podcast', 'Podcast adások', site.podcast, takeEpisodes(episodes, AFTER_FRONT.podcasts)),
    {
      key: 'tovabbi',
      title: 'További cikkek',
      href: latestPath(site),
      layout: 'list',
      articles: take('after-korabbi', AFTER_FRONT.earlier),
    },
  ]);
}

function g7FrontBlocks(
  site: FrontSite,
  named: NamedResults,
  mainIds: readonly number[],
  episodes: readonly EpisodeCardData[],
): FrontBlock[] {
  return build(named, leaderOf(named, mainIds, 'g7-friss'), (take, takeEpisodes) => {
    const friss = take('g7-friss', G7_FRONT.carousel);
    const kozelet = take('g7-kozelet', G7_FRONT.kozelet);
    const adat = take('g7-adat', G7_FRONT.adat);
    // 'Ne hagyd ki': the newest of Közélet and Adat not shown yet (Pénz keeps its own), then the G7 podcast's
    // episodes (3 of the 5 loaded).
    const pool = ['g7-kozelet', 'g7-adat', 'kozelet', 'adat']
      .flatMap((s) => list(named, s))
      .sort((a, b) => b.pubDate - a.pubDate);
    const missed = take(pool, G7_FRONT.articles);
    const podcast = takeEpisodes(episodes, G7_FRONT.podcastsShown);
    return [
      { key: 'friss', title: 'Friss', href: latestPath(site), layout: 'carousel', articles: friss },
      { key: 'kozelet', title: 'Közélet', href: `${site.path}/kozelet`, layout: 'mega', articles: kozelet },
      { key: 'adat', title: 'Adat', href: `${site.path}/adat`, layout: 'mega', articles: adat },
      { key: 'ne-hagyd-ki', title: 'Ne hagyd ki', layout: 'grid', articles: missed },
      episodeBlock('ne-hagyd-ki-podcast', 'Podcast', site.podcast, podcast),
      {
        key: 'penz',
        title: 'Pénz',
        href: `${site.path}/penz`,
        layout: 'mega',
        articles: take('g7-penz', G7_FRONT.penz),
      },
      { key: 'partner', title: 'Partnereinktől', layout: 'grid', articles: take('g7-partner', G7_FRONT.articles) },
      {
        key: 'tovabbi',
        title: 'További cikkek',
        href: latestPath(site),
        layout: 'list',
        articles: take('g7-tovabbi', G7_FRONT.older),
      },
    ];
  });
}

function karakterFrontBlocks(site: FrontSite, named: NamedResults, mainIds: readonly number[]): FrontBlock[] {
  const href = (slug: string) => sectionPath(site.slug, slug);
  return build(named, leaderOf(named, mainIds, 'karakter-friss'), (take) => [
    {
      key: 'friss',
      title: 'Friss',
      href: latestPath(site),
      layout: 'carousel',
      articles: take('karakter-friss', KARAKTER_FRONT.friss),
    },
    {
      key: 'kultura',
      title: 'Kultúra',
      href: href('kultura'),
      layout: 'mega',
      articles: take('kultura', KARAKTER_FRONT.kulturaMega + KARAKTER_FRONT.kultura),
    },
    {
      key: 'nagyito',
      title: 'Nagyító',
      href: href('nagyito'),
      layout: 'grid',
      articles: take('nagyito', KARAKTER_FRONT.nagyito),
    },
    {
      key: 'konyvespolc',
      title: 'Könyvespolc',
      href: href('konyvespolc'),
      layout: 'mega',
      articles: take('konyvespolc', KARAKTER_FRONT.konyvespolcMega + KARAKTER_FRONT.konyvespolc),
    },
    {
      key: 'beleolvaso',
      title: 'Beleolvasó',
      href: href('beleolvaso'),
      layout: 'grid',
      articles: take('beleolvaso', KARAKTER_BELEOLVASO),
    },
    {
      key: 'telextarcak',
      title: 'Telextárcák',
      href: href('telextarcak'),
      layout: 'mega',
      articles: take('telextarcak', KARAKTER_FRONT.tarcaMega + KARAKTER_FRONT.tarca),
    },
    {
      key: 'kritika',
      title: 'Kritika',
      href: href('kritika'),
      layout: 'grid',
      articles: take('kritika', KARAKTER_FRONT.kritika),
    },
    {
      key: 'portre',
      title: 'Portré',
      href: href('portre'),
      layout: 'grid',
      articles: take('portre', KARAKTER_FRONT.portre),
    },
    {
      key: 'korabbi',
      title: 'Korábbi cikkek',
      href: latestPath(site),
      layout: 'list',
      articles: take('karakter-korabbi', KARAKTER_FRONT.older),
    },
  ]);
}

/** The plans a site's front names (`front.plan`): each cuts its named searches into the front's blocks. */
export const FRONT_PLANS: Record<
  FrontPlan,
  (
    site: FrontSite,
    named: NamedResults,
    mainIds: readonly number[],
    episodes: readonly EpisodeCardData[],
  ) => FrontBlock[]
> = {
  after: afterFrontBlocks,
  g7: g7FrontBlocks,
  karakter: (site, named, mainIds) => karakterFrontBlocks(site, named, mainIds),
};
