// The article page (§2.1 single_article, liveblog_article; §4 Article page; §6 ads): its data, its routes, and the
// build step holding every rule of the page. The loader (server/loaders/article-loader.ts) validates the path,
// fetches, sanitises the HTML it fetched and calls buildArticlePage; nothing else decides these rules.
import { adPolicyOf } from '../ad-rules.ts';
import type { Article, ArticleSummary, Episode, SponsoredLine, SubItemDocument, SubItems } from '../api-types.ts';
import { chooseSponsoredLine } from '../choose-sponsored-line.ts';
import { toEpisodeCard, type EpisodeCardData } from '../episode-card.ts';
import { LIVE_POST_CHILD_ITEMS, RELATED_BY_TAG_COUNT } from '../constants.ts';
import { toCompactCard, type CompactCard } from '../card-article.ts';
import { CONTENT_IMAGE_SIZES, srcsetFor, WIDE_IMAGE_SIZES } from '../image-srcset.ts';
import { isLiveArticle } from '../is-live-article.ts';
import type { Fixture } from '../livescore-types.ts';
import { dashboardFixture, fixturesRefreshMs } from '../sport-refresh.ts';
import { articleJsonLd } from '../json-ld.ts';
import { authorPath } from '../author-url.ts';
import { PAGE_PARAM, pageOf } from '../page-param.ts';
import { facebookInteractionsOf } from '../page-social.ts';
import { ARTICLE_AD_POSITIONS, isMobileAppUrl, pageAdsOf, type PageAds } from '../page-ads.ts';
import type { Quiz } from '../quiz-types.ts';
import { buildQuizView, type QuizView } from '../quiz-view.ts';
import { articleNoticesHtml } from './article-notices.ts';
import { moved, NOT_FOUND, page, type PageContext, type PageOutcome } from './page-contract.ts';
import type { QueryKeys } from './page-contract.ts';
import { MOBILE_APP_PARAM } from '../mobile-app-param.ts';
import { LIVE_VERSION_PARAM } from '../constants.ts';
import { NEWSLETTER_QUERY_KEYS } from '../newsletter-form.ts';
import { pageLanguageOf } from '../box-texts.ts';
import { readingMinutes, readingTimeText } from '../reading-time.ts';
import { articleShareOf, type ArticleShare } from '../share-links.ts';

/**
 * The fields of a live blog's post the page reads: what a post shows (client/components/article-live-posts.chunk.tsx),
 * the version the live refresh compares, and its JSON-LD update. The rest of the upstream summary (tags, super-tags,
 * recommender pictures, flags: about 1 KB a post, 30 a page) stays on the server.
 */
const LIVE_POST_FIELDS = [
  'id',
  'version',
  'title',
  'lead',
  'url',
  'pubDate',
  'updatedAt',
  'articleAuthors',
] as const satisfies readonly (keyof ArticleSummary)[];

/** A live blog's post as the page shows it, its body sanitised like an article's content. */
export type LivePost = Pick<ArticleSummary, (typeof LIVE_POST_FIELDS)[number]> & { content: string };

/**
 * The upstream article's fields its page reads (shows, links, or acts on). The rest of the answer (the recommender's
 * pictures, engagement counts, editorial flags the build step has already applied) stays on the server: it went to
 * every reader in the hydration payload and the page-data JSON, about 1.4 KB an article, and nothing read it. A live
 * blog's posts travel in `posts`, not as the article's sub-articles.
 */
const ARTICLE_VIEW_FIELDS = [
  'id',
  'type',
  'title',
  'slug',
  'pubDate',
  'updatedAt',
  'version',
  'lead',
  'articleAuthors',
  'articleContributors',
  'mainSuperTag',
  'tags',
  'flags',
  'english',
  'pr',
  'parentId',
  'originatingSite',
  'subtitle',
  'coverImage',
  'coverImageText',
  'colorScheme',
  'facebookImage',
  'ogDescription',
  'content',
  'quizId',
  'livescoreId',
  'ctUrl',
  'url',
] as const satisfies readonly (keyof Article)[];

