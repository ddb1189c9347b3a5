// The embedded CRM's SQLite database (§7 CRM service): supporters, their payments and newsletter choices, and
// the sign-in challenges and sessions of the supporter pages. Migrations are append-only, as in the origin's schema:
// PRAGMA user_version records how many have run.
import type { Database } from 'better-sqlite3';
import { openSqlite } from '../../kit/sqlite-driver.ts';

export const crmMigrations: string[] = [
  // 1: supporters, payments, newsletters, sign-in
  `
  CREATE TABLE supporters (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL UNIQUE,            -- trimmed, lowercased
    name TEXT,
    created_at INTEGER NOT NULL
  );

  -- A recurring payment is a standing monthly order (status active|cancelled, charges made so far); a one-time
  -- payment is one charge (status paid|failed|refunded). A deleted supporter's payments stay for the accounts,
  -- linked to nobody.
  CREATE TABLE payments (
    id INTEGER PRIMARY KEY,
    supporter_id INTEGER REFERENCES supporters(id) ON DELETE SET NULL,
    amount INTEGER NOT NULL CHECK (amount > 0),
    currency TEXT NOT NULL CHECK (currency IN ('HUF', 'RON')),
    recurring INTEGER NOT NULL CHECK (recurring IN (0, 1)),
    status TEXT NOT NULL CHECK (
      (recurring = 1 AND status IN ('active', 'cancelled')) OR (recurring = 0 AND status IN ('paid', 'failed', 'refunded'))
    ),
    created_at INTEGER NOT NULL,
    charges INTEGER NOT NULL DEFAULT 0,
    cancelled_at INTEGER
  );
  CREATE INDEX payments_supporter ON payments (supporter_id, created_at DESC, id DESC);

  CREATE TABLE newsletters (
    code TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    position INTEGER NOT NULL
  );

  CREATE TABLE newsletter_choices (
    supporter_id INTEGER NOT NULL REFERENCES supporters(id) ON DELETE CASCADE,
    code TEXT NOT NULL REFERENCES newsletters(code),
    subscribed INTEGER NOT NULL CHECK (subscribed IN (0, 1)),
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (supporter_id, code)
  );

  -- One request for a sign-in mail. A request for an unknown address gets a decoy row (no supporter, no secrets), so
  -- every answer, and every later code attempt, looks the same whether the address is known or not.
  CREATE TABLE sign_in_challenges (
    id TEXT PRIMARY KEY,                   -- public: the BFF keeps it in the browser's cookie
    supporter_id INTEGER REFERENCES supporters(id) ON DELETE CASCADE,
    email_hash TEXT NOT NULL,              -- sha256 of the address: counts requests per address
    link_token_hash TEXT UNIQUE,           -- sha256 of the link's token
    code_hash TEXT,                        -- sha256 of challenge id + code
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    used_at INTEGER
  );
  CREATE INDEX sign_in_challenges_email ON sign_in_challenges (email_hash, created_at);

  CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY,
    supporter_id INTEGER NOT NULL REFERENCES supporters(id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    revoked_at INTEGER
  );
  CREATE INDEX sessions_supporter ON sessions (supporter_id);
  `,
  // 2: payments through the payment provider (decision 049). A payment made there names the provider's
  // object (`provider_ref`: its subscription for a recurring payment, its PaymentIntent for a one-time one); each
  // monthly charge of a recurring payment is a row keyed by the provider's invoice, so the checkout's completion and
  // the invoice's own event count the first charge once; each provider event is recorded once, by its id, whatever
  // process or retry brings it; a new supporter counted for the minutes counter (§3) waits in `counter_outbox` until
  // the publisher API has taken it.
  `
  ALTER TABLE payments ADD COLUMN provider_ref TEXT;
  CREATE UNIQUE INDEX payments_provider_ref ON payments (provider_ref);

  CREATE TABLE payment_charges (
    charge_ref TEXT PRIMARY KEY,
    payment_id INTEGER NOT NULL REFERENCES payments(id),
    amount INTEGER NOT NULL CHECK (amount > 0),
    charged_at INTEGER NOT NULL
  );
  CREATE INDEX payment_charges_payment ON payment_charges (payment_id, charged_at);

  CREATE TABLE payment_events (
    event_id TEXT PRIMARY KEY,
    kind TEXT NOT NULL,
    payment_id INTEGER REFERENCES payments(id),
    received_at INTEGER NOT NULL
  );

  CREATE TABLE counter_outbox (
    event_id TEXT PRIMARY KEY,
    day TEXT NOT NULL,
    recurring INTEGER NOT NULL,
    onetime INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    sent_at INTEGER
  );
  CREATE INDEX counter_outbox_unsent ON counter_outbox (created_at) WHERE sent_at IS NULL;
  `,
];

export function migrateCrm(db: Database): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (let i = current; i < crmMigrations.length; i++) {
    db.transaction(() => {
      db.exec(crmMigrations[i]);
      db.pragma(`user_version = ${i + 1}`);
    })();
  }
}

/** `:memory:` for tests, `${DATA_DIR}/crm.db` otherwise. */
export function openCrmDatabase(file: string): Database {
  const db = openSqlite(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrateCrm(db);
  return db;
}
