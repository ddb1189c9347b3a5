// Document pages' loaders (/dokumentum/{slug}, academy, youth, tax; /impresszum): fetch the document, sanitise its
// HTML, and hand it to the page module's build step (shared/pages/doc.ts, impress.ts).
import type { LoaderFunctionArgs } from 'react-router';
import { Doc, Staff } from '../../shared/api-types.ts';
import { buildDocPage, docSlugFor, type DocRouteId } from '../../shared/pages/doc.ts';
import { buildImpressPage, IMPRESS_DOC_SLUG } from '../../shared/pages/impress.ts';
import { sanitizeArticleHtml } from '../content/sanitize-article-html.ts';
import { UpstreamError } from '../upstream/publisher-client.ts';
import { notFound } from './not-found-loader.ts';
import { pageContextOf, runBuild, type LoaderPageContext } from './run-build.ts';

async function fetchDoc(slug: string, ctx: LoaderPageContext): Promise<Doc> {
  try {
    const doc = await ctx.load.api.get(`/api/docs/${slug}`, Doc);
    return { ...doc, content: sanitizeArticleHtml(doc.content) };
  } catch (err) {
    if (err instanceof UpstreamError && err.status === 404) throw notFound(ctx.url.pathname, ctx.load);
    throw err;
  }
}

export function docLoaderFor(routeId: DocRouteId) {
  return async (args: LoaderFunctionArgs) => {
    const ctx = pageContextOf(args);
    const slug = docSlugFor(routeId, args.params.slug, ctx.site);
    if (!slug) throw notFound(ctx.url.pathname, ctx.load);
    return runBuild(ctx, buildDocPage(await fetchDoc(slug, ctx)));
  };
}

export async function impressLoader(args: LoaderFunctionArgs) {
  const ctx = pageContextOf(args);
  const [doc, staff] = await Promise.all([
    fetchDoc(IMPRESS_DOC_SLUG, ctx),
    ctx.load.api.get('/api/impress/staff', Staff, 'secondary').catch(() => ({ items: [] })),
  ]);
  return runBuild(ctx, buildImpressPage(doc, staff.items));
}
