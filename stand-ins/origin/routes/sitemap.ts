// The sitemap walk (docs/origin-api.md "Sitemap"): every article whose page answers 200 on its home domain, oldest
// first, in keyset slices. The same rules as the article page: active, top level (a live-blog post is read inside its
// parent), its main section active (§4: an inactive main tag is 404), and only articles originating on the listed
// sites (a mirrored story belongs to its home domain's sitemap). Keyset paging costs the same for the last slice of
// 200,000 articles as for the first, where OFFSET paging would rescan everything before it.
import type { FastifyInstance } from 'fastify';
import { articlePath } from '../../../shared/article-url.ts';
import { SITEMAP_SLICE_MAX } from '../../../shared/sitemap-slice.ts';
import { CACHE_LIST } from '../cache-policy.ts';
import { badRequest } from '../http-error.ts';
import type { OriginContext } from '../origin-context.ts';
import { positiveIntParam } from '../paging.ts';
import { requestSite, visibleSiteSlugs } from '../request-site.ts';

const CURSOR = /^(\d{1,12})_(\d{1,12})$/;
const DEFAULT_SLICE = 1_000;

interface Row {
  id: number;
  slug: string;
  pubDate: number;
  updatedAt: number;
  originatingSite: string;
  mstag: string;
}

export function registerSitemapRoutes(app: FastifyInstance, ctx: OriginContext): void {
  // Oldest first, ties newest id first: exactly a backwards walk of the articles_pub index (active, parent_id,
  // pub_date DESC, rowid), so no slice sorts anything. The separate `pub_date >= ?` gives the index its range start;
  // with the OR alone SQLite scans from the first article for every slice.
  const slice = ctx.db.prepare(`SELECT a.id, a.slug, a.pub_date AS pubDate, a.updated_at AS updatedAt,
      a.site_slug AS originatingSite, st.slug AS mstag
    FROM articles a JOIN super_tags st ON st.id = a.main_super_tag_id
    WHERE a.active = 1 AND a.parent_id IS NULL AND st.active = 1
      AND a.site_slug IN (SELECT value FROM json_each(?))
      AND a.pub_date >= ? AND (a.pub_date > ? OR a.id < ?)
    ORDER BY a.pub_date ASC, a.id DESC LIMIT ?`);

  app.get<{ Querystring: Record<string, unknown> }>('/api/sitemap/articles', async (request, reply) => {
    const sites = visibleSiteSlugs(requestSite(request), request.query.sites);
    const limit = Math.min(positiveIntParam(request.query.limit, 'limit', DEFAULT_SLICE), SITEMAP_SLICE_MAX);
    const after = request.query.after;
    let pubDate = -1;
    let id = 0;
    if (after !== undefined && after !== '') {
      const m = typeof after === 'string' ? CURSOR.exec(after) : null;
      if (!m) throw badRequest('after must be the next cursor of an earlier slice');
      pubDate = Number(m[1]);
      id = Number(m[2]);
    }
    // Before the first slice: pub_date > -1 admits every article.
    const rows = slice.all(JSON.stringify(sites), pubDate, pubDate, id, limit) as Row[];
    const last = rows.at(-1);
    reply.header('cache-control', CACHE_LIST);
    return {
      items: rows.map((r) => ({ url: articlePath({ ...r, mainSuperTag: { slug: r.mstag } }), updatedAt: r.updatedAt })),
      next: last && rows.length === limit ? `${last.pubDate}_${last.id}` : null,
    };
  });
}
