// Checks every request before any route work, each answered with a clear 4xx: an expectation we do not meet (417),
// a declared body larger than anything we accept (413, before a byte of it is read), and prototype keys in a query
// (`filters={"__proto__":…}`, `filters[constructor]=…`) or in a parsed body (400).
import type { Server } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { prototypeKeyIn, prototypeKeyInQuery } from './prototype-keys.ts';
import { BODY_LIMIT_BYTES } from './server-options.ts';

function refuse(reply: FastifyReply, status: number, error: string, message: string) {
  return reply.code(status).header('cache-control', 'no-store').send({ statusCode: status, error, message });
}

/** CONNECT never reaches a route: Node hands it to 'connect' listeners and, without one, drops the socket unanswered. */
export function refuseTunnels(server: Server): void {
  server.on('connect', (_req, socket) => {
    socket.on('error', () => {});
    socket.end('HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
  });
}

export function registerInputGuards(app: FastifyInstance): void {
  refuseTunnels(app.server);
  app.addHook('onRequest', async (req, reply) => {
    const expect = req.headers.expect;
    // Node lets '100-continue, anything' through as a continue; anything but the one expectation we meet is refused.
    if (expect !== undefined && !/^\s*100-continue\s*$/i.test(expect)) {
      return refuse(reply, 417, 'Expectation Failed', 'only Expect: 100-continue is supported');
    }
    const length = Number(req.headers['content-length']);
    if (length > BODY_LIMIT_BYTES) {
      reply.header('connection', 'close');
      return refuse(reply, 413, 'Payload Too Large', `request bodies are limited to ${BODY_LIMIT_BYTES} bytes`);
    }
    const q = req.url.indexOf('?');
    const key = q === -1 ? null : prototypeKeyInQuery(req.url.slice(q + 1));
    if (key) return refuse(reply, 400, 'Bad Request', `the query may not use the key '${key}'`);
  });

  app.addHook('preValidation', async (req, reply) => {
    const key = prototypeKeyIn(req.body);
    if (key) return refuse(reply, 400, 'Bad Request', `the body may not use the key '${key}'`);
  });
}
