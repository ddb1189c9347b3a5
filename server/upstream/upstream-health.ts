// What each upstream is doing, as an operator reads it: one warning when an upstream starts failing (refused,
// timing out, answering 5xx, malformed or off-contract) and one line when it has recovered, instead of one line per
// reader while it is down. The caches ask it too: while an upstream is failing, a reader of a page whose data is
// cached gets the stale copy at once instead of waiting out the time budget first.
import type { UpstreamError } from './upstream-client.ts';

export interface HealthLogger {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/** An outage ends with an answer this long after its last failure: a flapping upstream's lucky answers between
 * failures are not a recovery, and it is logged once, not once per flap. */
export const RECOVERED_AFTER_QUIET_MS = 30_000;

interface Outage {
  since: number;
  lastFailure: number;
  kind: string;
  failures: number;
}

export class UpstreamHealth {
  private readonly outages = new Map<string, Outage>();

  constructor(
    private readonly log: HealthLogger,
    private readonly now: () => number = Date.now,
  ) {}

  isFailing(upstream: string): boolean {
    return this.outages.has(upstream);
  }

  /** A call that failed on the upstream's side (kind: timeout, connection, status, malformed). */
  failed(upstream: string, kind: string, err: UpstreamError): void {
    const outage = this.outages.get(upstream);
    if (!outage) {
      this.outages.set(upstream, { since: this.now(), lastFailure: this.now(), kind, failures: 1 });
      this.log.warn(
        { upstream, kind, err: err.message },
        `upstream ${upstream} is failing (${kind}); cached pages are served stale, others get the error page`,
      );
      return;
    }
    outage.failures++;
    outage.lastFailure = this.now();
    if (outage.kind !== kind) {
      this.log.warn(
        { upstream, kind, was: outage.kind, err: err.message },
        `upstream ${upstream} is still failing, now with ${kind}`,
      );
      outage.kind = kind;
    }
  }

  succeeded(upstream: string): void {
    const outage = this.outages.get(upstream);
    if (!outage || this.now() - outage.lastFailure < RECOVERED_AFTER_QUIET_MS) return;
    this.outages.delete(upstream);
    const downMs = this.now() - outage.since;
    this.log.info(
      { upstream, failures: outage.failures, downMs },
      `upstream ${upstream} recovered after ${Math.round(downMs / 1000)} s and ${outage.failures} failed calls`,
    );
  }
}
