// GET /api/articles/{id}/items (§7 sub-articles, 30 a page; live-blog posts with their bodies): answered by the BFF
// rather than the plain proxy, so the CMS's post HTML reaches the browser and the mobile app sanitised exactly like
// the article pages' (server/content/sanitize-article-html.ts), and validated against the contract on the way.
// Through the BFF's upstream cache (5 s), with the query rebuilt from the endpoint's own parameters; no bearer
// token goes upstream (the items of a public live blog are the same for every reader).
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { SubItems } from '../../shared/api-types.ts';
import { MAX_PAGE_SIZE } from '../../shared/constants.ts';
import { sanitizedSubItems } from '../content/sanitize-article-html.ts';
import { cachePolicyFor } from '../upstream/cache-policy.ts';
import { UpstreamError, type PublisherClient } from '../upstream/publisher-client.ts';

const Query = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
  // the parent's version, a cache key the article page uses so posts are never older than the article
  v: Type.Optional(Type.Integer({ minimum: 0 })),
});

export function registerLiveItemsRoute(app: FastifyInstance, api: PublisherClient, siteOf: (req: FastifyRequest) => string): void {
  app.get<{ Params: { slug: string }; Querystring: { page?: number; perPage?: number; v?: number } }>('/api/articles/:slug/items', {
    schema: { params: Type.Object({ slug: Type.String({ pattern: '^\\d{1,12}$' }) }), querystring: Query },
  }, async (req, reply) => {
    const query = new URLSearchParams();
    for (const key of ['page', 'perPage', 'v'] as const) if (req.query[key] !== undefined) query.set(key, String(req.query[key]));
    const path = `/api/articles/${req.params.slug}/items${query.size ? `?${query}` : ''}`;
    try {
      const items = sanitizedSubItems(await api.get(path, { site: siteOf(req), schema: SubItems, budget: 'secondary' }));
      return reply.header('cache-control', `public, max-age=${Math.round(cachePolicyFor(path).ttlMs / 1000)}`).send(items);
    } catch (err) {
      const status = err instanceof UpstreamError && err.status >= 400 && err.status < 500 ? err.status : 502;
      return reply.code(status).header('cache-control', 'no-store')
        .send({ statusCode: status, error: STATUS_CODES[status] ?? 'Error', message: status === 502 ? 'live items are unavailable' : (err as Error).message });
    }
  });
}
