// A supporter's session in the browser (§2.1 support pages; docs/bff-api.md "Supporters"): the CRM's bearer token in
// a cookie, and the pending sign-in's challenge in a short-lived one (names and attributes: http/site-cookies.ts).
// Forms a signed-in supporter sends carry a token derived from the session (an HMAC keyed by the bearer token), so
// another site can neither read nor forge it, and no server secret has to be shared between BFF processes.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { BffConfig } from '../config.ts';
import { CSRF_FIELD } from '../../shared/support-forms.ts';
import { SITE_COOKIES, siteCookie, type SiteCookie } from '../policy/site-cookies.ts';
import { SITE_COOKIE_LIFETIMES_S } from '../../shared/cookie-lifetimes.ts';

export const SUPPORTER_SESSION_COOKIE = SITE_COOKIES.supporterSession;
export const SUPPORTER_CHALLENGE_COOKIE = SITE_COOKIES.supporterChallenge;

type CookieConfig = Pick<BffConfig, 'secureCookies'>;

/** A cookie set for its lifetime (shared/cookie-lifetimes.ts), or sooner, or cleared with `maxAge` 0. */
const cookie = (name: SiteCookie, value: string, config: CookieConfig, maxAge?: number) =>
  siteCookie(name, value, config, maxAge);

export function supporterSessionOf(req: FastifyRequest): string | null {
  const token = req.cookies?.[SUPPORTER_SESSION_COOKIE];
  return token && /^[A-Za-z0-9_.~-]{16,512}$/.test(token) ? token : null;
}

/**
 * Whether the request carries a supporter session cookie at all, valid or not: such a reader is never served a shared
 * copy of a supporter page (the page pipeline's isSharedAnswer), even before the CRM has looked at the token.
 */
export function carriesSupporterSession(req: FastifyRequest): boolean {
  return !!req.cookies?.[SUPPORTER_SESSION_COOKIE];
}

export function supporterChallengeOf(req: FastifyRequest): string | null {
  const challenge = req.cookies?.[SUPPORTER_CHALLENGE_COOKIE];
  return challenge && /^[A-Za-z0-9_-]{16,128}$/.test(challenge) ? challenge : null;
}

/** `expiresAt` is the CRM's (unix s); `nowS` the BFF's clock. The cookie never outlives the session it holds. */
export function supporterSessionCookie(token: string, expiresAt: number, nowS: number, config: CookieConfig): string {
  const left = Math.floor(expiresAt - nowS);
  return cookie(
    'supporterSession',
    token,
    config,
    Math.max(60, Math.min(SITE_COOKIE_LIFETIMES_S.supporterSession, left)),
  );
}

export function clearedSupporterSessionCookie(config: CookieConfig): string {
  return cookie('supporterSession', '', config, 0);
}

export function supporterChallengeCookie(challenge: string, config: CookieConfig): string {
  return cookie('supporterChallenge', challenge, config);
}

export function clearedSupporterChallengeCookie(config: CookieConfig): string {
  return cookie('supporterChallenge', '', config, 0);
}

/** The value of the forms' hidden CSRF_FIELD for this session: pages put it in every signed-in form. */
export function supporterCsrfToken(sessionToken: string): string {
  return createHmac('sha256', sessionToken).update('supporter-form').digest('base64url');
}

export function validSupporterCsrf(sessionToken: string, body: unknown): boolean {
  const given = (body as Record<string, unknown> | null)?.[CSRF_FIELD];
  if (typeof given !== 'string') return false;
  const want = Buffer.from(supporterCsrfToken(sessionToken));
  const got = Buffer.from(given);
  return got.length === want.length && timingSafeEqual(got, want);
}

/** What a supporter page needs to render its forms: whether someone is signed in, and their forms' token. */
export function supporterFormState(req: FastifyRequest): { signedIn: boolean; csrf: string | null } {
  const token = supporterSessionOf(req);
  return { signedIn: token !== null, csrf: token ? supporterCsrfToken(token) : null };
}
