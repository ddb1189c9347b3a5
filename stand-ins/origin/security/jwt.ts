// HS256 JSON Web Tokens (RFC 7519) with node:crypto: the publisher API's access tokens (§7 Security). Only HS256 is
// accepted, so a token cannot choose its own algorithm ('none', or a public key used as an HMAC secret).
import { createHmac, timingSafeEqual } from 'node:crypto';

export type TokenScope = 'full' | 'otp';

export interface JwtClaims {
  sub: string;
  email: string;
  role: string;
  scope: TokenScope;
  iat: number;
  exp: number;
  /** Identifies one token (the OTP step counts failed codes per token). */
  jti?: string;
  /** The sign-in the token belongs to (editor-sessions.ts): checked on every use, so a logout ends it at once. */
  sid?: string;
}

export type JwtCheck = { ok: true; claims: JwtClaims } | { ok: false; reason: 'invalid' | 'expired' };

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function mac(input: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(input).digest();
}

export function signJwt(claims: JwtClaims, secret: string): string {
  const body = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${body}.${mac(body, secret).toString('base64url')}`;
}

function isClaims(value: unknown): value is JwtClaims {
  const c = value as Partial<JwtClaims> | null;
  return (
    !!c &&
    typeof c === 'object' &&
    typeof c.sub === 'string' &&
    typeof c.email === 'string' &&
    typeof c.role === 'string' &&
    (c.scope === 'full' || c.scope === 'otp') &&
    Number.isFinite(c.iat) &&
    Number.isFinite(c.exp) &&
    (c.sid === undefined || typeof c.sid === 'string')
  );
}

/** Signature first: only an authentic token is ever reported as expired. */
export function verifyJwt(token: string, secret: string, nowS: number): JwtCheck {
  const parts = token.split('.');
  if (parts.length !== 3 || token.length > 4096) return { ok: false, reason: 'invalid' };
  const [header, payload, signature] = parts;
  let given: Buffer;
  try {
    given = Buffer.from(signature, 'base64url');
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const want = mac(`${header}.${payload}`, secret);
  if (given.length !== want.length || !timingSafeEqual(given, want)) return { ok: false, reason: 'invalid' };
  let parsedHeader: unknown;
  let claims: unknown;
  try {
    parsedHeader = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if ((parsedHeader as { alg?: unknown } | null)?.alg !== 'HS256' || !isClaims(claims))
    return { ok: false, reason: 'invalid' };
  if (claims.exp <= nowS) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
