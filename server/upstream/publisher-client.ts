// The publisher API client: one undici pool, the site header on every call (SPEC.md §7), a per-call time budget
// (undici's default timeouts are 300 s), the request's abort signal, and run-time validation of every answer.
import { Pool } from 'undici';
import type { Static, TSchema } from '@sinclair/typebox';
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';
import { SITE_HEADER } from '../../shared/constants.ts';

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

export class PublisherClient {
  private readonly pool: Pool;
  readonly calls = { count: 0 };

  constructor(
    readonly baseUrl: string,
    private readonly budgets: Record<Budget, number>,
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

  async get<S extends TSchema>(path: string, opts: GetOptions<S>): Promise<Static<S>> {
    const budget = this.budgets[opts.budget ?? 'primary'];
    const timeout = AbortSignal.timeout(budget);
    const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
    const headers: Record<string, string> = { accept: 'application/json', [SITE_HEADER]: opts.site };
    if (opts.bearer) headers.authorization = `Bearer ${opts.bearer}`;
    this.calls.count++;
    let res;
    try {
      res = await this.pool.request({ method: 'GET', path, headers, signal, headersTimeout: budget, bodyTimeout: budget });
    } catch (err) {
      const reason = timeout.aborted ? `timed out after ${budget} ms` : (err as Error).message;
      throw new UpstreamError(`publisher ${path}: ${reason}`, timeout.aborted ? 504 : 502, path);
    }
    let body: unknown;
    try {
      body = await res.body.json();
    } catch {
      throw new UpstreamError(`publisher ${path}: answer is not JSON (status ${res.statusCode})`, 502, path);
    }
    if (res.statusCode >= 400) {
      const message = (body as { message?: string } | null)?.message ?? `status ${res.statusCode}`;
      throw new UpstreamError(message, res.statusCode, path, body);
    }
    const check = checkerFor(opts.schema);
    if (!check.Check(body)) {
      const first = check.Errors(body).First();
      throw new UpstreamError(
        `publisher ${path}: malformed answer at ${first?.path || '/'}: ${first?.message ?? 'invalid'}`, 502, path,
      );
    }
    return body as Static<S>;
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
