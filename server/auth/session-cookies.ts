// The cookies of an editor's session (§6: the bearer token lives in cookies), with the names and attributes of
// site-cookies.ts (`__Host-` on https). Serialised here as raw Set-Cookie values, because a streamed page is written
// after reply.hijack(), which skips @fastify/cookie's onSend hook.
import type { FastifyRequest } from 'fastify';
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from '../../shared/constants.ts';
import type { BffConfig } from '../config.ts';
import { SITE_COOKIES, siteCookie, type SiteCookie } from '../policy/site-cookies.ts';

/** Holds the first factor's short-lived token between the password form and the code form. */
export const OTP_TOKEN_COOKIE = SITE_COOKIES.loginOtp;

export interface TokenPair {
  token: string;
  refreshToken: string;
}

export interface SessionTokens {
  accessToken?: string;
  refreshToken?: string;
}

type CookieConfig = Pick<BffConfig, 'secureCookies'>;

/** A cookie set for its lifetime (shared/cookie-lifetimes.ts), or cleared with `maxAge` 0. */
const cookie = (name: SiteCookie, value: string, config: CookieConfig, maxAge?: number) =>
  siteCookie(name, value, config, maxAge);

/** The tokens a request carries, or null for a reader without a session. */
export function sessionTokensOf(req: FastifyRequest): SessionTokens | null {
  const accessToken = req.cookies?.[ACCESS_TOKEN_COOKIE] || undefined;
  const refreshToken = req.cookies?.[REFRESH_TOKEN_COOKIE] || undefined;
  return accessToken || refreshToken ? { accessToken, refreshToken } : null;
}

export function sessionCookies(pair: TokenPair, config: CookieConfig): string[] {
  return [cookie('accessToken', pair.token, config), cookie('refreshToken', pair.refreshToken, config)];
}

export function clearedSessionCookies(config: CookieConfig): string[] {
  return [cookie('accessToken', '', config, 0), cookie('refreshToken', '', config, 0)];
}

/** §4 the path a reader sent to /login was going to. */
export function loginRedirectCookie(path: string, config: CookieConfig): string {
  return cookie('loginRedirect', path, config);
}

export function clearedLoginRedirectCookie(config: CookieConfig): string {
  return cookie('loginRedirect', '', config, 0);
}

export function otpTokenCookie(token: string, config: CookieConfig): string {
  return cookie('loginOtp', token, config);
}

export function clearedOtpTokenCookie(config: CookieConfig): string {
  return cookie('loginOtp', '', config, 0);
}
