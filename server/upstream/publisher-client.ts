// The publisher API client: one undici pool, the site header on every call (SPEC.md §7), a per-call time budget
// (undici's default timeouts are 300 s), the request's abort signal, and run-time validation of every answer.
import { Pool } from 'undici';
import type { Static, TSchema } from '@sinclair/typebox';
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';
import { SITE_HEADER } from '../../shared/constants.ts';
import { upstreamDuration, upstreamErrors } from '../metrics.ts';
import { cachePolicyFor } from './cache-policy.ts';
import type { Fetched, ResponseCache } from './response-cache.ts';

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

export interface GetOptions<S extends TSchema> {
  site: string;
  schema: S;
  budget?: Budget;
  signal?: AbortSignal;
  bearer?: string;
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

export function isServerSideFailure(err: unknown): boolean {
  return err instanceof UpstreamError && err.status >= 500;
}

export function isNotFound(err: unknown): boolean {
  return err instanceof UpstreamError && err.status === 404;
}

export class PublisherClient {
  private readonly pool: Pool;
  /** Upstream calls actually made (tests and the benchmark count them). */
  readonly calls = { count: 0 };

  constructor(
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

  /** A validated answer; anonymous answers come through the shared cache, an editor's never do. */
  get<S extends TSchema>(path: string, opts: GetOptions<S>): Promise<Static<S>> {
    if (opts.bearer || !this.cache) return this.fetch(path, opts, opts.signal).then((f) => f.value);
    return this.cache.get(`${opts.site} ${path}`, cachePolicyFor(path), (signal) => this.fetch(path, opts, signal), opts.signal);
  }

  private async fetch<S extends TSchema>(path: string, opts: GetOptions<S>, callerSignal: AbortSignal | undefined): Promise<Fetched<Static<S>>> {
    const budget = this.budgets[opts.budget ?? 'primary'];
    const timeout = AbortSignal.timeout(budget);
    const signal = callerSignal ? AbortSignal.any([callerSignal, timeout]) : timeout;
    const headers: Record<string, string> = { accept: 'application/json', [SITE_HEADER]: opts.site };
    if (opts.bearer) headers.authorization = `Bearer ${opts.bearer}`;
    this.calls.count++;
    const started = performance.now();
    const fail = (kind: string, err: UpstreamError) => {
      upstreamErrors.inc({ upstream: 'publisher', kind });
      upstreamDuration.observe({ upstream: 'publisher', outcome: kind }, (performance.now() - started) / 1000);
      return err;
    };
    let res;
    try {
      res = await this.pool.request({ method: 'GET', path, headers, signal, headersTimeout: budget, bodyTimeout: budget });
    } catch (err) {
      if (timeout.aborted) throw fail('timeout', new UpstreamError(`publisher ${path}: timed out after ${budget} ms`, 504, path));
      if (callerSignal?.aborted) throw callerSignal.reason ?? err;
      throw fail('connection', new UpstreamError(`publisher ${path}: ${(err as Error).message}`, 502, path));
    }
    let text: string;
    let body: unknown;
    try {
      text = await res.body.text();
      body = JSON.parse(text);
    } catch {
      if (timeout.aborted) throw fail('timeout', new UpstreamError(`publisher ${path}: timed out after ${budget} ms`, 504, path));
      throw fail('malformed', new UpstreamError(`publisher ${path}: answer is not JSON (status ${res.statusCode})`, 502, path));
    }
    if (res.statusCode >= 400) {
      const message = (body as { message?: string } | null)?.message ?? `status ${res.statusCode}`;
      throw fail(res.statusCode >= 500 ? 'status' : `status_${res.statusCode}`, new UpstreamError(message, res.statusCode, path, body));
    }
    const check = checkerFor(opts.schema);
    if (!check.Check(body)) {
      const first = check.Errors(body).First();
      throw fail('malformed', new UpstreamError(
        `publisher ${path}: malformed answer at ${first?.path || '/'}: ${first?.message ?? 'invalid'}`, 502, path,
      ));
    }
    upstreamDuration.observe({ upstream: 'publisher', outcome: 'ok' }, (performance.now() - started) / 1000);
    return { value: body as Static<S>, size: text.length };
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
