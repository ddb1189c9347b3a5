// How often anyone may try something a script would repeat (§6 Login: a login that resists abuse, with limits
// that hold and cannot be aimed): each kind of attempt is counted per account (or token) and per client
// address. The counts live in one store that every BFF worker process of the host shares (attempt-store.ts, decision
// 043), on the BFF's injectable clock (tests move time instead of waiting). Accounts are counted whether they exist or
// not, so a refusal says nothing about an address. A client's address is `request.ip`, which follows X-Forwarded-For
// only from the peers TRUST_PROXY names (none by default); an IPv6 client is counted by its /64, the block one
// household or host gets, since it can pick any address inside it. Going over a limit is logged once per key and
// window (per process), never per attempt, and the account appears in the log only as a short hash.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { SharedMarks } from '../shared-store/shared-marks.ts';
import { SITE_COOKIE_LIFETIMES_S } from '../../shared/cookie-lifetimes.ts';

export type AttemptKind =
  | 'editor-password'
  | 'editor-code'
  | 'editor-external'
  | 'supporter-email'
  | 'supporter-email-inbox'
  | 'supporter-code'
  | 'push-device'
  | 'push-tag-topic'
  | 'newsletter-signup'
  | 'newsletter-signup-inbox'
  | 'quiz-token'
  | 'quiz-answer'
  | 'support-checkout'
  | 'support-checkout-read'
  | 'article-read';

/** At most `max` attempts in a fixed window of `windowMs` from the first. */
export interface AttemptLimit {
  max: number;
  windowMs: number;
}

/**
 * Failures of one account slow down whoever keeps failing instead of locking the account (a hard lock is a
 * limit an attacker can aim at the real user). The first `freeFailures` wrong tries cost nothing; after that the
 * account's next try waits `firstDelayMs`, doubling with each further failure up to `maxDelayMs`; failures are
 * forgotten `windowMs` after the last one, and a right password forgets them at once.
 * The rule that keeps the real editor in: an address that has not failed for this account is not held by the
 * account's back-off (it is still counted by its own address limit), for `freshAddressPasses` such addresses per
 * window; past that, a botnet's fresh addresses wait too, and the real editor waits at most `maxDelayMs`.
 */
export interface Backoff {
  freeFailures: number;
  firstDelayMs: number;
  maxDelayMs: number;
  windowMs: number;
  freshAddressPasses: number;
}

/** A kind's limits: per client address always; per account (or token) when the caller names one. */
export interface AttemptRule {
  address: AttemptLimit;
  account?: AttemptLimit;
  /** per account, counted by `failed()` (see Backoff) */
  backoff?: Backoff;
}

export type AttemptLimitTable = Record<AttemptKind, AttemptRule>;

const MINUTE = 60_000;

/**
 * The per-client limits of the two kinds that mail an address: the `-inbox` kind, counted only once its per-client
 * kind let the attempt through, shares the rule, so it never holds a client the first has not held.
 */
const SUPPORTER_EMAIL_PER_CLIENT: AttemptLimit = { max: 20, windowMs: 15 * MINUTE };
const NEWSLETTER_SIGNUP_PER_CLIENT: AttemptLimit = { max: 10, windowMs: 60 * MINUTE };

/** An external sign-in's flow is counted at its start and at its return: two attempts per state. */
export const OIDC_FLOW_ATTEMPTS = 2;

/**
 * A person mistypes a password a few times; a script tries thousands. Five free wrong passwords, then waits of 1 s,
 * 2 s, 4 s … up to two minutes stop guessing (a few hundred tries a day at most) without keeping a person out for
 * long; an address gets 30 tries in 15 minutes, since offices and mobile carriers share one. A sign-in's code form is
 * counted per first-factor token (the origin spends a token after five wrong codes anyway), never per the account a
 * cookie claims. Supporters ask for a mail at most five times in 15 minutes (each one reaches a person's inbox).
 * Quiz votes (§7 Quiz service): a reader gets one token and answers a few questions a minute; twenty new tokens or
 * sixty answers a minute from one address, or thirty answers from one token, is a script voting.
 */
