// The article page's loader: validates the path, fetches what the page needs (sanitising the HTML it fetched), and
// hands it to the page's build step (shared/pages/article.ts), which holds every rule of the page.
import type { LoaderFunctionArgs } from 'react-router';
import { Article, ArticleList, EpisodeList, FrontendInit, SubItems, Version } from '../../shared/api-types.ts';
import { articleEpisodesPath, mayBeEpisodeArticle } from '../../shared/article-episode.ts';
import { ARTICLE_SLUG } from '../../shared/article-url.ts';
import { LIVE_VERSION_PARAM, RELATED_BY_TAG_COUNT, SUB_ARTICLES_PER_PAGE } from '../../shared/constants.ts';
import { buildArticlePage, postPageOf, type ArticleAnswers } from '../../shared/pages/article.ts';
import { isSubSiteSlug } from '../../shared/sites/site-table.ts'; // §5 route param site: a sub-site only
import { sanitizedContentOf, sanitizedSubItems } from '../content/sanitize-article-html.ts';
import type { LoadContext } from '../load-context.ts';
import { UpstreamError } from '../upstream/publisher-client.ts';
import { LivescoreParts } from './livescore-parts.ts';
import { pageContextOf, runBuild } from './run-build.ts';
import { notFound } from './not-found-loader.ts';
import { logPartUnavailable } from '../upstream/log-part-unavailable.ts';

const YEAR = /^\d{4}$/;
const TWO_DIGITS = /^\d{2}$/;
const SMALL_INT = /^\d{1,9}$/;

/**
 * The article, at least at the version the reader asks for (`?v=`, sent by the live refresh). The cached answer
 * may be up to 15 s old; when it is older than asked, the version endpoint (cached 3 s, the same cache the browser's
 * poll went through) names the real current version and the article is fetched under a key with that version. So
 * every reader polling a live blog shares one upstream call per version, and made-up versions never reach upstream.
 */
async function articleAt(ctx: LoadContext, slug: string, wanted: number | null): Promise<Article> {
  const path = `/api/articles/${encodeURIComponent(slug)}`;
  const article = await ctx.api.get(path, Article);
  if (wanted === null || article.version >= wanted) return article;
  try {
    const { data } = await ctx.api.get(`${path}/version`, Version);
    if (data.v > article.version) return await ctx.api.get(`${path}?v=${data.v}`, Article);
  } catch (err) {
    if (ctx.signal.aborted) throw err;
  }
  return article;
}

async function livePosts(ctx: LoadContext, article: Article, page: number): Promise<SubItems> {
  // The parent's version is part of the key: a new post bumps it, so the posts are never older than the article.
  return sanitizedSubItems(
    await ctx.api.get(
      `/api/articles/${article.id}/items?page=${page}&perPage=${SUB_ARTICLES_PER_PAGE}&v=${article.version}`,
      SubItems,
    ),
  );
}

/** A live-blog post's parent and its first page of items; without them the page shows no sibling box. */
async function relatedOf(ctx: LoadContext, article: Article): Promise<ArticleAnswers['related']> {
  const parentId = article.parent?.id ?? article.parentId;
  if (!parentId) return null;
  try {
    const [parent, items] = await Promise.all([
      ctx.api.get(`/api/article/${parentId}`, Article, 'secondary').catch(() => null),
      ctx.api.get(`/api/articles/${parentId}/items?page=1&perPage=${SUB_ARTICLES_PER_PAGE}`, SubItems, 'secondary'),
    ]);
    return { parent, items };
  } catch (err) {
    if (ctx.signal.aborted) throw err;
    logPartUnavailable(ctx.log, { parentId }, err, 'live-post siblings unavailable');
    return null;
  }
}

/**
 * §4 the article's quiz for the first paint, as every reader sees it (no token: no reader's answers in a cached page).
 * An optional part: without a quiz service, or when it fails, the page renders without it and the block asks the BFF
 * after hydration.
 */
async function quizOf(ctx: LoadContext, quizId: string | null): Promise<ArticleAnswers['quiz']> {
  if (!quizId || !ctx.quiz) return null;
  try {
    return (await ctx.quiz.quizWithAnswers(quizId, null, ctx.site.slug, ctx.signal)).quiz;
  } catch (err) {
    if (ctx.signal.aborted) throw err;
    // The outage itself is logged once by the client's UpstreamHealth; a line per page would flood the log (§8).
    ctx.log.debug({ err: (err as Error).message, quizId }, 'quiz unavailable for the article page');
    return null;
  }
}

