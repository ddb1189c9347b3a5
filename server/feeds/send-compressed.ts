// Answers with a stored compressed document: the gzip bytes as they are for a client that accepts gzip (every
// crawler and feed reader does), otherwise inflated on the thread pool and streamed with backpressure.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createGunzip } from 'node:zlib';
import type { CompressedBody } from './compressed-body.ts';
import { answerAs } from '../policy/answer-policy.ts';
import { acceptsCoding } from '../request/accept-encoding.ts';

export function sendCompressed(
  req: FastifyRequest,
  reply: FastifyReply,
  body: CompressedBody,
  contentType: string,
  kind: 'feed' | 'sitemap' = 'feed',
) {
  answerAs(reply, kind).type(contentType);
  if (acceptsCoding(req.headers['accept-encoding'], 'gzip'))
    return reply.header('content-encoding', 'gzip').send(body.gzip);
  const gunzip = createGunzip();
  gunzip.end(body.gzip);
  return reply.send(gunzip);
}
