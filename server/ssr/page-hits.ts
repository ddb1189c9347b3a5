// A fresh page-cache hit answered before Fastify (decision 094). A hit needs its page and nothing else: no session, no
// preview gate, no policy strings, no span. So the whole way (every global hook, the page handler) answers a request
// once; its answer's headers, as they went out, are kept beside the page, one block per encoding; and the next request
// that could only get the same answer gets that block and the page's bytes straight from the node:http listener.
// "Could only get the same answer": the same Host and path (whose guards, redirects and page-cache key the whole way
// decided) and no request header that any rule reads (a cookie, a body, a proxy's or a trusted peer's headers): any
// other request, a page not fresh, a block not yet learned, goes the whole way as before. Every rule stays in its home:
// this file writes no header value of its own but Age, X-Cache and Content-Length, as sendCached does.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cacheEvents } from '../metrics.ts';
import { CACHE_CONTROL_HEADER } from '../policy/answer-policy.ts';
import { durationSeries, recordAnswer } from '../request/request-log.ts';
import { negotiateEncoding, type Encoding } from './compression.ts';
import type { CachedPage, PageCache } from './page-cache.ts';

/**
 * Request headers a fresh hit's answer does not read (the whole way decides it from the Host and path alone, and picks
 * the body by Accept-Encoding, as here). A request carrying any other header goes the whole way.
 */
const READ_BY_NO_RULE_OF_A_HIT = new Set([
  'accept',
  'accept-encoding',
  'accept-language',
  CACHE_CONTROL_HEADER,
  'connection',
  'dnt',
  'pragma',
  'priority',
  'referer',
  'sec-ch-ua',
  'sec-ch-ua-mobile',
  'sec-ch-ua-platform',
  'sec-fetch-dest',
  'sec-fetch-mode',
  'sec-fetch-site',
  'sec-fetch-user',
  'sec-gpc',
  'upgrade-insecure-requests',
  'user-agent',
]);

/** The headers each answer writes for itself (Node writes Date and Connection). */
const PER_ANSWER = new Set(['age', 'x-cache', 'content-length', 'date', 'connection', 'keep-alive']);

/** Signatures kept at most: the paths readers ask, and strangers' made-up ones, bounded. */
const MAX_SIGNATURES = 20_000;

const SIGNATURE = Symbol('page hit signature');
type Signed = IncomingMessage & { [SIGNATURE]?: string };

/** What a hit writes: its headers but the per-answer ones (name, value, name, value…), its site for the log line and
 * its series of the duration metric. */
interface Block {
  headers: string[];
  site: string | undefined;
  series: ReturnType<typeof durationSeries>;
}
type Blocks = Partial<Record<'br' | 'gzip' | 'identity', Block>>;

/** What the whole way answered a request with, noted by the page handler for onSend to learn from. */
interface Answered {
  key: string;
  page: CachedPage;
  encoding: Encoding;
}
const ANSWERED = Symbol('page hit answered');
type Noted = FastifyRequest & { [ANSWERED]?: Answered };

/** A GET that carries no header a rule of a hit reads: `host path`, and its Accept-Encoding as Node would join it. */
interface Signature {
  key: string;
  acceptEncoding: string | undefined;
}

/** The request's signature, else null. Read from the raw headers: a hit never builds `req.headers`. */
export function hitSignature(req: IncomingMessage): Signature | null {
  if (req.method !== 'GET') return null;
  const url = req.url;
  if (url === undefined || url.charCodeAt(0) !== 0x2f) return null;
  const raw = req.rawHeaders;
  let host: string | null = null;
  let acceptEncoding: string | undefined;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i].toLowerCase();
    if (name === 'host') {
      if (host !== null) return null;
      host = raw[i + 1];
    } else if (name === 'accept-encoding') {
      acceptEncoding = acceptEncoding === undefined ? raw[i + 1] : `${acceptEncoding}, ${raw[i + 1]}`;
    } else if (!READ_BY_NO_RULE_OF_A_HIT.has(name)) return null;
  }
  return host === null ? null : { key: `${host} ${url}`, acceptEncoding };
}

