// Single-flight token refresh for the whole process (§4 Session). A refresh token is single-use upstream, so when
// many requests of one editor find the access token expired at once, exactly one of them may spend it: the first
// starts the call, the others await the same promise. The answer is then remembered for a short while, keyed by
// the spent token, so requests still carrying it (sent before the browser saw the new cookies) get the same new
// pair instead of a refusal.
import { LRUCache } from 'lru-cache';
import type { AuthOutcome, PublisherAuth } from './publisher-auth.ts';
import type { TokenPair } from './session-cookies.ts';

export type RefreshOutcome = AuthOutcome<TokenPair>;

const REMEMBER_MS = 30_000;

export class TokenRefresher {
  private readonly inFlight = new Map<string, Promise<RefreshOutcome>>();
  /** Settled answers (new pair, or refusal) by the refresh token that was spent; transient failures are not kept. */
  private readonly settled: LRUCache<string, RefreshOutcome>;

  /**
   * `now`: the clock the memory window runs on (milliseconds; the BFF's configured clock, so tests control it). With
   * one given, every check reads it: lru-cache otherwise reuses a reading for `ttlResolution` ms of real time.
   */
  constructor(
    private readonly auth: PublisherAuth,
    opts: { rememberMs?: number; maxEntries?: number; now?: () => number } = {},
  ) {
    this.settled = new LRUCache({
      max: opts.maxEntries ?? 10_000,
      ttl: opts.rememberMs ?? REMEMBER_MS,
      ...(opts.now ? { perf: { now: opts.now }, ttlResolution: 0 } : {}),
    });
  }

  refresh(refreshToken: string): Promise<RefreshOutcome> {
    const known = this.settled.get(refreshToken);
    if (known) return Promise.resolve(known);
    let pending = this.inFlight.get(refreshToken);
    if (!pending) {
      pending = this.auth
        .refresh(refreshToken)
        .then((outcome) => {
          if (outcome.kind !== 'unavailable') this.settled.set(refreshToken, outcome);
          return outcome;
        })
        .finally(() => this.inFlight.delete(refreshToken));
      this.inFlight.set(refreshToken, pending);
    }
    return pending;
  }

  /** The pair a refresh token was recently rotated into, if it was (no upstream call). */
  rotatedPair(refreshToken: string): TokenPair | undefined {
    const known = this.settled.get(refreshToken);
    return known?.kind === 'ok' ? known.value : undefined;
  }
}
