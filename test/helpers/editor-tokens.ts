// Editors' tokens for tests, minted directly with the origin's own functions instead of going through sign-in.
import { signJwt } from '../../stand-ins/origin/security/jwt.ts';

export function issueTestToken(
  user: { id: number; email: string },
  secret: string,
  opts: { nowS?: number; ttlS?: number; scope?: 'full' | 'otp' } = {},
): string {
  const iat = Math.floor(opts.nowS ?? Date.now() / 1000);
  return signJwt(
    {
      sub: String(user.id),
      email: user.email,
      role: 'editor',
      scope: opts.scope ?? 'full',
      iat,
      exp: iat + (opts.ttlS ?? 300),
    },
    secret,
  );
}

/** A token that expired a minute ago (authentic, so the origin answers 'Expired JWT Token'). */
export function expiredTestToken(user: { id: number; email: string }, secret: string): string {
  return issueTestToken(user, secret, { nowS: Date.now() / 1000 - 360, ttlS: 300 });
}
