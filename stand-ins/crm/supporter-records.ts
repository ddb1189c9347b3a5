// What the CRM knows about one supporter, read and changed (§7 GET /api/v2/user/info, POST /api/v2/user/update).
// Every change is one transaction: it happens entirely or not at all.
import type { Database } from 'better-sqlite3';
import type { CrmExport, CrmNewsletter, CrmPayment, CrmTotal, CrmUserInfo } from '../../shared/crm-types.ts';
import { DEFAULT_PAGE_SIZE } from '../../shared/constants.ts';
import { HttpError, badRequest, notFound } from '../origin/http-error.ts';

/** §9 default page size: the payments list of `info` is paged like every list. */
export const PAYMENTS_PER_PAGE = DEFAULT_PAGE_SIZE;

const MONTH_S = 30 * 24 * 3600;

export interface PaymentRow {
  id: number;
  amount: number;
  currency: string;
  recurring: number;
  status: string;
  created_at: number;
  charges: number;
  cancelled_at: number | null;
  provider_ref: string | null;
}

interface SupporterRow {
  id: number;
  email: string;
  name: string | null;
  created_at: number;
}

/** A recurring payment charges monthly from its start: the next charge is the first monthly date after now. */
function nextCharge(row: PaymentRow, now: number): number | null {
  if (!row.recurring || row.status !== 'active') return null;
  const periods = Math.floor((now - row.created_at) / MONTH_S) + 1;
  return row.created_at + periods * MONTH_S;
}

/** A payment as the API shows it. */
export function payment(row: PaymentRow, now: number): CrmPayment {
  const base = {
    id: String(row.id),
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    recurring: row.recurring === 1,
    createdAt: row.created_at,
    providerRef: row.provider_ref,
  };
  if (!row.recurring) return { ...base, interval: null };
  return {
    ...base,
    interval: 'month',
    charges: row.charges,
    cancelledAt: row.cancelled_at,
    nextChargeAt: nextCharge(row, now),
  };
}

export interface SupporterRecords {
  info(supporterId: number, page: number): CrmUserInfo;
  exportAll(supporterId: number): CrmExport;
  cancel(supporterId: number, paymentId: string): CrmPayment;
  setNewsletter(supporterId: number, code: string, subscribe: boolean): CrmNewsletter;
  /** Removes the supporter and everything personal; payments stay for the accounts, linked to nobody. */
  remove(supporterId: number): void;
}

export function createSupporterRecords(db: Database, now: () => number): SupporterRecords {
  const q = recordStatements(db);
  return {
    info: (id, page) => supporterInfo(q, now, id, page),
    exportAll: (id) => supporterExport(q, now, id),
    cancel: db.transaction((id: number, paymentId: string): CrmPayment => cancelRecurring(q, now, id, paymentId)),
    setNewsletter: db.transaction((id: number, code: string, subscribe: boolean): CrmNewsletter =>
      chooseNewsletter(q, now, id, code, subscribe),
    ),
    remove: db.transaction((id: number): void => removeSupporter(q, now, id)),
  };
}

type RecordStatements = ReturnType<typeof recordStatements>;

function recordStatements(db: Database) {
  return {
    supporter: db.prepare('SELECT id, email, name, created_at FROM supporters WHERE id = ?'),
    paymentPage: db.prepare(
      'SELECT * FROM payments WHERE supporter_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?',
    ),
    allPayments: db.prepare('SELECT * FROM payments WHERE supporter_id = ? ORDER BY created_at DESC, id DESC'),
    paymentCount: db.prepare('SELECT count(*) FROM payments WHERE supporter_id = ?').pluck(),
    activeRecurring: db.prepare(
      `SELECT * FROM payments WHERE supporter_id = ? AND recurring = 1 AND status = 'active' ORDER BY created_at DESC, id DESC`,
    ),
    totals: db.prepare(`SELECT currency, sum(CASE WHEN recurring = 1 THEN amount * charges ELSE amount END) AS amount,
      sum(CASE WHEN recurring = 1 THEN charges ELSE 1 END) AS count
    FROM payments WHERE supporter_id = ? AND (recurring = 1 OR status = 'paid') GROUP BY currency ORDER BY currency`),
    newsletters: db.prepare(`SELECT n.code, n.name, coalesce(c.subscribed, 0) AS subscribed
    FROM newsletters n LEFT JOIN newsletter_choices c ON c.code = n.code AND c.supporter_id = ? ORDER BY n.position`),
    paymentOf: db.prepare('SELECT * FROM payments WHERE id = ? AND supporter_id = ?'),
    cancelPayment: db.prepare(
      `UPDATE payments SET status = 'cancelled', cancelled_at = ? WHERE id = ? AND status = 'active'`,
    ),
    listExists: db.prepare('SELECT 1 FROM newsletters WHERE code = ?').pluck(),
    choose: db.prepare(`INSERT INTO newsletter_choices (supporter_id, code, subscribed, updated_at) VALUES (?, ?, ?, ?)
    ON CONFLICT (supporter_id, code) DO UPDATE SET subscribed = excluded.subscribed, updated_at = excluded.updated_at`),
    cancelAllRecurring: db.prepare(
      `UPDATE payments SET status = 'cancelled', cancelled_at = ? WHERE supporter_id = ? AND recurring = 1 AND status = 'active'`,
    ),
    detachPayments: db.prepare('UPDATE payments SET supporter_id = NULL WHERE supporter_id = ?'),
    deleteChoices: db.prepare('DELETE FROM newsletter_choices WHERE supporter_id = ?'),
    deleteChallenges: db.prepare('DELETE FROM sign_in_challenges WHERE supporter_id = ?'),
    deleteSessions: db.prepare('DELETE FROM sessions WHERE supporter_id = ?'),
    deleteSupporter: db.prepare('DELETE FROM supporters WHERE id = ?'),
  };
}

