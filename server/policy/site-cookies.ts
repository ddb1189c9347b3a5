// The BFF's own cookies, in one place: their names and their attributes; how long each lives is
// shared/cookie-lifetimes.ts's (SITE_COOKIE_LIFETIMES_S, every cookie's lifetime in one home). Every one is HttpOnly,
// SameSite=Lax and Path=/. When the public origin is https they are Secure and named with the `__Host-` prefix, which
// makes a browser take them only from a secure page of this very host, with Path=/ and no Domain: neither a plain-http
// page nor a sibling subdomain can plant or overwrite a session (the prefix is what makes Secure hold against that).
// On a plain-http origin (local development and the tests) the names stay plain and the cookies cannot be Secure.
//
// Readers keep using the plain names: on https, the request's cookies are read from their `__Host-` names only, and a
// plain-named one, which anyone able to set cookies for the host could have planted, is dropped (normaliseCookieNames,
// right after the cookie plugin has parsed them). Writers serialise through siteCookie.
import { fastifyCookie } from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { ACCESS_TOKEN_COOKIE, LOGIN_REDIRECT_COOKIE, REFRESH_TOKEN_COOKIE } from '../../shared/constants.ts';
import { SITE_COOKIE_LIFETIMES_S } from '../../shared/cookie-lifetimes.ts';
import type { BffConfig } from '../config.ts';

/** Every cookie the BFF sets, by its plain name. */
export const SITE_COOKIES = {
  /** §6 the editor's session */
  accessToken: ACCESS_TOKEN_COOKIE,
  refreshToken: REFRESH_TOKEN_COOKIE,
  /** §4 the path a reader sent to /login was going to */
  loginRedirect: LOGIN_REDIRECT_COOKIE,
  /** the editor's first factor, between the password and the code form */
  loginOtp: 'login_otp',
  /** one external sign-in's state, nonce and PKCE verifier */
  oidcFlow: 'oidc_flow',
  /** the CRM's bearer token of a supporter */
  supporterSession: 'supporter_session',
  /** a supporter's pending sign-in (the code form's challenge) */
  supporterChallenge: 'supporter_challenge',
  /** the payment provider's checkout session a reader went to pay in, read when they come back */
  supportCheckout: 'support_checkout',
  /** §5 a reader's quiz answers (the quiz service's token) */
  quizToken: 'quiz_token',
} as const;

export type SiteCookie = keyof typeof SITE_COOKIES;

/** Each cookie's lifetime: a cookie without one, or a lifetime of no cookie, does not compile. */
const LIFETIMES_S: Record<SiteCookie, number> &
  Record<Exclude<keyof typeof SITE_COOKIE_LIFETIMES_S, SiteCookie>, never> = SITE_COOKIE_LIFETIMES_S;

export const HOST_PREFIX = '__Host-';

type CookieConfig = Pick<BffConfig, 'secureCookies'>;

/** The name the browser holds the cookie under. */
export function cookieName(cookie: SiteCookie, config: CookieConfig): string {
  return config.secureCookies ? `${HOST_PREFIX}${SITE_COOKIES[cookie]}` : SITE_COOKIES[cookie];
}

/**
 * A Set-Cookie value that lives the cookie's lifetime (SITE_COOKIE_LIFETIMES_S), or `maxAgeS` when the value must go
 * sooner (a session the upstream ends earlier); 0 clears it.
 */
export function siteCookie(
  cookie: SiteCookie,
  value: string,
  config: CookieConfig,
  maxAgeS: number = LIFETIMES_S[cookie],
): string {
  return fastifyCookie.serialize(cookieName(cookie, config), value, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: config.secureCookies,
    maxAge: maxAgeS,
  });
}

export function clearedSiteCookie(cookie: SiteCookie, config: CookieConfig): string {
  return siteCookie(cookie, '', config, 0);
}

/**
 * On https, `req.cookies` holds our cookies under their plain names, read from the `__Host-` ones only. A global hook
 * (server/global-hooks.ts), after @fastify/cookie's, which parses the header.
 */
export function normaliseCookieNames(app: FastifyInstance, config: CookieConfig): void {
  if (!config.secureCookies) return;
  app.addHook('onRequest', async (req) => {
    const cookies = req.cookies;
    if (!cookies) return;
    for (const plain of Object.values(SITE_COOKIES)) {
      const prefixed = cookies[`${HOST_PREFIX}${plain}`];
      delete cookies[plain];
      if (prefixed !== undefined) cookies[plain] = prefixed;
    }
  });
}
