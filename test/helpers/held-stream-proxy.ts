// A slow network between the browser and the BFF, made an order instead of a time: everything passes through, but a
// streamed page stops right after its bootstrap script until the test releases the rest. The page's JavaScript then
// loads and hydrates before the parts React sends behind the shell have arrived — what a busy machine or a slow
// connection does now and then, here on every run.
import { createServer, type Server } from 'node:http';
import { request } from 'undici';
import { listenOnLoopback } from './loopback-server.ts';

export interface HeldStreamProxy {
  url: string;
  /** Lets the held pages' remaining bytes go. */
  release(): void;
  /**
   * How many documents the browser navigated to it has stopped so far (none: the markup to stop after never came).
   * Only navigations count: a page's deferred behaviours may start the service worker, which fetches an article it
   * keeps for offline reading (client/service-worker/offline-copies.ts), and that second answer is held too.
   */
  holds(): number;
  /** Every held answer, as `mode path` (the request's Sec-Fetch-Mode): what a failed count names. */
  held(): string[];
  close(): Promise<void>;
}

const BOOTSTRAP_START = '<script type="module"';
const SCRIPT_END = '</script>';
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/**
 * `holdAfter`: where a page stops instead, right after the first occurrence of this markup (a page the browser has
 * parsed and painted only up to there).
 */
export async function startHeldStreamProxy(
  target: string,
  opts: { holdAfter?: string } = {},
): Promise<HeldStreamProxy> {
  const splitAt = (seen: Buffer): number => {
    if (opts.holdAfter !== undefined) {
      const at = seen.indexOf(opts.holdAfter);
      return at < 0 ? -1 : at + Buffer.byteLength(opts.holdAfter);
    }
    const start = seen.indexOf(BOOTSTRAP_START);
    const close = start < 0 ? -1 : seen.indexOf(SCRIPT_END, start);
    return close < 0 ? -1 : close + SCRIPT_END.length;
  };
  const holdList: { mode: string; path: string }[] = [];
  let release!: () => void;
  const released = new Promise<void>((r) => {
    release = r;
  });
  const server: Server = createServer(async (req, res) => {
    try {
      // Asked for uncompressed, so the page's text can be read for its bootstrap script.
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(([k]) => k !== 'host' && k !== 'accept-encoding'),
      );
      const upstream = await request(target + (req.url ?? '/'), {
        method: req.method as 'GET',
        headers: headers as Record<string, string>,
      });
      res.writeHead(
        upstream.statusCode,
        Object.fromEntries(Object.entries(upstream.headers).filter(([k]) => !HOP_BY_HOP.has(k))) as Record<
          string,
          string
        >,
      );
      const page = String(upstream.headers['content-type']).startsWith('text/html');
      let seen = Buffer.alloc(0);
      let held = false;
      for await (const chunk of upstream.body) {
        if (!page || held) {
          res.write(chunk);
          continue;
        }
        // Bytes, not text: a chunk can end inside a character; the split falls after ASCII.
        seen = Buffer.concat([seen, chunk]);
        const end = splitAt(seen);
        if (end < 0) continue;
        res.write(seen.subarray(0, end));
        held = true;
        holdList.push({ mode: String(req.headers['sec-fetch-mode'] ?? '-'), path: req.url ?? '/' });
        await released;
        res.write(seen.subarray(end));
      }
      if (page && !held) res.write(seen);
      res.end();
    } catch {
      res.destroy();
    }
  });
  const { url, close } = await listenOnLoopback(server);
  return {
    url,
    release: () => release(),
    holds: () => holdList.filter((h) => h.mode === 'navigate').length,
    held: () => holdList.map((h) => `${h.mode} ${h.path}`),
    close: () => {
      release();
      return close();
    },
  };
}
