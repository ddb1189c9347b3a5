// What lets an operator's call in (the BFF's PURGE and /metrics, the origin's admin writes): a loopback peer, and the
// configured bearer token compared in constant time, so its length and content cannot be learnt from timing.
import { timingSafeEqual } from 'node:crypto';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export function isLoopback(address: string | undefined): boolean {
  return LOOPBACK.has(address ?? '');
}

/** Whether an Authorization header carries `Bearer <token>`. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7).trim() : '');
  const want = Buffer.from(token);
  return given.length === want.length && timingSafeEqual(given, want);
}
