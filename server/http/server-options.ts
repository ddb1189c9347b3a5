// The Fastify server options that bound what a client can make the BFF do before any route runs: the request target
// rewritten to origin-form, how long a request may take to arrive (slow and abandoned requests get a 408 instead of
// holding a socket), how large a body may be, and framework errors answered without echoing the input.
import type { Server } from 'node:http';
import type { FastifyHttpOptions, FastifyReply } from 'fastify';
import type { BffConfig } from '../config.ts';
import { rewriteToOriginForm } from './request-target.ts';

/** Every body the BFF accepts (sign-in and supporter forms, newsletter and push subscriptions) is a few hundred bytes. */
export const BODY_LIMIT_BYTES = 64 * 1024;
/** How often Node checks requests against their time limits (its default of 30 s would let a limit slip that long). */
const TIMEOUT_CHECK_INTERVAL_MS = 500;

export function boundedServerOptions(config: Pick<BffConfig, 'requestTimeoutMs'>): FastifyHttpOptions<Server> {
  return {
    rewriteUrl: rewriteToOriginForm,
    bodyLimit: BODY_LIMIT_BYTES,
    // Headers and body together must arrive within this; Node answers 408 and closes the socket otherwise.
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: config.requestTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
    },
    // Fastify's own answers to a malformed URL would quote it back; ours say what is wrong and nothing more.
    frameworkErrors: (error, _req, reply) => {
      const status = (error as { statusCode?: number }).statusCode ?? 400;
      void (reply as FastifyReply).code(status).header('cache-control', 'no-store')
        .send({ statusCode: status, error: status === 414 ? 'URI Too Long' : 'Bad Request', message: 'malformed request URL' });
    },
  };
}
