// Static assets carry only the headers they need. Over HTTP/1.1 every script is a request with headers of
// its own, and the document headers (CSP, frame and referrer policies, the cross-origin set) mean nothing for a
// script or a stylesheet: they cost about 800 bytes on each asset, more than some small chunks weigh. Content-hashed
// files never change, so they need no validators either (no ETag, no Last-Modified): they are never revalidated.
// What stays: type, length, encoding, caching, Vary, and nosniff (a script must be served as a script). Scripts go
// as text/javascript, the type RFC 9239 names for JavaScript (the file server's application/javascript is its
// obsolete alias, and seven bytes longer on every script the article page's JavaScript budget counts).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { DOCUMENT_ONLY_HEADERS } from './security-headers.ts';

export const ASSET_PREFIX = '/assets/';
export const JAVASCRIPT_TYPE = 'text/javascript; charset=utf-8';

/**
 * Drops the document-only headers (security-headers.ts) from a reply that is a script or a stylesheet (the consent
 * scripts use it too).
 */
export function withoutDocumentHeaders(reply: FastifyReply): FastifyReply {
  for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
  return reply;
}

export function registerAssetHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    // A page under the prefix (the 404 page for a missing file) is a document and keeps its policies.
    if (req.url.startsWith(ASSET_PREFIX) && !String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      withoutDocumentHeaders(reply);
      if (String(reply.getHeader('content-type') ?? '').startsWith('application/javascript'))
        reply.header('content-type', JAVASCRIPT_TYPE);
    }
    return payload;
  });
}
