// Operations: liveness, readiness (the publisher API answers), and Prometheus metrics (loopback only unless a
// token is configured, since they describe the service's internals). Readiness names the dependency that fails and
// how (a status, unreachable, timed out), never the upstream's own error text: that goes to our log only.
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { request } from 'undici';
import type { BffConfig } from '../config.ts';
import { registry } from '../metrics.ts';
import { answerAs, refuse } from '../policy/answer-policy.ts';
import { isOperatorCall } from '../../kit/operator-access.ts';

/**
 * How long one readiness check answers every /readyz after it: /readyz is public (load balancers probe it), so a
 * crowd of probes costs the publisher API one call a second per process, never one call each.
 */
export const READINESS_REUSE_MS = 1_000;

/** The name /readyz gives the publisher API when it fails. */
const PUBLISHER_API = 'publisher-api';

interface Readiness {
  ok: boolean;
  ms: number;
  /** 'status 503', 'unreachable' or 'timed out': never an error's own message */
  detail: string;
}

async function publisherReadiness(config: BffConfig, log: FastifyBaseLogger): Promise<Readiness> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  try {
    const res = await request(config.publisherApiUrl + config.readyCheckPath, {
      headersTimeout: 2_000,
      bodyTimeout: 2_000,
      signal: AbortSignal.timeout(2_500),
    });
    await res.body.dump();
    return { ok: res.statusCode < 500, ms: ms(), detail: `status ${res.statusCode}` };
  } catch (err) {
    log.warn({ err, dependency: PUBLISHER_API }, 'readiness check failed');
    const timedOut = (err as Error).name === 'TimeoutError' || /timeout/i.test((err as { code?: string }).code ?? '');
    return { ok: false, ms: ms(), detail: timedOut ? 'timed out' : 'unreachable' };
  }
}

export function registerOpsRoutes(app: FastifyInstance, config: BffConfig): void {
  app.get('/healthz', async (_req, reply) => answerAs(reply, 'ops').send({ ok: true }));

  let lastCheck: { at: number; readiness: Promise<Readiness> } | null = null;
  app.get('/readyz', async (req, reply) => {
    const now = performance.now();
    if (!lastCheck || now - lastCheck.at >= READINESS_REUSE_MS)
      lastCheck = { at: now, readiness: publisherReadiness(config, req.log) };
    const publisher = await lastCheck.readiness;
    const ok = publisher.ok;
    // The public (a load balancer) hears the verdict; which upstream failed, and how, is for operators.
    const body = isOperator(req) ? { ok, failing: ok ? [] : [PUBLISHER_API], upstreams: { publisher } } : { ok };
    return answerAs(reply.code(ok ? 200 : 503), 'ops').send(body);
  });

  const isOperator = (req: FastifyRequest) => isOperatorCall(req, config.metricsToken);

  app.get('/metrics', async (req, reply) => {
    if (!isOperator(req)) return refuse(reply, 404, 'Not Found', 'ops');
    return answerAs(reply.header('content-type', registry.contentType), 'ops').send(await registry.metrics());
  });
}
