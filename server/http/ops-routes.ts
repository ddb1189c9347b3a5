// Operations: liveness, readiness (the publisher API answers), and Prometheus metrics (loopback only unless a
// token is configured, since they describe the service's internals).
import type { FastifyInstance } from 'fastify';
import { request } from 'undici';
import type { BffConfig } from '../config.ts';
import { registry } from '../metrics.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export function registerOpsRoutes(app: FastifyInstance, config: BffConfig): void {
  app.get('/healthz', async (_req, reply) => reply.header('cache-control', 'no-store').send({ ok: true }));

  app.get('/readyz', async (_req, reply) => {
    const started = performance.now();
    let ok = false;
    let detail = '';
    try {
      const res = await request(config.publisherApiUrl + config.readyCheckPath, {
        headersTimeout: 2_000, bodyTimeout: 2_000, signal: AbortSignal.timeout(2_500),
      });
      await res.body.dump();
      ok = res.statusCode < 500;
      detail = `status ${res.statusCode}`;
    } catch (err) {
      detail = (err as Error).message;
    }
    const body = { ok, upstreams: { publisher: { ok, ms: Math.round(performance.now() - started), detail } } };
    return reply.code(ok ? 200 : 503).header('cache-control', 'no-store').send(body);
  });

  app.get('/metrics', async (req, reply) => {
    const token = config.metricsToken;
    // Without a token: only from this machine, and not on behalf of anyone a proxy forwarded (req.ip follows
    // X-Forwarded-For; the socket address cannot be spoofed).
    const local = LOOPBACK.has(req.socket.remoteAddress ?? '') && LOOPBACK.has(req.ip);
    const allowed = token ? req.headers.authorization === `Bearer ${token}` : local;
    if (!allowed) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Not Found' });
    return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(await registry.metrics());
  });
}
