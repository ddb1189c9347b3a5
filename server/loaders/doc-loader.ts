// Document pages: /dokumentum/{slug}, and the content pages that are documents too (academy, youth, tax; §2.1).
// §5: on the regional edition the academy, youth and tax pages are 404.
import type { LoaderFunctionArgs } from 'react-router';
import { Doc, Staff } from '../../shared/api-types.ts';
import type { DocPageData, ImpressPageData } from '../../client/page-data.ts';
import { sanitizeArticleHtml } from '../content/sanitize-article-html.ts';
import { loadContextOf, type LoadContext } from '../load-context.ts';
import { UpstreamError } from '../upstream/publisher-client.ts';
import { notFound } from './not-found-loader.ts';

/** routes whose document is fixed, and which exist on the main domain only */
const FIXED_DOCS: Record<string, string> = { academy: 'telexakademia', youth: 'te', tax: 'egyszazalek' };
const DOC_SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;

async function fetchDoc(slug: string, ctx: LoadContext, path: string): Promise<Doc> {
  try {
    const doc = await ctx.api.get(`/api/docs/${slug}`, Doc);
    return { ...doc, content: sanitizeArticleHtml(doc.content) };
  } catch (err) {
    if (err instanceof UpstreamError && err.status === 404) throw notFound(path, ctx);
    throw err;
  }
}

export function docLoaderFor(routeId: string) {
  return async ({ request, params, context }: LoaderFunctionArgs): Promise<DocPageData> => {
    const ctx = loadContextOf(context);
    const path = new URL(request.url).pathname;
    const fixed = FIXED_DOCS[routeId];
    if (fixed && ctx.site.domain === 'regional') throw notFound(path, ctx);
    const slug = fixed ?? params.slug ?? '';
    if (!DOC_SLUG.test(slug)) throw notFound(path, ctx);
    return { kind: 'doc', doc: await fetchDoc(slug, ctx, path) };
  };
}

/** /impresszum: the imprint document and the staff list (on the main domain; the regional one has it as a doc). */
export async function impressLoader({ request, context }: LoaderFunctionArgs): Promise<ImpressPageData> {
  const ctx = loadContextOf(context);
  const path = new URL(request.url).pathname;
  const [doc, staff] = await Promise.all([
    fetchDoc('impresszum', ctx, path),
    ctx.api.get('/api/impress/staff', Staff, 'secondary').catch(() => ({ items: [] })),
  ]);
  return { kind: 'impress', doc, staff: staff.items };
}