export type ArticleView = Pick<Article, (typeof ARTICLE_VIEW_FIELDS)[number]>;

/** A copy of `value` with `fields` only: what a view carries to the browser. */
function only<T, K extends keyof T>(value: T, fields: readonly K[]): Pick<T, K> {
  const view = {} as Pick<T, K>;
  for (const field of fields) view[field] = value[field];
  return view;
}

export interface ArticlePageData {
  kind: 'article';
  /** the fields the page reads (ArticleView), content sanitised */
  article: ArticleView;
  /** a live blog's posts with their bodies: pinned first (page 1 only), then this page's, 30 a page (§9) */
  posts: { pinned: LivePost[]; items: LivePost[]; page: number; totalPages: number } | null;
  /** a live-blog post's parent and up to 4 of its other posts, pinned first (§4) */
  related: { parent: { title: string; url: string } | null; items: SiblingPost[] } | null;
  /** 'Kapcsolódó cikkek' under the story (decision 082): the newest articles sharing its tags, the story left out */
  byTag: CompactCard[];
  /** how many recommender boxes the sidebar shows: no more than the story's length holds (decision 082) */
  /** §6 the ad slots this article shows (body, sidebar rectangle, sticky), only those the rule allows, and its targeting */
  ads: PageAds;
  /** §3, §9 the article's Facebook interactions ('1 234 interakció a Facebookon') once they reach its site's interaction count, else null */
  facebookInteractions: string | null;
  /** sizes of the cover picture's srcset */
  coverSizes: string;
  /** §3 the sponsored line for this article's path, if one is in its date window */
  sponsoredLine: Pick<SponsoredLine, 'ctLink' | 'description' | 'cssClass'> | null;
  /** schema.org NewsArticle / LiveBlogPosting */
  jsonLd: Record<string, unknown>;
  /** §9 srcset of the cover picture, when the media host can resize it */
  coverSrcset: string | null;
  /** our own markup: the adult-content notice and the help lines the article asks for */
  noticesHtml: string | null;
  /** OpenGraph article:* [property, content] pairs */
  articleMeta: [string, string][];
  /** §4 transparent header (longform, 'g7-hero'); wide cover (longform, articleWidthCover) */
  layout: { transparent: boolean; wide: boolean };
  /** §4 a live article (live blog, live or refresh flag): it shows the live label and polls for new versions */
  live: boolean;
  /** the episode this article is the article of, played from the page (null for other articles) */
  episode?: EpisodeCardData | null;
  /**
   * §4 the article's quiz as every reader sees it (no reader's answers: the page is cached for everyone; closed
   * questions show their results, open ones none); null without a quiz or when the quiz service did not answer
   */
  quiz: QuizView | null;
  /**
   * §4 the livescore dashboard of an article with a livescore id: its fixtures with score, status and events ([] when
   * the service has nothing for it yet: 'Még nincs adat.'); null when there is none to show (no id, no service, or
   * the service failed: §8, nothing shown)
   */
  livescore: Fixture[] | null;
  /** the header's 'N perc olvasás' ('N min read' on an English page); null on a live article, which keeps growing */
  readingTime: string | null;
  /** the share links and buttons under the headline and after the story */
  share: ArticleShare;
  /** set in the hydration payload only: the HTML-bearing fields are in the document (shared/pages/dom-backed.ts) */
  fromDom?: true;
}

