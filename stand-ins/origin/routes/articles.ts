// Article reads (§7 Articles): one article by slug or id, filtered lists, sub-items, version polling, and the
// facebook reaction count.
import type { Statement } from 'better-sqlite3';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SUB_ARTICLES_PER_PAGE } from '../../../shared/constants.ts';
import { parseFilters } from '../article-filters.ts';
import { searchTextParam } from '../article-search.ts';
import type { FoundArticle } from '../article-lookup.ts';
import { CACHE_LIST, CACHE_LIVE, CACHE_PRIVATE } from '../cache-policy.ts';
import { createChildArticles } from '../child-articles.ts';
import { authorizeEditor } from '../editor-auth.ts';
import { badRequest, notFound } from '../http-error.ts';
import type { OriginContext } from '../origin-context.ts';
import { idParam, pageInfo, parsePaging } from '../paging.ts';
import { requestSite, visibleSiteSlugs } from '../request-site.ts';

type Query = Record<string, unknown>;

/** What the article routes read besides the origin: child articles, versions, post bodies and reaction counts. */
interface ArticleReads {
  ctx: OriginContext;
  children: ReturnType<typeof createChildArticles>;
  versionOf: Statement;
  contentsOf: Statement;
  engagementOf: Statement;
}

export function registerArticleRoutes(app: FastifyInstance, ctx: OriginContext): void {
  const r: ArticleReads = {
    ctx,
    children: createChildArticles(ctx.db),
    versionOf: ctx.db.prepare('SELECT version AS v, updated_at AS updatedAt FROM articles WHERE id = ?'),
    contentsOf: ctx.db.prepare('SELECT id, content FROM articles WHERE id IN (SELECT value FROM json_each(?))'),
    engagementOf: ctx.db.prepare('SELECT facebook_engagement FROM articles WHERE id = ?').pluck(),
  };

  app.get<{ Querystring: Query }>('/api/articles', async (request, reply) => {
    const site = requestSite(request);
    const sites = visibleSiteSlugs(site, request.query.sites);
    const filters = parseFilters(request.query);
    const paging = parsePaging(request.query);
    reply.header('cache-control', CACHE_LIST);
    return ctx.searchPage({ sites, filters, term: searchTextParam(request.query.term, 'term') }, paging);
  });

  app.get<{ Params: { slug: string }; Querystring: Query }>('/api/articles/:slug', async (request, reply) => {
    const site = requestSite(request);
    const found = ctx.lookup.bySlug(request.params.slug, visibleSiteSlugs(site), site.slug);
    return sendArticle(r, request, reply, found, request.params.slug);
  });

  app.get<{ Params: { id: string }; Querystring: Query }>('/api/article/:id', async (request, reply) => {
    const id = idParam(request.params.id, 'article id');
    const found = ctx.lookup.byId(id, visibleSiteSlugs(requestSite(request)));
    return sendArticle(r, request, reply, found, request.params.id);
  });

  app.get<{ Params: { slug: string } }>('/api/articles/:slug/version', async (request, reply) => {
    const { found } = readable(ctx, request, findBySlugOrId(ctx, request, request.params.slug), request.params.slug);
    reply.header('cache-control', CACHE_PRIVATE);
    return { data: r.versionOf.get(found.id) as { v: number; updatedAt: number } };
  });

  app.get<{ Params: { id: string }; Querystring: Query }>('/api/articles/:id/items', async (request, reply) =>
    liveBlogItems(r, request, reply),
  );

  app.get<{ Querystring: Query }>('/api/articles/facebook/reaction', async (request, reply) => {
    const url = request.query.url;
    if (typeof url !== 'string' || url.trim() === '') throw badRequest('url is required');
    const sites = visibleSiteSlugs(requestSite(request));
    const found = ctx.lookup.byUrl(url.trim(), sites, ctx.rows.path);
    reply.header('cache-control', CACHE_LIST);
    return { url, count: found?.active ? (r.engagementOf.get(found.id) as number) : 0 };
  });
}

/** Inactive articles exist only for editors (§4 article page, §8 inactive article: 404). */
function readable(
  ctx: OriginContext,
  request: FastifyRequest,
  found: FoundArticle | undefined,
  label: string,
): { found: FoundArticle; editor: boolean } {
  const editor = authorizeEditor(request, ctx);
  if (!found || (!found.active && !editor)) throw notFound(`article '${label}' not found`);
  return { found, editor };
}

function sendArticle(
  { ctx, children }: ArticleReads,
  request: FastifyRequest<{ Querystring: Query }>,
  reply: FastifyReply,
  found: FoundArticle | undefined,
  label: string,
) {
  const { found: hit, editor } = readable(ctx, request, found, label);
  const paging = parsePaging(request.query, { defaultSize: SUB_ARTICLES_PER_PAGE, sizeParams: [] });
  const article = ctx.rows.full(hit.id, children.ordered(hit.id, SUB_ARTICLES_PER_PAGE, paging.offset));
  if (!article) throw notFound(`article '${label}' not found`);
  reply.header('cache-control', editor || request.headers.authorization ? CACHE_PRIVATE : CACHE_LIVE);
  return article;
}

function findBySlugOrId(ctx: OriginContext, request: FastifyRequest, slugOrId: string) {
  const site = requestSite(request);
  const sites = visibleSiteSlugs(site);
  if (/^\d{1,12}$/.test(slugOrId)) {
    const byId = ctx.lookup.byId(Number(slugOrId), sites);
    if (byId) return byId;
  }
  return ctx.lookup.bySlug(slugOrId, sites, site.slug);
}

/** A page of a live blog's posts and its pinned posts, each with its body. */
function liveBlogItems(
  { ctx, children, contentsOf }: ArticleReads,
  request: FastifyRequest<{ Params: { id: string }; Querystring: Query }>,
  reply: FastifyReply,
) {
  const id = idParam(request.params.id, 'article id');
  readable(ctx, request, ctx.lookup.byId(id, visibleSiteSlugs(requestSite(request))), request.params.id);
  const paging = parsePaging(request.query, { defaultSize: SUB_ARTICLES_PER_PAGE });
  const total = children.unpinnedCount(id);
  const items = paging.offset < total ? ctx.rows.summaries(children.unpinned(id, paging.perPage, paging.offset)) : [];
  const pinned = ctx.rows.summaries(children.pinned(id));
  // A live blog shows its posts in full, so each item carries its body (one query for the page).
  const contents = new Map(
    (contentsOf.all(JSON.stringify([...items, ...pinned].map((d) => d.id))) as { id: number; content: string }[]).map(
      (row) => [row.id, row.content],
    ),
  );
  const toItem = (document: (typeof items)[number]) => ({
    type: document.type,
    document: { ...document, content: contents.get(document.id) ?? '' },
  });
  reply.header('cache-control', CACHE_LIVE);
  return {
    items: items.map(toItem),
    pinnedItems: pinned.map(toItem),
    ...pageInfo(paging, total),
  };
}
