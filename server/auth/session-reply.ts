// Turns what happened to an editor's session during a request into the reply's headers, before the first byte
// (§4 Session, §6, §8): rotated tokens become Set-Cookie headers; a refused session (refresh failed, token rejected,
// or a 403 in preview mode) clears both cookies and sends the reader to /login with the path remembered.
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { BffConfig } from '../config.ts';
import type { CookieSession } from './cookie-session.ts';
import { rememberablePath } from './login-return-path.ts';
import type { PublisherAuth } from './publisher-auth.ts';
import { clearedSessionCookies, loginRedirectCookie, sessionCookies } from './session-cookies.ts';

export interface SessionReplyDeps {
  config: BffConfig;
  auth: PublisherAuth;
}

/** Appends Set-Cookie values; Fastify keeps every value of a repeated set-cookie header. */
export function addCookies(reply: FastifyReply, cookies: string[]): void {
  if (cookies.length) reply.header('set-cookie', cookies);
}

/** Cookies for a trip to /login: the requested path remembered, and the session cleared when there was one. */
export function loginCookies(
  config: BffConfig,
  requested: string,
  siteOrigin: string,
  clearSession: boolean,
): string[] {
  const remembered = rememberablePath(requested, siteOrigin);
  return [
    ...(clearSession ? clearedSessionCookies(config) : []),
    ...(remembered ? [loginRedirectCookie(remembered, config)] : []),
  ];
}

/** 'login' when the reader must sign in again (the cookies for it are set on the reply); 'continue' otherwise. */
export function settleSession(
  reply: FastifyReply,
  session: CookieSession | undefined,
  deps: SessionReplyDeps,
  requested: string,
  siteOrigin: string,
  log: FastifyBaseLogger,
): 'continue' | 'login' {
  if (!session) return 'continue';
  const { config, auth } = deps;
  if (session.state === 'failed' || (session.state === 'forbidden' && config.previewMode)) {
    const token = session.accessToken;
    // §8 a preview 403 logs out: the publisher forgets the refresh tokens too (best effort, the reader does not wait).
    if (session.state === 'forbidden' && token) {
      auth.logout(token).then(
        (o) => {
          if (o.kind !== 'ok') log.info({ outcome: o.kind }, 'publisher logout after 403 did not succeed');
        },
        () => {},
      );
    }
    log.info({ state: session.state }, 'editor session ended; sending the reader to sign in');
    addCookies(reply, loginCookies(config, requested, siteOrigin, true));
    return 'login';
  }
  const rotated = session.rotated;
  if (rotated) addCookies(reply, sessionCookies(rotated, config));
  return 'continue';
}