/** What the loader fetched for one article page. HTML in it (article and post bodies) is already sanitised. */
export interface ArticleAnswers {
  article: Article;
  /** a live blog's posts, this page's (`null` for other types) */
  posts: SubItems | null;
  /** a live-blog post's parent and the parent's first page of items (`null` when not a post or unavailable) */
  related: { parent: Pick<Article, 'title' | 'url'> | null; items: SubItems } | null;
  /** the sponsored lines (§3) from /api/frontend/init; `null` when it did not answer */
  sponsoredLines: SponsoredLine[] | null;
  /** the episode whose article this is (shared/article-episode.ts), when it is one and the answer came */
  episode?: Episode | null;
  /** the article's quiz (`article.quizId`) without any reader's answers; absent or `null` when none or unavailable */
  quiz?: Quiz | null;
  /** §4 the livescore service's fixtures for the article's livescore id; null when not asked, unconfigured or failed */
  livescore?: Fixture[] | null;
  /** the newest articles sharing a tag with the story (the story may be among them); absent or null when unavailable */
  byTag?: ArticleSummary[] | null;
}

export interface ArticleContext extends PageContext {
  /** an editor is signed in (§4: may see inactive articles) */
  loggedIn: boolean;
}

const MAX_POST_PAGE = 10_000;
const RECENT_ARTICLE_S = 2 * 24 * 3600; // an article this young changes often: the shorter cache rule

/** §5 oldal above 1 pages a live blog's posts; 1, junk or nothing is the first page. */
export function postPageOf(query: URLSearchParams): number {
  return Math.min(pageOf(query), MAX_POST_PAGE);
}

const ARTICLE_TYPES = new Set(['article', 'longform', 'liveblog', 'liveblogpost']);

/** A live-blog post's sibling as its list shows it: a link and a time. */
export type SiblingPost = Pick<ArticleSummary, 'id' | 'title' | 'url' | 'pubDate'>;

function siblingOf({ id, title, url, pubDate }: SubItemDocument): SiblingPost {
  return { id, title, url, pubDate };
}

function livePost(document: SubItemDocument): LivePost {
  return { ...only(document, LIVE_POST_FIELDS), content: document.content ?? '' };
}

/** §4 a live-blog post shows up to 4 other items of its parent: pinned first, then article-type entries. */
function relatedOf(
  article: Article,
  related: NonNullable<ArticleAnswers['related']>,
): NonNullable<ArticlePageData['related']> {
  const picked: SiblingPost[] = [];
  for (const entry of [...related.items.pinnedItems, ...related.items.items.filter((i) => ARTICLE_TYPES.has(i.type))]) {
    if (picked.length === LIVE_POST_CHILD_ITEMS) break;
    if (entry.document.id !== article.id && !picked.some((p) => p.id === entry.document.id))
      picked.push(siblingOf(entry.document));
  }
  return { parent: related.parent ? { title: related.parent.title, url: related.parent.url } : null, items: picked };
}

/** OpenGraph's article:* properties, computed here so that the browser's bundle does not carry the formatting. */
function articleMetaOf(article: Article, origin: string): ArticlePageData['articleMeta'] {
  const iso = (unix: number) => new Date(unix * 1000).toISOString();
  return [
    ['article:published_time', iso(article.pubDate)],
    ['article:modified_time', iso(article.updatedAt)],
    ['article:section', article.mainSuperTag.name],
    ...article.tags.map((t) => ['article:tag', t.name]),
    ...article.articleAuthors.map((a) => ['article:author', new URL(authorPath(a.slug), origin).href]),
  ] as [string, string][];
}

