// Answers with a stored compressed document: the gzip bytes as they are for a client that accepts gzip (every
// crawler and feed reader does), otherwise inflated on the thread pool and streamed with backpressure.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createGunzip } from 'node:zlib';
import type { CompressedBody } from './compressed-body.ts';
import { answerAs } from '../policy/answer-policy.ts';

/** True unless the client left gzip out of Accept-Encoding or refused it with q=0. */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const codings = new Map<string, number>();
  for (const part of value.toLowerCase().split(',')) {
    const [coding, ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (coding) codings.set(coding, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  const q = codings.get('gzip') ?? codings.get('*');
  return q !== undefined && q > 0;
}

export function sendCompressed(
  req: FastifyRequest,
  reply: FastifyReply,
  body: CompressedBody,
  contentType: string,
  kind: 'feed' | 'sitemap' = 'feed',
) {
  answerAs(reply, kind).type(contentType);
  if (acceptsGzip(req.headers['accept-encoding'])) return reply.header('content-encoding', 'gzip').send(body.gzip);
  const gunzip = createGunzip();
  gunzip.end(body.gzip);
  return reply.send(gunzip);
}
