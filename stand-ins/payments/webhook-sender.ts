// The stand-in's webhooks, sent the provider's way: the event's JSON posted to the endpoint with `Stripe-Signature:
// t=<unix s>,v1=<hex HMAC-SHA256 of "<t>.<body>" keyed by the endpoint's secret>`. An answer other than 2xx, or none
// within the timeout, is tried again later, each wait longer (by default over about three days, as the provider
// does); tests give shorter waits. What is owed is kept in the store, so a restart goes on delivering. One timer waits
// for the earliest delivery due, and is set again after every change: a retry is never left without one.
import { createHmac } from 'node:crypto';
import { request } from 'undici';
import type { FastifyBaseLogger } from 'fastify';
import type { ApiObject, StandInStore } from './stand-in-store.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/**
 * The waits before each retry: 1 min, 5 min, 30 min, 2 h, 5 h, 10 h, then 12 h five times — about three days in all
 * (77.6 h), as the provider keeps trying (decision 049); three 12 h waits came to only 53.6 h.
 */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [
  MINUTE_MS,
  5 * MINUTE_MS,
  30 * MINUTE_MS,
  2 * HOUR_MS,
  5 * HOUR_MS,
  10 * HOUR_MS,
  ...Array<number>(5).fill(12 * HOUR_MS),
];
const DELIVERY_TIMEOUT_MS = 10_000;
/** While an attempt is under way its delivery is not due: it is leased for the attempt's longest time and a margin. */
const LEASE_MS = 2 * DELIVERY_TIMEOUT_MS + 1_000;

export interface WebhookEndpoint {
  url: string;
  /** the signing secret (`whsec_…`) the receiver checks signatures with */
  secret: string;
}

export function signatureHeader(payload: string, secret: string, timestampS: number): string {
  const signature = createHmac('sha256', secret).update(`${timestampS}.${payload}`, 'utf8').digest('hex');
  return `t=${timestampS},v1=${signature}`;
}

export interface WebhookSenderOptions {
  store: StandInStore;
  endpoint: WebhookEndpoint | null;
  retryDelaysMs?: readonly number[];
  /** the wall clock (ms): signatures carry it, since receivers check them against theirs */
  clockMs?: () => number;
  log: FastifyBaseLogger;
}

type DeliveryRow = { event_id: string; attempts: number };

export class WebhookSender {
  private readonly retryDelaysMs: readonly number[];
  private readonly clockMs: () => number;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  private readonly sql;

  constructor(private readonly opts: WebhookSenderOptions) {
    this.retryDelaysMs = opts.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
    this.clockMs = opts.clockMs ?? Date.now;
    const db = opts.store.db;
    const owed = 'delivered_at IS NULL AND given_up_at IS NULL';
    this.sql = {
      enqueue: db.prepare('INSERT OR IGNORE INTO deliveries (event_id, next_at) VALUES (?, ?)'),
      due: db.prepare(`SELECT event_id, attempts FROM deliveries WHERE ${owed} AND next_at <= ? ORDER BY next_at`),
      next: db.prepare(`SELECT min(next_at) FROM deliveries WHERE ${owed}`).pluck(),
      pending: db.prepare(`SELECT count(*) FROM deliveries WHERE ${owed}`).pluck(),
      lease: db.prepare('UPDATE deliveries SET next_at = ? WHERE event_id = ?'),
      delivered: db.prepare(
        'UPDATE deliveries SET delivered_at = ?, attempts = attempts + 1, last_status = ? WHERE event_id = ?',
      ),
      retry: db.prepare(
        'UPDATE deliveries SET attempts = attempts + 1, next_at = ?, last_status = ? WHERE event_id = ?',
      ),
      givenUp: db.prepare(
        'UPDATE deliveries SET attempts = attempts + 1, given_up_at = ?, last_status = ? WHERE event_id = ?',
      ),
    };
  }

  /** Owes the endpoint this event, and starts sending it. */
  enqueue(event: ApiObject): void {
    if (!this.opts.endpoint) return;
    this.sql.enqueue.run(event.id, this.clockMs());
    void this.deliverDue();
  }

  /** Events not yet delivered nor given up on. */
  pending(): number {
    return this.sql.pending.get() as number;
  }

  /** Sends every event whose turn has come, all at once; each is leased while it is under way, so it is sent once. */
  async deliverDue(): Promise<void> {
    if (this.closed || !this.opts.endpoint) return;
    const now = this.clockMs();
    const rows = this.sql.due.all(now) as DeliveryRow[];
    for (const r of rows) this.sql.lease.run(now + LEASE_MS, r.event_id);
    this.scheduleNext();
    await Promise.all(rows.map((r) => this.attempt(r)));
  }

  /** One timer, for the earliest delivery owed (a timer that fires early finds nothing due and is set again). */
  private scheduleNext(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const next = this.sql.next.get() as number | null;
    if (this.closed || next === null) return;
    this.timer = setTimeout(
      () => {
        this.timer = null;
        void this.deliverDue();
      },
      Math.max(0, next - this.clockMs()) + 5,
    );
    this.timer.unref();
  }

  private async attempt({ event_id: eventId, attempts }: DeliveryRow): Promise<void> {
    const endpoint = this.opts.endpoint!;
    const event = this.opts.store.get(eventId, 'event');
    if (!event) return;
    let status = 0;
    try {
      const payload = JSON.stringify(event, null, 2);
      const res = await request(endpoint.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': signatureHeader(payload, endpoint.secret, Math.floor(this.clockMs() / 1000)),
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks) stand-in',
        },
        body: payload,
        headersTimeout: DELIVERY_TIMEOUT_MS,
        bodyTimeout: DELIVERY_TIMEOUT_MS,
      });
      status = res.statusCode;
      await res.body.dump();
    } catch (err) {
      this.opts.log.debug({ event: eventId, err: (err as Error).message }, 'webhook delivery failed');
    }
    if (this.closed) return;
    if (status >= 200 && status < 300) {
      this.sql.delivered.run(this.clockMs(), status, eventId);
    } else if (this.retryDelaysMs[attempts] === undefined) {
      this.sql.givenUp.run(this.clockMs(), status, eventId);
      this.opts.log.warn({ event: eventId, attempts: attempts + 1, status }, 'webhook given up after its last retry');
    } else {
      const wait = this.retryDelaysMs[attempts];
      this.sql.retry.run(this.clockMs() + wait, status, eventId);
      this.opts.log.info(
        { event: eventId, attempt: attempts + 1, status, retryInMs: wait },
        'webhook not taken: it is sent again later',
      );
    }
    this.scheduleNext();
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
