// How often anyone may try to sign in (§6 Login; issue 20 "a login that resists abuse"): each kind of attempt is
// counted per account and per client address in fixed windows, with @fastify/rate-limit's counters over a store
// that reads the BFF's injectable clock (tests move time instead of waiting). Accounts are counted whether they exist
// or not, so a refusal says nothing about an address. Going over a limit is logged once per key and window, never
// per attempt, and the account appears in the log only as a short hash.
import { createHash } from 'node:crypto';
import fastifyRateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

export type AttemptKind = 'editor-password' | 'editor-code' | 'editor-external' | 'supporter-email' | 'supporter-code' | 'push-device'
  | 'newsletter-signup';

export interface AttemptLimit {
  max: number;
  windowMs: number;
}

export type AttemptLimitTable = Record<AttemptKind, { account: AttemptLimit; address: AttemptLimit }>;

const MINUTE = 60_000;

/**
 * A person mistypes a password a few times; a script tries thousands. Ten tries per account in 15 minutes stops
 * guessing without locking out a person for long; an address gets more, since offices and mobile carriers share one.
 * Supporters ask for a mail at most five times in 15 minutes (each one reaches a person's inbox).
 */
export const DEFAULT_ATTEMPT_LIMITS: AttemptLimitTable = {
  'editor-password': { account: { max: 10, windowMs: 15 * MINUTE }, address: { max: 30, windowMs: 15 * MINUTE } },
  'editor-code': { account: { max: 10, windowMs: 15 * MINUTE }, address: { max: 30, windowMs: 15 * MINUTE } },
  'editor-external': { account: { max: 20, windowMs: 15 * MINUTE }, address: { max: 60, windowMs: 15 * MINUTE } },
  'supporter-email': { account: { max: 5, windowMs: 15 * MINUTE }, address: { max: 20, windowMs: 15 * MINUTE } },
  'supporter-code': { account: { max: 10, windowMs: 15 * MINUTE }, address: { max: 30, windowMs: 15 * MINUTE } },
  // A browser's push subscription stored (decision 042): a reader turns push on once, so five per client token in an
  // hour is plenty; thirty per address leaves room for a shared office or carrier address while one client can no
  // longer store a device per send it wants to multiply.
  'push-device': { account: { max: 5, windowMs: 60 * MINUTE }, address: { max: 30, windowMs: 60 * MINUTE } },
  // A newsletter sign-up mails a confirmation to the address it names (decision 044): a person signs up once and may
  // press again when the mail is slow, so three an hour per address; ten an hour per client lets a household or an
  // office sign up, and stops one client from mailing strangers (the review signed up 25 addresses in a row).
  'newsletter-signup': { account: { max: 3, windowMs: 60 * MINUTE }, address: { max: 10, windowMs: 60 * MINUTE } },
};

export type AttemptVerdict = { allowed: true } | { allowed: false; retryAfterS: number };

interface Counter {
  current: number;
  ttl: number;
  iterationStartMs: number;
}

/** @fastify/rate-limit's fixed-window counting, on our clock; `counters` is shared so the window of a key can be read. */
function clockedStore(now: () => number, counters: LRUCache<string, Counter>) {
  return class ClockedStore implements FastifyRateLimitStore {
    private readonly counters = counters;

    incr(key: string, cb: (err: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      const t = now();
      let c = this.counters.get(key);
      if (!c || c.iterationStartMs + timeWindow <= t) c = { current: 0, ttl: timeWindow, iterationStartMs: t };
      c.current++;
      c.ttl = timeWindow - (t - c.iterationStartMs);
      this.counters.set(key, c);
      cb(null, { current: c.current, ttl: c.ttl });
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

/** A short, stable stand-in for an account name in logs and counters. */
export function accountKey(account: string): string {
  return createHash('sha256').update(account.trim().toLowerCase()).digest('base64url').slice(0, 16);
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

export class AttemptLimits {
  private readonly limiters = new Map<string, Limiter>();
  /** The window each key was last reported for, so a flood of attempts makes one log line per window. */
  private readonly reported = new LRUCache<string, number>({ max: 50_000 });
  private readonly subjects = new WeakMap<FastifyRequest, string>();
  private readonly counters = new LRUCache<string, Counter>({ max: 50_000 });

  private constructor(private readonly table: AttemptLimitTable) {}

  /** Registers the counting plugin on `app` (no route is limited by it) and builds one limiter per kind and scope. */
  static async register(app: FastifyInstance, opts: { now?: () => number; limits?: Partial<AttemptLimitTable> } = {}): Promise<AttemptLimits> {
    const now = opts.now ?? Date.now;
    const limits = new AttemptLimits({ ...DEFAULT_ATTEMPT_LIMITS, ...opts.limits });
    await app.register(fastifyRateLimit, { global: false, store: clockedStore(now, limits.counters) });
    for (const kind of Object.keys(limits.table) as AttemptKind[]) {
      for (const scope of ['account', 'address'] as const) {
        const { max, windowMs } = limits.table[kind][scope];
        limits.limiters.set(`${kind}:${scope}`, app.createRateLimit({
          max, timeWindow: windowMs,
          keyGenerator: (req) => `${kind}:${scope}:${scope === 'account' ? limits.subjects.get(req) : req.ip}`,
        }));
      }
    }
    return limits;
  }

  /**
   * Counts one attempt of `kind` for the account (any identifier; null when the request names none) and for the
   * request's address. Refused when either is over its limit.
   */
  async attempt(req: FastifyRequest, kind: AttemptKind, account: string | null): Promise<AttemptVerdict> {
    let retryAfterS = 0;
    for (const scope of ['account', 'address'] as const) {
      if (scope === 'account') {
        if (account === null) continue;
        this.subjects.set(req, accountKey(account));
      }
      const result = await this.limiters.get(`${kind}:${scope}`)!(req);
      if (result.isAllowed || !result.isExceeded) continue;
      retryAfterS = Math.max(retryAfterS, result.ttlInSeconds);
      const windowStart = this.counters.get(result.key)?.iterationStartMs ?? 0;
      if (this.reported.get(result.key) !== windowStart) {
        this.reported.set(result.key, windowStart);
        req.log.warn({
          limit: kind, scope, key: scope === 'account' ? this.subjects.get(req) : req.ip,
          max: result.max, windowS: Math.round(result.timeWindow / 1000),
        }, 'sign-in attempts throttled');
      }
    }
    return retryAfterS > 0 ? { allowed: false, retryAfterS } : { allowed: true };
  }
}
