// Refresh tokens (§7 POST /api/token/refresh): random, stored only as a sha256 hash, single-use. Each use rotates
// it into a new one of the same family; presenting a used one again revokes the whole family, since one of the two
// holders is not the editor.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { EditorSessions } from './editor-sessions.ts';

/** §7 refresh tokens live 30 days. */
export const REFRESH_TOKEN_TTL_S = 30 * 24 * 3600;

/**
 * A used token presented again this soon after its use is a concurrent holder of the same session (two BFF worker
 * processes refreshing for one editor at once), not a thief: it gets the very pair the first use got, refresh and
 * access token alike (no second live branch of the sign-in, no second access token). Later reuse still revokes the
 * family.
 */
export const REFRESH_REUSE_GRACE_S = 30;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The pair a used token was exchanged for, sealed (AES-256-GCM) under a key derived from the used token itself: the
 * database alone never yields a live token, and whoever presents the used token within the grace gets exactly that pair.
 */
const sealingKey = (token: string) => createHash('sha256').update(`refresh-successor:${token}`).digest();

function seal(usedToken: string, successor: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(usedToken), iv);
  const sealed = Buffer.concat([cipher.update(successor, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

function unseal(usedToken: string, sealed: string): string {
  const bytes = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', sealingKey(usedToken), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}

/** A new sign-in: its session (editor-sessions.ts; the id is the token family) and its first refresh token. */
export function startSignIn(
  db: Database,
  userId: number,
  opts: { nowS?: number; ttlS?: number } = {},
): { sessionId: string; refreshToken: string } {
  const now = Math.floor(opts.nowS ?? Date.now() / 1000);
  const sessionId = randomBytes(12).toString('base64url');
  return db.transaction(() => {
    db.prepare('INSERT INTO editor_sessions (id, user_id, started_at, last_refresh_at) VALUES (?, ?, ?, ?)').run(
      sessionId,
      userId,
      now,
      now,
    );
    return { sessionId, refreshToken: createRefreshToken(db, userId, { ...opts, nowS: now, family: sessionId }) };
  })();
}

/** A refresh token in the family given, or the first of a new sign-in (startSignIn) without one. */
export function createRefreshToken(
  db: Database,
  userId: number,
  opts: { nowS?: number; ttlS?: number; family?: string } = {},
): string {
  if (opts.family === undefined) return startSignIn(db, userId, opts).refreshToken;
  const now = Math.floor(opts.nowS ?? Date.now() / 1000);
  const token = randomBytes(32).toString('base64url');
  db.prepare(
    'INSERT INTO refresh_tokens (token_hash, user_id, family, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
  ).run(hashOf(token), userId, opts.family, now, now + (opts.ttlS ?? REFRESH_TOKEN_TTL_S));
  return token;
}

/** What a refresh token is exchanged for: its successor and an access token. */
interface Pair {
  refreshToken: string;
  accessToken: string | null;
}

export interface Rotated extends Pair {
  userId: number;
  sessionId: string;
}

interface TokenRow {
  user_id: number;
  family: string;
  expires_at: number;
  used_at: number | null;
  revoked_at: number | null;
  successor_sealed: string | null;
}

/**
 * The user, the sign-in and a new refresh token, or null when the token is unknown, expired, revoked or already used,
 * or its sign-in is over (`sessions`: logged out, or past the absolute or idle limit). A used token presented again
 * ends its sign-in.
 */
export function rotateRefreshToken(
  db: Database,
  token: string,
  opts: {
    nowS?: number;
    ttlS?: number;
    sessions?: EditorSessions;
    /** The access token of the new pair (the caller signs it); without one, the pair has none. */
    accessToken?: (userId: number, sessionId: string) => string;
  } = {},
): Rotated | null {
  const now = Math.floor(opts.nowS ?? Date.now() / 1000);
  return db.transaction(() => {
    // Successors kept past the grace are of no use to anyone: dropped.
    db.prepare(
      'UPDATE refresh_tokens SET successor_sealed = NULL WHERE successor_sealed IS NOT NULL AND used_at < ?',
    ).run(now - REFRESH_REUSE_GRACE_S);
    const row = db
      .prepare(
        'SELECT user_id, family, expires_at, used_at, revoked_at, successor_sealed FROM refresh_tokens WHERE token_hash = ?',
      )
      .get(hashOf(token)) as TokenRow | undefined;
    if (!row || row.revoked_at !== null || row.expires_at <= now) return null;
    if (row.used_at !== null && (now - row.used_at > REFRESH_REUSE_GRACE_S || row.successor_sealed === null)) {
      db.prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE family = ? AND revoked_at IS NULL').run(
        now,
        row.family,
      );
      opts.sessions?.end(row.family, now);
      return null;
    }
    // The sign-in's limits: a refresh past them is refused, within them it restarts the idle clock.
    if (opts.sessions && !opts.sessions.touch(row.family, now)) return null;
    if (row.successor_sealed !== null) {
      const pair = JSON.parse(unseal(token, row.successor_sealed)) as Pair;
      return { userId: row.user_id, sessionId: row.family, ...pair };
    }
    const pair: Pair = {
      refreshToken: createRefreshToken(db, row.user_id, { nowS: now, ttlS: opts.ttlS, family: row.family }),
      accessToken: opts.accessToken?.(row.user_id, row.family) ?? null,
    };
    db.prepare('UPDATE refresh_tokens SET used_at = ?, successor_sealed = ? WHERE token_hash = ?').run(
      now,
      seal(token, JSON.stringify(pair)),
      hashOf(token),
    );
    return { userId: row.user_id, sessionId: row.family, ...pair };
  })();
}

export function revokeUserRefreshTokens(db: Database, userId: number, nowS = Math.floor(Date.now() / 1000)): number {
  return db
    .prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL')
    .run(nowS, userId).changes;
}
