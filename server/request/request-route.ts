// The route a request was answered by, as its log line, its metric and its trace name it.
import type { FastifyRequest } from 'fastify';

/** The page route when a page answered (set when the answer is written), else Fastify's route pattern. */
export function routeOf(req: FastifyRequest): string | undefined {
  return req.page?.routeId ?? req.routeOptions.url;
}
