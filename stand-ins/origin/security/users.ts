// Editors who may sign in (§6): created by tests and by the demo seed; looked up by the sign-in and token routes.
import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { hashPassword } from './password-hash.ts';
import { newTotpSecret } from './totp.ts';

export interface UserRow {
  id: number;
  email: string;
  name: string;
  password_hash: string;
  role: string;
  totp_secret: string;
  totp_last_step: number;
  active: number;
}

export interface NewUser {
  email: string;
  password: string;
  name?: string;
  role?: string;
  /** base32; a fresh random one when omitted */
  totpSecret?: string;
  active?: boolean;
}

/**
 * The demo editor of `npm start` and `npm run dev` (docs/origin-api.md, Security): created only where it is asked for
 * (ORIGIN_DEMO_EDITOR=1), never by the production compose file, with a password and a TOTP secret of its database's
 * own, shown once when it is made (decision 045: a published password and RFC 6238's test key made every fresh database
 * an open door).
 */
export const DEMO_EDITOR = {
  email: 'szerkeszto@example.hu',
  name: 'Demó Szerkesztő',
} as const;

/** The issuer authenticator apps show beside the account. */
const TOTP_ISSUER = 'Hírportál demó';

/** How to sign in as the demo editor: shown once, when it is created. */
export interface DemoEditorSignIn {
  email: string;
  password: string;
  totpSecret: string;
  /** for an authenticator app (as a QR code or pasted) */
  otpauthUri: string;
}

/** An authenticator app's key URI (the otpauth:// format every such app reads): SHA-1, six digits, 30 s. */
export function otpauthUri(email: string, secret: string): string {
  const label = encodeURIComponent(`${TOTP_ISSUER}:${email}`);
  return `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent(TOTP_ISSUER)}&algorithm=SHA1&digits=6&period=30`;
}

export function createUser(db: Database, user: NewUser): { id: number; email: string; totpSecret: string } {
  const totpSecret = user.totpSecret ?? newTotpSecret();
  const email = user.email.trim().toLowerCase();
  const { id } = db
    .prepare(
      `INSERT INTO users (email, name, password_hash, role, totp_secret, active, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    )
    .get(
      email,
      user.name ?? email,
      hashPassword(user.password),
      user.role ?? 'editor',
      totpSecret,
      user.active === false ? 0 : 1,
      Math.floor(Date.now() / 1000),
    ) as { id: number };
  return { id, email, totpSecret };
}

export function setUserActive(db: Database, userId: number, active: boolean): void {
  db.prepare('UPDATE users SET active = ? WHERE id = ?').run(active ? 1 : 0, userId);
}

/**
 * Creates the demo editor once (idempotent): its sign-in when it was created now, null when it already existed.
 * The password and the TOTP secret are fresh random ones unless given (a test that needs a known secret says so).
 */
export function ensureDemoEditor(
  db: Database,
  opts: { password?: string; totpSecret?: string } = {},
): DemoEditorSignIn | null {
  const exists = db.prepare('SELECT 1 FROM users WHERE email = ?').pluck().get(DEMO_EDITOR.email);
  if (exists) return null;
  // 18 random bytes: 24 characters of base64url, letters, digits, '-' and '_' (no quoting needed in a shell).
  const password = opts.password ?? randomBytes(18).toString('base64url');
  const { totpSecret } = createUser(db, {
    email: DEMO_EDITOR.email,
    name: DEMO_EDITOR.name,
    password,
    totpSecret: opts.totpSecret,
  });
  return { email: DEMO_EDITOR.email, password, totpSecret, otpauthUri: otpauthUri(DEMO_EDITOR.email, totpSecret) };
}

/** The demo editor's TOTP secret in this database (scripts/totp-code.ts), or null when there is none. */
export function demoEditorTotpSecret(db: Database): string | null {
  return (
    (db.prepare('SELECT totp_secret FROM users WHERE email = ?').pluck().get(DEMO_EDITOR.email) as
      string | undefined) ?? null
  );
}

export interface UserStore {
  byEmail(email: string): UserRow | undefined;
  byId(id: number): UserRow | undefined;
  /** Records the step of an accepted one-time code; false when that step (or a later one) was already used. */
  useTotpStep(id: number, step: number): boolean;
}

export function createUserStore(db: Database): UserStore {
  const byEmail = db.prepare('SELECT * FROM users WHERE email = ?');
  const byId = db.prepare('SELECT * FROM users WHERE id = ?');
  const useStep = db.prepare('UPDATE users SET totp_last_step = ? WHERE id = ? AND totp_last_step < ?');
  return {
    byEmail: (email) => byEmail.get(email.trim().toLowerCase()) as UserRow | undefined,
    byId: (id) => byId.get(id) as UserRow | undefined,
    useTotpStep: (id, step) => useStep.run(step, id, step).changes === 1,
  };
}
