// OpenID Connect ID tokens (OpenID Connect Core 1.0 section 3.1.3.7), checked with node:crypto against the provider's JSON
// Web Key Set: the signature (RS256, PS256 or ES256; never 'none' or an HMAC, so a token cannot pick its own key),
// then iss, aud/azp, exp, iat and nonce, and a verified email address.
import { createPublicKey, timingSafeEqual, verify, type JsonWebKey, type KeyObject } from 'node:crypto';

export interface Jwk extends JsonWebKey {
  kid?: string;
  kty?: string;
  alg?: string;
  use?: string;
}

export interface IdTokenExpectations {
  issuer: string;
  clientId: string;
  nonce: string;
  nowS: number;
  /** Clock difference allowed with the provider (default 60 s). */
  skewS?: number;
}

export interface IdTokenClaims {
  sub: string;
  email: string;
  name: string | null;
}

export type IdTokenCheck = { ok: true; claims: IdTokenClaims } | { ok: false; reason: string; kid?: string };

const ALGORITHMS: Record<string, { kty: string; hash: string }> = {
  RS256: { kty: 'RSA', hash: 'sha256' },
  PS256: { kty: 'RSA', hash: 'sha256' },
  ES256: { kty: 'EC', hash: 'sha256' },
};

function decodePart(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The key id a token names, before any check (to know whether the key set must be fetched again). */
export function idTokenKeyId(token: string): string | undefined {
  const header = decodePart(token.split('.')[0] ?? '');
  return typeof header?.kid === 'string' ? header.kid : undefined;
}

function keyFor(keys: Jwk[], alg: string, kid: string | undefined): KeyObject | null {
  const kty = ALGORITHMS[alg].kty;
  const candidates = keys.filter(
    (k) => k.kty === kty && (k.use === undefined || k.use === 'sig') && (k.alg === undefined || k.alg === alg),
  );
  const key =
    kid === undefined ? (candidates.length === 1 ? candidates[0] : undefined) : candidates.find((k) => k.kid === kid);
  if (!key) return null;
  try {
    return createPublicKey({ key: key as JsonWebKey, format: 'jwk' });
  } catch {
    return null;
  }
}

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export function verifyIdToken(token: string, keys: Jwk[], expect: IdTokenExpectations): IdTokenCheck {
  const parts = token.split('.');
  if (parts.length !== 3 || token.length > 16_384) return { ok: false, reason: 'malformed' };
  const header = decodePart(parts[0]);
  const claims = decodePart(parts[1]);
  if (!header || !claims) return { ok: false, reason: 'malformed' };
  const alg = typeof header.alg === 'string' ? header.alg : '';
  if (!Object.hasOwn(ALGORITHMS, alg)) return { ok: false, reason: `algorithm ${alg.slice(0, 16) || 'none'} refused` };
  const kid = typeof header.kid === 'string' ? header.kid : undefined;
  const key = keyFor(keys, alg, kid);
  if (!key) return { ok: false, reason: 'unknown signing key', kid };
  const data = Buffer.from(`${parts[0]}.${parts[1]}`);
  const signature = Buffer.from(parts[2], 'base64url');
  const valid =
    alg === 'ES256'
      ? verify('sha256', data, { key, dsaEncoding: 'ieee-p1363' }, signature)
      : alg === 'PS256'
        ? verify('sha256', data, { key, padding: 6 /* RSA_PKCS1_PSS_PADDING */, saltLength: 32 }, signature)
        : verify('sha256', data, key, signature);
  if (!valid) return { ok: false, reason: 'bad signature' };

  const skew = expect.skewS ?? 60;
  if (claims.iss !== expect.issuer) return { ok: false, reason: 'wrong issuer' };
  const aud = claims.aud;
  const audiences = Array.isArray(aud) ? aud : [aud];
  if (!audiences.includes(expect.clientId)) return { ok: false, reason: 'wrong audience' };
  if (audiences.length > 1 && claims.azp !== expect.clientId) return { ok: false, reason: 'wrong authorized party' };
  if (typeof claims.exp !== 'number' || claims.exp + skew <= expect.nowS) return { ok: false, reason: 'expired' };
  if (typeof claims.iat !== 'number' || claims.iat - skew > expect.nowS)
    return { ok: false, reason: 'issued in the future' };
  if (typeof claims.nonce !== 'string' || !sameText(claims.nonce, expect.nonce))
    return { ok: false, reason: 'wrong nonce' };
  if (typeof claims.sub !== 'string' || claims.sub === '') return { ok: false, reason: 'no subject' };
  if (typeof claims.email !== 'string' || claims.email === '') return { ok: false, reason: 'no email' };
  // Google sends a boolean; some providers a string.
  if (claims.email_verified !== true && claims.email_verified !== 'true')
    return { ok: false, reason: 'email not verified' };
  return {
    ok: true,
    claims: { sub: claims.sub, email: claims.email, name: typeof claims.name === 'string' ? claims.name : null },
  };
}
