// A deliberately dumb HTTP/1.1 client over a raw TCP socket: it writes exactly the bytes it is given (absolute-form
// targets, broken headers, lying lengths, requests in pieces, several requests at once) and reads back whatever the
// server answers, with a deadline. undici and fetch would refuse or normalise most of what the hostile suite sends.
import { connect, type Socket } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

export interface RawResponse {
  status: number;
  /** header names lower-cased; repeated headers keep every value */
  headers: Record<string, string[]>;
  /** the raw header block, as sent */
  head: string;
  /** the body, de-chunked and decompressed (when the server compressed it and we could undo it) */
  body: Buffer;
}

export interface RawExchange {
  responses: RawResponse[];
  /** interim answers (100 Continue) seen before the final ones */
  interim: number[];
  /** the server closed the connection without any answer */
  closedSilently: boolean;
  /** no complete answer arrived before the deadline */
  timedOut: boolean;
  /** ms from the last byte we sent to the last answer (or the deadline) */
  ms: number;
  error?: string;
}

export interface RawRequest {
  port: number;
  /** written in order; a number is a pause in ms before the next piece (slow clients) */
  pieces: (Buffer | number)[];
  /** how many answers to wait for (pipelined requests); 1 unless told */
  expect?: number;
  /** methods of the pipelined requests in order, so a HEAD answer is known to have no body */
  methods?: string[];
  /** wait for an interim or final answer (at most this long) before writing the last piece, as for Expect: 100-continue */
  awaitContinueMs?: number;
  deadlineMs: number;
}

interface Parsed {
  response: RawResponse;
  rest: Buffer;
}

function decodeBody(headers: Record<string, string[]>, body: Buffer): Buffer {
  const encoding = headers['content-encoding']?.[0]?.trim().toLowerCase();
  try {
    if (encoding === 'gzip') return gunzipSync(body);
    if (encoding === 'br') return brotliDecompressSync(body);
    if (encoding === 'deflate') return inflateSync(body);
  } catch {
    // a truncated or junk body is checked as it came
  }
  return body;
}

/** Parses one response off the front of `buf`; null when more bytes are needed (or, at end, when none came). */
function parseOne(buf: Buffer, method: string, ended: boolean): Parsed | null {
  const headEnd = buf.indexOf('\r\n\r\n');
  if (headEnd === -1) return null;
  const head = buf.subarray(0, headEnd).toString('latin1');
  const [statusLine, ...lines] = head.split('\r\n');
  const m = /^HTTP\/\d\.\d (\d{3})/.exec(statusLine);
  if (!m) return null;
  const status = Number(m[1]);
  const headers: Record<string, string[]> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon === -1) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    (headers[name] ??= []).push(line.slice(colon + 1).trim());
  }
  let rest = buf.subarray(headEnd + 4);
  const bodyless = method === 'HEAD' || status === 204 || status === 304 || (status >= 100 && status < 200);
  if (bodyless) return { response: { status, headers, head, body: Buffer.alloc(0) }, rest };
  if (/chunked/i.test(headers['transfer-encoding']?.join(',') ?? '')) {
    const chunks: Buffer[] = [];
    let at = 0;
    for (;;) {
      const lineEnd = rest.indexOf('\r\n', at);
      if (lineEnd === -1)
        return ended
          ? {
              response: { status, headers, head, body: decodeBody(headers, Buffer.concat(chunks)) },
              rest: Buffer.alloc(0),
            }
          : null;
      const size = parseInt(rest.subarray(at, lineEnd).toString('latin1'), 16);
      if (Number.isNaN(size))
        return {
          response: { status, headers, head, body: decodeBody(headers, Buffer.concat(chunks)) },
          rest: Buffer.alloc(0),
        };
      if (size === 0) {
        const trailerEnd = rest.indexOf('\r\n\r\n', lineEnd);
        const end = trailerEnd === -1 ? lineEnd + 2 : trailerEnd + 4;
        if (trailerEnd === -1 && rest.length < lineEnd + 4 && !ended) return null;
        return {
          response: { status, headers, head, body: decodeBody(headers, Buffer.concat(chunks)) },
          rest: rest.subarray(Math.min(end, rest.length)),
        };
      }
      if (rest.length < lineEnd + 2 + size + 2) {
        if (!ended) return null;
        chunks.push(rest.subarray(lineEnd + 2));
        return {
          response: { status, headers, head, body: decodeBody(headers, Buffer.concat(chunks)) },
          rest: Buffer.alloc(0),
        };
      }
      chunks.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
      at = lineEnd + 2 + size + 2;
    }
  }
  const length = headers['content-length'] ? Number(headers['content-length'][0]) : NaN;
  if (Number.isFinite(length)) {
    if (rest.length < length && !ended) return null;
    const body = rest.subarray(0, length);
    rest = rest.subarray(Math.min(length, rest.length));
    return { response: { status, headers, head, body: decodeBody(headers, body) }, rest };
  }
  // No length: the body runs to the end of the connection.
  if (!ended) return null;
  return { response: { status, headers, head, body: decodeBody(headers, rest) }, rest: Buffer.alloc(0) };
}

