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
 * X-Forwarded-For, X-Real-IP and every `for=` of Forwarded (RFC 7239; a proxy may speak any of them). The headers are
 * read whatever TRUST_PROXY says (empty by default, decision 043): a proxy on this host makes every client's socket
 * loopback, and only the hops it adds tell them apart; a loopback caller that writes a remote hop itself only loses
 * its own access.
 * A hop that is not an address (`unknown`, an obfuscated name) is not this machine either.
 */
export function isLocalCall(req: { socket: { remoteAddress?: string }; headers: IncomingHttpHeaders }): boolean {
  if (!isLoopback(req.socket.remoteAddress)) return false;
  return forwardedHops(req.headers).every((hop) => isLoopback(hop));
}

/** Every client address a proxy wrote: X-Forwarded-For's list, X-Real-IP and Forwarded's `for=` parameters. */
function forwardedHops(headers: IncomingHttpHeaders): string[] {
  const joined = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(',') : (value ?? ''));
  const xff = [...joined(headers['x-forwarded-for']).split(','), joined(headers['x-real-ip'])];
  const forwarded = [...joined(headers.forwarded).matchAll(/(?:^|[;,\s])for\s*=\s*("[^"]*"|[^;,\s]*)/gi)].map((m) =>
    forwardedNode(m[1]),
  );
  return [...xff, ...forwarded].map((h) => h.trim()).filter(Boolean);
}

/** A Forwarded node as an address: quotes, an IPv6 address's brackets and a port taken off ("[::1]:4711" → ::1). */
function forwardedNode(node: string): string {
  const bare = node.replace(/^"|"$/g, '');
  const v6 = /^\[([^\]]*)\]/.exec(bare);
  if (v6) return v6[1];
  return bare.replace(/:\d+$/, '') || 'empty';
}

/**
 * An operator's call: the configured token where there is one (then loopback alone is not enough), else a call from
 * this machine on nobody's behalf.
 */
export function isOperatorCall(
  req: { socket: { remoteAddress?: string }; headers: IncomingHttpHeaders },
  token: string | null,
): boolean {
  return token ? bearerMatches(req.headers.authorization, token) : isLocalCall(req);
}

/** Whether an Authorization header carries `Bearer <token>`. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7).trim() : '');
  const want = Buffer.from(token);
  return given.length === want.length && timingSafeEqual(given, want);
}
