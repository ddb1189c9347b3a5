// Time-based one-time codes (RFC 6238 over RFC 4226 HOTP, HMAC-SHA1): the second sign-in factor (§6 Login).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const STEP_S = 30;
const DIGITS = 6;
/** Codes of the neighbouring steps are accepted too, for clocks a little apart. */
const WINDOW_STEPS = 1;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=-]/g, '').toUpperCase();
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const ch of clean) {
    const i = BASE32.indexOf(ch);
    if (i === -1) throw new Error('not base32');
    value = (value << 5) | i;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

export function base32Encode(bytes: Buffer): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** A fresh 160-bit secret, base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

export function totpStep(nowS: number): number {
  return Math.floor(nowS / STEP_S);
}

export function hotp(key: Buffer, counter: number, digits = DIGITS): string {
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(counter));
  const h = createHmac('sha1', key).update(msg).digest();
  const offset = h[h.length - 1] & 0x0f;
  const bin = ((h[offset] & 0x7f) << 24) | (h[offset + 1] << 16) | (h[offset + 2] << 8) | h[offset + 3];
  return String(bin % 10 ** digits).padStart(digits, '0');
}

/** The code an authenticator app shows for `secret` at `nowS` (unix seconds). */
export function totpCode(secret: string, nowS = Date.now() / 1000, digits = DIGITS): string {
  return hotp(base32Decode(secret), totpStep(nowS), digits);
}

/** The step the code belongs to (within ±1 step of now), or null when it matches none. */
export function matchTotp(secret: string, code: string, nowS: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const key = base32Decode(secret);
  const given = Buffer.from(code);
  const now = totpStep(nowS);
  let matched: number | null = null;
  // Every candidate is compared, so the time taken does not tell which step matched.
  for (let step = now - WINDOW_STEPS; step <= now + WINDOW_STEPS; step++) {
    if (timingSafeEqual(given, Buffer.from(hotp(key, step))) && matched === null) matched = step;
  }
  return matched;
}