/** What writing the pieces needs to know of the exchange under way. */
interface WriteState {
  /** the exchange is over (answered, closed or timed out) */
  finished(): boolean;
  /** nothing has come back yet */
  nothingYet(): boolean;
  /** called at the first byte that comes back (null: no longer waiting) */
  onAnyByte(f: (() => void) | null): void;
}

/**
 * Writes the pieces in order, pausing where a number says; before the last piece of an Expect: 100-continue request it
 * waits (at most awaitContinueMs) for the server to say something. False when the exchange ended before all was sent.
 */
async function writePieces(socket: Socket, req: RawRequest, state: WriteState): Promise<boolean> {
  const pieces = req.pieces;
  for (let i = 0; i < pieces.length; i++) {
    if (state.finished()) return false;
    const piece = pieces[i];
    if (typeof piece === 'number') {
      await new Promise((r) => setTimeout(r, piece));
      continue;
    }
    if (i === pieces.length - 1 && req.awaitContinueMs && state.nothingYet()) {
      await new Promise<void>((r) => {
        const timer = setTimeout(r, req.awaitContinueMs);
        state.onAnyByte(() => {
          clearTimeout(timer);
          r();
        });
      });
      state.onAnyByte(null);
      if (state.finished()) return false;
    }
    if (!socket.writable) break;
    socket.write(piece);
  }
  return true;
}

export function rawExchange(req: RawRequest): Promise<RawExchange> {
  const expect = req.expect ?? 1;
  const methods = req.methods ?? [];
  return new Promise((resolve) => {
    const socket = connect({ port: req.port, host: '127.0.0.1' });
    let buf: Buffer = Buffer.alloc(0);
    const responses: RawResponse[] = [];
    const interim: number[] = [];
    let sentAt = Number.NaN;
    let finished = false;
    let deadline: NodeJS.Timeout | undefined;
    let anyByte: (() => void) | null = null;

    const finish = (extra: Partial<RawExchange> = {}) => {
      if (finished) return;
      finished = true;
      clearTimeout(deadline);
      clearTimeout(overall);
      socket.destroy();
      const ms = Number.isNaN(sentAt) ? 0 : performance.now() - sentAt;
      resolve({ responses, interim, closedSilently: false, timedOut: false, ms, ...extra });
    };
    const drain = (ended: boolean) => {
      for (;;) {
        const parsed = parseOne(buf, methods[responses.length] ?? 'GET', ended);
        if (!parsed) return;
        buf = parsed.rest;
        // Interim answers (100 Continue) are not the answer.
        if (parsed.response.status >= 100 && parsed.response.status < 200 && parsed.response.status !== 101) {
          interim.push(parsed.response.status);
          continue;
        }
        responses.push(parsed.response);
        if (responses.length >= expect) return finish();
      }
    };

    // However slowly we mean to send, the whole exchange is bounded (a server that never accepts is unanswered too).
    const pauses =
      req.pieces.reduce<number>((sum, p) => sum + (typeof p === 'number' ? p : 0), 0) + (req.awaitContinueMs ?? 0);
    const overall = setTimeout(() => finish({ timedOut: true }), pauses + req.deadlineMs);
    socket.on('close', () => clearTimeout(overall));

    socket.on('data', (chunk: Buffer) => {
      buf = Buffer.concat([buf, chunk]);
      anyByte?.();
      drain(false);
    });
    socket.on('end', () => {
      drain(true);
      finish({ closedSilently: responses.length === 0 });
    });
    socket.on('close', () => finish({ closedSilently: responses.length === 0 }));
    socket.on('error', (err) => {
      // A reset after the server answered and closed is the end of the exchange, not a failure.
      drain(true);
      finish({ closedSilently: responses.length === 0, error: (err as NodeJS.ErrnoException).code ?? err.message });
    });

    socket.once('connect', async () => {
      const sentAll = await writePieces(socket, req, {
        finished: () => finished,
        nothingYet: () => responses.length === 0 && buf.length === 0,
        onAnyByte: (f) => {
          anyByte = f;
        },
      });
      if (!sentAll) return;
      sentAt = performance.now();
      deadline = setTimeout(() => finish({ timedOut: true }), req.deadlineMs);
    });
  });
}
