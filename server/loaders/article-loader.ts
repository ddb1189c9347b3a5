import { redirect, type LoaderFunctionArgs } from 'react-router';
import { adPolicyOf, slotAllowed } from '../../shared/ad-rules.ts';
import { ARTICLE_AD_SLOTS, adSlotView, type AdSlotSpec } from '../../shared/ad-slots.ts';
import { Article, FrontendInit, SubItems, Version, type ArticleSummary, type SubItemDocument } from '../../shared/api-types.ts';
import { chooseSponsoredLine } from '../../shared/choose-sponsored-line.ts';
import { LIVE_BLOG_PAGE_PARAM, LIVE_POST_CHILD_ITEMS, LIVE_VERSION_PARAM, SUB_ARTICLES_PER_PAGE } from '../../shared/constants.ts';
import { MOBILE_APP_PARAM } from '../../shared/navigation-constants.ts';
import { CONTENT_IMAGE_SIZES, srcsetFor, WIDE_IMAGE_SIZES } from '../../shared/image-srcset.ts';
import { articleJsonLd } from '../../shared/json-ld.ts';
import type { ArticlePageData, LivePost } from '../../client/page-data.ts';
import { sanitizedContentOf } from '../content/sanitize-article-html.ts';
import { articleNoticesHtml } from './article-notices.ts';
import { loadContextOf, type LoadContext } from '../load-context.ts';
import { UpstreamError } from '../upstream/publisher-client.ts';
import { notFound } from './not-found-loader.ts';
import { logPartUnavailable } from '../upstream/log-part-unavailable.ts';

const SUB_SITE = /^(after|g7|karakter)$/; // §5 route param site limited to after|g7|karakter
const YEAR = /^\d{4}$/;
const TWO_DIGITS = /^\d{2}$/;
const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;
const SMALL_INT = /^\d{1,9}$/;
const MAX_POST_PAGE = 10_000;

/** §5 oldal above 1 pages a live blog's posts; 1, junk or nothing is the first page. */
function postPageOf(url: URL): number {
  const raw = url.searchParams.get(LIVE_BLOG_PAGE_PARAM) ?? '';
  return SMALL_INT.test(raw) ? Math.min(Math.max(1, Number(raw)), MAX_POST_PAGE) : 1;
}

function isNotFound(err: unknown): boolean {
  return err instanceof UpstreamError && err.status === 404;
}

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

/** A post's body is sanitised like the article's: once per post version, then served from memory. */
function livePost(document: SubItemDocument): LivePost {
  return { ...document, content: sanitizedContentOf({ ...document, content: document.content ?? '' }) };
}

/** A sibling link needs no body: drop it so it never travels to the browser. */
function summaryOf({ content: _content, ...summary }: SubItemDocument): ArticleSummary {
  return summary;
}

async function livePosts(ctx: LoadContext, article: Article, page: number): Promise<NonNullable<ArticlePageData['posts']>> {
  // The parent's version is part of the key: a new post bumps it, so the posts are never older than the article.
  const items = await ctx.api.get(
    `/api/articles/${article.id}/items?page=${page}&perPage=${SUB_ARTICLES_PER_PAGE}&v=${article.version}`, SubItems,
  );
  return {
    pinned: page === 1 ? items.pinnedItems.map((i) => livePost(i.document)) : [],
    items: items.items.map((i) => livePost(i.document)),
    page,
    totalPages: Math.max(1, items.totalPages),
  };
}

const ARTICLE_TYPES = new Set(['article', 'longform', 'liveblog', 'liveblogpost']);

/** §4 a live-blog post shows up to 4 other items of its parent: pinned first, then article-type entries. */
async function relatedOf(ctx: LoadContext, article: Article): Promise<ArticlePageData['related']> {
  const parentId = article.parent?.id ?? article.parentId;
  if (!parentId) return null;
  try {
    const [parent, items] = await Promise.all([
      ctx.api.get(`/api/article/${parentId}`, Article, 'secondary').catch(() => null),
      ctx.api.get(`/api/articles/${parentId}/items?page=1&perPage=${SUB_ARTICLES_PER_PAGE}`, SubItems, 'secondary'),
    ]);
    const picked: ArticleSummary[] = [];
    for (const entry of [...items.pinnedItems, ...items.items.filter((i) => ARTICLE_TYPES.has(i.type))]) {
      if (picked.length === LIVE_POST_CHILD_ITEMS) break;
      if (entry.document.id !== article.id && !picked.some((p) => p.id === entry.document.id)) picked.push(summaryOf(entry.document));
    }
    return { parent: parent ? { title: parent.title, url: parent.url } : null, items: picked };
  } catch (err) {
    if (ctx.signal.aborted) throw err;
    logPartUnavailable(ctx.log, { parentId }, err, 'live-post siblings unavailable');
    return null;
  }
}

