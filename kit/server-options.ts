// The Fastify server options that bound what a client can make the BFF do before any route runs: the request target
// rewritten to origin-form, how long a request may take to arrive (slow and abandoned requests get a 408 instead of
// holding a socket), how large a body may be (the service's own limit: the BFF's is shared/request-limits.ts's), and
// framework errors answered without echoing the input.
import { STATUS_CODES, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { FastifyHttpOptions, FastifyInstance } from 'fastify';
import { errorBody } from './client-error.ts';
import { rewriteToOriginForm } from './request-target.ts';
import type { RefusalPolicy } from './refusal-policy.ts';

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
  config: { requestTimeoutMs: number },
  policy: RefusalPolicy,
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
    clientErrorHandler: (err, socket) => answerClientError(err, socket, policy),
    // Fastify's own answers to a malformed URL would quote it back; ours say what is wrong and nothing more.
    frameworkErrors: (error, _req, reply) => {
      const status = (error as { statusCode?: number }).statusCode ?? 400;
      void policy.refuse(reply, status, 'malformed request URL');
    },
  };
}

/**
 * Once the server is closing, a kept-alive connection whose answer is still on its way closes when that answer is done.
 * Node closes the idle connections when the server closes, but one busy at that moment then stayed open for the whole
 * keep-alive timeout (Fastify's 72 s) after its answer, and the close waited for it (decision 111).
 *
 * A connection that has not sent a byte is closed at once. Node counts it as busy, not idle, and stops timing requests
 * out when the server closes: one a browser opened ahead and never used held the close for as long as the browser
 * kept it (decision 114).
 */
export function closeConnectionsAsTheyFinish(app: FastifyInstance): void {
  const open = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  app.addHook('preClose', async () => {
    // Node reads it as each later answer finishes; 1 ms is the shortest it arms (0 would mean no timeout at all).
    app.server.keepAliveTimeout = 1;
    for (const socket of open) if (socket.bytesRead === 0) socket.destroy();
  });
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
function answerClientError(err: NodeJS.ErrnoException, socket: Duplex, policy: RefusalPolicy): void {
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
      `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: ${policy.cacheControl}\r\nConnection: close\r\n\r\n${body}`,
  );
  socket.resume();
}
