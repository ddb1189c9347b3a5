// Content writes for tests and benchmarks (publish a live post, edit an article) while readers keep reading.
// Only from loopback, and with the admin bearer token when one is configured.
import { Type, type Static } from '@sinclair/typebox';
import type { Database } from 'better-sqlite3';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CACHE_PRIVATE } from '../cache-policy.ts';
import { foldText } from '../fold-text.ts';
import { authorizeAdmin } from '../admin-auth.ts';
import { badRequest, notFound } from '../http-error.ts';
import type { OriginContext } from '../origin-context.ts';
import { idParam } from '../paging.ts';
import { createSearchIndexer } from '../search-document.ts';

export const LivePostBody = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 300 }),
    lead: Type.Optional(Type.String({ maxLength: 2000 })),
    content: Type.String({ maxLength: 200_000 }),
    pinned: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const ArticlePatchBody = Type.Object(
  {
    title: Type.Optional(Type.String({ minLength: 1, maxLength: 300 })),
    lead: Type.Optional(Type.String({ maxLength: 2000 })),
    content: Type.Optional(Type.String({ maxLength: 500_000 })),
    active: Type.Optional(Type.Boolean()),
    // §3 flags plus the corpus's own markers (video, g7-hero); the list replaces the article's flags.
    flags: Type.Optional(Type.Array(Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,39}$' }), { maxItems: 20 })),
  },
  { additionalProperties: false },
);

const slugOf = (title: string) =>
  foldText(title)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '') || 'poszt';

export function registerAdminRoutes(app: FastifyInstance, ctx: OriginContext): void {
  const { db } = ctx;
  const q = adminStatements(db);
  const publishPost = db.transaction((parentId: number, body: Static<typeof LivePostBody>) =>
    insertLivePost(q, parentId, body),
  );
  const patchArticle = db.transaction((id: number, body: Static<typeof ArticlePatchBody>) =>
    updateArticle(q, id, body),
  );
  const authorize = (request: FastifyRequest) => authorizeAdmin(request, ctx.adminToken);

  app.post<{ Params: { id: string }; Body: Static<typeof LivePostBody> }>(
    '/admin/articles/:id/posts',
    {
      schema: { body: LivePostBody },
      onRequest: async (request) => authorize(request),
    },
    async (request, reply) => {
      const parentId = idParam(request.params.id, 'article id');
      const { id, version } = publishPost(parentId, request.body);
      ctx.query.invalidate();
      await ctx.purgeCaches([`article-${parentId}`]);
      reply.code(201).header('cache-control', CACHE_PRIVATE);
      return { post: ctx.rows.summaries([id])[0], version };
    },
  );

  app.patch<{ Params: { id: string }; Body: Static<typeof ArticlePatchBody> }>(
    '/admin/articles/:id',
    {
      schema: { body: ArticlePatchBody },
      onRequest: async (request) => authorize(request),
    },
    async (request, reply) => {
      const id = idParam(request.params.id, 'article id');
      if (Object.keys(request.body).length === 0) throw badRequest('nothing to change');
      patchArticle(id, request.body);
      ctx.query.invalidate();
      await ctx.purgeCaches([`article-${id}`]);
      reply.header('cache-control', CACHE_PRIVATE);
      return { article: ctx.rows.full(id, []) };
    },
  );
}

type AdminStatements = ReturnType<typeof adminStatements>;

