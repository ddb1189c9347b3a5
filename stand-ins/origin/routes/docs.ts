// Reference content (§7 Index and content): document pages, uniques and their groups, the imprint staff list.
import type { FastifyInstance } from 'fastify';
import { DEFAULT_SITE_SLUG } from '../../../shared/constants.ts';
import { CACHE_REFERENCE } from '../cache-policy.ts';
import { notFound } from '../http-error.ts';
import type { OriginContext } from '../origin-context.ts';
import { idParam } from '../paging.ts';
import { requestSite } from '../request-site.ts';

const parseContent = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

export function registerDocRoutes(app: FastifyInstance, ctx: OriginContext): void {
  const doc = ctx.db.prepare('SELECT slug, title, content, updated_at FROM docs WHERE slug = ? AND site_slug = ?');
  const unique = ctx.db.prepare('SELECT slug, content FROM uniques WHERE slug = ?');
  const group = ctx.db.prepare('SELECT id, name FROM unique_groups WHERE id = ?');
  const groupItems = ctx.db.prepare('SELECT slug, content FROM uniques WHERE group_id = ? ORDER BY slug');
  const staff = ctx.db.prepare('SELECT name, role, grp FROM staff WHERE site_slug = ? ORDER BY position, id');

  app.get<{ Params: { slug: string } }>('/api/docs/:slug', async (request, reply) => {
    const site = requestSite(request);
    const row = (doc.get(request.params.slug, site.slug) ?? doc.get(request.params.slug, DEFAULT_SITE_SLUG)) as
      { slug: string; title: string; content: string; updated_at: number } | undefined;
    if (!row) throw notFound(`document '${request.params.slug}' not found`);
    reply.header('cache-control', CACHE_REFERENCE);
    return { slug: row.slug, title: row.title, content: row.content, updatedAt: row.updated_at };
  });

  app.get<{ Params: { slug: string } }>('/api/unique/:slug', async (request, reply) => {
    requestSite(request);
    const row = unique.get(request.params.slug) as { slug: string; content: string } | undefined;
    if (!row) throw notFound(`unique '${request.params.slug}' not found`);
    reply.header('cache-control', CACHE_REFERENCE);
    return { slug: row.slug, content: parseContent(row.content) };
  });

  app.get<{ Params: { id: string } }>('/api/unique-groups/:id', async (request, reply) => {
    requestSite(request);
    const id = idParam(request.params.id, 'unique group id');
    const g = group.get(id) as { id: number; name: string } | undefined;
    if (!g) throw notFound(`unique group ${id} not found`);
    const items = (groupItems.all(id) as { slug: string; content: string }[]).map((r) => ({
      slug: r.slug,
      content: parseContent(r.content),
    }));
    reply.header('cache-control', CACHE_REFERENCE);
    return { id: g.id, name: g.name, items };
  });

  app.get('/api/impress/staff', async (request, reply) => {
    const site = requestSite(request);
    let rows = staff.all(site.slug) as { name: string; role: string; grp: string }[];
    if (rows.length === 0) rows = staff.all(DEFAULT_SITE_SLUG) as typeof rows;
    reply.header('cache-control', CACHE_REFERENCE);
    return { items: rows.map((r) => ({ name: r.name, role: r.role, group: r.grp })) };
  });
}
