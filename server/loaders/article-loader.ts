import { redirect, type LoaderFunctionArgs } from 'react-router';
import { Article } from '../../shared/api-types.ts';
import type { ArticlePageData } from '../../client/page-data.ts';
import { sanitizedContentOf } from '../content/sanitize-article-html.ts';
import { loadContextOf } from '../load-context.ts';
import { UpstreamError } from '../upstream/publisher-client.ts';
import { notFound } from './not-found-loader.ts';

const SUB_SITE = /^(after|g7|karakter)$/; // §5 route param site limited to after|g7|karakter
const YEAR = /^\d{4}$/;
const TWO_DIGITS = /^\d{2}$/;
const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;

export async function articleLoader({ request, params, context }: LoaderFunctionArgs): Promise<ArticlePageData> {
  const ctx = loadContextOf(context);
  const url = new URL(request.url);
  const { site: siteParam, year, month, day, slug } = params;
  if ((siteParam !== undefined && !SUB_SITE.test(siteParam)) || !YEAR.test(year ?? '') || !TWO_DIGITS.test(month ?? '')
    || !TWO_DIGITS.test(day ?? '') || !SLUG.test(slug ?? '')) {
    throw notFound(url.pathname, ctx);
  }
  let article;
  try {
    article = await ctx.api.get(`/api/articles/${encodeURIComponent(slug!)}`, Article);
  } catch (err) {
    if (err instanceof UpstreamError && err.status === 404) throw notFound(url.pathname, ctx);
    throw err;
  }
  // §4 an inactive article, or one whose main super-tag is inactive, is 404 unless an editor is logged in.
  if ((!article.active || !article.mainSuperTag.active) && !ctx.api.loggedIn) throw notFound(url.pathname, ctx);
  // §2.2 an article reached under a URL other than its canonical one moves there, query kept.
  if (article.url !== url.pathname) throw redirect(article.url + url.search, 301);
  return { kind: 'article', article: { ...article, content: sanitizedContentOf(article) } };
}

