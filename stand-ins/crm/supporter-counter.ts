// The minutes counter counts real supporters (§3, §9: each recurring 10 minutes, each one-time 1). The
// counter is the publisher API's (`/api/minutes`, `/api/counter`), so the CRM, which knows who started paying, tells
// it: each supporter the CRM recorded waits in `counter_outbox` (written in the transaction that recorded the payment)
// until the publisher API has taken it (`POST /admin/minutes`, which counts an event once, by its id). Taken or not,
// nothing is lost: what is left is sent again on the next flush. The embedded CRM does this for the embedded origin
// (CRM_COUNTER_URL); in production the publisher counts from its own CRM.
import type { Database } from 'better-sqlite3';
import type { FastifyBaseLogger } from 'fastify';
import { request } from 'undici';

export interface SupporterCounterTarget {
  /** the publisher API's base URL */
  url: string;
  /** its admin token (ORIGIN_ADMIN_TOKEN), when it asks for one */
  adminToken?: string;
}

export interface SupporterCounter {
  /** Sends what is waiting; resolves to how many were taken. One flush at a time; a second call joins it. */
  flush(): Promise<number>;
  /** Supporters counted here and not yet taken by the publisher API. */
  pending(): number;
  close(): void;
}

const BATCH = 100;
const TIMEOUT_MS = 5_000;

export function createSupporterCounter(
  db: Database,
  target: SupporterCounterTarget | null,
  opts: { log: FastifyBaseLogger; now: () => number; retryMs?: number },
): SupporterCounter {
  const waiting = db.prepare(
    'SELECT event_id, day, recurring, onetime FROM counter_outbox WHERE sent_at IS NULL ORDER BY created_at LIMIT ?',
  );
  const sent = db.prepare('UPDATE counter_outbox SET sent_at = ? WHERE event_id = ?');
  const pendingCount = db.prepare('SELECT count(*) FROM counter_outbox WHERE sent_at IS NULL').pluck();
  let running: Promise<number> | null = null;
  let warned = false;

  const send = async (row: { event_id: string; day: string; recurring: number; onetime: number }): Promise<boolean> => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (target!.adminToken) headers.authorization = `Bearer ${target!.adminToken}`;
    const res = await request(new URL('/admin/minutes', target!.url), {
      method: 'POST',
      headers,
      body: JSON.stringify({ event: row.event_id, day: row.day, recurring: row.recurring, onetime: row.onetime }),
      headersTimeout: TIMEOUT_MS,
      bodyTimeout: TIMEOUT_MS,
    });
    await res.body.dump();
    return res.statusCode >= 200 && res.statusCode < 300;
  };

  /** One pass over what waits; stops at the first refusal (the rest waits for the next flush). */
  const flushOnce = async (): Promise<{ taken: number; refused: boolean }> => {
    let taken = 0;
    for (const row of waiting.all(BATCH) as { event_id: string; day: string; recurring: number; onetime: number }[]) {
      const ok = await send(row).catch(() => false);
      if (!ok) {
        if (!warned)
          opts.log.warn(
            { pending: pendingCount.get() },
            'the publisher API did not take the supporters counted here: they are sent again later',
          );
        warned = true;
        return { taken, refused: true };
      }
      sent.run(opts.now(), row.event_id);
      taken++;
      warned = false;
    }
    return { taken, refused: false };
  };

  /** Passes until nothing waits (what is queued meanwhile included) or the publisher API refuses. */
  const flushAll = async (): Promise<number> => {
    let total = 0;
    let refused = false;
    while (!refused && (pendingCount.get() as number) > 0) {
      const pass = await flushOnce();
      total += pass.taken;
      refused = pass.refused;
    }
    return total;
  };

  const timer = target && setInterval(() => void counter.flush(), opts.retryMs ?? 30_000);
  timer?.unref();

  const counter: SupporterCounter = {
    flush() {
      if (!target) return Promise.resolve(0);
      // A flush asked for while one runs joins it: the running one goes on until nothing waits.
      running ??= flushAll().finally(() => {
        running = null;
      });
      return running;
    },
    pending: () => pendingCount.get() as number,
    close: () => {
      if (timer) clearInterval(timer);
    },
  };
  return counter;
}
