// An editor's sign-in as the publisher keeps it: one row per sign-in, named by its refresh-token family,
// which every access token of that sign-in carries as `sid`. The row is the one place that says whether a sign-in is
// still alive, so every check reads it: a refresh, and every access token at every route (editor-auth.ts). Kept in the
// database, which every origin process shares, so a logout or an expiry holds in all of them at once.
import type { Database } from 'better-sqlite3';

/** A sign-in ends 12 hours after it began, however often it was refreshed (the absolute limit, decision 046). */
export const SESSION_ABSOLUTE_LIMIT_S = 12 * 3600;
/**
 * A sign-in ends after 2 hours without a refresh (the idle limit). An open page refreshes at least every access
 * token's lifetime (300 s) while the editor works, so 2 hours without one means the editor has walked away.
 */
export const SESSION_IDLE_LIMIT_S = 2 * 3600;

export type SessionVerdict = 'live' | 'ended';

/** Sign-ins start in refresh-tokens.ts (startSignIn), with their first refresh token. */
export interface EditorSessions {
  /** Whether the sign-in is alive now (not ended, within both limits). Unknown ids are ended. */
  check(sessionId: string, nowS: number): SessionVerdict;
  /** A refresh: alive → its idle clock restarts; true when it was alive. */
  touch(sessionId: string, nowS: number): boolean;
  /** Logout (or a refresh token reused): the sign-in is over, its refresh tokens revoked. */
  end(sessionId: string, nowS: number): void;
}

interface SessionRow {
  started_at: number;
  last_refresh_at: number;
  ended_at: number | null;
}

export function editorSessions(db: Database): EditorSessions {
  const byId = db.prepare('SELECT started_at, last_refresh_at, ended_at FROM editor_sessions WHERE id = ?');
  const refreshed = db.prepare('UPDATE editor_sessions SET last_refresh_at = ? WHERE id = ?');
  const ended = db.prepare('UPDATE editor_sessions SET ended_at = ? WHERE id = ? AND ended_at IS NULL');
  const revokeFamily = db.prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE family = ? AND revoked_at IS NULL');

  const alive = (row: SessionRow | undefined, nowS: number): row is SessionRow =>
    !!row &&
    row.ended_at === null &&
    nowS < row.started_at + SESSION_ABSOLUTE_LIMIT_S &&
    nowS < row.last_refresh_at + SESSION_IDLE_LIMIT_S;

  const end = db.transaction((sessionId: string, nowS: number) => {
    ended.run(nowS, sessionId);
    revokeFamily.run(nowS, sessionId);
  });

  return {
    check(sessionId, nowS) {
      return alive(byId.get(sessionId) as SessionRow | undefined, nowS) ? 'live' : 'ended';
    },
    touch(sessionId, nowS) {
      if (!alive(byId.get(sessionId) as SessionRow | undefined, nowS)) return false;
      refreshed.run(nowS, sessionId);
      return true;
    },
    end,
  };
}
