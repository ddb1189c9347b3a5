// The cookies of an editor's session (§6: the bearer token lives in cookies), with the names and attributes of
// site-cookies.ts (`__Host-` on https). Serialised here as raw Set-Cookie values, because a streamed page is written
// after reply.hijack(), which skips @fastify/cookie's onSend hook.
import type { FastifyRequest } from 'fastify';
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from '../../shared/constants.ts';
import type { BffConfig } from '../config.ts';
import { SITE_COOKIES, siteCookie, type SiteCookie } from '../policy/site-cookies.ts';

/** Holds the first factor's short-lived token between the password form and the code form. */
export const OTP_TOKEN_COOKIE = SITE_COOKIES.loginOtp;
/** As long as the publisher's refresh token lives (§7 refresh: 30 days); the access JWT carries its own expiry. */
const SESSION_MAX_AGE_S = 30 * 24 * 3600;
const OTP_MAX_AGE_S = 300;
const LOGIN_REDIRECT_MAX_AGE_S = 3600;

export interface TokenPair {
  token: string;
  refreshToken: string;
}

export interface SessionTokens {
  accessToken?: string;
  refreshToken?: string;
}

type CookieConfig = Pick<BffConfig, 'secureCookies'>;

const cookie = (name: SiteCookie, value: string, config: CookieConfig, maxAge: number) =>
  siteCookie(name, value, config, maxAge);

/** The tokens a request carries, or null for a reader without a session. */
export function sessionTokensOf(req: FastifyRequest): SessionTokens | null {
  const accessToken = req.cookies?.[ACCESS_TOKEN_COOKIE] || undefined;
  const refreshToken = req.cookies?.[REFRESH_TOKEN_COOKIE] || undefined;
  return accessToken || refreshToken ? { accessToken, refreshToken } : null;
}

export function sessionCookies(pair: TokenPair, config: CookieConfig): string[] {
  return [
    cookie('accessToken', pair.token, config, SESSION_MAX_AGE_S),
    cookie('refreshToken', pair.refreshToken, config, SESSION_MAX_AGE_S),
  ];
}

export function clearedSessionCookies(config: CookieConfig): string[] {
  return [cookie('accessToken', '', config, 0), cookie('refreshToken', '', config, 0)];
}

/** §4 the path a reader sent to /login was going to. */
export function loginRedirectCookie(path: string, config: CookieConfig): string {
  return cookie('loginRedirect', path, config, LOGIN_REDIRECT_MAX_AGE_S);
}

export function clearedLoginRedirectCookie(config: CookieConfig): string {
  return cookie('loginRedirect', '', config, 0);
}

export function otpTokenCookie(token: string, config: CookieConfig): string {
  return cookie('loginOtp', token, config, OTP_MAX_AGE_S);
}

export function clearedOtpTokenCookie(config: CookieConfig): string {
  return cookie('loginOtp', '', config, 0);
}
