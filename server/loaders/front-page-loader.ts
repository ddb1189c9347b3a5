// The front page's loader: draws the automatic block variant, fetches the boxes and the optional parts, and hands
// them to the page's build step (shared/pages/front.ts).
import { Type } from '@sinclair/typebox';
import type { LoaderFunctionArgs } from 'react-router';
import { AutoBlock, Episode, IndexBoxes, Unique } from '../../shared/api-types.ts';
import { EPISODES_DEFAULT } from '../../shared/constants.ts';
import { buildFrontPage } from '../../shared/pages/front.ts';
import type { LoadContext } from '../load-context.ts';
import { pageContextOf, runBuild } from './run-build.ts';
import { logPartUnavailable } from '../upstream/log-part-unavailable.ts';

const Episodes = Type.Object({ items: Type.Array(Episode) }, { additionalProperties: true });

async function optional<T>(ctx: LoadContext, what: string, load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (err) {
    if (!ctx.signal.aborted) logPartUnavailable(ctx.log, { part: what }, err, 'front page part unavailable');
    return null;
  }
}

export async function frontPageLoader(args: LoaderFunctionArgs) {
  const ctx = pageContextOf(args);
  const { load } = ctx;
  const { api } = load;
  // One rotation per app and site (§4: random, no repeat until all were used; server/draws.ts). With several workers
  // each keeps its own bag, and the page cache holds one render for a few seconds; readers still see every variant.
  const variant = load.draws.autoBlockVariant(ctx.site.slug);
  const [index, auto, episodes, position] = await Promise.all([
    api.get('/api/index/boxes', IndexBoxes),
    optional(load, 'auto-block', () => api.get(`/api/index/auto-block?v=${variant}`, AutoBlock, 'secondary')),
    optional(load, 'episodes', () => api.get(`/api/index/episodes?perPage=${EPISODES_DEFAULT}`, Episodes, 'secondary')),
    optional(load, 'podcast-position', () =>
      api.get('/api/unique/frontpage-podcast-block-position', Unique, 'secondary'),
    ),
  ]);
  return runBuild(ctx, buildFrontPage({ index, auto, episodes, podcastPosition: position?.content ?? null }, ctx));
}
