// The whole-page cache for anonymous readers: complete renders (no nonce, no inline script, so the strict CSP holds
// when they are replayed), stored compressed once in each encoding and served without re-rendering. One fill per
// key at a time; readers who arrive during a fill wait for it instead of rendering again.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { SURROGATE_KEY_HEADER } from '../policy/answer-policy.ts';
import { cacheEvents } from '../metrics.ts';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export interface CachedPage {
  status: number;
  /** the route that rendered it (for the request log and metrics of a hit) */
  routeId: string;
  headers: Record<string, string>;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  storedAt: number;
  /** fresh for this long; then served while one background render refreshes it */
  ttlMs: number;
  /** kept this long to answer when a fresh render fails */
  staleIfErrorMs: number;
}

export type PageLookup = { page: CachedPage; state: 'fresh' | 'stale' | 'error-only' } | null;

export class PageCache {
  private readonly lru: LRUCache<string, CachedPage>;
  private readonly fills = new Map<string, Promise<CachedPage | null>>();

  constructor(
    opts: { maxBytes: number },
    private readonly now: () => number = Date.now,
  ) {
    this.lru = new LRUCache<string, CachedPage>({
      maxSize: opts.maxBytes,
      sizeCalculation: (p) => p.identity.length + p.gzip.length + p.br.length + 512,
    });
  }

  lookup(key: string): PageLookup {
    const page = this.lru.get(key, { updateAgeOnGet: false });
    if (!page) return null;
    const age = this.now() - page.storedAt;
    if (age < page.ttlMs) return { page, state: 'fresh' };
    if (age < 2 * page.ttlMs) return { page, state: 'stale' };
    if (age < page.staleIfErrorMs) return { page, state: 'error-only' };
    this.lru.delete(key);
    return null;
  }

  pendingFill(key: string): Promise<CachedPage | null> | undefined {
    return this.fills.get(key);
  }

  /** Resolves once every fill now running has stored its page or given up (tests wait on this, not on a timer). */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.fills.values()]);
  }

  /** Runs one fill per key; its result (null when the page may not be cached) is shared by every waiter. */
  fill(
    key: string,
    render: () => Promise<Omit<CachedPage, 'gzip' | 'br' | 'storedAt'> | null>,
  ): Promise<CachedPage | null> {
    const pending = this.fills.get(key);
    if (pending) return pending;
    const p = (async () => {
      try {
        const rendered = await render();
        if (!rendered) return null;
        // Off the event loop (zlib's thread pool), at a level that costs a millisecond or two, not ten.
        const [gz, br] = await Promise.all([
          gzipAsync(rendered.identity, { level: 6 }),
          brotliAsync(rendered.identity, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
          }),
        ]);
        const page: CachedPage = { ...rendered, gzip: gz, br, storedAt: this.now() };
        this.lru.set(key, page);
        cacheEvents.inc({ cache: 'page', outcome: 'stored' });
        return page;
      } finally {
        this.fills.delete(key);
      }
    })();
    this.fills.set(key, p);
    return p;
  }

  /** Drops pages whose purge tags include the key (e.g. 'article-123'). */
  purge(surrogateKey: string): number {
    let n = 0;
    for (const [key, page] of this.lru.entries()) {
      if ((page.headers[SURROGATE_KEY_HEADER] ?? '').split(' ').includes(surrogateKey)) {
        this.lru.delete(key);
        n++;
      }
    }
    return n;
  }
}
