// Tracing (decision 091): off unless OTEL_EXPORTER_OTLP_ENDPOINT is set, and then the OpenTelemetry SDK is loaded from
// ./otel-tracing.ts on start-up. Nothing here imports it: with tracing off, every traced place costs one null check
// (`tracing ? tracing.step(…) : call()`), and no span, context or closure is made.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BffConfig } from '../config.ts';

/** The headers that carry a trace to an upstream (W3C `traceparent`, and `tracestate` when there is one). */
export type TraceHeaders = Record<string, string>;

export interface Tracing {
  /**
   * A span per request: started in the first hook, every later hook and the handler running inside it, ended with
   * the route and the status; the request's log lines carry its trace id; an operator's answer (the /metrics token,
   * else a local call: kit/operator-access.ts) carries Server-Timing.
   */
  registerRequestSpans(app: FastifyInstance): void;
  /**
   * Runs `fn` inside a child span of the current one (an upstream call, the page's data, the render), ended when its
   * promise settles; `fn` gets the headers that name this span as the parent, for an upstream call to send on.
   */
  step<T>(name: string, attributes: StepAttributes, fn: (headers: TraceHeaders) => Promise<T>): Promise<T>;
  /** The headers naming the current span as the parent, for a proxied call (which has no span of its own). */
  currentHeaders(): TraceHeaders;
  /** The same as `step` for a synchronous step (the page cache lookup). */
  stepSync<T>(name: string, attributes: StepAttributes, fn: () => T): T;
  /** Server-Timing for an operator's streamed page, whose hijacked reply skips the hook that adds it to the others. */
  addServerTiming(req: FastifyRequest, reply: FastifyReply): void;
  /** Sends what is still batched and stops the exporter (the app's onClose). */
  close(): Promise<void>;
}

export interface StepAttributes {
  /** the Server-Timing metric this step is counted under (a token: `publisher`, `render`) */
  timing: string;
  /** a client span (a call to an upstream) rather than work of our own */
  client?: boolean;
  [attribute: string]: string | number | boolean | undefined;
}

/** The tracing of this app, or null when OTEL_EXPORTER_OTLP_ENDPOINT is unset (then nothing of the SDK is loaded). */
export async function startTracing(config: Pick<BffConfig, 'otlpEndpoint' | 'metricsToken'>): Promise<Tracing | null> {
  if (!config.otlpEndpoint) return null;
  const { OtelTracing } = await import('./otel-tracing.ts');
  return new OtelTracing(config.otlpEndpoint, config.metricsToken);
}
