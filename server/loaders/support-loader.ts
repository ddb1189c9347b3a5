// /tamogatas/{belepes|profil|hiba|siker}: the reader-revenue page (§2.1). §5: 404 on the main site when the
// donations flag is '1', and on the regional edition always.
import type { LoaderFunctionArgs } from 'react-router';
import { Doc, FrontendInit } from '../../shared/api-types.ts';
import type { SupportPageData } from '../../client/page-data.ts';
import { sanitizeArticleHtml } from '../content/sanitize-article-html.ts';
import { loadContextOf } from '../load-context.ts';
import { notFound } from './not-found-loader.ts';

const STATES = ['belepes', 'profil', 'hiba', 'siker'] as const;

export async function supportLoader({ request, params, context }: LoaderFunctionArgs): Promise<SupportPageData> {
  const ctx = loadContextOf(context);
  const path = new URL(request.url).pathname;
  const state = params.slug ?? null;
  if (ctx.site.domain === 'regional') throw notFound(path, ctx);
  if (state !== null && !(STATES as readonly string[]).includes(state)) throw notFound(path, ctx);
  const [init, doc] = await Promise.all([
    ctx.api.get('/api/frontend/init', FrontendInit),
    ctx.api.get('/api/docs/tamogatas', Doc).catch(() => null),
  ]);
  if (init.componentSetup.donations === '1') throw notFound(path, ctx);
  return {
    kind: 'support',
    state: state as SupportPageData['state'],
    content: doc ? sanitizeArticleHtml(doc.content) : null,
  };
}
