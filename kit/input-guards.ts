// Checks every request before any route work, each answered with a clear 4xx: an expectation we do not meet (417),
// a declared body larger than anything we accept (413, before a byte of it is read), and prototype keys in a query
// (`filters={"__proto__":…}`, `filters[constructor]=…`) or in a parsed body (400); and, on every service, a request
// with two Host headers or a Content-Type no parser can read (400), and at the BFF a path with a control character (400) or
// a dot segment (404), before any route or parser sees them.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorBody } from './client-error.ts';
import { isWellFormedMediaType } from './media-type.ts';
import { prototypeKeyIn, prototypeKeyInQuery } from './prototype-keys.ts';
import type { RefusalPolicy } from './refusal-policy.ts';
import { pathProblem } from './request-target.ts';
import { LINGER_BYTES, LINGER_MS } from './server-options.ts';

const tooLarge = (req: IncomingMessage, limit: number) => Number(req.headers['content-length']) > limit;

function refusal(
  policy: RefusalPolicy,
  status: number,
  message: string,
): { head: Record<string, string>; body: string } {
  const body = JSON.stringify(errorBody(status, message));
  return {
    head: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': policy.cacheControl,
      connection: 'close',
    },
    body,
  };
}

/**
 * What Node decides before any route sees a request. CONNECT goes to 'connect' listeners and, without one, the
 * socket is dropped unanswered: it gets a 405. `Expect: 100-continue` goes to 'checkContinue', and without a
 * listener Node invites the body at once: a body we would refuse is refused before the client sends it (413), and
 * an expectation with anything besides 100-continue is not met (417), after its body. `bodyLimit`: the service's own.
 */
export function guardServer(server: Server, policy: RefusalPolicy, bodyLimit: number): void {
  server.on('connect', (_req, socket) => {
    socket.on('error', () => {});
    socket.end('HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
  });
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
    // Node brings here any expectation that names 100-continue ('100-continue, foo' too). A client that sent more
    // than that may not wait for our answer before its body: it is read first, as in 'checkExpectation' below (the
    // hostile suite lost such a 417 to the reset once in 100,000). A plain 100-continue client waits: its 413 goes at once.
    if (!/^\s*100-continue\s*$/i.test(String(req.headers.expect))) {
      const { head, body } = refusal(policy, 417, 'only Expect: 100-continue is supported');
      void lingerOn(req).then(() => res.writeHead(417, head).end(body));
      return;
    }
    if (tooLarge(req, bodyLimit)) {
      const { head, body } = refusal(policy, 413, `request bodies are limited to ${bodyLimit} bytes`);
      res.writeHead(413, head).end(body);
      return;
    }
    res.writeContinue();
    server.emit('request', req, res);
  });
  // Any other expectation goes to 'checkExpectation'; without a listener Node answers 417 at once and closes under a
  // client still sending its body, whose kernel may then drop the answer with the reset. Read the body first.
  server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => {
    const { head, body } = refusal(policy, 417, 'only Expect: 100-continue is supported');
    void lingerOn(req).then(() => res.writeHead(417, head).end(body));
  });
}

/** Reads and drops the request's body until it ends, LINGER_BYTES have come, or LINGER_MS have passed. */
function lingerOn(raw: IncomingMessage): Promise<void> {
  return new Promise((resolve) => {
    let seen = 0;
    const done = () => {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', done);
      raw.off('close', done);
      raw.pause();
      resolve();
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen >= LINGER_BYTES) done();
    };
    const timer = setTimeout(done, LINGER_MS);
    raw.on('data', onData);
    raw.once('end', done);
    raw.once('close', done);
    raw.resume();
  });
}

/** How many Host headers a request came with (Node keeps only the first in `headers`). */
function hostHeaderCount(raw: IncomingMessage): number {
  let n = 0;
  for (let i = 0; i < raw.rawHeaders.length; i += 2)
    if (raw.rawHeaders[i].length === 4 && raw.rawHeaders[i].toLowerCase() === 'host') n++;
  return n;
}

