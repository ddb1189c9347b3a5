// Password hashes with node:crypto scrypt and a per-user salt; the parameters travel with each hash so they can be
// raised later without invalidating stored ones.
import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const PARAMS = { N: 16_384, r: 8, p: 1 };
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

function scryptAsync(password: string, salt: Buffer, keylen: number, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export function hashPassword(password: string): string {
  const salt = randomBytes(SALT_BYTES);
  const key = scryptSync(password, salt, KEY_LENGTH, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

let unusable: string | null = null;
/** A hash no password matches: checked against when the account is unknown, so timing does not reveal it. */
export function unusableHash(): string {
  unusable ??= hashPassword(randomBytes(16).toString('hex'));
  return unusable;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !hash) return false;
  const want = Buffer.from(hash, 'base64');
  const got = await scryptAsync(password, Buffer.from(salt, 'base64'), want.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return got.length === want.length && timingSafeEqual(got, want);
}
