// The decided failure of the fleet's counters (decision 090): while Redis is away (not connected, or a command
// failed or timed out) each process counts in its own counters, so limits still hold per process instead of refusing
// every sign-in or letting every attempt through. bff_shared_store_fallback says so (1 while falling back), the
// operations answered here are counted, and a line is logged when it starts, at most once a minute while it lasts,
// and when Redis answers again, which needs no restart: ioredis reconnects by itself (redis-connection.ts). The
// process's own counts are not carried over either way.
import type { FastifyBaseLogger } from 'fastify';
import type { AttemptCount, Counter, CounterStore, Taken } from '../auth/attempt-limits.ts';
import { sharedStoreFallback, sharedStoreFallbackOps } from '../metrics.ts';

/** While Redis stays away, the warning is repeated at most this often. */
export const FALLBACK_LOG_EVERY_MS = 60_000;

export interface FallbackOptions {
  /** whether the shared store can be asked now (a connected client) */
  isUp: () => boolean;
  log: FastifyBaseLogger;
  now: () => number;
}

export class FallbackCounterStore implements CounterStore {
  private fallingBack = false;
  private loggedAtMs = -Infinity;
  /** A warning was logged since the last recovery: the recovery is logged too (a flapping link logs little). */
  private awayLogged = false;

  constructor(
    private readonly shared: CounterStore,
    private readonly local: CounterStore,
    private readonly opts: FallbackOptions,
  ) {
    sharedStoreFallback.set(0);
  }

  /** Whether the counts are this process's own now. */
  get isFallingBack(): boolean {
    return this.fallingBack;
  }

  take(counters: readonly Counter[], nowMs: number): Promise<Taken> {
    return this.either((s) => s.take(counters, nowMs));
  }

  peek(key: string, nowMs: number): Promise<AttemptCount | null> {
    return this.either((s) => s.peek(key, nowMs));
  }

  clear(keys: readonly string[]): Promise<void> {
    return this.either((s) => s.clear(keys));
  }

  async close(): Promise<void> {
    await Promise.all([this.shared.close(), this.local.close()]);
  }

  private async either<T>(op: (store: CounterStore) => T | Promise<T>): Promise<T> {
    if (this.opts.isUp()) {
      try {
        const answer = await op(this.shared);
        this.recovered();
        return answer;
      } catch (err) {
        this.away(err);
      }
    } else this.away(null);
    sharedStoreFallbackOps.inc();
    return op(this.local);
  }

  private away(err: unknown): void {
    const now = this.opts.now();
    if (!this.fallingBack) sharedStoreFallback.set(1);
    this.fallingBack = true;
    if (now - this.loggedAtMs < FALLBACK_LOG_EVERY_MS) return;
    this.loggedAtMs = now;
    this.awayLogged = true;
    const reason = err instanceof Error ? err.message : 'not connected';
    this.opts.log.warn({ reason }, 'Redis away: attempt limits count in this process alone');
  }

  private recovered(): void {
    if (!this.fallingBack) return;
    this.fallingBack = false;
    sharedStoreFallback.set(0);
    if (!this.awayLogged) return;
    this.awayLogged = false;
    this.opts.log.warn('Redis back: attempt limits count for the fleet again');
  }
}