/**
 * For every service (the BFF and each embedded one): two Host headers (which one names the site?) and a Content-Type
 * that cannot be parsed are refused with 400 on every method and route, before a parser or the proxy throws on it.
 * An empty Content-Type counts as none. An error answered while the body is still coming is answered after it.
 */
export function registerHeaderGuards(app: FastifyInstance, policy: RefusalPolicy): void {
  app.addHook('onRequest', async (req, reply) => {
    if (hostHeaderCount(req.raw) > 1)
      return refuseBeforeBody(policy, req.raw, reply, 400, 'a request may carry one Host header');
    const type = req.headers['content-type'];
    if (type && type.trim() !== '' && !isWellFormedMediaType(type))
      return refuseBeforeBody(policy, req.raw, reply, 400, 'the Content-Type header is malformed');
  });
  // A parser that refuses a body (too large for the route's limit, a type it does not take) stops reading it, and
  // the answer goes out with Connection: close under a client still sending: the reset can take the answer with it
  // (the hostile suite lost a 413 from the origin's 16 KB form parser so, once in 100,000). The error hook runs only
  // for errors, before the handler answers: the rest of the body is read and dropped first, as for every refusal here.
  app.addHook('onError', async (req, reply) => lingerBeforeClosing(req.raw, reply));
}

/**
 * A Fastify answer given while the request's body may still be coming: the connection closes after it, and what the
 * client still sends is read and dropped first (bounded), so the close does not reset it under the client.
 */
async function lingerBeforeClosing(raw: IncomingMessage, reply: FastifyReply): Promise<void> {
  const hasBody = Number(raw.headers['content-length']) > 0 || raw.headers['transfer-encoding'] !== undefined;
  if (raw.complete || !hasBody) return;
  reply.header('connection', 'close');
  await lingerOn(raw);
}

/**
 * A refusal decided from the head while a body may still be coming: the body is read and dropped first (bounded, as
 * for a body too large), so closing does not reset the connection under a client still sending and lose the answer
 * (a hostile run saw it once in 100,000: a 2 MB body behind a malformed Content-Type, on a loaded machine).
 */
async function refuseBeforeBody(
  policy: RefusalPolicy,
  raw: IncomingMessage,
  reply: FastifyReply,
  status: 400 | 404,
  message: string,
) {
  await lingerBeforeClosing(raw, reply);
  return policy.refuse(reply, status, message);
}

/** The BFF's guards; `bodyLimit` is its limit on a body (shared/request-limits.ts). */
export function registerInputGuards(app: FastifyInstance, policy: RefusalPolicy, bodyLimit: number): void {
  guardServer(app.server, policy, bodyLimit);
  registerHeaderGuards(app, policy);
  app.addHook('onRequest', async (req, reply) => {
    const problem = pathProblem(req.url);
    if (problem) return refuseBeforeBody(policy, req.raw, reply, problem.status, problem.message);
    const expect = req.headers.expect;
    // Node lets '100-continue, anything' through as a continue; anything but the one expectation we meet is refused.
    if (expect !== undefined && !/^\s*100-continue\s*$/i.test(expect)) {
      return policy.refuse(reply, 417, 'only Expect: 100-continue is supported');
    }
    if (tooLarge(req.raw, bodyLimit)) {
      // A client that did not ask first (Expect) is already sending the body. Closing on it while it writes makes the
      // kernel reset the connection, and the client may lose our answer with it (EPIPE): read and drop what it sends,
      // for a bounded time and amount, then answer and close (a lingering close, as web servers do).
      await lingerBeforeClosing(req.raw, reply);
      return policy.refuse(reply, 413, `request bodies are limited to ${bodyLimit} bytes`);
    }
    const q = req.url.indexOf('?');
    const key = q === -1 ? null : prototypeKeyInQuery(req.url.slice(q + 1));
    if (key) return policy.refuse(reply, 400, `the query may not use the key '${key}'`);
  });

  app.addHook('preValidation', async (req, reply) => {
    const key = prototypeKeyIn(req.body);
    if (key) return policy.refuse(reply, 400, `the body may not use the key '${key}'`);
  });
}
