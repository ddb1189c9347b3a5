// Who may call the origin's admin writes: loopback clients only, and with the admin bearer token when one is
// configured (ORIGIN_ADMIN_TOKEN), compared in constant time.
import type { FastifyRequest } from 'fastify';
import { bearerMatches, isLoopback } from '../../kit/operator-access.ts';
import { forbidden } from './http-error.ts';

export function authorizeAdmin(request: FastifyRequest, adminToken: string | undefined): void {
  if (!isLoopback(request.ip)) throw forbidden('admin endpoints answer loopback clients only');
  if (!adminToken) return;
  if (!bearerMatches(request.headers.authorization, adminToken)) throw forbidden('admin token missing or wrong');
}
