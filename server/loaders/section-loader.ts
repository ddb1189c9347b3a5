// The one section page behind every list route (§2.1): the path picks the section (§2.8), the section says what
// to search; zero results are 404 (§5). Page numbers come from `oldal` (junk is page 1).
import type { LoaderFunctionArgs } from 'react-router';
import { SearchResult } from '../../shared/api-types.ts';
import { toCard } from '../../shared/card-article.ts';
import { pageFromQuery } from '../../shared/pagination.ts';
import { capitalise, matchSection } from '../../shared/sections.ts';
import type { SectionPageData } from '../../client/page-data.ts';
import { loadContextOf } from '../load-context.ts';
import { UpstreamError } from '../upstream/publisher-client.ts';
import { notFound } from './not-found-loader.ts';

const MAX_TERM_LENGTH = 200;

/** Archive filters (§2.3: query params term and filters as JSON); anything malformed is ignored, not an error. */
function archiveFilters(raw: string | null): Record<string, string[]> {
  if (!raw || raw.length > 2000) return {};
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    const out: Record<string, string[]> = {};
    for (const key of ['tag', 'mstag', 'author', 'flag']) {
      const v = parsed[key];
      const list = (Array.isArray(v) ? v : [v]).filter((x): x is string => typeof x === 'string' && /^[a-z0-9-]{1,80}$/.test(x));
      if (list.length) out[key] = list;
    }
    return out;
  } catch {
    return {};
  }
}

export async function sectionLoader({ request, context }: LoaderFunctionArgs): Promise<SectionPageData> {
  const ctx = loadContextOf(context);
  const url = new URL(request.url);
  const spec = matchSection(url.pathname, ctx.site);
  if (!spec) throw notFound(url.pathname, ctx);
  const page = pageFromQuery(url.searchParams.get('oldal'));
  const term = spec.search ? (url.searchParams.get('term') ?? '').trim().slice(0, MAX_TERM_LENGTH) : '';
  const filters: Record<string, string[]> = spec.search ? archiveFilters(url.searchParams.get('filters')) : {};
  for (const [k, v] of Object.entries(spec.filters)) if (v) filters[k] = [v];
  const query = new URLSearchParams({ oldal: String(page), perPage: String(spec.perPage), sites: spec.sites.join('|') });
  if (Object.keys(filters).length) query.set('filters', JSON.stringify(filters));
  if (term) query.set('term', term);
  let result;
  try {
    result = await ctx.api.get(`/api/search?${query}`, SearchResult);
  } catch (err) {
    // An unknown section, tag or author is a reader's 404, not a server error.
    if (err instanceof UpstreamError && (err.status === 404 || err.status === 400)) throw notFound(url.pathname, ctx);
    throw err;
  }
  // §5 a section with zero results is 404 (an archive search with a term is a result page, even an empty one).
  if (result.items.length === 0 && !(spec.kind === 'archive' && (term || page === 1))) throw notFound(url.pathname, ctx);
  const authorSlug = spec.filters.author;
  const author = authorSlug
    ? result.items.flatMap((a) => a.articleAuthors).find((a) => a.slug === authorSlug) ?? null
    : null;
  const title = spec.title ?? (author?.name ?? result.title ?? null);
  return {
    kind: 'section',
    section: {
      kind: spec.kind,
      title: title ? capitalise(title) : null,
      header: spec.header,
      rss: spec.rss ?? result.rss,
      author: author ? { name: author.name, avatarSrc: author.avatarSrc, title: author.title } : null,
    },
    term,
    page: result.page,
    totalPages: result.totalPages,
    totalItems: result.totalItems,
    articles: result.items.map(toCard),
  };
}
