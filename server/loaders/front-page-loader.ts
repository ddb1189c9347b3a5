// §4 the front page: the editors' boxes by position with the breaking block (position 1000) on top, one of the
// automatic block variants, and the podcast block where the unique item places it.
import { Type } from '@sinclair/typebox';
import type { LoaderFunctionArgs } from 'react-router';
import { AutoBlock, Episode, IndexBoxes, Unique } from '../../shared/api-types.ts';
import { toCard } from '../../shared/card-article.ts';
import { AUTO_BLOCK_VARIANTS, BREAKING_BLOCK_POSITION, EPISODES_DEFAULT } from '../../shared/constants.ts';
import { toEpisodeCard } from '../../shared/episode-card.ts';
import { createNoRepeatDrawPerKey } from '../../shared/no-repeat-draw.ts';
import type { FrontBlock, FrontPageData } from '../../client/page-data.ts';
import { loadContextOf, type LoadContext } from '../load-context.ts';
import { logPartUnavailable } from '../upstream/log-part-unavailable.ts';

const Episodes = Type.Object({ items: Type.Array(Episode) }, { additionalProperties: true });

// One rotation per process and site (§4: random, no repeat until all were used). With several workers each keeps
// its own bag, and the page cache holds one render for a few seconds; readers still see every variant in turn.
const nextVariant = createNoRepeatDrawPerKey(AUTO_BLOCK_VARIANTS);

async function optional<T>(ctx: LoadContext, what: string, load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (err) {
    if (!ctx.signal.aborted) logPartUnavailable(ctx.log, { part: what }, err, 'front page part unavailable');
    return null;
  }
}

const LAYOUT: Record<string, FrontBlock['layout']> = { leader: 'leader', breaking: 'leader', list: 'list', mstag: 'grid', block: 'grid' };

/** Where the podcast block goes: the unique item's content `{ position }` (a number also works). */
function podcastPosition(content: unknown): number | null {
  const raw = typeof content === 'object' && content !== null ? (content as { position?: unknown }).position : content;
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : null;
}

export async function frontPageLoader({ context }: LoaderFunctionArgs): Promise<FrontPageData> {
  const ctx = loadContextOf(context);
  const { api } = ctx;
  const variant = nextVariant(ctx.site.slug);
  const [index, auto, episodes, position] = await Promise.all([
    api.get('/api/index/boxes', IndexBoxes),
    optional(ctx, 'auto-block', () => api.get(`/api/index/auto-block?v=${variant}`, AutoBlock, 'secondary')),
    optional(ctx, 'episodes', () => api.get(`/api/index/episodes?perPage=${EPISODES_DEFAULT}`, Episodes, 'secondary')),
    optional(ctx, 'podcast-position', () => api.get('/api/unique/frontpage-podcast-block-position', Unique, 'secondary')),
  ]);
  const toBlock = (b: IndexBoxes['boxes'][number]): FrontBlock => ({
    key: `box-${b.id}`, title: b.title, layout: LAYOUT[b.type] ?? 'grid', articles: b.articles.map(toCard),
  });
  const boxes = index.boxes.filter((b) => b.articles.length > 0).sort((a, b) => a.position - b.position);
  const breaking = boxes.find((b) => b.position === BREAKING_BLOCK_POSITION) ?? null;
  const blocks = boxes.filter((b) => b !== breaking);
  const at = position ? podcastPosition(position.content) : null;
  return {
    kind: 'front',
    breaking: breaking ? { ...toBlock(breaking), layout: 'leader' } : null,
    blocks: blocks.map(toBlock),
    autoBlock: auto && auto.articles.length > 0
      ? { key: `auto-${auto.v}`, title: auto.title, layout: 'grid', articles: auto.articles.map(toCard), variant: auto.v }
      : null,
    podcast: episodes && episodes.items.length > 0 && at !== null
      ? { beforeBlock: Math.min(blocks.filter((b) => b.position < at).length, blocks.length), episodes: episodes.items.map(toEpisodeCard) }
      : null,
  };
}
