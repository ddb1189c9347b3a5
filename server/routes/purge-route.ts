// PURGE with an `xkey` header (space-separated surrogate keys, as Varnish's xkey module takes them): the publisher
// says an article changed, and this BFF drops what it keeps of it, and with a shared store every BFF of the fleet
// does (server/cache-purge.ts), before the publisher purges the caching proxy in front
// (docs/decisions/014-caching-proxy.md). From loopback, or from anywhere with the CACHE_PURGE_TOKEN bearer.
// An `x-purge-id` names the purge, so a BFF that already has it from the fleet does not apply it twice.
import type { FastifyInstance } from 'fastify';
import type { BffConfig } from '../config.ts';
import { MAX_PURGE_KEYS, purgeKeys, type CachePurge } from '../cache-purge.ts';
import { answerAs, refuse } from '../policy/answer-policy.ts';
import { isOperatorCall } from '../../kit/operator-access.ts';
import { PURGE_ID, PURGE_ID_HEADER } from '../../kit/purge-id.ts';

export function registerPurgeRoute(app: FastifyInstance, config: BffConfig, cachePurge: CachePurge): void {
  if (!app.supportedMethods.includes('PURGE')) app.addHttpMethod('PURGE');
  app.route({
    method: 'PURGE',
    url: '/*',
    handler: async (req, reply) => {
      answerAs(reply, 'ops');
      if (!isOperatorCall(req, config.cachePurgeToken))
        return refuse(reply, 403, 'purge needs loopback or the purge token', 'ops');
      const keys = purgeKeys(
        String(req.headers.xkey ?? '')
          .split(/[\s,]+/)
          .filter(Boolean),
      );
      if (!keys) return refuse(reply, 400, `xkey must hold 1 to ${MAX_PURGE_KEYS} keys of [a-z0-9-]`, 'ops');
      const id = req.headers[PURGE_ID_HEADER];
      if (id !== undefined && (typeof id !== 'string' || !PURGE_ID.test(id)))
        return refuse(reply, 400, `${PURGE_ID_HEADER} must be 1 to 64 letters, digits or dashes`, 'ops');
      const done = await cachePurge.purge(keys, id);
      // Already applied here (it came through the fleet first): nothing more to drop.
      if (!done) return reply.send({ purged: { pages: 0, answers: 0 }, applied: 'before' });
      const { pages, answers, reached } = done;
      return reply.send({
        purged: { pages, answers },
        broadcast: reached !== null,
        ...(reached !== null && { reached }),
      });
    },
  });
}
