// The publisher API's security calls (§7 Security) the BFF makes for a reader: sign-in, one-time code, token
// refresh, the preview gate's check and logout. Its own undici pool with explicit time limits (undici's defaults are
// 300 s); tokens never reach a log line.
import { Pool } from 'undici';
import { DEFAULT_SITE_SLUG, SITE_HEADER } from '../../shared/constants.ts';
import type { TokenPair } from './session-cookies.ts';
import type { TraceHeaders, Tracing } from '../tracing/tracing.ts';

export type AuthOutcome<T> =
  { kind: 'ok'; value: T } | { kind: 'rejected'; status: number; message: string } | { kind: 'unavailable' };

function isPair(body: unknown): body is TokenPair {
  const b = body as Partial<TokenPair> | null;
  return !!b && typeof b.token === 'string' && typeof b.refreshToken === 'string';
}

export class PublisherAuth {
  private readonly pool: Pool;
  /** Calls made, per path (tests count refreshes). */
  readonly calls = new Map<string, number>();
  /** Told of every access token a logout ends, before the publisher is asked (the preview gate's kept verdicts). */
  private readonly endedListeners = new Set<(accessToken: string) => unknown>();
  /** A span per call and its traceparent sent along, when tracing is on (decision 091). */
  tracing: Tracing | null = null;

  constructor(
    baseUrl: string,
    private readonly timeoutMs: number,
  ) {
    this.pool = new Pool(baseUrl, {
      connections: 16,
      connectTimeout: Math.min(timeoutMs, 2_000),
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
      keepAliveTimeout: 10_000,
    });
  }

  private call(
    method: 'GET' | 'POST',
    path: string,
    opts: { body?: unknown; form?: Record<string, string>; bearer?: string },
  ): Promise<{ status: number; body: unknown } | null> {
    if (!this.tracing) return this.callTraced(method, path, opts, null);
    const attributes = { timing: 'auth', client: true, 'http.request.method': method, 'url.path': path };
    return this.tracing.step(`${method} publisher auth`, attributes, (trace) =>
      this.callTraced(method, path, opts, trace),
    );
  }

  /** One call; `trace`, when tracing is on, the headers that carry this call's span to the publisher. */
  private async callTraced(
    method: 'GET' | 'POST',
    path: string,
    opts: { body?: unknown; form?: Record<string, string>; bearer?: string },
    trace: TraceHeaders | null,
  ): Promise<{ status: number; body: unknown } | null> {
    this.calls.set(path, (this.calls.get(path) ?? 0) + 1);
    const headers: Record<string, string> = { ...trace, accept: 'application/json', [SITE_HEADER]: DEFAULT_SITE_SLUG };
    if (opts.bearer) headers.authorization = `Bearer ${opts.bearer}`;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    if (opts.form !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
    const payload =
      opts.form !== undefined
        ? new URLSearchParams(opts.form).toString()
        : opts.body === undefined
          ? undefined
          : JSON.stringify(opts.body);
    try {
      const res = await this.pool.request({
        method,
        path,
        headers,
        body: payload,
        signal: AbortSignal.timeout(this.timeoutMs),
        headersTimeout: this.timeoutMs,
        bodyTimeout: this.timeoutMs,
      });
      const text = await res.body.text();
      let body: unknown = null;
      try {
        body = JSON.parse(text);
      } catch {
        // a non-JSON answer is judged by its status alone
      }
      return { status: res.statusCode, body };
    } catch {
      return null;
    }
  }

  private outcome<T>(res: { status: number; body: unknown } | null, pick: (body: unknown) => T | null): AuthOutcome<T> {
    if (!res || res.status >= 500) return { kind: 'unavailable' };
    if (res.status === 200) {
      const value = pick(res.body);
      return value === null ? { kind: 'unavailable' } : { kind: 'ok', value };
    }
    return { kind: 'rejected', status: res.status, message: (res.body as { message?: string } | null)?.message ?? '' };
  }

  async login(email: string, password: string): Promise<AuthOutcome<string>> {
    const res = await this.call('POST', '/api/login', { body: { email, password } });
    return this.outcome(res, (b) =>
      typeof (b as { token?: unknown })?.token === 'string' ? (b as { token: string }).token : null,
    );
  }

  async verifyCode(otpToken: string, code: string): Promise<AuthOutcome<TokenPair>> {
    const res = await this.call('POST', '/api/login/otp/verify', { body: { code }, bearer: otpToken });
    return this.outcome(res, (b) => (isPair(b) ? { token: b.token, refreshToken: b.refreshToken } : null));
  }

  /**
   * §6 external sign-in: the provider's authorization code, checked by the publisher against its provider. §7 names
   * the form fields code and redirect_uri; code_verifier (PKCE) and nonce are our additions (docs/origin-api.md).
   */
  async externalSignIn(form: {
    code: string;
    redirect_uri: string;
    code_verifier: string;
    nonce: string;
  }): Promise<AuthOutcome<TokenPair>> {
    const res = await this.call('POST', '/api/login/google/check', { form });
    return this.outcome(res, (b) => (isPair(b) ? { token: b.token, refreshToken: b.refreshToken } : null));
  }

  async refresh(refreshToken: string): Promise<AuthOutcome<TokenPair>> {
    const res = await this.call('POST', '/api/token/refresh', { body: { refreshToken } });
    return this.outcome(res, (b) => (isPair(b) ? { token: b.token, refreshToken: b.refreshToken } : null));
  }

  /** Whether the publisher vouches for an access token (preview mode's gate, server/policy/preview-gate.ts). */
  async me(accessToken: string): Promise<AuthOutcome<true>> {
    const res = await this.call('GET', '/api/me', { bearer: accessToken });
    return this.outcome(res, () => true);
  }

  /** Calls `listener` with each access token a logout ends; the logout waits for what it answers. */
  onTokenEnded(listener: (accessToken: string) => unknown): void {
    this.endedListeners.add(listener);
  }

  async logout(accessToken: string): Promise<AuthOutcome<true>> {
    await Promise.all([...this.endedListeners].map(async (listener) => listener(accessToken)));
    const res = await this.call('GET', '/api/logout', { bearer: accessToken });
    return this.outcome(res, () => true);
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