/** Every rule of the article page, from the upstream answers to the page data and its cache rule. */
export function buildArticlePage(answers: ArticleAnswers, ctx: ArticleContext): PageOutcome<ArticlePageData> {
  const { article } = answers;
  // §4 an inactive article, or one whose main super-tag is inactive, is 404 unless an editor is logged in.
  if ((!article.active || !article.mainSuperTag.active) && !ctx.loggedIn) return NOT_FOUND;
  // §2.2 an article reached under a URL other than its canonical one moves there, query kept.
  if (article.url !== ctx.url.pathname) return moved(article.url + ctx.url.search);
  const postPage = postPageOf(ctx.url.searchParams);
  const posts = answers.posts && {
    pinned: postPage === 1 ? answers.posts.pinnedItems.map((i) => livePost(i.document)) : [],
    items: answers.posts.items.map((i) => livePost(i.document)),
    page: postPage,
    totalPages: Math.max(1, answers.posts.totalPages),
  };
  if (posts && postPage > posts.totalPages) return NOT_FOUND;

  const isMobileApp = isMobileAppUrl(ctx.url);
  const ads = pageAdsOf({
    site: ctx.site.id,
    positions: ARTICLE_AD_POSITIONS,
    policy: adPolicyOf(article, { isMobileApp }),
    isMobileApp,
    targeting: { type: article.type, slug: article.slug, tags: article.tags.map((t) => t.slug) },
  });
  const line = answers.sponsoredLines ? chooseSponsoredLine(answers.sponsoredLines, article, ctx.now) : null;
  const wide = article.type === 'longform' || article.articleWidthCover;
  // §4 the header is transparent over a longform's or a 'g7-hero' article's cover.
  const transparent = article.type === 'longform' || article.flags.some((f) => f.slug === 'g7-hero');
  const live = isLiveArticle(article);
  const language = pageLanguageOf(article.english);
  const data: ArticlePageData = {
    kind: 'article',
    article: only(article, ARTICLE_VIEW_FIELDS),
    posts,
    related: answers.related ? relatedOf(article, answers.related) : null,
    byTag: (answers.byTag ?? [])
      .filter((a) => a.id !== article.id)
      .slice(0, RELATED_BY_TAG_COUNT)
      .map(toCompactCard),
    ads,
    facebookInteractions: facebookInteractionsOf(article, ctx.site),
    coverSizes: wide ? WIDE_IMAGE_SIZES : CONTENT_IMAGE_SIZES,
    sponsoredLine: line && { ctLink: line.ctLink, description: line.description, cssClass: line.cssClass },
    jsonLd: articleJsonLd(
      article,
      posts ? [...posts.pinned, ...posts.items] : [],
      ctx.origin,
      ctx.site.name,
      ctx.site.facebookLogo,
    ),
    coverSrcset: article.coverImage ? srcsetFor(article.coverImage.src) : null,
    noticesHtml: articleNoticesHtml(article),
    articleMeta: articleMetaOf(article, ctx.origin),
    layout: { transparent, wide },
    // One live rule (§4, shared/is-live-article.ts), decided here: the page reads it, nothing downstream re-derives it.
    live,
    readingTime: live ? null : readingTimeText(readingMinutes(article.content), language),
    share: articleShareOf(article.title, ctx.origin + article.url, language),
    ...(answers.episode ? { episode: toEpisodeCard(answers.episode) } : {}),
    // Only the quiz the article names: a stale or foreign answer shows nothing rather than another quiz.
    quiz:
      article.quizId && answers.quiz && answers.quiz._id === article.quizId
        ? buildQuizView(answers.quiz, null, ctx.now)
        : null,
    livescore: article.livescoreId !== null && answers.livescore ? answers.livescore.map(dashboardFixture) : null,
  };
  // What polls every 15 s is cached like a live page.
  // A dashboard with a match still to be played or on is as live as the match (its first paint is never stale long).
  const liveScore = data.livescore !== null && fixturesRefreshMs(data.livescore) !== null;
  const rule =
    data.live || liveScore ? 'live' : ctx.now - article.pubDate < RECENT_ARTICLE_S ? 'recentArticle' : 'olderArticle';
  const keys = [`article-${article.id}`, `section-${article.mainSuperTag.slug}`];
  if (article.parentId) keys.push(`article-${article.parentId}`);
  return page(data, rule, keys);
}

/** The query parameters this page type reads (a live blog's post page, the live version the loader must see, the app's ad units, and the outcome of a newsletter sign-up its prompt shows): the page cache keys on these alone (decision 040). */
export const articleQueryKeys = [
  PAGE_PARAM,
  LIVE_VERSION_PARAM,
  MOBILE_APP_PARAM,
  ...NEWSLETTER_QUERY_KEYS,
] as const satisfies QueryKeys;