const bodyOf = (page: CachedPage, encoding: Encoding) =>
  encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity;

export class PageHits {
  /** signature → page-cache key, for the requests the whole way answered from the page cache (a Map: an LRU's upkeep
   * on every hit cost more than forgetting them all, now and then, does) */
  private readonly keys = new Map<string, string>();
  private readonly blocks = new WeakMap<CachedPage, Blocks>();
  private readonly hitCount = cacheEvents.labels({ cache: 'page', outcome: 'hit' });
  private closing = false;

  constructor(
    private readonly pageCache: PageCache,
    private readonly clock: () => number,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The page handler's note: this request is answered with a cached page (sendCached). */
  noteAnswer(req: FastifyRequest, key: string, page: CachedPage, encoding: Encoding): void {
    if ((req.raw as Signed)[SIGNATURE] !== undefined) (req as Noted)[ANSWERED] = { key, page, encoding };
  }

  /** Answers a fresh hit it has learned; false: the request goes the whole way. */
  answer(req: IncomingMessage, res: ServerResponse): boolean {
    if (this.closing) return false;
    const signature = hitSignature(req);
    if (signature === null) return false;
    (req as Signed)[SIGNATURE] = signature.key;
    const key = this.keys.get(signature.key);
    const found = key === undefined ? null : this.pageCache.lookup(key);
    if (found?.state !== 'fresh') return false;
    const { page } = found;
    const encoding = negotiateEncoding(signature.acceptEncoding);
    const block = this.blocks.get(page)?.[encoding ?? 'identity'];
    if (!block) return false;
    const t0 = performance.now();
    const body = bodyOf(page, encoding);
    const age = String(Math.floor((this.clock() - page.storedAt) / 1000));
    res.writeHead(page.status, [...block.headers, 'age', age, 'content-length', String(body.length)]);
    res.end(body);
    this.hitCount.inc();
    recordAnswer(
      this.log,
      {
        method: 'GET',
        url: req.url!,
        site: block.site,
        route: page.routeId,
        status: page.status,
        ms: performance.now() - t0,
      },
      block.series,
    );
    return true;
  }

  /** Keeps an answer's headers as they go out (the last onSend hook: every other has set its own). */
  private learn(req: FastifyRequest, reply: FastifyReply): void {
    const answered = (req as Noted)[ANSWERED];
    const signature = (req.raw as Signed)[SIGNATURE];
    if (!answered || signature === undefined || reply.statusCode !== answered.page.status) return;
    const headers: string[] = [];
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value === undefined || PER_ANSWER.has(name)) continue;
      // A cookie is one reader's: an answer that sets one is never repeated (nor is any header sent twice).
      if (name === 'set-cookie' || Array.isArray(value)) return;
      headers.push(name, String(value));
    }
    headers.push('x-cache', 'HIT');
    const blocks = this.blocks.get(answered.page) ?? {};
    blocks[answered.encoding ?? 'identity'] = {
      headers,
      site: req.page?.ctx.site.slug,
      series: durationSeries(answered.page.routeId, answered.page.status),
    };
    this.blocks.set(answered.page, blocks);
    if (this.keys.size >= MAX_SIGNATURES) this.keys.clear();
    this.keys.set(signature, answered.key);
  }

  /** Learns after every other onSend hook, and answers before Fastify on the app's server (until it closes). */
  registerEarlyAnswers(app: FastifyInstance): void {
    app.addHook('onSend', async (req, reply, payload) => {
      this.learn(req, reply);
      return payload;
    });
    app.addHook('preClose', async () => {
      this.closing = true;
    });
    const server = app.server;
    const [whole] = server.listeners('request') as RequestListener[];
    server.removeListener('request', whole);
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      if (!this.answer(req, res)) whole(req, res);
    });
  }
}
