// A stand-in upstream that forwards to a real one and can delay or hang chosen requests, to test what the BFF does
// when part of its data is slow.
import { createServer, type Server } from 'node:http';
import { request } from 'undici';
import { listenOnLoopback } from './loopback-server.ts';

export interface SlowProxy {
  url: string;
  calls: string[];
  /** Paths whose caller hung up before the answer was complete. */
  abandoned: string[];
  close(): Promise<void>;
}

/**
 * `delayFor` answers, per path, how long to hold the request: milliseconds, or a promise the test settles when it has
 * seen what it waits for (an order, not a time, so a busy machine cannot make the test wrong).
 */
export async function startSlowProxy(
  target: string,
  delayFor: (path: string) => number | Promise<unknown>,
): Promise<SlowProxy> {
  const calls: string[] = [];
  const abandoned: string[] = [];
  const pending = new Set<NodeJS.Timeout>();
  const server: Server = createServer(async (req, res) => {
    const path = req.url ?? '/';
    calls.push(path);
    res.once('close', () => {
      if (!res.writableFinished) abandoned.push(path);
    });
    const delay = delayFor(path);
    if (typeof delay !== 'number') await Promise.race([delay, new Promise<void>((r) => res.once('close', r))]);
    else if (delay > 0)
      await new Promise<void>((r) => {
        const t = setTimeout(() => {
          pending.delete(t);
          r();
        }, delay);
        pending.add(t);
      });
    if (res.destroyed) return;
    try {
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
      const upstream = await request(target + path, {
        method: req.method as 'GET',
        headers: { ...req.headers, host: undefined } as unknown as Record<string, string>,
        body: hasBody ? req : undefined,
      });
      res.writeHead(upstream.statusCode, upstream.headers as Record<string, string>);
      for await (const chunk of upstream.body) res.write(chunk);
      res.end();
    } catch {
      res.destroy();
    }
  });
  const { url, close } = await listenOnLoopback(server);
  return {
    url,
    calls,
    abandoned,
    close: () => {
      for (const t of pending) clearTimeout(t);
      return close();
    },
  };
}