async function sponsoredLines(ctx: LoadContext): Promise<ArticleAnswers['sponsoredLines']> {
  try {
    return (await ctx.api.get('/api/frontend/init', FrontendInit, 'secondary')).sponsoredLines;
  } catch (err) {
    if (ctx.signal.aborted) throw err;
    return null;
  }
}

/** The episode an article belongs to: optional, the page shows no player without it. */
async function episodeOf(ctx: LoadContext, article: Article): Promise<ArticleAnswers['episode']> {
  if (!mayBeEpisodeArticle(article)) return null;
  try {
    return (await ctx.api.get(articleEpisodesPath(article.id), EpisodeList, 'secondary')).items[0] ?? null;
  } catch (err) {
    if (ctx.signal.aborted) throw err;
    logPartUnavailable(ctx.log, { articleId: article.id }, err, 'article episode unavailable');
    return null;
  }
}

/** 'Kapcsolódó cikkek' (decision 082): the newest articles with any of the story's tags, one more than shown so the
 * story itself can drop out; optional, the page shows no block without them. */
async function byTagOf(ctx: LoadContext, article: Article): Promise<ArticleAnswers['byTag']> {
  if (article.tags.length === 0) return null;
  const tags = article.tags.map((t) => `filters[tag]=${encodeURIComponent(t.slug)}`).join('&');
  try {
    return (await ctx.api.get(`/api/articles?${tags}&perPage=${RELATED_BY_TAG_COUNT + 1}`, ArticleList, 'secondary'))
      .items;
  } catch (err) {
    if (ctx.signal.aborted) throw err;
    logPartUnavailable(ctx.log, { articleId: article.id }, err, 'related articles unavailable');
    return null;
  }
}

/** §4 a livescore id loads a dashboard: the fixture from the livescore service ([] when it has none; null when it failed). */
async function dashboardOf(ctx: LoadContext, livescoreId: number | null): Promise<ArticleAnswers['livescore']> {
  if (livescoreId === null) return null;
  const parts = new LivescoreParts(ctx, 'article');
  const answer = await parts.get('dashboard', (client, site, signal) => client.dashboard([livescoreId], site, signal), {
    response: [],
  });
  parts.report();
  return answer?.response ?? null;
}

export async function articleLoader(args: LoaderFunctionArgs) {
  const ctx = pageContextOf(args);
  const { site: siteParam, year, month, day, slug } = args.params;
  if (
    (siteParam !== undefined && !isSubSiteSlug(siteParam)) ||
    !YEAR.test(year ?? '') ||
    !TWO_DIGITS.test(month ?? '') ||
    !TWO_DIGITS.test(day ?? '') ||
    !ARTICLE_SLUG.test(slug ?? '')
  ) {
    throw notFound(ctx.url.pathname, ctx.load);
  }
  const wantedRaw = ctx.url.searchParams.get(LIVE_VERSION_PARAM) ?? '';
  let article: Article;
  try {
    article = await articleAt(ctx.load, slug!, SMALL_INT.test(wantedRaw) ? Number(wantedRaw) : null);
  } catch (err) {
    if (err instanceof UpstreamError && err.status === 404) throw notFound(ctx.url.pathname, ctx.load);
    throw err;
  }
  const [posts, related, lines, quiz, livescore, episode, byTag] = await Promise.all([
    article.type === 'liveblog' ? livePosts(ctx.load, article, postPageOf(ctx.url.searchParams)) : null,
    article.type === 'liveblogpost' ? relatedOf(ctx.load, article) : null,
    sponsoredLines(ctx.load),
    quizOf(ctx.load, article.quizId),
    dashboardOf(ctx.load, article.livescoreId),
    episodeOf(ctx.load, article),
    byTagOf(ctx.load, article),
  ]);
  return runBuild(
    ctx,
    buildArticlePage(
      {
        article: { ...article, content: sanitizedContentOf(article) },
        posts,
        related,
        sponsoredLines: lines,
        quiz,
        livescore,
        episode,
        byTag,
      },
      { ...ctx, loggedIn: ctx.load.api.loggedIn },
    ),
  );
}
