// The origin's token settings (§7 Security): the JWT secret, the access-token lifetime and the user store, built
// once per app from options or the environment.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { editorSessions, type EditorSessions } from './editor-sessions.ts';
import { signJwt, type TokenScope } from './jwt.ts';
import { REFRESH_TOKEN_TTL_S } from './refresh-tokens.ts';
import { createUserStore, type UserRow, type UserStore } from './users.ts';

const DEFAULT_ACCESS_TOKEN_TTL_S = 300;
/** The first factor's token only lets its holder send the one-time code, for 5 minutes. */
export const OTP_TOKEN_TTL_S = 300;

export interface AuthOptions {
  /** ORIGIN_JWT_SECRET; a random one per process when unset (tokens then die with the process). */
  jwtSecret?: string;
  /** ORIGIN_ACCESS_TOKEN_TTL_S, default 300. */
  accessTokenTtlS?: number;
  refreshTokenTtlS?: number;
  /** The clock (unix seconds); tests move it. */
  now?: () => number;
}

export interface AuthSettings {
  secret: string;
  /** True when the secret was generated because none was configured. */
  generatedSecret: boolean;
  accessTokenTtlS: number;
  refreshTokenTtlS: number;
  users: UserStore;
  /** Editors' sign-ins: whether one is still alive (logout, absolute and idle limits). */
  sessions: EditorSessions;
  now(): number;
  /** `sessionId`: the sign-in a full token belongs to. */
  issue(user: Pick<UserRow, 'id' | 'email' | 'role'>, scope: TokenScope, sessionId?: string): string;
}

export function createAuthSettings(db: Database, options: AuthOptions): AuthSettings {
  const secret = options.jwtSecret || randomBytes(32).toString('base64url');
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  const accessTokenTtlS =
    options.accessTokenTtlS && options.accessTokenTtlS > 0 ? options.accessTokenTtlS : DEFAULT_ACCESS_TOKEN_TTL_S;
  return {
    secret,
    generatedSecret: !options.jwtSecret,
    accessTokenTtlS,
    refreshTokenTtlS: options.refreshTokenTtlS ?? REFRESH_TOKEN_TTL_S,
    users: createUserStore(db),
    sessions: editorSessions(db),
    now,
    issue(user, scope, sessionId) {
      const iat = now();
      const ttl = scope === 'otp' ? OTP_TOKEN_TTL_S : accessTokenTtlS;
      return signJwt(
        {
          sub: String(user.id),
          email: user.email,
          role: user.role,
          scope,
          iat,
          exp: iat + ttl,
          jti: randomUUID(),
          ...(sessionId ? { sid: sessionId } : {}),
        },
        secret,
      );
    },
  };
}
