// Values that must be seen by every BFF that could be asked (decision 090): a single-use value spent (an external
// sign-in's state) and a sign-out (the preview gate's kept verdicts). A mark is a counter of at most one hit in the
// attempt limits' store, so it lives where the counts live: the host's SQLite file, or the fleet's Redis with
// REDIS_URL (falling back to this process while Redis is away, as the counts do).
import type { CounterStore } from '../auth/attempt-limits.ts';

export class SharedMarks {
  constructor(
    private readonly store: CounterStore,
    private readonly now: () => number,
  ) {}

  /** Sets `key` for `ttlMs`: true when it was not set (the first use), false on every later try on any host. */
  async claim(key: string, ttlMs: number): Promise<boolean> {
    const taken = await this.store.take([{ key: `once:${key}`, max: 1, windowMs: ttlMs }], this.now());
    return taken.admitted;
  }

  /** Whether `key` is set (claimed within its time). */
  async has(key: string): Promise<boolean> {
    return (await this.store.peek(`once:${key}`, this.now())) !== null;
  }
}
