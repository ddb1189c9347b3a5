// How a supporter signs in to the CRM (§7 POST /api/v2/user/token, and our exchange for a bearer token): a request
// for an address creates a challenge with a single-use link token and a six-digit code, both mailed; either one,
// exchanged once before the challenge expires, opens a session whose bearer token the BFF keeps in an HttpOnly cookie.
// Only hashes are stored. A request for an unknown address creates a decoy challenge that behaves the same way, so
// neither the answer nor later code attempts tell whether an address belongs to a supporter.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Database } from 'better-sqlite3';

/** A sign-in mail's link and code work for 15 minutes. */
export const CHALLENGE_TTL_S = 15 * 60;
/** Wrong codes a challenge takes before it is spent (one in 10^6 a guess). */
export const MAX_CODE_ATTEMPTS = 5;
/**
 * Sign-in mails one address gets per hour; further requests get the same answer and no mail. The BFF holds each client
 * to fewer for one address (a stranger's requests must not use up the owner's mails), so this is the inbox's bound
 * across clients, and no lower than the BFF's.
 */
export const MAX_MAILS_PER_ADDRESS = 20;
export const MAIL_WINDOW_S = 3600;
/**
 * Wrong codes one address's challenges take in a day, all together: past it every code is refused as expired (the
 * mailed link still signs in), so a day holds this many guesses of a million, however many mails are asked for.
 */
export const MAX_WRONG_CODES_PER_DAY = 20;
export const CODE_GUESS_WINDOW_S = 24 * 3600;
/** A supporter's session lasts 30 days (or until sign-out or deletion). */
export const SESSION_TTL_S = 30 * 24 * 3600;
const CODE_DIGITS = 6;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export interface ChallengeIssued {
  challenge: string;
  /** Present only when a mail is to be sent (a known address within its hourly allowance). */
  mail?: { supporterId: number; token: string; code: string };
  /** True when the address had used up its hourly allowance. */
  suppressed: boolean;
}

export type SignInOutcome =
  { ok: true; token: string; expiresAt: number } | { ok: false; reason: 'invalid-code' | 'expired' };

interface ChallengeRow {
  id: string;
  supporter_id: number | null;
  code_hash: string | null;
  expires_at: number;
  attempts: number;
  used_at: number | null;
}

export interface SupporterSignIn {
  request(email: string): ChallengeIssued;
  withToken(token: string): SignInOutcome;
  /** The address a live link token would sign in, without spending it; null when it would not (unknown, used, expired). */
  linkAddress(token: string): string | null;
  withCode(challenge: string, code: string): SignInOutcome;
  /** The supporter a bearer token speaks for, or null (unknown, expired or revoked). */
  supporterOf(token: string): number | null;
  revoke(token: string): void;
}

export function createSupporterSignIn(db: Database, now: () => number): SupporterSignIn {
  const q = signInStatements(db);
  /** Spends the challenge and opens a session, in one transaction: two racing exchanges cannot both win. */
  const complete: CompleteChallenge = db.transaction((row: ChallengeRow, t: number): SignInOutcome => {
    if (row.supporter_id === null || q.markUsed.run(t, row.id).changes !== 1) return { ok: false, reason: 'expired' };
    return openSession(q, row.supporter_id, t);
  });

  return {
    request: db.transaction((email: string): ChallengeIssued => issueChallenge(q, now(), email)),

    withToken(token) {
      const t = now();
      const row = q.byToken.get(sha256(token)) as ChallengeRow | undefined;
      if (!live(row, t)) return { ok: false, reason: 'expired' };
      return complete(row, t);
    },

    linkAddress(token) {
      const row = q.byToken.get(sha256(token)) as ChallengeRow | undefined;
      if (!live(row, now()) || row.supporter_id === null) return null;
      return (q.emailOf.get(row.supporter_id) as string | undefined) ?? null;
    },

    withCode: db.transaction((challenge: string, code: string): SignInOutcome =>
      exchangeCode(q, complete, now(), challenge, code),
    ),

    supporterOf(token) {
      return (q.sessionRow.get(sha256(token), now()) as number | undefined) ?? null;
    },

    revoke(token) {
      q.revokeSession.run(now(), sha256(token));
    },
  };
}

type SignInStatements = ReturnType<typeof signInStatements>;
type CompleteChallenge = (row: ChallengeRow, t: number) => SignInOutcome;

