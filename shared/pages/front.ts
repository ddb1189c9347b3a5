// The front page (§2.1 index, §3 Frontpage block, §4 Front page): the editors' boxes by position with the breaking
// block (position 1000) on top, one of the automatic block variants, and the podcast block where the unique item
// places it. The loader draws the variant and fetches; buildFrontPage decides the page.
import type { AutoBlock, Episode, IndexBoxes } from '../api-types.ts';
import { toCard } from '../card-article.ts';
import { AUTO_BLOCK_AFTER_BOXES, BREAKING_BLOCK_POSITION } from '../constants.ts';
import { createDeduper } from '../dedupe.ts';
import { toEpisodeCard, type EpisodeCardData } from '../episode-card.ts';
import { FRONT_FEED_AD_POSITIONS, frontPageAds, type PageAds } from '../page-ads.ts';
import { pageSocialOf, type PageSocial } from '../page-social.ts';
import type { FrontBlock } from '../front-slices.ts';
import { page, type PageContext, type PageOutcome } from './page-contract.ts';
import type { QueryKeys } from './page-contract.ts';
import { MOBILE_APP_PARAM } from '../mobile-app-param.ts';
import { NEWSLETTER_QUERY_KEYS } from '../newsletter-form.ts';

export type { FrontBlock };

export interface FrontPageData {
  kind: 'front';
  /** §3 the block at position 1000, shown on top */
  breaking: FrontBlock | null;
  blocks: FrontBlock[];
  /** §4 one of the automatic block variants */
  autoBlock: (FrontBlock & { variant: number }) | null;
  /** §7 the podcast block and the block index it is shown before */
  podcast: { beforeBlock: number; episodes: EpisodeCardData[] } | null;
  /** §6 the front's ad slots */
  ads: PageAds;
  /** the follow box's Facebook page */
  social: PageSocial;
}

/** What the loader fetched; the optional parts are `null` when they failed. */
export interface FrontAnswers {
  index: IndexBoxes;
  auto: AutoBlock | null;
  episodes: { items: Episode[] } | null;
  /** the unique item frontpage-podcast-block-position's content */
  podcastPosition: unknown;
}

const LAYOUT: Record<string, FrontBlock['layout']> = {
  leader: 'leader',
  breaking: 'leader',
  list: 'list',
  mstag: 'grid',
  block: 'grid',
};

/** Where the podcast block goes: the unique item's content `{ position }` (a number also works). */
function podcastPosition(content: unknown): number | null {
  const raw = typeof content === 'object' && content !== null ? (content as { position?: unknown }).position : content;
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : null;
}

export function buildFrontPage(answers: FrontAnswers, ctx: PageContext): PageOutcome<FrontPageData> {
  const { index, auto, episodes } = answers;
  const boxes = index.boxes.filter((b) => b.articles.length > 0).sort((a, b) => a.position - b.position);
  const breakingBox = boxes.find((b) => b.position === BREAKING_BLOCK_POSITION) ?? null;
  const otherBoxes = boxes.filter((b) => b !== breakingBox);
  // §9 items used earlier on a page are excluded from later blocks: the boxes are cut in page order (the breaking
  // block on top, the automatic block after the AUTO_BLOCK_AFTER_BOXES-th box, as front-page.tsx draws them); a box
  // the earlier ones emptied is left out.
  const dedupe = createDeduper();
  const cut = (b: IndexBoxes['boxes'][number]): FrontBlock => ({
    key: `box-${b.id}`,
    title: b.title,
    layout: LAYOUT[b.type] ?? 'grid',
    articles: dedupe.take(b.articles.map(toCard), b.articles.length),
  });
  const breaking = breakingBox ? { ...cut(breakingBox), layout: 'leader' as const } : null;
  const before = otherBoxes.slice(0, AUTO_BLOCK_AFTER_BOXES).map((b) => ({ box: b, block: cut(b) }));
  // No two blocks with one title (decision 082): the automatic block is left out when a box carries its title (before
  // its cards are taken, so a later box may still show them); a later box repeating a title goes untitled below.
  const titleKey = (title: string | null) => title?.toLocaleLowerCase('hu') ?? '';
  const autoShown = !!auto && !boxes.some((b) => titleKey(b.title) === titleKey(auto.title));
  const autoArticles = auto && autoShown ? dedupe.take(auto.articles.map(toCard), auto.articles.length) : [];
  const after = otherBoxes.slice(AUTO_BLOCK_AFTER_BOXES).map((b) => ({ box: b, block: cut(b) }));
  const titles = new Set<string>([titleKey(breaking?.title ?? null)]);
  const kept = [...before, ...after]
    .filter((x) => x.block.articles.length > 0)
    .map((x) => {
      const title = titleKey(x.block.title);
      if (titles.has(title)) return { ...x, block: { ...x.block, title: null } };
      titles.add(title);
      return x;
    });
  const at = answers.podcastPosition === null ? null : podcastPosition(answers.podcastPosition);
  return page(
    {
      kind: 'front',
      breaking,
      blocks: kept.map((x) => x.block),
      autoBlock:
        auto && autoArticles.length > 0
          ? { key: `auto-${auto.v}`, title: auto.title, layout: 'grid', articles: autoArticles, variant: auto.v }
          : null,
      podcast:
        episodes && episodes.items.length > 0 && at !== null
          ? {
              beforeBlock: Math.min(kept.filter((x) => x.box.position < at).length, kept.length),
              episodes: episodes.items.map(toEpisodeCard),
            }
          : null,
      ads: frontPageAds(ctx, 'front', FRONT_FEED_AD_POSITIONS),
      social: pageSocialOf(ctx.site),
    },
    'front',
    [`front-${ctx.site.slug}`],
  );
}

/** The query parameters this page type reads (the app's ad units (§4), and the outcome of a newsletter sign-up its prompt shows): the page cache keys on these alone (decision 040). */
export const frontQueryKeys = [MOBILE_APP_PARAM, ...NEWSLETTER_QUERY_KEYS] as const satisfies QueryKeys;