export const DEFAULT_ATTEMPT_LIMITS: AttemptLimitTable = {
  'editor-password': {
    address: { max: 30, windowMs: 15 * MINUTE },
    backoff: {
      freeFailures: 5,
      firstDelayMs: 1000,
      maxDelayMs: 2 * MINUTE,
      windowMs: 15 * MINUTE,
      freshAddressPasses: 20,
    },
  },
  'editor-code': { account: { max: 10, windowMs: 15 * MINUTE }, address: { max: 30, windowMs: 15 * MINUTE } },
  // An external sign-in's start and its return from the provider both count per address, and per flow: its state is
  // the token a flow is counted by (which account signs in is known only from the publisher's answer). A flow is
  // started once and returns once; a state seen a third time in its cookie's lifetime is someone replaying it.
  'editor-external': {
    account: { max: OIDC_FLOW_ATTEMPTS, windowMs: SITE_COOKIE_LIFETIMES_S.oidcFlow * 1000 },
    address: { max: 60, windowMs: 15 * MINUTE },
  },
  // A mail to an address is counted per address and client (`fromClient`): a stranger's requests hold back the
  // stranger's client, never the owner's; the address alone has a higher cap, the bound on what its inbox gets
  // (`mailAttempt`), which a stranger needs several clients to reach.
  'supporter-email': { account: { max: 5, windowMs: 60 * MINUTE }, address: SUPPORTER_EMAIL_PER_CLIENT },
  'supporter-email-inbox': { account: { max: 20, windowMs: 60 * MINUTE }, address: SUPPORTER_EMAIL_PER_CLIENT },
  'supporter-code': { account: { max: 10, windowMs: 15 * MINUTE }, address: { max: 30, windowMs: 15 * MINUTE } },
  // A browser's push subscription stored (decision 042): a reader turns push on once, so five per client token in an
  // hour is plenty; thirty per address leaves room for a shared office or carrier address while one client can no
  // longer store a device per send it wants to multiply.
  'push-device': { account: { max: 5, windowMs: 60 * MINUTE }, address: { max: 30, windowMs: 60 * MINUTE } },
  // A tag's push topic added (decision 098): turning push on subscribes every followed tag at once (at most 30), and
  // following adds one at a time; sixty per client token an hour is the whole list twice, three hundred per address
  // leaves an office ten such readers, and a script can no longer make the publisher look up every tag it can name.
  'push-tag-topic': { account: { max: 60, windowMs: 60 * MINUTE }, address: { max: 300, windowMs: 60 * MINUTE } },
  // A newsletter sign-up mails a confirmation to the address it names (decision 044): a person signs up once and may
  // press again when the mail is slow, so three an hour per address; ten an hour per client lets a household or an
  // office sign up, and stops one client from mailing strangers (the review signed up 25 addresses in a row).
  // Counted per address and client, with the address alone capped higher, as the supporters' mail is.
  'newsletter-signup': { account: { max: 3, windowMs: 60 * MINUTE }, address: NEWSLETTER_SIGNUP_PER_CLIENT },
  'newsletter-signup-inbox': { account: { max: 10, windowMs: 60 * MINUTE }, address: NEWSLETTER_SIGNUP_PER_CLIENT },
  'quiz-token': { address: { max: 20, windowMs: MINUTE } },
  'quiz-answer': { account: { max: 30, windowMs: MINUTE }, address: { max: 60, windowMs: MINUTE } },
  // A checkout started is a call to the payment provider and a session there: a reader starts one, and a
  // few more after a declined card or a changed mind; twenty an hour per address leaves room for an office.
  'support-checkout': { address: { max: 20, windowMs: 60 * MINUTE } },
  // A payment's page and the way back from the provider ask it about the session the reader's cookie names, and a
  // stranger can make up that cookie: each read is a call to the provider. A reader comes back once and reloads a
  // few times; sixty in fifteen minutes per address leaves room for an office.
  'support-checkout-read': { address: { max: 60, windowMs: 15 * MINUTE } },
  // A read counted for 'Legolvasottabb' (decision 092; once per article per address an hour besides): a reader reads
  // a few dozen articles an hour; six hundred leaves room for an office, and caps what one client can write.
  'article-read': { address: { max: 600, windowMs: 60 * MINUTE } },
};

/** The editors' password back-off (docs/decisions/043-attempt-limits-shared-and-unaimable.md has the numbers). */
export const PASSWORD_BACKOFF: Backoff = DEFAULT_ATTEMPT_LIMITS['editor-password'].backoff!;

export type AttemptVerdict = { allowed: true } | { allowed: false; retryAfterS: number };

export interface AttemptCount {
  /** hits in the current window, this one included */
  count: number;
  /** when the window began, and the last hit (ms on the caller's clock) */
  windowStartMs: number;
  lastMs: number;
  /** when the window ends and the count starts again from zero */
  expiresMs: number;
}

/**
 * `fixed`: the window runs from the first hit (a limit of N per window);
 * `sliding`: each hit moves the end of the window (failures forgotten a window after the last one).
 */
export type WindowKind = 'fixed' | 'sliding';

/** One counter of an attempt: at most `max` hits of `key` per window of `windowMs`. */
export interface Counter {
  key: string;
  max: number;
  windowMs: number;
  kind?: WindowKind;
}

/** A counter that only counts (failures): no hit is ever refused. */
export const UNLIMITED = Number.MAX_SAFE_INTEGER;

/**
 * What a store answers to `take`: admitted, with each counter's count after this hit; or refused, with the counts as
 * they stand (null for a counter with no current window), nothing written.
 */
