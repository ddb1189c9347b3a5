// An editor's session on the /api proxy (§4 Session, §8 401): the bearer each proxied call carries upstream, taken
// from the HttpOnly cookies and refreshed up front when its expiry has passed; and when the publisher still answers
// 401 'Expired JWT Token' or 'Missing accessToken, use your refreshToken!' (clocks apart, a token revoked early), one
// refresh through the process-wide single-flight refresher and one retry of the call. A refresh the publisher refuses
// ends the session: the cookies are cleared and the caller is told to sign in again at /login. Only calls without a
// request body are retried (the body of a proxied call is streamed through and is gone); a publisher that cannot
// answer the refresh is a 503, not a logout (decision 006).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LOGIN_PATH } from '../../shared/constants.ts';
import type { BffConfig } from '../config.ts';
import { accessTokenExpired } from './access-token-expiry.ts';
import { isExpiredTokenMessage } from './editor-session.ts';
import { clearedSessionCookies, sessionCookies, sessionTokensOf } from './session-cookies.ts';
import { addCookies } from './session-reply.ts';
import type { TokenRefresher } from './token-refresher.ts';
import { refuse, retryAfter } from '../policy/answer-policy.ts';

/** What @fastify/reply-from hands onResponse: the upstream answer, its headers already copied to the reply. */
interface UpstreamAnswer {
  statusCode: number;
  headers: Record<string, unknown>;
  stream: NodeJS.ReadableStream & { destroy?: () => void };
}

/** The reply options of the proxy, reused for the retry (same header rewriting, now with the new bearer). */
export interface RetryReplyOptions {
  rewriteRequestHeaders: (req: FastifyRequest, headers: Record<string, unknown>) => Record<string, unknown>;
  rewriteHeaders: (headers: Record<string, unknown>, req: FastifyRequest) => Record<string, unknown>;
}

const RETRYABLE_METHODS = new Set(['GET', 'HEAD', 'DELETE']);
/** A 401's body is a short JSON message; anything longer is not one of ours to read. */
const MAX_401_BODY = 16 * 1024;

/** The answer that sends a caller of the API to sign in again (the page's script follows `login`). */
export const SIGN_IN_AGAIN = { message: 'The session has ended: sign in again.', login: LOGIN_PATH } as const;

async function readSmall(stream: UpstreamAnswer['stream']): Promise<string | null> {
  let text = '';
  for await (const chunk of stream as AsyncIterable<Buffer | string>) {
    text += String(chunk);
    if (text.length > MAX_401_BODY) {
      stream.destroy?.();
      return null;
    }
  }
  return text;
}

export class ProxiedSession {
  /** The bearer each proxied request carries upstream, decided in its preHandler. */
  private readonly bearers = new WeakMap<FastifyRequest, string>();
  private readonly retried = new WeakSet<FastifyRequest>();

  constructor(
    private readonly config: BffConfig,
    private readonly refresher: TokenRefresher,
  ) {}

  bearerOf(req: FastifyRequest): string | undefined {
    return this.bearers.get(req);
  }

  /** Before the call: the access token, refreshed first when its expiry has passed (a streamed call may not be retried). */
  async prepare(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    const tokens = sessionTokensOf(req);
    if (!tokens) return;
    const { accessToken, refreshToken } = tokens;
    if (!refreshToken || (accessToken && !accessTokenExpired(accessToken))) {
      if (accessToken) this.bearers.set(req, accessToken);
      return;
    }
    const outcome = await this.refresher.refresh(refreshToken);
    if (outcome.kind === 'ok') {
      addCookies(reply, sessionCookies(outcome.value, this.config));
      this.bearers.set(req, outcome.value.token);
    } else if (outcome.kind === 'rejected') {
      addCookies(reply, clearedSessionCookies(this.config));
    } else if (accessToken) {
      this.bearers.set(req, accessToken);
    }
  }

  /** reply-from's onResponse: passes the answer through, except a 401 that a refresh may cure. */
  onResponse(req: FastifyRequest, reply: FastifyReply, res: UpstreamAnswer, options: RetryReplyOptions): void {
    if (
      res.statusCode !== 401 ||
      !this.bearers.has(req) ||
      this.retried.has(req) ||
      !RETRYABLE_METHODS.has(req.method)
    ) {
      void reply.send(res.stream);
      return;
    }
    this.retry(req, reply, res, options).catch((err) => {
      req.log.warn({ err: (err as Error).message }, 'retry after token refresh failed');
      if (!reply.sent) void refuse(reply, 502, 'The publisher API did not answer.');
    });
  }

  private async retry(
    req: FastifyRequest,
    reply: FastifyReply,
    res: UpstreamAnswer,
    options: RetryReplyOptions,
  ): Promise<void> {
    const text = await readSmall(res.stream);
    let message = '';
    try {
      message = (JSON.parse(text ?? '') as { message?: unknown }).message as string;
    } catch {
      // not JSON: not a refreshable 401
    }
    const refreshToken = sessionTokensOf(req)?.refreshToken;
    if (text === null || typeof message !== 'string' || !isExpiredTokenMessage(message) || !refreshToken) {
      void reply.send(text ?? '');
      return;
    }
    // The first answer's headers were copied onto the reply; the next answer brings its own.
    for (const name of Object.keys(res.headers)) reply.removeHeader(name);
    this.retried.add(req);
    const outcome = await this.refresher.refresh(refreshToken);
    if (outcome.kind === 'rejected') {
      req.log.info('editor session ended on the API proxy: the refresh was refused');
      addCookies(reply, clearedSessionCookies(this.config));
      // It answers a request that carried a session: the answer policy makes it private, no-store.
      void refuse(reply, 401, SIGN_IN_AGAIN.message, undefined, { login: SIGN_IN_AGAIN.login });
      return;
    }
    if (outcome.kind === 'unavailable') {
      void refuse(retryAfter(reply), 503, 'The session could not be renewed now; try again.');
      return;
    }
    addCookies(reply, sessionCookies(outcome.value, this.config));
    this.bearers.set(req, outcome.value.token);
    const q = req.url.indexOf('?');
    void reply.from(q === -1 ? req.url : req.url.slice(0, q), {
      rewriteRequestHeaders: options.rewriteRequestHeaders as never,
      rewriteHeaders: options.rewriteHeaders as never,
      onResponse: (_req, again, answer) => void again.send((answer as unknown as UpstreamAnswer).stream),
    });
  }
}
