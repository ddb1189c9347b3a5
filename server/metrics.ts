// Prometheus metrics of the BFF, one registry per process (each worker serves its own /metrics; a scraper sums them).
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export const registry = new Registry();
collectDefaultMetrics({ register: registry });

export const httpDuration = new Histogram({
  name: 'bff_http_request_duration_seconds',
  help: 'BFF request durations by route and status',
  labelNames: ['route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const cacheEvents = new Counter({
  name: 'bff_cache_events_total',
  help: 'Upstream-answer and whole-page cache lookups by outcome (hit, miss, stale, stale_error, coalesced, bypass)',
  labelNames: ['cache', 'outcome'] as const,
  registers: [registry],
});

export const upstreamDuration = new Histogram({
  name: 'bff_upstream_request_duration_seconds',
  help: 'Upstream call durations by upstream and outcome',
  labelNames: ['upstream', 'outcome'] as const,
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 4],
  registers: [registry],
});

export const upstreamErrors = new Counter({
  name: 'bff_upstream_errors_total',
  help: 'Upstream call failures by upstream and kind (timeout, connection, status, malformed)',
  labelNames: ['upstream', 'kind'] as const,
  registers: [registry],
});

export const renderGateActive = new Gauge({
  name: 'bff_render_gate_active',
  help: 'Uncached page renders running now (decision 011)',
  registers: [registry],
});

export const renderGateQueued = new Gauge({
  name: 'bff_render_gate_queued',
  help: 'Uncached page renders waiting for a turn',
  registers: [registry],
});

export const renderGateRejected = new Counter({
  name: 'bff_render_gate_rejected_total',
  help: 'Page requests refused with 503 because no render could start within the budget, by reason',
  labelNames: ['reason'] as const,
  registers: [registry],
});

export const paymentEventsRefused = new Counter({
  name: 'bff_payment_events_refused_total',
  help: 'Payment events the CRM refused for good (taken from the provider, recorded nowhere): each needs a person',
  registers: [registry],
});

export const sharedStoreFallback = new Gauge({
  name: 'bff_shared_store_fallback',
  help: 'One while this process counts attempt limits and marks on its own because Redis is away (decision 090)',
  registers: [registry],
});

export const sharedStoreFallbackOps = new Counter({
  name: 'bff_shared_store_fallback_operations_total',
  help: 'Attempt-limit operations this process answered on its own counters because Redis was away',
  registers: [registry],
});