export interface Taken {
  admitted: boolean;
  counts: (AttemptCount | null)[];
}

/**
 * Where the counts live (decision 090): attempt-store.ts's SQLite file shared by the host's workers, or with REDIS_URL
 * the fleet's Redis (server/shared-store/redis-counter-store.ts). An interface here, so that what only needs the
 * limits' types and rules loads no database driver. A store may answer at once or later.
 */
export interface CounterStore {
  /**
   * One hit of every counter, atomically: counted on all of them when each is under its `max`, else on none (a client
   * over a limit writes nothing).
   */
  take(counters: readonly Counter[], nowMs: number): Taken | Promise<Taken>;
  /** The count of `key`'s current window without counting, or null when it has none. */
  peek(key: string, nowMs: number): AttemptCount | null | Promise<AttemptCount | null>;
  clear(keys: readonly string[]): void | Promise<void>;
  close(): void | Promise<void>;
}

/** A short, stable stand-in for an account name in logs and counters. */
export function accountKey(account: string): string {
  return createHash('sha256').update(account.trim().toLowerCase()).digest('base64url').slice(0, 16);
}

/** The key of a client address: IPv4 as it is, IPv6 by its /64 (an IPv4-mapped one as IPv4). */
export function addressKey(ip: string): string {
  const bare = ip.split('%')[0];
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped) return mapped[1];
  if (!bare.includes(':')) return bare;
  const [head, tail] = bare.split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => (parseInt(g, 16) || 0).toString(16))
    .join(':')}::/64`;
}

/** An account as one client names it: counted apart from what other clients do with the same account. */
export function fromClient(req: FastifyRequest, account: string): string {
  return `${account.trim().toLowerCase()} from ${addressKey(req.ip)}`;
}

/** The kinds that send a mail to the address they name, each with the kind that caps that address alone. */
const INBOX_KIND = {
  'supporter-email': 'supporter-email-inbox',
  'newsletter-signup': 'newsletter-signup-inbox',
} as const satisfies Partial<Record<AttemptKind, AttemptKind>>;

/**
 * An attempt that mails `address`: counted for the address as this client names it, and only if that lets it
 * through, for the address alone (its higher cap). So a stranger who keeps asking for someone's mail is held at its
 * own client's limit, and the owner's own client still gets the mail.
 */
export async function mailAttempt(
  limits: AttemptLimits,
  req: FastifyRequest,
  kind: keyof typeof INBOX_KIND,
  address: string,
): Promise<AttemptVerdict> {
  const own = await limits.attempt(req, kind, fromClient(req, address));
  return own.allowed ? limits.attempt(req, INBOX_KIND[kind], address) : own;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** What `attempt` counts for a request: its address always, its account when the kind limits one. */
interface Counted extends Counter {
  scope: 'account' | 'address';
  subject: string;
  limit: AttemptLimit;
}

export class AttemptLimits {
  /** The window each key was last reported for, so a flood of attempts makes one log line per window. */
  private readonly reported = new LRUCache<string, number>({ max: 50_000 });
  /** Single-use values and sign-outs, in the counts' store (server/shared-store/shared-marks.ts). */
  readonly marks: SharedMarks;

  private constructor(
    private readonly table: AttemptLimitTable,
    private readonly store: CounterStore,
    private readonly now: () => number,
  ) {
    this.marks = new SharedMarks(store, now);
  }

  /** The limits over `store` (app.ts opens it: server/shared-store/counter-store.ts), which closes with `app`. */
  static async register(
    app: FastifyInstance,
    opts: { store: CounterStore; now?: () => number; limits?: Partial<AttemptLimitTable> },
  ): Promise<AttemptLimits> {
    const { store } = opts;
    app.addHook('onClose', async () => store.close());
    return new AttemptLimits({ ...DEFAULT_ATTEMPT_LIMITS, ...opts.limits }, store, opts.now ?? Date.now);
  }

  /**
   * True the first time `key` is spent within `windowMs`, false on every later try in any worker (on any host, with
   * REDIS_URL): single-use values (an external sign-in's state) are remembered in the same store as the counts.
   */
  firstUse(key: string, windowMs: number): Promise<boolean> {
    return this.marks.claim(key, windowMs);
  }

  /**
   * Counts one attempt of `kind` for the account (any identifier the server vouches for: an address typed into the
   * form, a token the server issued; null when the request names none) and for the request's address. Refused when
   * either is over its limit (then neither is counted: a client over a limit writes nothing), or while the account's
   * back-off holds this address.
   */
  async attempt(req: FastifyRequest, kind: AttemptKind, account: string | null): Promise<AttemptVerdict> {
    const rule = this.table[kind];
    const now = this.now();
    const address = addressKey(req.ip);
    const key = account === null ? null : accountKey(account);
    const counted: Counted[] = [
      { key: `${kind}:address:${address}`, ...rule.address, scope: 'address', subject: address, limit: rule.address },
    ];
    if (key !== null && rule.account)
      counted.push({
        key: `${kind}:account:${key}`,
        ...rule.account,
        scope: 'account',
        subject: key,
        limit: rule.account,
      });
    let waitMs = 0;
    try {
      const taken = await this.store.take(counted, now);
      if (!taken.admitted)
        counted.forEach((c, i) => {
          const count = taken.counts[i];
          if (count && count.count >= c.max)
            waitMs = Math.max(waitMs, this.over(req, kind, c.scope, c.subject, count, c.limit, now));
        });
      else if (key !== null && rule.backoff)
        waitMs = await this.backoffWait(req, kind, rule.backoff, key, address, now);
    } catch (err) {
      // Without its counters a limit cannot be kept: refuse for a second rather than let everything through.
      req.log.error({ err, limit: kind }, 'attempt counters unavailable');
      return { allowed: false, retryAfterS: 1 };
    }
    return waitMs > 0 ? { allowed: false, retryAfterS: seconds(waitMs) } : { allowed: true };
  }

  /** A wrong password (or whatever the kind's back-off counts) for `account` from this request's address. */
  failed(req: FastifyRequest, kind: AttemptKind, account: string): void {
    const backoff = this.table[kind].backoff;
    if (!backoff) return;
    const key = accountKey(account);
    const failures = (k: string): Counter => ({ key: k, max: UNLIMITED, windowMs: backoff.windowMs, kind: 'sliding' });
    this.unlessBroken(req, kind, () =>
      this.store.take(
        [failures(`${kind}:failures:${key}`), failures(`${kind}:failures:${key}:${addressKey(req.ip)}`)],
        this.now(),
      ),
    );
  }

  /** The right password: the account's failures are forgotten (whoever knows it has nothing left to guess). */
  succeeded(req: FastifyRequest, kind: AttemptKind, account: string): void {
    if (!this.table[kind].backoff) return;
    const key = accountKey(account);
    this.unlessBroken(req, kind, () =>
      this.store.clear([`${kind}:failures:${key}`, `${kind}:failures:${key}:${addressKey(req.ip)}`]),
    );
  }

  /**
   * Recording an outcome never fails the answer, nor waits for the store: one that cannot write is logged (attempt()
   * then refuses). A store answers in the order it is asked, so the next attempt sees this outcome.
   */
  private unlessBroken(req: FastifyRequest, kind: AttemptKind, write: () => unknown): void {
    const broken = (err: unknown) => req.log.error({ err, limit: kind }, 'attempt counters unavailable');
    try {
      Promise.resolve(write()).catch(broken);
    } catch (err) {
      broken(err);
    }
  }

  /** How long the account's back-off holds this address (0: not held). */
  private async backoffWait(
    req: FastifyRequest,
    kind: AttemptKind,
    b: Backoff,
    key: string,
    address: string,
    now: number,
  ): Promise<number> {
    const failures = await this.store.peek(`${kind}:failures:${key}`, now);
    if (!failures || failures.count < b.freeFailures) return 0;
    const delayMs = Math.min(b.firstDelayMs * 2 ** (failures.count - b.freeFailures), b.maxDelayMs);
    const waitMs = failures.lastMs + delayMs - now;
    if (waitMs <= 0) return 0;
    // An address that has not failed for this account is not the guesser: let it through, a limited number of times.
    if (!(await this.store.peek(`${kind}:failures:${key}:${address}`, now))) {
      const fresh = { key: `${kind}:fresh:${key}`, max: b.freshAddressPasses, windowMs: b.windowMs };
      if ((await this.store.take([fresh], now)).admitted) return 0;
    }
    this.report(req, kind, 'account', key, `${kind}:failures:${key}`, failures.windowStartMs, {
      failures: failures.count,
      waitS: seconds(waitMs),
    });
    return waitMs;
  }

  private over(
    req: FastifyRequest,
    kind: AttemptKind,
    scope: 'account' | 'address',
    subject: string,
    c: AttemptCount,
    limit: AttemptLimit,
    now: number,
  ): number {
    this.report(req, kind, scope, subject, `${kind}:${scope}:${subject}`, c.windowStartMs, {
      max: limit.max,
      windowS: Math.round(limit.windowMs / 1000),
    });
    return c.expiresMs - now;
  }

  private report(
    req: FastifyRequest,
    kind: AttemptKind,
    scope: 'account' | 'address',
    subject: string,
    key: string,
    windowStartMs: number,
    detail: object,
  ): void {
    if (this.reported.get(key) === windowStartMs) return;
    this.reported.set(key, windowStartMs);
    req.log.warn({ limit: kind, scope, key: subject, ...detail }, 'attempts throttled');
  }
}
