// PURGE with an `xkey` header (space-separated surrogate keys, as Varnish's xkey module takes them): the publisher
// says an article changed, and this BFF drops what it keeps of it — pages tagged with the key in the page cache,
// and for `article-<id>` the upstream answers of that article — before the publisher purges the caching proxy in
// front (docs/decisions/014-caching-proxy.md). From loopback, or from anywhere with the CACHE_PURGE_TOKEN bearer.
import type { FastifyInstance } from 'fastify';
import type { BffConfig } from '../config.ts';
import type { PageCache } from '../ssr/page-cache.ts';
import type { ResponseCache } from '../upstream/response-cache.ts';
import { answerAs, refuse } from '../policy/answer-policy.ts';
import { isOperatorCall } from '../../kit/operator-access.ts';

const KEY = /^[a-z0-9][a-z0-9-]{0,99}$/;
/** More keys than any one change tags; a longer list is a client error, not work. */
const MAX_KEYS = 50;

export function registerPurgeRoute(
  app: FastifyInstance,
  config: BffConfig,
  caches: { pageCache: PageCache | null; upstreamCache: ResponseCache },
): void {
  if (!app.supportedMethods.includes('PURGE')) app.addHttpMethod('PURGE');
  app.route({
    method: 'PURGE',
    url: '/*',
    handler: async (req, reply) => {
      answerAs(reply, 'ops');
      if (!isOperatorCall(req, config.cachePurgeToken))
        return refuse(reply, 403, 'purge needs loopback or the purge token', 'ops');
      const keys = String(req.headers.xkey ?? '')
        .split(/[\s,]+/)
        .filter(Boolean);
      if (keys.length === 0 || keys.length > MAX_KEYS || !keys.every((k) => KEY.test(k))) {
        return refuse(reply, 400, `xkey must hold 1 to ${MAX_KEYS} keys of [a-z0-9-]`, 'ops');
      }
      let pages = 0;
      let answers = 0;
      for (const key of keys) {
        pages += caches.pageCache?.purge(key) ?? 0;
        const article = /^article-(\d+)$/.exec(key);
        if (article) {
          const id = Number(article[1]);
          answers += caches.upstreamCache.purgeWhere((value) => (value as { id?: unknown } | null)?.id === id);
        }
      }
      return reply.send({ purged: { pages, answers } });
    },
  });
}
