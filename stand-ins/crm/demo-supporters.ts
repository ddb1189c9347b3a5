// The embedded CRM's demo data: one documented supporter with a known history (docs/crm-api.md) and a few hundred
// generated ones, with recurring and one-time payments (forints, and lei for the regional edition) and newsletter
// choices. Deterministic: the same seed and `now` give the same rows.
import type { Database } from 'better-sqlite3';
import { FAMILY_NAMES, GIVEN_NAMES } from '../origin/seed/people.ts';
import { Rng } from '../origin/seed/rng.ts';
import { slugify } from '../origin/seed/slugify.ts';
import { NEWSLETTER_LISTS } from './newsletter-catalogue.ts';

/** The local-development supporter: sign in at /tamogatas/belepes with this address; the mail lands in the outbox. */
export const DEMO_SUPPORTER = { email: 'tamogato@example.hu', name: 'Demó Támogató' } as const;

export const DEFAULT_SUPPORTER_COUNT = 400;

const DAY_S = 24 * 3600;
const MONTH_S = 30 * DAY_S;
const HUF_MONTHLY = [1_000, 1_500, 2_000, 3_000, 5_000, 10_000];
const HUF_ONE_TIME = [2_000, 3_000, 5_000, 10_000, 15_000, 20_000, 50_000];
const RON_MONTHLY = [10, 20, 25, 50];
const RON_ONE_TIME = [20, 50, 100, 200];

export interface SeedPayment {
  amount: number;
  currency: 'HUF' | 'RON';
  recurring: boolean;
  status: string;
  createdAt: number;
  charges?: number;
  cancelledAt?: number | null;
}

export interface SeedSupporter {
  email: string;
  name: string | null;
  createdAt: number;
  payments: SeedPayment[];
  newsletters: Record<string, boolean>;
}

/** Monthly charges a recurring payment made between its start and its end (or now). */
function chargesBetween(from: number, to: number): number {
  return Math.max(1, Math.floor((to - from) / MONTH_S) + 1);
}

function demoSupporter(now: number): SeedSupporter {
  const createdAt = now - 26 * MONTH_S;
  const monthlyStart = now - 14 * MONTH_S - 3 * DAY_S;
  const cancelledStart = now - 25 * MONTH_S;
  const cancelledAt = now - 16 * MONTH_S;
  const regionalStart = now - 5 * MONTH_S - 11 * DAY_S;
  const oneTime: [number, 'HUF' | 'RON', string, number][] = [
    [10_000, 'HUF', 'paid', 2],
    [5_000, 'HUF', 'paid', 9],
    [3_000, 'HUF', 'failed', 20],
    [50, 'RON', 'paid', 33],
    [20_000, 'HUF', 'refunded', 41],
    [5_000, 'HUF', 'paid', 60],
    [2_000, 'HUF', 'paid', 95],
    [15_000, 'HUF', 'paid', 130],
    [100, 'RON', 'paid', 170],
    [5_000, 'HUF', 'paid', 220],
    [10_000, 'HUF', 'paid', 300],
    [3_000, 'HUF', 'paid', 390],
    [50_000, 'HUF', 'paid', 480],
    [2_000, 'HUF', 'failed', 600],
  ];
  return {
    email: DEMO_SUPPORTER.email,
    name: DEMO_SUPPORTER.name,
    createdAt,
    payments: [
      {
        amount: 2_000,
        currency: 'HUF',
        recurring: true,
        status: 'active',
        createdAt: monthlyStart,
        charges: chargesBetween(monthlyStart, now),
      },
      {
        amount: 25,
        currency: 'RON',
        recurring: true,
        status: 'active',
        createdAt: regionalStart,
        charges: chargesBetween(regionalStart, now),
      },
      {
        amount: 5_000,
        currency: 'HUF',
        recurring: true,
        status: 'cancelled',
        createdAt: cancelledStart,
        charges: chargesBetween(cancelledStart, cancelledAt),
        cancelledAt,
      },
      ...oneTime.map(([amount, currency, status, daysAgo]) => ({
        amount,
        currency,
        recurring: false,
        status,
        createdAt: now - daysAgo * DAY_S - 3600 * 9,
      })),
    ],
    newsletters: {
      napi: true,
      heti: false,
      g7: true,
      karakter: false,
      after: false,
      tamogatoi: true,
      transtelex: false,
    },
  };
}

