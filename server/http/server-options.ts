// The Fastify server options that bound what a client can make the BFF do before any route runs: the request target
// rewritten to origin-form, how long a request may take to arrive (slow and abandoned requests get a 408 instead of
// holding a socket), how large a body may be (the service's own limit: the BFF's is shared/request-limits.ts's), and
// framework errors answered without echoing the input.
import { STATUS_CODES, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyHttpOptions, FastifyReply, FastifyServerOptions } from 'fastify';
import type { BffConfig } from '../config.ts';
import { rawHeaderLine, refuse } from './cache-headers.ts';
import { errorBody } from './client-error.ts';
import { rewriteToOriginForm } from './request-target.ts';
import { trustedPeers } from './trusted-peer.ts';

/**
 * How long, and how much of what a refused client still sends, we read and drop before answering and closing (a
 * lingering close: input-guards.ts for a body too large, answerClientError below for what the parser refuses).
 */
export const LINGER_MS = 1_000;
export const LINGER_BYTES = 8 * 1024 * 1024;
/** How often Node checks requests against their time limits (its default of 30 s would let a limit slip that long). */
const TIMEOUT_CHECK_INTERVAL_MS = 500;

/** `bodyLimit`: the largest body the service accepts, in bytes. */
export function boundedServerOptions(
  config: Pick<BffConfig, 'requestTimeoutMs'>,
  bodyLimit: number,
): FastifyHttpOptions<Server> {
  return {
    rewriteUrl: rewriteToOriginForm,
    bodyLimit,
    // Headers and body together must arrive within this; Node answers 408 and closes the socket otherwise.
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: config.requestTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
    },
    clientErrorHandler: answerClientError,
    // Fastify's own answers to a malformed URL would quote it back; ours say what is wrong and nothing more.
    frameworkErrors: (error, _req, reply) => {
      const status = (error as { statusCode?: number }).statusCode ?? 400;
      void refuse(reply as FastifyReply, status, 'malformed request URL');
    },
  };
}

/** A forwarded request id longer than this, or with anything but visible ASCII in it, is not kept. */
const FORWARDED_ID = /^[\x21-\x7e]{1,128}$/;

/**
 * Request ids are ours (issue 27): Fastify numbers every request itself, whatever X-Request-Id says, so a client
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
      const raw = rawReq as IncomingMessage;
      const header = raw.headers['x-request-id'];
      const forwarded = Array.isArray(header) ? header[0] : header;
      const keep = forwarded !== undefined && FORWARDED_ID.test(forwarded) && trusted(raw.socket?.remoteAddress);
      return logger.child(keep ? { ...bindings, forwardedRequestId: forwarded } : bindings, options);
    },
  };
}

const CLIENT_ERRORS: Record<string, [status: number, message: string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'the request did not arrive in time'],
  HPE_HEADER_OVERFLOW: [431, 'the request line and headers are limited to 16 KB'],
};
const answered = new WeakSet<Duplex>();

/**
 * What Node's parser refuses before any route (headers too large, a malformed request, a request too slow): answered
 * as Fastify would, but closed gently. Fastify writes its answer and destroys the socket at once; a client still
 * sending (a body behind oversized headers) then gets a reset, which can take our answer with it. Here the answer is
 * written with a FIN and what the client still sends is read and dropped for up to LINGER_MS or LINGER_BYTES, as for
 * a refused body (input-guards.ts).
 */
function answerClientError(err: NodeJS.ErrnoException, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || socket.destroyed || answered.has(socket)) return;
  answered.add(socket);
  socket.on('error', () => {});
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const [status, message] = CLIENT_ERRORS[err.code ?? ''] ?? [400, 'malformed request'];
  const body = JSON.stringify(errorBody(status, message));
  // The parser that failed stops reading: from here the socket's data is ours to drop.
  socket.removeAllListeners('data');
  let seen = 0;
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  socket.on('data', (chunk: Buffer) => {
    seen += chunk.length;
    if (seen >= LINGER_BYTES) socket.destroy();
  });
  socket.once('close', () => clearTimeout(timer));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n${rawHeaderLine('refusal')}Connection: close\r\n\r\n${body}`,
  );
  socket.resume();
}
