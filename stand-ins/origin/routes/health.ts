// Liveness for process managers and the BFF's start-up wait.
import type { FastifyInstance } from 'fastify';
import { CACHE_PRIVATE } from '../cache-policy.ts';

export function registerHealthRoutes(app: FastifyInstance): void {
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', CACHE_PRIVATE);
    return { ok: true };
  });
}