async function sponsoredLineFor(ctx: LoadContext, article: Article): Promise<ArticlePageData['sponsoredLine']> {
  try {
    const init = await ctx.api.get('/api/frontend/init', FrontendInit, 'secondary');
    const line = chooseSponsoredLine(init.sponsoredLines, article, Math.floor(Date.now() / 1000));
    return line && { ctLink: line.ctLink, description: line.description, cssClass: line.cssClass };
  } catch (err) {
    if (ctx.signal.aborted) throw err;
    return null;
  }
}

export async function articleLoader({ request, params, context }: LoaderFunctionArgs): Promise<ArticlePageData> {
  const ctx = loadContextOf(context);
  const url = new URL(request.url);
  const { site: siteParam, year, month, day, slug } = params;
  if ((siteParam !== undefined && !SUB_SITE.test(siteParam)) || !YEAR.test(year ?? '') || !TWO_DIGITS.test(month ?? '')
    || !TWO_DIGITS.test(day ?? '') || !SLUG.test(slug ?? '')) {
    throw notFound(url.pathname, ctx);
  }
  const wantedRaw = url.searchParams.get(LIVE_VERSION_PARAM) ?? '';
  const wanted = SMALL_INT.test(wantedRaw) ? Number(wantedRaw) : null;
  let article: Article;
  try {
    article = await articleAt(ctx, slug!, wanted);
  } catch (err) {
    if (isNotFound(err)) throw notFound(url.pathname, ctx);
    throw err;
  }
  // §4 an inactive article, or one whose main super-tag is inactive, is 404 unless an editor is logged in.
  if ((!article.active || !article.mainSuperTag.active) && !ctx.api.loggedIn) throw notFound(url.pathname, ctx);
  // §2.2 an article reached under a URL other than its canonical one moves there, query kept.
  if (article.url !== url.pathname) throw redirect(article.url + url.search, 301);

  const page = postPageOf(url);
  const [posts, related, sponsoredLine] = await Promise.all([
    article.type === 'liveblog' ? livePosts(ctx, article, page) : null,
    article.type === 'liveblogpost' ? relatedOf(ctx, article) : null,
    sponsoredLineFor(ctx, article),
  ]);
  if (posts && page > posts.totalPages) throw notFound(url.pathname, ctx);
  const allPosts = posts ? [...posts.pinned, ...posts.items] : [];
  const adPolicy = adPolicyOf(article, { isMobileApp: url.searchParams.has(MOBILE_APP_PARAM) });
  const ads: ArticlePageData['ads'] = {};
  for (const [position, slot] of Object.entries(ARTICLE_AD_SLOTS) as [keyof typeof ARTICLE_AD_SLOTS, AdSlotSpec][]) {
    if (slotAllowed(adPolicy, slot)) ads[position] = adSlotView(slot);
  }
  const wide = article.type === 'longform' || article.articleWidthCover;
  // §4 the header is transparent over a longform's or a 'g7-hero' article's cover.
  const transparent = article.type === 'longform' || article.flags.some((f) => f.slug === 'g7-hero');
  return {
    kind: 'article',
    article: { ...article, content: sanitizedContentOf(article), subArticles: [] },
    posts,
    related,
    adPolicy,
    ads,
    coverSizes: wide ? WIDE_IMAGE_SIZES : CONTENT_IMAGE_SIZES,
    sponsoredLine,
    jsonLd: articleJsonLd(article, allPosts, url.origin, ctx.site.name, ctx.site.facebookLogo),
    coverSrcset: article.coverImage ? srcsetFor(article.coverImage.src) : null,
    noticesHtml: articleNoticesHtml(article),
    articleMeta: articleMetaOf(article, url.origin),
    layout: { transparent, wide },
  };
}

/** OpenGraph's article:* properties, computed here so that the browser's bundle does not carry the formatting. */
function articleMetaOf(article: Article, origin: string): ArticlePageData['articleMeta'] {
  const iso = (unix: number) => new Date(unix * 1000).toISOString();
  return [
    ['article:published_time', iso(article.pubDate)],
    ['article:modified_time', iso(article.updatedAt)],
    ['article:section', article.mainSuperTag.name],
    ...article.tags.map((t) => ['article:tag', t.name]),
    ...article.articleAuthors.map((a) => ['article:author', new URL(`/szerzo/${a.slug}`, origin).href]),
  ] as [string, string][];
}