function adminStatements(db: Database) {
  return {
    article: db.prepare(
      'SELECT id, type, site_slug, main_super_tag_id, title, lead, content, version, active FROM articles WHERE id = ?',
    ),
    slugTaken: db.prepare('SELECT 1 FROM articles WHERE slug = ? AND site_slug = ?').pluck(),
    insertPost:
      db.prepare(`INSERT INTO articles (type, title, slug, pub_date, updated_at, version, lead, main_super_tag_id,
      site_slug, active, live, pinned, parent_id, content, paragraph_count)
    VALUES ('liveblogpost', @title, @slug, @now, @now, 1, @lead, @mstag, @site, 1, 0, @pinned, @parent, @content, @paragraphs)`),
    addMainSection: db.prepare('INSERT OR IGNORE INTO article_super_tags (article_id, super_tag_id) VALUES (?, ?)'),
    copyAuthors: db.prepare(`INSERT INTO article_authors (article_id, author_id, position)
    SELECT ?, author_id, position FROM article_authors WHERE article_id = ?`),
    bump: db.prepare(
      'UPDATE articles SET version = version + 1, updated_at = max(updated_at + 1, ?) WHERE id = ? RETURNING version',
    ),
    searchIndex: createSearchIndexer(db),
    update: db.prepare(`UPDATE articles SET title = @title, lead = @lead, content = @content, active = @active,
      paragraph_count = @paragraphs WHERE id = @id`),
    clearFlags: db.prepare('DELETE FROM article_flags WHERE article_id = ?'),
    addFlag: db.prepare('INSERT INTO article_flags (article_id, flag) VALUES (?, ?)'),
    flagColumns: db.prepare(
      'UPDATE articles SET live = @live, pr = @pr, adfree = @adfree, adult_content = @adult, important = @important WHERE id = @id',
    ),
  };
}

const paragraphs = (html: string) => (html.match(/<p[\s>]/g) ?? []).length || (html.trim() ? 1 : 0);

/** A post under a live blog: its own slug, the blog's section and authors; the blog's version goes up. */
function insertLivePost(
  q: AdminStatements,
  parentId: number,
  body: Static<typeof LivePostBody>,
): { id: number; version: number } {
  const parent = q.article.get(parentId) as { id: number; site_slug: string; main_super_tag_id: number } | undefined;
  if (!parent) throw notFound(`article ${parentId} not found`);
  const now = Math.floor(Date.now() / 1000);
  const base = slugOf(body.title);
  let slug = base;
  for (let n = 2; q.slugTaken.get(slug, parent.site_slug); n++) slug = `${base}-${n}`;
  const lead = body.lead ?? '';
  const id = Number(
    q.insertPost.run({
      title: body.title,
      slug,
      now,
      lead,
      mstag: parent.main_super_tag_id,
      site: parent.site_slug,
      pinned: body.pinned ? 1 : 0,
      parent: parent.id,
      content: body.content,
      paragraphs: paragraphs(body.content),
    }).lastInsertRowid,
  );
  q.addMainSection.run(id, parent.main_super_tag_id);
  q.copyAuthors.run(id, parent.id);
  q.searchIndex.reindex(id);
  const version = (q.bump.get(now, parent.id) as { version: number }).version;
  return { id, version };
}

function updateArticle(q: AdminStatements, id: number, body: Static<typeof ArticlePatchBody>): void {
  const row = q.article.get(id) as
    { id: number; title: string; lead: string; content: string; active: number } | undefined;
  if (!row) throw notFound(`article ${id} not found`);
  const next = {
    id,
    title: body.title ?? row.title,
    lead: body.lead ?? row.lead,
    content: body.content ?? row.content,
    active: body.active === undefined ? row.active : body.active ? 1 : 0,
  };
  q.update.run({ ...next, paragraphs: paragraphs(next.content) });
  if (body.flags) {
    const flags = [...new Set(body.flags)];
    q.clearFlags.run(id);
    for (const f of flags) q.addFlag.run(id, f);
    q.flagColumns.run({
      id,
      live: +flags.includes('live'),
      pr: +flags.includes('pr'),
      adfree: +flags.includes('adfree'),
      adult: +flags.includes('adult-content'),
      important: +flags.includes('legfontosabb'),
    });
  }
  // Text, state and flags are all in the search index (its facets filter by them).
  q.searchIndex.reindex(id);
  q.bump.get(Math.floor(Date.now() / 1000), id);
}
