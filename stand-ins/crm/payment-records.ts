// What a payment provider's event changes at the CRM (docs/crm-api.md POST /api/v2/payments/record): a
// one-time payment paid, a charge of a recurring payment (its first one starts it), a recurring payment cancelled at
// the provider. The supporter is found by the address they paid with, or created, so they can sign in by mail and see
// it. Each event is recorded once by its id, and each payment and charge once by the provider's object, in one
// transaction: a replay, a retry after a lost answer, or the same payment told by two events changes nothing more.
// A new supporter (a payment started) is also queued for the minutes counter (§3: recurring 10, one-time 1).
import type { Database } from 'better-sqlite3';
import { calendarDay } from '../../shared/calendar-day.ts';
import {
  CRM_EMAIL,
  CRM_PAYMENT_RECORD_KINDS,
  type CrmPaymentRecord,
  type CrmPaymentRecorded,
} from '../../shared/crm-types.ts';
import { isCurrency, toWholeUnits } from '../../shared/money.ts';
import { sites } from '../../shared/sites/site-table.ts';
import { badRequest } from '../origin/http-error.ts';
import { payment, type PaymentRow } from './supporter-records.ts';

const PROVIDER_ID = /^[A-Za-z0-9_-]{1,255}$/;
/** The minutes counter's days are the main site's calendar days. */
const COUNTER_TIME_ZONE = sites.main.timeZone;

const field = (b: Record<string, unknown>, name: string, rule: RegExp): string => {
  const v = b[name];
  if (typeof v !== 'string' || !rule.test(v)) throw badRequest(`${name} must be 1 to 255 letters, digits, '_' or '-'`);
  return v;
};

/** The body of POST /api/v2/payments/record, checked field by field so each mistake gets its own reason. */
export function parsePaymentRecord(body: unknown): CrmPaymentRecord {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('body must be a JSON object');
  const b = body as Record<string, unknown>;
  if (typeof b.kind !== 'string' || !(CRM_PAYMENT_RECORD_KINDS as readonly string[]).includes(b.kind)) {
    throw badRequest(`kind must be one of ${CRM_PAYMENT_RECORD_KINDS.join(', ')}`);
  }
  const event = field(b, 'event', PROVIDER_ID);
  const reference = field(b, 'reference', PROVIDER_ID);
  if (!Number.isSafeInteger(b.at) || (b.at as number) <= 0) throw badRequest('at must be a unix time in seconds');
  const at = b.at as number;
  if (b.kind === 'recurring-cancelled') return { event, kind: b.kind, reference, at };
  if (typeof b.email !== 'string' || b.email.length > 254 || !CRM_EMAIL.test(b.email.trim()))
    throw badRequest('email must be an e-mail address');
  if (b.name !== undefined && b.name !== null && (typeof b.name !== 'string' || b.name.length > 200))
    throw badRequest('name must be at most 200 characters');
  if (!isCurrency(b.currency)) throw badRequest('currency must be HUF or RON');
  if (!Number.isSafeInteger(b.amount_minor) || (b.amount_minor as number) <= 0)
    throw badRequest('amount_minor must be a whole number above 0');
  if (toWholeUnits(b.amount_minor as number, b.currency) === null)
    throw badRequest(`amount_minor must be a whole number of ${b.currency} (its minor units, divisible by 100)`);
  const paid = {
    event,
    reference,
    at,
    email: b.email.trim().toLowerCase(),
    name: typeof b.name === 'string' && b.name.trim() ? b.name.trim() : null,
    amount_minor: b.amount_minor as number,
    currency: b.currency,
  };
  if (b.kind === 'one-time') return { ...paid, kind: 'one-time' };
  return { ...paid, kind: 'recurring-charge', charge: field(b, 'charge', PROVIDER_ID) };
}

export interface PaymentRecords {
  record(rec: CrmPaymentRecord): CrmPaymentRecorded;
}

export function createPaymentRecords(db: Database, now: () => number): PaymentRecords {
  const q = paymentStatements(db);
  return {
    record: db.transaction((rec: CrmPaymentRecord): CrmPaymentRecorded => {
      const seen = q.eventSeen.get(rec.event) as { payment_id: number | null } | undefined;
      const { paymentId, changed } = seen ? { paymentId: seen.payment_id, changed: false } : apply(q, now, rec);
      if (!seen) q.saveEvent.run(rec.event, rec.kind, paymentId, now());
      const row = paymentId === null ? undefined : (q.byId.get(paymentId) as PaymentRow | undefined);
      return { recorded: changed, payment: row ? payment(row, now()) : null };
    }),
  };
}

