// The BFF's request ids: its own numbers, with an id a trusted proxy forwarded logged beside them.
import type { FastifyServerOptions } from 'fastify';
import type { BffConfig } from '../config.ts';
import { trustedPeers } from '../policy/trusted-peer.ts';

/** A forwarded request id longer than this, or with anything but visible ASCII in it, is not kept. */
const FORWARDED_ID = /^[\x21-\x7e]{1,128}$/;

/**
 * Request ids are ours: Fastify numbers every request itself, whatever X-Request-Id says, so a client
 * cannot choose the id a log line is filed under or make two requests share one. An id a trusted proxy forwards
 * (TRUST_PROXY) is logged beside ours as `forwardedRequestId`, for following a request across the hops; anyone
 * else's is ignored.
 */
export function requestIdOptions(
  config: Pick<BffConfig, 'trustProxy'>,
): Pick<FastifyServerOptions, 'requestIdHeader' | 'childLoggerFactory'> {
  const trusted = trustedPeers(config.trustProxy);
  return {
    requestIdHeader: false,
    childLoggerFactory(logger, bindings, options, rawReq) {
      const raw = rawReq;
      const header = raw.headers['x-request-id'];
      const forwarded = Array.isArray(header) ? header[0] : header;
      const keep = forwarded !== undefined && FORWARDED_ID.test(forwarded) && trusted(raw.socket?.remoteAddress);
      return logger.child(keep ? { ...bindings, forwardedRequestId: forwarded } : bindings, options);
    },
  };
}
