// One upstream service over HTTP: an undici pool, the site header on every call (§7), a time budget per
// call (undici's default timeouts are 300 s; primary page data and secondary data get different ones), the
// caller's abort signal, and run-time validation of every answer, so a malformed answer is a clear error naming
// the field. Anonymous GETs may go through a shared cache; anything carrying a bearer token never does.
import { Pool } from 'undici';
import type { Static, TSchema } from '@sinclair/typebox';
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';
import { SITE_HEADER } from '../../shared/constants.ts';
import { upstreamDuration, upstreamErrors } from '../metrics.ts';
import { cachePolicyFor } from './cache-policy.ts';
import type { Fetched, ResponseCache } from './response-cache.ts';
import type { UpstreamHealth } from './upstream-health.ts';
import type { TraceHeaders, Tracing } from '../tracing/tracing.ts';

export type Budget = 'primary' | 'secondary';

export class UpstreamError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly path: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

/** What our caller hears of a failed upstream call: the upstream's own 4xx (its word on the request), else 502. */
export function callerStatusOf(err: unknown): number {
  return err instanceof UpstreamError && err.status >= 400 && err.status < 500 ? err.status : 502;
}

export interface CallOptions<S extends TSchema> {
  site: string;
  schema: S;
  budget?: Budget;
  signal?: AbortSignal;
  bearer?: string;
}

/**
 * What a caller keeps of an answer. The shared cache holds the view (under its own key) instead of the whole
 * answer, made once per upstream answer: the recommender's twenty versions of eight full article lists per site were
 * a third of the BFF's live heap, and a sidebar needs six fields of each article.
 */
export interface AnswerView<T, V> {
  /** part of the cache key, so the same path can be cached whole and as a view */
  name: string;
  of: (answer: T) => V;
}

export interface SendOptions<S extends TSchema> extends CallOptions<S> {
  method: 'GET' | 'POST' | 'DELETE';
  body?: unknown;
  /** 'json' (default) or 'text' for endpoints that answer a bare string */
  as?: 'json' | 'text';
}

const checks = new WeakMap<TSchema, TypeCheck<TSchema>>();
function checkerFor(schema: TSchema): TypeCheck<TSchema> {
  let c = checks.get(schema);
  if (!c) {
    c = TypeCompiler.Compile(schema);
    checks.set(schema, c);
  }
  return c;
}

// undici's own header, body and connect timers carry the same budget as our AbortSignal.timeout; on a busy machine
// either may fire first, and a timeout is a timeout whichever did (a chaos run logged a hang as a 'connection' fault).
const UNDICI_TIMEOUTS = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT']);
const isUndiciTimeout = (err: unknown) => UNDICI_TIMEOUTS.has(String((err as { code?: unknown } | null)?.code));

/** The headers and body of a call: the site on every one, the bearer token and a JSON body when there are. */
function requestParts(opts: SendOptions<TSchema>): { headers: Record<string, string>; body: string | undefined } {
  const headers: Record<string, string> = {
    accept: opts.as === 'text' ? 'text/plain' : 'application/json',
    [SITE_HEADER]: opts.site,
  };
  if (opts.bearer) headers.authorization = `Bearer ${opts.bearer}`;
  let body: string | undefined;
  if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers['content-type'] = 'application/json';
  }
  return { headers, body };
}

/** Where and how an answer breaks its schema (`/items/0/id: Expected number`), or null when it keeps to it. */
function schemaProblem(schema: TSchema, value: unknown): string | null {
  const check = checkerFor(schema);
  if (check.Check(value)) return null;
  const first = check.Errors(value).First();
  return `${first?.path || '/'}: ${first?.message ?? 'invalid'}`;
}

export function isServerSideFailure(err: unknown): boolean {
  return err instanceof UpstreamError && err.status >= 500;
}

export function isNotFound(err: unknown): boolean {
  return err instanceof UpstreamError && err.status === 404;
}

export class UpstreamClient {
  private readonly pool: Pool;
  /** Calls actually made (tests and the benchmark count them). */
  readonly calls = { count: 0 };
  /** Told of every answer and failure, so an outage is logged once and seen pages skip the wait while it lasts. */
  health?: UpstreamHealth;
  /** A span per call and its traceparent sent along, when tracing is on (decision 091). */
  tracing: Tracing | null = null;

  constructor(
    readonly name: string,
    readonly baseUrl: string,
    private readonly budgets: Record<Budget, number>,
    private readonly cache?: ResponseCache,
  ) {
    this.pool = new Pool(baseUrl, {
      connections: 64,
      pipelining: 1,
      connectTimeout: Math.min(budgets.primary, 2_000),
      headersTimeout: budgets.primary,
      bodyTimeout: budgets.primary,
      keepAliveTimeout: 10_000,
    });
  }

