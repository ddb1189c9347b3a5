// One HTTP/1.1 exchange over a bare socket, for request lines no HTTP client will send: absolute-form targets
// (`GET http://other.host/rss`), fragments, odd methods, raw bytes in the path. Reads until the server closes.
import { connect, type Socket } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Decodes a chunked body; a body without chunked framing comes back as it is. */
function unchunk(raw: string): string {
  let out = '';
  let i = 0;
  for (;;) {
    const eol = raw.indexOf('\r\n', i);
    if (eol === -1) return out;
    const size = parseInt(raw.slice(i, eol), 16);
    if (!Number.isFinite(size) || size === 0) return out;
    out += raw.slice(eol + 2, eol + 2 + size);
    i = eol + 2 + size + 2;
  }
}

export function rawRequest(
  baseUrl: string,
  target: string,
  opts: { method?: string; host?: string; headers?: string[]; timeoutMs?: number } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  const head = [
    `${opts.method ?? 'GET'} ${target} HTTP/1.1`,
    `Host: ${opts.host ?? `${hostname}:${port}`}`,
    'Connection: close',
    ...(opts.headers ?? []),
    '',
    '',
  ].join('\r\n');
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.setTimeout(opts.timeoutMs ?? 10_000, () => socket.destroy(new Error(`no answer to ${target} in time`)));
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      const m = /^HTTP\/1\.1 (\d{3})/.exec(text);
      if (!m || split === -1)
        return reject(new Error(`no HTTP answer to ${target}: ${JSON.stringify(text.slice(0, 80))}`));
      const headers: Record<string, string> = {};
      for (const line of text.slice(0, split).split('\r\n').slice(1)) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      const rawBody = text.slice(split + 4);
      const body = Buffer.from(
        headers['transfer-encoding'] === 'chunked' ? unchunk(rawBody) : rawBody,
        'latin1',
      ).toString('utf8');
      resolve({ status: Number(m[1]), headers, body });
    });
    socket.write(head);
  });
}

/**
 * Sends `body` on a socket whose request head is written, once `after` settles, and reads the answer only when the
 * whole body is written, as a simple client does: a server that closes on a client still sending makes the kernel
 * reset the connection, and the answer goes with the reset. What it read, or the error it met and what it had read.
 */
export function writeBodyThenRead(socket: Socket, body: Buffer, after: Promise<unknown> = Promise.resolve()) {
  return new Promise<string>((resolve) => {
    socket.pause();
    let data = '';
    socket.on('error', (e) => resolve(`${(e as NodeJS.ErrnoException).code}, read: ${JSON.stringify(data)}`));
    void after.then(() =>
      socket.write(body, (err) => {
        if (err) return;
        socket.on('data', (d) => {
          data += String(d);
        });
        socket.on('end', () => resolve(data));
        socket.resume();
      }),
    );
  });
}
