// /tamogatas/{belepes|profil|hiba|siker}: the reader-revenue page's loader; its rules are in shared/pages/support.ts.
import type { LoaderFunctionArgs } from 'react-router';
import { Doc, FrontendInit } from '../../shared/api-types.ts';
import { buildSupportPage, supportStateOf } from '../../shared/pages/support.ts';
import { sanitizeArticleHtml } from '../content/sanitize-article-html.ts';
import { notFound } from './not-found-loader.ts';
import { pageContextOf, runBuild } from './run-build.ts';

export async function supportLoader(args: LoaderFunctionArgs) {
  const ctx = pageContextOf(args);
  const state = supportStateOf(args.params.slug, ctx.site);
  if (state === undefined) throw notFound(ctx.url.pathname, ctx.load);
  const [init, doc] = await Promise.all([
    ctx.load.api.get('/api/frontend/init', FrontendInit),
    ctx.load.api.get('/api/docs/tamogatas', Doc).catch(() => null),
  ]);
  return runBuild(ctx, buildSupportPage(state, init, doc ? sanitizeArticleHtml(doc.content) : null));
}
