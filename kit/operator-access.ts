// What lets an operator's call in (the BFF's PURGE and /metrics, the origin's admin writes): a loopback peer, and the
// configured bearer token compared in constant time, so its length and content cannot be learnt from timing.
import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export function isLoopback(address: string | undefined): boolean {
  return LOOPBACK.has(address ?? '');
}

/**
 * A call from this machine on nobody else's behalf: the socket's peer is loopback and so is every hop written in
 * X-Forwarded-For. The header is read whatever TRUST_PROXY says (empty by default, decision 043): a proxy on this host
 * makes every client's socket loopback, and only the hops it adds tell them apart; a loopback caller that writes a
 * remote hop itself only loses its own access.
 */
export function isLocalCall(req: { socket: { remoteAddress?: string }; headers: IncomingHttpHeaders }): boolean {
  if (!isLoopback(req.socket.remoteAddress)) return false;
  const forwarded = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  return hops.every((hop) => isLoopback(hop));
}

/** Whether an Authorization header carries `Bearer <token>`. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7).trim() : '');
  const want = Buffer.from(token);
  return given.length === want.length && timingSafeEqual(given, want);
}
