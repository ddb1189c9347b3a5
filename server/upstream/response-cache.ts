// The upstream-answer cache: bounded in bytes, keyed by site and path. Concurrent misses for one key share one
// upstream call; a stale answer is served at once while one background call refreshes it; when the upstream fails,
// the last good answer is served up to its policy's maximum age. Answers that depend on an editor's token never
// reach this cache (the caller bypasses it).
import { LRUCache } from 'lru-cache';
import { cacheEvents } from '../metrics.ts';
import type { CachePolicy } from './cache-policy.ts';

export interface Fetched<T> {
  value: T;
  /** bytes of the answer as received, for the cache's byte bound */
  size: number;
}

interface Entry {
  value?: unknown;
  error?: Error;
  size: number;
  fetchedAt: number;
}

/** One shared upstream call; it is cancelled only when every caller waiting on it has gone away. */
class Flight<T> {
  readonly controller = new AbortController();
  private waiters = 0;
  private settled = false;
  readonly promise: Promise<T>;

  constructor(run: (signal: AbortSignal) => Promise<T>, background: boolean) {
    if (background) this.waiters = Number.POSITIVE_INFINITY;
    this.promise = run(this.controller.signal).finally(() => {
      this.settled = true;
    });
  }

  join(signal: AbortSignal | undefined): Promise<T> {
    if (!signal) {
      this.waiters = Number.POSITIVE_INFINITY;
      return this.promise;
    }
    if (signal.aborted) return Promise.reject(signal.reason);
    this.waiters++;
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => {
        reject(signal.reason);
        if (--this.waiters <= 0 && !this.settled) this.controller.abort(signal.reason);
      };
      signal.addEventListener('abort', onAbort, { once: true });
      this.promise.then(
        (v) => {
          signal.removeEventListener('abort', onAbort);
          resolve(v);
        },
        (e) => {
          signal.removeEventListener('abort', onAbort);
          reject(e);
        },
      );
    });
  }
}

export interface ResponseCacheOptions {
  maxBytes: number;
  name?: string;
  now?: () => number;
  /** Which failures may be answered from stale data (server errors and timeouts, not 4xx). */
  isServeStaleError?: (err: unknown) => boolean;
  isNotFound?: (err: unknown) => boolean;
}

export class ResponseCache {
  private readonly lru: LRUCache<string, Entry>;
  private readonly flights = new Map<string, Flight<Fetched<unknown>>>();
  private readonly now: () => number;
  private readonly name: string;

  constructor(private readonly opts: ResponseCacheOptions) {
    this.now = opts.now ?? Date.now;
    this.name = opts.name ?? 'upstream';
    this.lru = new LRUCache<string, Entry>({
      maxSize: opts.maxBytes,
      sizeCalculation: (e) => Math.max(1, e.size),
    });
  }

  private count(outcome: string) {
    cacheEvents.inc({ cache: this.name, outcome });
  }

  /** `upstreamFailing`: the upstream is known to be down, so a copy kept for errors is served at once (while one
   * background call finds out whether it is back) instead of after the call's whole time budget. */
  async get<T>(
    key: string,
    policy: CachePolicy,
    fetch: (signal: AbortSignal) => Promise<Fetched<T>>,
    signal?: AbortSignal,
    upstreamFailing = false,
  ): Promise<T> {
    const entry = this.lru.get(key, { updateAgeOnGet: false });
    const age = entry ? this.now() - entry.fetchedAt : Number.POSITIVE_INFINITY;
    const freshFor = entry?.error ? policy.notFoundMs : policy.ttlMs;
    if (entry && age < freshFor) {
      this.count('hit');
      return this.unwrap<T>(entry);
    }
    if (entry && !entry.error && age < policy.ttlMs + policy.swrMs) {
      this.count('stale');
      this.flight(key, fetch, true).promise.catch(() => {});
      return entry.value as T;
    }
    if (upstreamFailing && entry && !entry.error && age < policy.staleIfErrorMs) {
      this.count('stale_error');
      this.flight(key, fetch, true).promise.catch(() => {});
      return entry.value as T;
    }
    const joining = this.flights.has(key);
    this.count(joining ? 'coalesced' : 'miss');
    try {
      const fetched = await this.flight(key, fetch, false).join(signal);
      return fetched.value;
    } catch (err) {
      if (
        entry &&
        !entry.error &&
        age < policy.staleIfErrorMs &&
        !signal?.aborted &&
        (this.opts.isServeStaleError?.(err) ?? true)
      ) {
        this.count('stale_error');
        return entry.value as T;
      }
      throw err;
    }
  }

  private unwrap<T>(entry: Entry): T {
    if (entry.error) throw entry.error;
    return entry.value as T;
  }

  private flight<T>(
    key: string,
    fetch: (signal: AbortSignal) => Promise<Fetched<T>>,
    background: boolean,
  ): Flight<Fetched<T>> {
    const existing = this.flights.get(key) as Flight<Fetched<T>> | undefined;
    if (existing) return existing;
    const flight = new Flight<Fetched<T>>(async (signal) => {
      try {
        const fetched = await fetch(signal);
        this.lru.set(key, { value: fetched.value, size: fetched.size, fetchedAt: this.now() });
        return fetched;
      } catch (err) {
        if (this.opts.isNotFound?.(err)) this.lru.set(key, { error: err as Error, size: 256, fetchedAt: this.now() });
        throw err;
      } finally {
        this.flights.delete(key);
      }
    }, background);
    this.flights.set(key, flight);
    return flight;
  }

  /** Drops every entry whose key contains the fragment (purge by article slug, say). */
  purge(fragment: string): number {
    let n = 0;
    for (const key of this.lru.keys())
      if (key.includes(fragment)) {
        this.lru.delete(key);
        n++;
      }
    return n;
  }

  /** Drops every answer the test picks (an article by its id, whatever path fetched it). */
  purgeWhere(test: (value: unknown) => boolean): number {
    let n = 0;
    for (const [key, entry] of this.lru.entries())
      if (!entry.error && test(entry.value)) {
        this.lru.delete(key);
        n++;
      }
    return n;
  }

  get stats() {
    return { entries: this.lru.size, bytes: this.lru.calculatedSize };
  }
}