  /** A validated GET; anonymous answers come through the shared cache, an editor's never do. */
  get<S extends TSchema>(path: string, opts: CallOptions<S>): Promise<Static<S>>;
  get<S extends TSchema, V>(path: string, opts: CallOptions<S>, view: AnswerView<Static<S>, V>): Promise<V>;
  get<S extends TSchema, V>(
    path: string,
    opts: CallOptions<S>,
    view?: AnswerView<Static<S>, V>,
  ): Promise<Static<S> | V> {
    const fetch = async (signal: AbortSignal | undefined): Promise<Fetched<Static<S> | V>> => {
      const fetched = await this.send(path, { ...opts, method: 'GET' }, signal);
      if (!view) return fetched;
      const value = view.of(fetched.value);
      return { value, size: JSON.stringify(value)?.length ?? 1 };
    };
    if (opts.bearer || !this.cache) return fetch(opts.signal).then((f) => f.value);
    const key = `${this.name} ${opts.site} ${path}${view ? ` (${view.name})` : ''}`;
    return this.cache.get(key, cachePolicyFor(path), fetch, opts.signal, this.health?.isFailing(this.name));
  }

  /** Any call, never cached (writes, and reads that depend on who asks). */
  async request<S extends TSchema>(path: string, opts: SendOptions<S>): Promise<Static<S>> {
    return (await this.send(path, opts, opts.signal)).value;
  }

  private send<S extends TSchema>(
    path: string,
    opts: SendOptions<S>,
    callerSignal: AbortSignal | undefined,
  ): Promise<Fetched<Static<S>>> {
    if (!this.tracing) return this.sendTraced(path, opts, callerSignal, null);
    // The path without its query: a search's words are the reader's.
    const attributes = {
      timing: this.name,
      client: true,
      'http.request.method': opts.method,
      'url.path': path.split('?', 1)[0],
      'upstream.name': this.name,
    };
    return this.tracing.step(`${opts.method} ${this.name}`, attributes, (trace) =>
      this.sendTraced(path, opts, callerSignal, trace),
    );
  }

  /** One call; `trace`, when tracing is on, the headers that carry this call's span to the upstream. */
  private async sendTraced<S extends TSchema>(
    path: string,
    opts: SendOptions<S>,
    callerSignal: AbortSignal | undefined,
    trace: TraceHeaders | null,
  ): Promise<Fetched<Static<S>>> {
    const budget = this.budgets[opts.budget ?? 'primary'];
    const timeout = AbortSignal.timeout(budget);
    const signal = callerSignal ? AbortSignal.any([callerSignal, timeout]) : timeout;
    const { headers, body } = requestParts(opts);
    if (trace) Object.assign(headers, trace);
    this.calls.count++;
    const started = performance.now();
    const fail = (kind: string, err: UpstreamError) => {
      upstreamErrors.inc({ upstream: this.name, kind });
      if (err.status >= 500) this.health?.failed(this.name, kind, err);
      else this.health?.succeeded(this.name);
      upstreamDuration.observe({ upstream: this.name, outcome: kind }, (performance.now() - started) / 1000);
      return err;
    };
    const timedOut = () =>
      fail('timeout', new UpstreamError(`${this.name} ${path}: timed out after ${budget} ms`, 504, path));
    let res;
    try {
      res = await this.pool.request({
        method: opts.method,
        path,
        headers,
        body,
        signal,
        headersTimeout: budget,
        bodyTimeout: budget,
      });
    } catch (err) {
      if (timeout.aborted) throw timedOut();
      if (callerSignal?.aborted) throw callerSignal.reason ?? err;
      if (isUndiciTimeout(err)) throw timedOut();
      throw fail('connection', new UpstreamError(`${this.name} ${path}: ${(err as Error).message}`, 502, path));
    }
    let text: string;
    let value: unknown;
    try {
      text = await res.body.text();
      value = opts.as === 'text' && res.statusCode < 400 ? text : JSON.parse(text);
    } catch (err) {
      if (timeout.aborted || isUndiciTimeout(err)) throw timedOut();
      throw fail(
        'malformed',
        new UpstreamError(`${this.name} ${path}: answer is not JSON (status ${res.statusCode})`, 502, path),
      );
    }
    if (res.statusCode >= 400) {
      const message = (value as { message?: string } | null)?.message ?? `status ${res.statusCode}`;
      throw fail(
        res.statusCode >= 500 ? 'status' : `status_${res.statusCode}`,
        new UpstreamError(message, res.statusCode, path, value),
      );
    }
    const problem = schemaProblem(opts.schema, value);
    if (problem !== null)
      throw fail('malformed', new UpstreamError(`${this.name} ${path}: malformed answer at ${problem}`, 502, path));
    upstreamDuration.observe({ upstream: this.name, outcome: 'ok' }, (performance.now() - started) / 1000);
    this.health?.succeeded(this.name);
    return { value: value as Static<S>, size: text.length };
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