function supporterRow(q: RecordStatements, id: number): SupporterRow {
  const found = q.supporter.get(id) as SupporterRow | undefined;
  // The session outlived the account (deleted in another tab): as good as signed out.
  if (!found) throw new HttpError(401, 'Invalid or expired token.');
  return found;
}

function newsletterLists(q: RecordStatements, id: number): CrmNewsletter[] {
  return (q.newsletters.all(id) as { code: string; name: string; subscribed: number }[]).map((n) => ({
    code: n.code,
    name: n.name,
    subscribed: n.subscribed === 1,
  }));
}

function supporterInfo(q: RecordStatements, now: () => number, id: number, page: number): CrmUserInfo {
  const s = supporterRow(q, id);
  const t = now();
  const totalItems = q.paymentCount.get(id) as number;
  const totalPages = Math.max(1, Math.ceil(totalItems / PAYMENTS_PER_PAGE));
  return {
    user: {
      email: s.email,
      name: s.name,
      newsletters: newsletterLists(q, id),
      payments: (q.paymentPage.all(id, PAYMENTS_PER_PAGE, (page - 1) * PAYMENTS_PER_PAGE) as PaymentRow[]).map((p) =>
        payment(p, t),
      ),
      recurring: (q.activeRecurring.all(id) as PaymentRow[]).map((p) => payment(p, t)),
      totals: q.totals.all(id) as CrmTotal[],
    },
    page,
    totalPages,
    totalItems,
  };
}

function supporterExport(q: RecordStatements, now: () => number, id: number): CrmExport {
  const s = supporterRow(q, id);
  const t = now();
  return {
    exportedAt: t,
    supporter: { email: s.email, name: s.name, createdAt: s.created_at },
    payments: (q.allPayments.all(id) as PaymentRow[]).map((p) => payment(p, t)),
    newsletters: newsletterLists(q, id),
  };
}

function cancelRecurring(q: RecordStatements, now: () => number, id: number, paymentId: string): CrmPayment {
  supporterRow(q, id);
  const found = /^\d{1,15}$/.test(paymentId)
    ? (q.paymentOf.get(Number(paymentId), id) as PaymentRow | undefined)
    : undefined;
  if (!found) throw notFound('No such payment.');
  if (!found.recurring) throw badRequest('Only a recurring payment can be cancelled.');
  if (found.status !== 'active') throw badRequest('This recurring payment is already cancelled.');
  q.cancelPayment.run(now(), found.id);
  return payment(q.paymentOf.get(found.id, id) as PaymentRow, now());
}

function chooseNewsletter(
  q: RecordStatements,
  now: () => number,
  id: number,
  code: string,
  subscribe: boolean,
): CrmNewsletter {
  supporterRow(q, id);
  if (!q.listExists.get(code)) throw badRequest(`Unknown newsletter '${code.slice(0, 64)}'.`);
  q.choose.run(id, code, subscribe ? 1 : 0, now());
  const list = newsletterLists(q, id).find((n) => n.code === code)!;
  return list;
}

function removeSupporter(q: RecordStatements, now: () => number, id: number): void {
  supporterRow(q, id);
  q.cancelAllRecurring.run(now(), id);
  q.detachPayments.run(id);
  q.deleteChoices.run(id);
  q.deleteChallenges.run(id);
  q.deleteSessions.run(id);
  q.deleteSupporter.run(id);
}
