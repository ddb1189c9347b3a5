// The section page's loader (every list route, §2.1): the page module plans the upstream calls from the URL and
// builds the page from the answers (shared/pages/section.ts); this file only fetches. Optional parts (highlights,
// the PR article, the hiking-news box) are left out when they fail.
import { Type } from '@sinclair/typebox';
import type { LoaderFunctionArgs } from 'react-router';
import { ArticleList, EpisodeList, FrontendInit, SearchResult } from '../../shared/api-types.ts';
import { toCard, toCompactCard, type CardArticle, type CompactCard } from '../../shared/card-article.ts';
import { buildSectionPage, planSectionPage } from '../../shared/pages/section.ts';
import type { LoadContext } from '../load-context.ts';
import { UpstreamError } from '../upstream/publisher-client.ts';
import { notFound } from './not-found-loader.ts';
import { pageContextOf, runBuild } from './run-build.ts';
import { logPartUnavailable } from '../upstream/log-part-unavailable.ts';

/** GET /api/search/highlights answers `{ items }`. */
const Highlights = Type.Object({ items: ArticleList.properties.items }, { additionalProperties: true });
const NONE: CardArticle[] = [];
const NO_COMPACT: CompactCard[] = [];

/** A part the list can show without: on failure it is simply left out. */
async function optional<T>(ctx: LoadContext, what: string, load: () => Promise<T[]>): Promise<T[]> {
  try {
    return await load();
  } catch (err) {
    if (!ctx.signal.aborted) logPartUnavailable(ctx.log, { part: what }, err, 'list part unavailable');
    return [];
  }
}

export async function sectionLoader(args: Pick<LoaderFunctionArgs, 'request' | 'context'>) {
  const ctx = pageContextOf(args);
  const { load } = ctx;
  const plan = planSectionPage(ctx.url, ctx.site);
  if (!plan) throw notFound(ctx.url.pathname, load);
  const { highlights, hikingNews, episodes: episodesPath, nextList } = plan;
  const [result, next, highlighted, prArticles, hiking, episodes] = await Promise.all([
    load.api.get(plan.list, SearchResult).catch((err: unknown) => {
      // An unknown section, tag or author is a reader's 404, not a server error.
      if (err instanceof UpstreamError && (err.status === 404 || err.status === 400))
        throw notFound(ctx.url.pathname, load);
      throw err;
    }),
    nextList ? optional(load, 'next-page', async () => [await load.api.get(nextList, SearchResult, 'secondary')]) : [],
    highlights
      ? optional(load, 'highlights', async () =>
          (await load.api.get(highlights, Highlights, 'secondary')).items.map(toCard),
        )
      : NONE,
    plan.pr
      ? optional(load, 'pr', async () =>
          (await load.api.get('/api/frontend/init', FrontendInit, 'secondary')).latestPrArticles.map(toCard),
        )
      : NONE,
    hikingNews
      ? optional(load, 'hiking-news', async () =>
          (await load.api.get(hikingNews, ArticleList, 'secondary')).items.map(toCompactCard),
        )
      : NO_COMPACT,
    episodesPath
      ? optional(load, 'episodes', async () => [await load.api.get(episodesPath, EpisodeList, 'secondary')])
      : [],
  ]);
  return runBuild(
    ctx,
    buildSectionPage(
      plan,
      {
        result,
        next: next[0] ?? null,
        highlights: highlighted,
        prArticles,
        hikingNews: hiking,
        afterSpotifyEmbed: load.afterSpotifyEmbed ?? null,
        episodes: episodes[0] ?? null,
        hikingMap: { url: load.eventData?.hikingMapUrl ?? null, messageOrigins: load.eventData?.messageOrigins ?? [] },
      },
      ctx,
    ),
  );
}