type PaymentStatements = ReturnType<typeof paymentStatements>;

function paymentStatements(db: Database) {
  return {
    eventSeen: db.prepare('SELECT payment_id FROM payment_events WHERE event_id = ?'),
    saveEvent: db.prepare('INSERT INTO payment_events (event_id, kind, payment_id, received_at) VALUES (?, ?, ?, ?)'),
    byRef: db.prepare('SELECT * FROM payments WHERE provider_ref = ?'),
    byId: db.prepare('SELECT * FROM payments WHERE id = ?'),
    supporterByEmail: db.prepare('SELECT id, name FROM supporters WHERE email = ?'),
    addSupporter: db.prepare('INSERT INTO supporters (email, name, created_at) VALUES (?, ?, ?)'),
    nameSupporter: db.prepare('UPDATE supporters SET name = ? WHERE id = ? AND name IS NULL'),
    addPayment:
      db.prepare(`INSERT INTO payments (supporter_id, amount, currency, recurring, status, created_at, charges, provider_ref)
    VALUES (@supporter, @amount, @currency, @recurring, @status, @at, 0, @ref)`),
    chargeSeen: db.prepare('SELECT 1 FROM payment_charges WHERE charge_ref = ?').pluck(),
    addCharge: db.prepare(
      'INSERT INTO payment_charges (charge_ref, payment_id, amount, charged_at) VALUES (?, ?, ?, ?)',
    ),
    countCharge: db.prepare('UPDATE payments SET charges = charges + 1 WHERE id = ?'),
    cancel: db.prepare(`UPDATE payments SET status = 'cancelled', cancelled_at = ? WHERE id = ? AND status = 'active'`),
    queueCount: db.prepare(
      'INSERT OR IGNORE INTO counter_outbox (event_id, day, recurring, onetime, created_at) VALUES (?, ?, ?, ?, ?)',
    ),
  };
}

function supporterFor(q: PaymentStatements, now: () => number, email: string, name: string | null): number {
  const found = q.supporterByEmail.get(email) as { id: number; name: string | null } | undefined;
  if (found) {
    if (name) q.nameSupporter.run(name, found.id);
    return found.id;
  }
  return Number(q.addSupporter.run(email, name, now()).lastInsertRowid);
}

/** A payment the provider made: found by its object, or added for the supporter (and counted, §3). */
function paymentFor(
  q: PaymentStatements,
  now: () => number,
  rec: Extract<CrmPaymentRecord, { amount_minor: number }>,
  recurring: boolean,
): { row: PaymentRow; added: boolean } {
  const found = q.byRef.get(rec.reference) as PaymentRow | undefined;
  if (found) return { row: found, added: false };
  const id = Number(
    q.addPayment.run({
      supporter: supporterFor(q, now, rec.email, rec.name),
      amount: toWholeUnits(rec.amount_minor, rec.currency),
      currency: rec.currency,
      recurring: recurring ? 1 : 0,
      status: recurring ? 'active' : 'paid',
      at: rec.at,
      ref: rec.reference,
    }).lastInsertRowid,
  );
  q.queueCount.run(rec.event, calendarDay(rec.at, COUNTER_TIME_ZONE), recurring ? 1 : 0, recurring ? 0 : 1, now());
  return { row: q.byId.get(id) as PaymentRow, added: true };
}

/** What an event not seen before changes. */
function apply(
  q: PaymentStatements,
  now: () => number,
  rec: CrmPaymentRecord,
): { paymentId: number | null; changed: boolean } {
  switch (rec.kind) {
    case 'one-time': {
      const { row, added } = paymentFor(q, now, rec, false);
      return { paymentId: row.id, changed: added };
    }
    case 'recurring-charge': {
      const { row, added } = paymentFor(q, now, rec, true);
      if (q.chargeSeen.get(rec.charge)) return { paymentId: row.id, changed: added };
      q.addCharge.run(rec.charge, row.id, toWholeUnits(rec.amount_minor, rec.currency), rec.at);
      q.countCharge.run(row.id);
      return { paymentId: row.id, changed: true };
    }
    case 'recurring-cancelled': {
      const row = q.byRef.get(rec.reference) as PaymentRow | undefined;
      return { paymentId: row?.id ?? null, changed: !!row && q.cancel.run(rec.at, row.id).changes > 0 };
    }
  }
}
