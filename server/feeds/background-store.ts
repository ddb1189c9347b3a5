// Documents built off the request path: a request is answered from memory whenever any copy exists; a copy
// older than the refresh interval is rebuilt in the background by one build at a time while readers keep getting the
// old one (and keep getting it if the rebuild fails). Only the very first request for a key waits for a build, and
// requests arriving meanwhile share it. A failed first build is remembered for `retryMs`, so an unreachable upstream
// gets one attempt per interval rather than one per request.
import { LRUCache } from 'lru-cache';

export interface BackgroundStoreOptions {
  /** a copy older than this is rebuilt in the background */
  refreshMs: number;
  /** after a failed build, the next attempt waits this long */
  retryMs: number;
  /** most keys kept; the least recently used is dropped */
  maxKeys: number;
  now: () => number;
  /** a build failed; called once a build, not once a waiting request */
  onError: (key: string, err: unknown) => void;
}

interface Entry<T> {
  value?: T;
  builtAt: number;
  building: Promise<T> | null;
  failure?: { at: number; err: unknown };
}

export class BackgroundStore<T extends NonNullable<unknown>> {
  private readonly entries: LRUCache<string, Entry<T>>;
  private readonly closing = new AbortController();

  constructor(private readonly opts: BackgroundStoreOptions) {
    this.entries = new LRUCache({ max: opts.maxKeys });
  }

  /** The stored copy for `key`, or the first build's result; throws only when no copy exists and the build failed. */
  get(key: string, build: (signal: AbortSignal) => Promise<T>): Promise<T> {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { builtAt: 0, building: null };
      this.entries.set(key, entry);
    }
    const now = this.opts.now();
    const retryDue = !entry.failure || now - entry.failure.at >= this.opts.retryMs;
    if (entry.value !== undefined) {
      if (!entry.building && retryDue && now - entry.builtAt >= this.opts.refreshMs) {
        // Readers keep the previous copy; the failure is reported by start().
        this.start(key, entry, build).catch(() => {});
      }
      return Promise.resolve(entry.value);
    }
    if (entry.building) return entry.building;
    if (!retryDue) return Promise.reject(entry.failure!.err);
    return this.start(key, entry, build);
  }

  /** Stops every build in flight (the app is closing). */
  close(): void {
    this.closing.abort();
  }

  private start(key: string, entry: Entry<T>, build: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const building = build(this.closing.signal)
      .then(
        (value) => {
          entry.value = value;
          entry.builtAt = this.opts.now();
          entry.failure = undefined;
          // A key dropped meanwhile (LRU) comes back with its fresh copy.
          if (this.entries.peek(key) !== entry) this.entries.set(key, entry);
          return value;
        },
        (err: unknown) => {
          entry.failure = { at: this.opts.now(), err };
          this.opts.onError(key, err);
          throw err;
        },
      )
      .finally(() => {
        entry.building = null;
      });
    entry.building = building;
    return building;
  }
}
