// After an admin write, the caches in front of the publisher API are told at once, by surrogate key (PURGE with an
// `xkey` header): the BFF instances first (their page and upstream caches), the caching proxy last, so the proxy's
// next miss reaches a BFF that already forgot the old article (docs/decisions/014-caching-proxy.md). A cache that
// does not answer within the timeout is logged and skipped: the write has happened and must not fail for it.
// Every address gets the same purge id: a BFF that shares a store with the others has it from them already and does
// not apply it twice, and while that store is away this list is what reaches each BFF (docs/scaling.md).
import { randomUUID } from 'node:crypto';
import { request } from 'undici';
import { PURGE_ID_HEADER } from '../../kit/purge-id.ts';

export interface PurgeLogger {
  warn(obj: object, msg: string): void;
}

/** A purge is one small request to a neighbour; one that takes longer is not coming. */
export const PURGE_TIMEOUT_MS = 2_000;

export interface CachePurgerOptions {
  /** CACHE_PURGE_URLS in order, inner caches first; read at every write. */
  urls: readonly string[];
  /** CACHE_PURGE_TOKEN, sent as a bearer token (the BFF needs it from anywhere but loopback). */
  token?: string;
  log: PurgeLogger;
}

export type CachePurger = (keys: string[]) => Promise<void>;

export function createCachePurger({ urls, token, log }: CachePurgerOptions): CachePurger {
  return async (keys) => {
    const id = randomUUID();
    for (const url of urls) {
      try {
        const res = await request(url, {
          method: 'PURGE',
          headers: {
            xkey: keys.join(' '),
            [PURGE_ID_HEADER]: id,
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
        });
        await res.body.dump();
        if (res.statusCode >= 300) log.warn({ url, status: res.statusCode, keys }, 'cache purge refused');
      } catch (err) {
        log.warn({ url, keys, err: (err as Error).message }, 'cache purge failed');
      }
    }
  };
}