function generatedSupporter(rng: Rng, index: number, now: number): SeedSupporter {
  const family = rng.pick(FAMILY_NAMES);
  const given = rng.pick(GIVEN_NAMES);
  const regional = rng.chance(0.12);
  const currency = regional ? 'RON' : 'HUF';
  const createdAt = now - rng.int(10, 5 * 365) * DAY_S - rng.int(0, DAY_S);
  const payments: SeedPayment[] = [];
  const recurringCount = rng.weightedIndex([35, 50, 15]);
  for (let i = 0; i < recurringCount; i++) {
    const start = createdAt + rng.int(0, Math.max(1, Math.floor((now - createdAt) / DAY_S))) * DAY_S;
    if (start >= now) continue;
    const cancelled = i > 0 || rng.chance(0.3);
    const end = cancelled ? start + rng.int(1, Math.max(1, Math.floor((now - start) / DAY_S))) * DAY_S : now;
    payments.push({
      amount: rng.pick(regional ? RON_MONTHLY : HUF_MONTHLY),
      currency,
      recurring: true,
      status: cancelled ? 'cancelled' : 'active',
      createdAt: start,
      charges: chargesBetween(start, Math.min(end, now)),
      cancelledAt: cancelled ? Math.min(end, now) : null,
    });
  }
  const oneTimeCount = rng.int(recurringCount === 0 ? 1 : 0, 8);
  for (let i = 0; i < oneTimeCount; i++) {
    payments.push({
      amount: rng.pick(regional ? RON_ONE_TIME : HUF_ONE_TIME),
      currency,
      recurring: false,
      status: ['paid', 'failed', 'refunded'][rng.weightedIndex([88, 9, 3])],
      createdAt: createdAt + rng.int(0, Math.max(1, now - createdAt)),
    });
  }
  const newsletters: Record<string, boolean> = {};
  for (const list of NEWSLETTER_LISTS) {
    if (rng.chance(0.5))
      newsletters[list.code] = list.code === 'transtelex' ? regional && rng.chance(0.8) : rng.chance(0.6);
  }
  return {
    email: `${slugify(given).replace(/-/g, '')}.${slugify(family).replace(/-/g, '')}.${index}@example.hu`,
    name: rng.chance(0.9) ? `${family} ${given}` : null,
    createdAt,
    payments,
    newsletters,
  };
}

/** The demo supporters, in insertion order (the documented one first). */
export function demoSupporters(opts: { seed: number; now: number; count: number }): SeedSupporter[] {
  const rng = new Rng(opts.seed);
  const out = [demoSupporter(opts.now)];
  for (let i = 1; i <= opts.count; i++) out.push(generatedSupporter(rng, i, opts.now));
  return out;
}

export function insertSupporter(db: Database, s: SeedSupporter): number {
  const { id } = db
    .prepare('INSERT INTO supporters (email, name, created_at) VALUES (?, ?, ?) RETURNING id')
    .get(s.email.trim().toLowerCase(), s.name, s.createdAt) as { id: number };
  const payment =
    db.prepare(`INSERT INTO payments (supporter_id, amount, currency, recurring, status, created_at, charges, cancelled_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  for (const p of s.payments) {
    payment.run(
      id,
      p.amount,
      p.currency,
      p.recurring ? 1 : 0,
      p.status,
      p.createdAt,
      p.recurring ? (p.charges ?? 1) : 0,
      p.cancelledAt ?? null,
    );
  }
  const choice = db.prepare(
    'INSERT INTO newsletter_choices (supporter_id, code, subscribed, updated_at) VALUES (?, ?, ?, ?)',
  );
  for (const [code, subscribed] of Object.entries(s.newsletters)) choice.run(id, code, subscribed ? 1 : 0, s.createdAt);
  return id;
}

export function ensureNewsletterLists(db: Database): void {
  // A list renamed since the database was made takes its one name (shared/newsletter-lists.ts).
  const insert = db.prepare(
    'INSERT INTO newsletters (code, name, position) VALUES (?, ?, ?) ' +
      'ON CONFLICT (code) DO UPDATE SET name = excluded.name, position = excluded.position',
  );
  NEWSLETTER_LISTS.forEach((l, i) => insert.run(l.code, l.name, i));
}

/** Fills an empty CRM database with the demo supporters (one transaction); false when it already had some. */
export function seedSupporters(db: Database, opts: { seed?: number; now?: number; count?: number } = {}): boolean {
  return db.transaction(() => {
    ensureNewsletterLists(db);
    if (db.prepare('SELECT 1 FROM supporters LIMIT 1').get()) return false;
    const now = Math.floor(opts.now ?? Date.now() / 1000);
    for (const s of demoSupporters({ seed: opts.seed ?? 7, now, count: opts.count ?? DEFAULT_SUPPORTER_COUNT }))
      insertSupporter(db, s);
    return true;
  })();
}
