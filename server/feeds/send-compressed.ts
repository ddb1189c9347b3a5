// Answers with a stored compressed document: the gzip bytes as they are for a client that accepts gzip (every
// crawler and feed reader does), otherwise inflated on the thread pool and streamed with backpressure.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createGunzip } from 'node:zlib';
import { FEED_MAX_AGE_S } from '../../shared/constants.ts';
import type { CompressedBody } from './compressed-body.ts';

const CACHE_CONTROL = `public, max-age=${FEED_MAX_AGE_S}`;

/** True unless the client left gzip out of Accept-Encoding or refused it with q=0. */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : header ?? '';
  const codings = new Map<string, number>();
  for (const part of value.toLowerCase().split(',')) {
    const [coding, ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (coding) codings.set(coding, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  const q = codings.get('gzip') ?? codings.get('*');
  return q !== undefined && q > 0;
}

export function sendCompressed(req: FastifyRequest, reply: FastifyReply, body: CompressedBody, contentType: string) {
  reply.header('cache-control', CACHE_CONTROL).header('vary', 'accept-encoding').type(contentType);
  if (acceptsGzip(req.headers['accept-encoding'])) return reply.header('content-encoding', 'gzip').send(body.gzip);
  const gunzip = createGunzip();
  gunzip.end(body.gzip);
  return reply.send(gunzip);
}
