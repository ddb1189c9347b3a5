// Tracing through OpenTelemetry (decision 091), loaded only when OTEL_EXPORTER_OTLP_ENDPOINT is set (./tracing.ts):
// manual spans around our own request hooks, upstream clients, page data, render and page cache, batched and posted as
// OTLP/HTTP JSON to the collector's /v1/traces. No auto-instrumentation: the spans are where our code says.
import {
  context,
  createContextKey,
  defaultTextMapSetter,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Span,
  type Tracer,
} from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import {
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
  ATTR_SERVICE_NAME,
  ATTR_URL_PATH,
  ATTR_URL_QUERY,
} from '@opentelemetry/semantic-conventions';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { logSafeUrl } from '../../kit/log-safe-url.ts';
import { isOperatorCall } from '../../kit/operator-access.ts';
import { routeOf } from '../request/request-route.ts';
import type { StepAttributes, TraceHeaders, Tracing } from './tracing.ts';

/** What the collector knows this service by. */
const SERVICE_NAME = 'hirportal-bff';

/** One request's trace: its span, and the steps an operator's Server-Timing lists. */
interface RequestTrace {
  span: Span;
  started: number;
  timings: string[];
}

const REQUEST_TRACE = createContextKey('hirportal request trace');

/** A step's Server-Timing entry: the metric and its duration in milliseconds. */
const timingEntry = (metric: string, ms: number) => `${metric};dur=${ms.toFixed(1)}`;

export class OtelTracing implements Tracing {
  private readonly provider: NodeTracerProvider;
  private readonly tracer: Tracer;
  private readonly propagator = new W3CTraceContextPropagator();
  private readonly requests = new WeakMap<FastifyRequest, RequestTrace>();

  /** `operatorToken`: the /metrics token, which an operator's request carries to be shown Server-Timing. */
  constructor(
    endpoint: string,
    private readonly operatorToken: string | null,
  ) {
    const exporter = new OTLPTraceExporter({ url: `${endpoint.replace(/\/$/, '')}/v1/traces` });
    this.provider = new NodeTracerProvider({
      resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: SERVICE_NAME }),
      spanProcessors: [new BatchSpanProcessor(exporter)],
    });
    // The context manager (AsyncLocalStorage) is what carries a request's span into its hooks and calls; the
    // propagator we keep to ourselves (an upstream call asks for its headers), so the global one stays a no-op.
    this.provider.register({ propagator: null });
    this.tracer = this.provider.getTracer(SERVICE_NAME);
  }

  registerRequestSpans(app: FastifyInstance): void {
    app.addHook('onRequest', (req, reply, done) => {
      const url = logSafeUrl(req.url);
      // Cut at the first '?' only: the query may hold more of them.
      const q = url.indexOf('?');
      const path = q < 0 ? url : url.slice(0, q);
      const query = q < 0 ? '' : url.slice(q + 1);
      const attributes: Attributes = { [ATTR_HTTP_REQUEST_METHOD]: req.method, [ATTR_URL_PATH]: path };
      if (query) attributes[ATTR_URL_QUERY] = query;
      // A new trace for every request: a client's traceparent would let it choose the trace its request is filed under.
      const span = this.tracer.startSpan(req.method, { kind: SpanKind.SERVER, attributes }, ROOT_CONTEXT);
      const record: RequestTrace = { span, started: performance.now(), timings: [] };
      this.requests.set(req, record);
      req.log = reply.log = req.log.child({ traceId: span.spanContext().traceId });
      const ctx = trace.setSpan(ROOT_CONTEXT, span).setValue(REQUEST_TRACE, record);
      // A body's events and the reply's come from the socket, outside this call; bound, they run in the request's
      // trace.
      context.bind(ctx, req.raw);
      context.bind(ctx, reply.raw);
      context.with(ctx, done);
    });
    app.addHook('onSend', (req, reply, payload, done) => {
      this.addServerTiming(req, reply);
      done(null, payload);
    });
    app.addHook('onResponse', (req, reply, done) => {
      const record = this.requests.get(req);
      if (record) {
        const route = routeOf(req);
        const { span } = record;
        if (route) span.updateName(`${req.method} ${route}`).setAttribute(ATTR_HTTP_ROUTE, route);
        span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, reply.statusCode);
        if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
      }
      done();
    });
  }

  addServerTiming(req: FastifyRequest, reply: FastifyReply): void {
    const record = this.requests.get(req);
    if (!record || !isOperatorCall(req.raw, this.operatorToken)) return;
    const { traceparent } = this.headersOf(trace.setSpan(ROOT_CONTEXT, record.span));
    const total = timingEntry('total', performance.now() - record.started);
    reply.header('server-timing', [...record.timings, total, `traceparent;desc="${traceparent}"`].join(', '));
  }

  step<T>(name: string, attributes: StepAttributes, fn: (headers: TraceHeaders) => Promise<T>): Promise<T> {
    const { ctx, finish } = this.open(name, attributes);
    const headers = this.headersOf(ctx);
    return context
      .with(ctx, () => fn(headers))
      .then(
        (value) => {
          finish(false);
          return value;
        },
        (err: unknown) => {
          finish(true, err);
          throw err;
        },
      );
  }

  currentHeaders(): TraceHeaders {
    return this.headersOf(context.active());
  }

  /** The W3C headers that name `ctx`'s span as the parent (the propagator writes the format, never we). */
  private headersOf(ctx: Context): TraceHeaders {
    const headers: TraceHeaders = {};
    this.propagator.inject(ctx, headers, defaultTextMapSetter);
    return headers;
  }

  stepSync<T>(name: string, attributes: StepAttributes, fn: () => T): T {
    const { ctx, finish } = this.open(name, attributes);
    try {
      const value = context.with(ctx, fn);
      finish(false);
      return value;
    } catch (err) {
      finish(true, err);
      throw err;
    }
  }

  /** A child span of the current context, and how to end it: with the error, and counted in Server-Timing. */
  private open(name: string, attributes: StepAttributes) {
    const { timing, client, ...rest } = attributes;
    const parent = context.active();
    const kind = client ? SpanKind.CLIENT : SpanKind.INTERNAL;
    const span = this.tracer.startSpan(name, { kind, attributes: rest }, parent);
    const ctx = trace.setSpan(parent, span);
    const started = performance.now();
    const finish = (failed: boolean, err?: unknown) => {
      if (failed) {
        // An upstream's refusal carries its status (UpstreamError); anything may be thrown, undefined included.
        const status = typeof err === 'object' && err !== null ? (err as { status?: unknown }).status : undefined;
        if (typeof status === 'number') span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, status);
        if (err instanceof Error) span.recordException(err);
        span.setStatus({ code: SpanStatusCode.ERROR, message: err instanceof Error ? err.message : 'failed' });
      }
      span.end();
      (parent.getValue(REQUEST_TRACE) as RequestTrace | undefined)?.timings.push(
        timingEntry(timing, performance.now() - started),
      );
    };
    return { ctx, finish };
  }

  async close(): Promise<void> {
    await this.provider.shutdown();
  }
}
