// A fault-injecting HTTP proxy between the BFF and an upstream, whose behaviour the test switches at any moment:
// pass through, refuse connections (nothing listens on the port), reset them, hang, answer slowly, flap
// (every other request fails), answer a server error, answer malformed JSON, or answer JSON of the wrong shape
// (a changed contract). Without a target it is a stand-in for an upstream that does not exist yet.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { request } from 'undici';

export type FaultMode =
  | { kind: 'pass' }
  | { kind: 'refuse' }
  | { kind: 'reset' }
  | { kind: 'hang' }
  | { kind: 'slow'; ms: number }
  | { kind: 'flap' }
  | { kind: 'status'; status: number }
  | { kind: 'malformed' }
  | { kind: 'wrong-contract' };

export interface FaultProxy {
  url: string;
  /** Requests that reached the proxy (path and query), in order. */
  calls: string[];
  /** Switches the behaviour; resolves once it is in force (a refusing proxy has stopped listening). */
  set(mode: FaultMode, only?: (path: string) => boolean): Promise<void>;
  close(): Promise<void>;
}

/** Renames every `title` and `id` key: valid JSON that no longer matches the contract. */
function breakContract(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(breakContract);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k === 'title' ? 'headline' : k === 'id' ? 'uuid' : k, breakContract(v)]),
    );
  }
  return value;
}

export async function startFaultProxy(
  target: string | null,
  initial: FaultMode = { kind: 'pass' },
): Promise<FaultProxy> {
  let mode: FaultMode = initial;
  let applies: (path: string) => boolean = () => true;
  let flip = 0;
  const calls: string[] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const hanging = new Set<ServerResponse>();

  async function forward(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    transform?: (body: string) => string,
  ) {
    if (!target) {
      res.writeHead(502, { 'content-type': 'application/json' }).end('{"message":"no upstream behind this stand-in"}');
      return;
    }
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const upstream = await request(target + path, {
      method: req.method as 'GET',
      headers: Object.fromEntries(
        Object.entries(req.headers).filter(([k]) => !['host', 'connection', 'keep-alive'].includes(k)),
      ) as Record<string, string>,
      body: hasBody ? req : undefined,
    });
    if (!transform) {
      const { connection: _c, 'keep-alive': _k, 'transfer-encoding': _t, ...headers } = upstream.headers;
      res.writeHead(upstream.statusCode, headers as Record<string, string>);
      for await (const chunk of upstream.body) res.write(chunk);
      res.end();
      return;
    }
    const text = transform(await upstream.body.text());
    res
      .writeHead(upstream.statusCode, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) })
      .end(text);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = req.url ?? '/';
    calls.push(path);
    const m: FaultMode = applies(path) ? mode : { kind: 'pass' };
    switch (m.kind) {
      case 'pass':
        return forward(req, res, path);
      case 'refuse':
      case 'reset':
        res.socket?.destroy();
        return;
      case 'hang':
        hanging.add(res);
        res.once('close', () => hanging.delete(res));
        return;
      case 'slow':
        await new Promise<void>((r) => {
          const t = setTimeout(() => {
            timers.delete(t);
            r();
          }, m.ms);
          timers.add(t);
        });
        if (res.destroyed) return;
        return forward(req, res, path);
      case 'flap':
        if (flip++ % 2 === 1) {
          res.socket?.destroy();
          return;
        }
        return forward(req, res, path);
      case 'status':
        res
          .writeHead(m.status, { 'content-type': 'application/json' })
          .end(JSON.stringify({ message: `injected ${m.status}` }));
        return;
      case 'malformed':
        return forward(req, res, path, (body) => body.slice(0, Math.max(1, Math.floor(body.length / 2))));
      case 'wrong-contract':
        return forward(req, res, path, (body) => {
          try {
            return JSON.stringify(breakContract(JSON.parse(body)));
          } catch {
            return body;
          }
        });
    }
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  server.on('connection', (s) => {
    if (mode.kind === 'reset') {
      s.destroy();
      return;
    }
    sockets.add(s);
    s.once('close', () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  let listening = true;

  function dropConnections() {
    for (const res of hanging) res.destroy();
    for (const s of sockets) s.destroy();
  }

  async function stopListening() {
    if (!listening) return;
    listening = false;
    dropConnections();
    await new Promise<void>((r) => server.close(() => r()));
  }

  async function startListening() {
    if (listening) return;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    listening = true;
  }

  if (initial.kind === 'refuse') await stopListening();

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    async set(next, only) {
      mode = next;
      applies = only ?? (() => true);
      flip = 0;
      // Kept-alive connections would otherwise keep talking to the old behaviour.
      if (next.kind === 'refuse' && !only) await stopListening();
      else {
        await startListening();
        dropConnections();
      }
    },
    async close() {
      for (const t of timers) clearTimeout(t);
      await stopListening();
    },
  };
}
