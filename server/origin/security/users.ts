// Editors who may sign in (§6): created by tests and by the demo seed; looked up by the sign-in and token routes.
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

/** The local-development editor (docs/origin-api.md, Security). Its TOTP secret is RFC 6238's own test key. */
export const DEMO_EDITOR = {
  email: 'szerkeszto@example.hu',
  name: 'Demó Szerkesztő',
  defaultPassword: 'Szerkeszto-2026!',
  totpSecret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ',
} as const;

export function createUser(db: Database, user: NewUser): { id: number; email: string; totpSecret: string } {
  const totpSecret = user.totpSecret ?? newTotpSecret();
  const email = user.email.trim().toLowerCase();
  const { id } = db.prepare(`INSERT INTO users (email, name, password_hash, role, totp_secret, active, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`).get(
    email, user.name ?? email, hashPassword(user.password), user.role ?? 'editor', totpSecret, user.active === false ? 0 : 1,
    Math.floor(Date.now() / 1000),
  ) as { id: number };
  return { id, email, totpSecret };
}

export function setUserActive(db: Database, userId: number, active: boolean): void {
  db.prepare('UPDATE users SET active = ? WHERE id = ?').run(active ? 1 : 0, userId);
}

/** Creates the demo editor once (idempotent); the password comes from ORIGIN_DEMO_EDITOR_PASSWORD when set. */
export function ensureDemoEditor(db: Database, password = process.env.ORIGIN_DEMO_EDITOR_PASSWORD || DEMO_EDITOR.defaultPassword): boolean {
  const exists = db.prepare('SELECT 1 FROM users WHERE email = ?').pluck().get(DEMO_EDITOR.email);
  if (exists) return false;
  createUser(db, { email: DEMO_EDITOR.email, name: DEMO_EDITOR.name, password, totpSecret: DEMO_EDITOR.totpSecret });
  return true;
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