function signInStatements(db: Database) {
  return {
    supporterByEmail: db.prepare('SELECT id FROM supporters WHERE email = ?').pluck(),
    recentRequests: db
      .prepare(
        'SELECT count(*) FROM sign_in_challenges WHERE email_hash = ? AND created_at > ? AND supporter_id IS NOT NULL',
      )
      .pluck(),
    insertChallenge:
      db.prepare(`INSERT INTO sign_in_challenges (id, supporter_id, email_hash, link_token_hash, code_hash, created_at, expires_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`),
    byId: db.prepare(
      'SELECT id, supporter_id, email_hash, code_hash, expires_at, attempts, used_at FROM sign_in_challenges WHERE id = ?',
    ),
    wrongCodes: db
      .prepare('SELECT coalesce(sum(attempts), 0) FROM sign_in_challenges WHERE email_hash = ? AND created_at > ?')
      .pluck(),
    byToken: db.prepare(
      'SELECT id, supporter_id, code_hash, expires_at, attempts, used_at FROM sign_in_challenges WHERE link_token_hash = ?',
    ),
    markUsed: db.prepare('UPDATE sign_in_challenges SET used_at = ? WHERE id = ? AND used_at IS NULL'),
    countAttempt: db.prepare('UPDATE sign_in_challenges SET attempts = attempts + 1 WHERE id = ?'),
    insertSession: db.prepare(
      'INSERT INTO sessions (token_hash, supporter_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
    ),
    sessionRow: db
      .prepare('SELECT supporter_id FROM sessions WHERE token_hash = ? AND revoked_at IS NULL AND expires_at > ?')
      .pluck(),
    revokeSession: db.prepare('UPDATE sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL'),
    forget: db.prepare('DELETE FROM sign_in_challenges WHERE expires_at < ?'),
    emailOf: db.prepare('SELECT email FROM supporters WHERE id = ?').pluck(),
  };
}

function openSession(q: SignInStatements, supporterId: number, t: number): SignInOutcome {
  const token = randomBytes(32).toString('base64url');
  q.insertSession.run(sha256(token), supporterId, t, t + SESSION_TTL_S);
  return { ok: true, token, expiresAt: t + SESSION_TTL_S };
}

function live(row: ChallengeRow | undefined, t: number): row is ChallengeRow {
  return !!row && row.used_at === null && row.expires_at > t && row.attempts < MAX_CODE_ATTEMPTS;
}

/** A challenge for the address: a real one with a link token and a code to mail, or a decoy that mails nothing. */
function issueChallenge(q: SignInStatements, t: number, email: string): ChallengeIssued {
  // Kept as long as the longer of the two windows counts them.
  q.forget.run(t - Math.max(MAIL_WINDOW_S, CODE_GUESS_WINDOW_S));
  const address = normaliseEmail(email);
  const emailHash = sha256(address);
  const supporterId = q.supporterByEmail.get(address) as number | undefined;
  const challenge = randomBytes(18).toString('base64url');
  const suppressed =
    supporterId !== undefined &&
    (q.recentRequests.get(emailHash, t - MAIL_WINDOW_S) as number) >= MAX_MAILS_PER_ADDRESS;
  if (supporterId === undefined || suppressed) {
    q.insertChallenge.run(challenge, null, emailHash, null, null, t, t + CHALLENGE_TTL_S);
    return { challenge, suppressed };
  }
  const token = randomBytes(32).toString('base64url');
  const code = String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
  q.insertChallenge.run(
    challenge,
    supporterId,
    emailHash,
    sha256(token),
    sha256(`${challenge}:${code}`),
    t,
    t + CHALLENGE_TTL_S,
  );
  return { challenge, mail: { supporterId, token, code }, suppressed: false };
}

/** A code typed on the sign-in page: a wrong one counts against the challenge, the last wrong one spends it. */
function exchangeCode(
  q: SignInStatements,
  complete: CompleteChallenge,
  t: number,
  challenge: string,
  code: string,
): SignInOutcome {
  const row = q.byId.get(challenge) as (ChallengeRow & { email_hash: string }) | undefined;
  if (!live(row, t)) return { ok: false, reason: 'expired' };
  if ((q.wrongCodes.get(row.email_hash, t - CODE_GUESS_WINDOW_S) as number) >= MAX_WRONG_CODES_PER_DAY)
    return { ok: false, reason: 'expired' };
  const right =
    row.code_hash !== null && /^\d{6}$/.test(code) && sameHash(sha256(`${challenge}:${code}`), row.code_hash);
  if (!right) {
    q.countAttempt.run(row.id);
    return { ok: false, reason: row.attempts + 1 >= MAX_CODE_ATTEMPTS ? 'expired' : 'invalid-code' };
  }
  return complete(row, t);
}
