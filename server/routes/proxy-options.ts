// What every proxied route (/api and /media) shares: its own bounded upstream pool (@fastify/reply-from would
// otherwise wait up to undici's 300 s for an answer), bodies parsed and size-limited by Fastify before anything goes
// upstream (never a client's half-sent stream on an upstream socket), and only the request headers an upstream needs.
import type { FastifyRequest } from 'fastify';
import type { BffConfig } from '../config.ts';
import { sameSiteLocation } from '../policy/same-site-location.ts';
import type { Tracing } from '../tracing/tracing.ts';

/** Client request headers passed upstream; everything else (cookies, credentials, hop-by-hop, Expect, Host, forwarding
 *  headers a client made up) stays here. The body's length is undici's to set from the parsed body it sends. */
const FORWARDED = [
  'accept',
  'accept-language',
  'content-type',
  'user-agent',
  'if-none-match',
  'if-modified-since',
  'range',
  'if-range',
  'x-request-id',
];

/** `tracing`, when on, adds the request span's traceparent: a client's own never goes upstream (decision 091). */
export function forwardedRequestHeaders(
  headers: Record<string, string | string[] | undefined>,
  tracing: Tracing | null,
): Record<string, string> {
  const out: Record<string, string> = tracing ? tracing.currentHeaders() : {};
  for (const name of FORWARDED) {
    const value = headers[name];
    if (typeof value === 'string') out[name] = value;
  }
  return out;
}

/** Options for @fastify/http-proxy: a pool with the primary time budget on every phase of an upstream call. */
export function proxyPoolOptions(config: Pick<BffConfig, 'upstreamTimeoutMs'>) {
  const budget = config.upstreamTimeoutMs.primary;
  return {
    // Fastify's own parsers (size-limited, prototype-poisoning-safe) read the body; reply-from sends the result.
    proxyPayloads: false,
    undici: {
      connections: 64,
      pipelining: 1,
      connectTimeout: Math.min(budget, 2_000),
      headersTimeout: budget,
      bodyTimeout: budget,
      keepAliveTimeout: 10_000,
    },
  };
}

/** An upstream's redirect passes through the same rule as ours: it may move the reader within the site, never off it. */
export function sameSiteUpstreamLocation<H extends Record<string, unknown>>(
  headers: H,
  req: FastifyRequest,
  config: BffConfig,
): H {
  const location = headers.location;
  if (typeof location !== 'string') return headers;
  return { ...headers, location: sameSiteLocation(location, config.publicOrigin[req.domain]) };
}
