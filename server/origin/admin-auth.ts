// Who may call the origin's admin writes: loopback clients only, and with the admin bearer token when one is
// configured (ORIGIN_ADMIN_TOKEN), compared in constant time.
import type { FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { forbidden } from './http-error.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export function authorizeAdmin(request: FastifyRequest, adminToken: string | undefined): void {
  if (!LOOPBACK.has(request.ip)) throw forbidden('admin endpoints answer loopback clients only');
  if (!adminToken) return;
  const header = request.headers.authorization ?? '';
  const given = Buffer.from(header.startsWith('Bearer ') ? header.slice(7).trim() : '');
  const want = Buffer.from(adminToken);
  if (given.length !== want.length || !timingSafeEqual(given, want)) throw forbidden('admin token missing or wrong');
}
