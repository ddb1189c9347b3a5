// The BFF's sign-in endpoints behind the login page (§4 Preview mode, §6 Login). Plain form posts answered with
// 303 redirects, so signing in works without JavaScript: POST /auth/login (email, password) keeps the first
// factor's token in a short-lived HttpOnly cookie and shows the code form; POST /auth/otp (code) sets the session
// cookies and returns the reader to the remembered path; POST /auth/logout ends this browser's sign-in (logout-routes.ts).
import { createHash } from 'node:crypto';
import { addFormParser, formField } from './form-body.ts';
import { FIELD_MAX_LENGTH, FORM_BODY_LIMIT_BYTES } from '../../shared/request-limits.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LOGIN_PATH, LOGIN_REDIRECT_COOKIE, MSG_INVALID_CODE } from '../../shared/constants.ts';
import type { BffConfig } from '../config.ts';
import { isCrossSiteForm } from '../policy/cross-site-form.ts';
import type { AttemptLimits } from '../auth/attempt-limits.ts';
import { registerLogoutRoutes } from './logout-routes.ts';
import { personalRoutes, retryAfter } from '../policy/answer-policy.ts';
import { refuseCrossSite, seeOther as seeOtherOn, siteOriginOf } from '../policy/same-site.ts';
import { safeReturnPath } from '../auth/login-return-path.ts';
import type { PublisherAuth } from '../auth/publisher-auth.ts';
import {
  clearedLoginRedirectCookie,
  clearedOtpTokenCookie,
  OTP_TOKEN_COOKIE,
  otpTokenCookie,
  sessionCookies,
} from '../auth/session-cookies.ts';
import { addCookies } from '../auth/session-reply.ts';
import type { TokenRefresher } from '../auth/token-refresher.ts';

export interface AuthRouteDeps {
  config: BffConfig;
  auth: PublisherAuth;
  refresher: TokenRefresher;
  limits: AttemptLimits;
}

/**
 * What the login page shows after a failed step (the `hiba` query parameter): korlat = too many attempts (the same
 * for every account, existing or not); kulso = the external sign-in failed.
 */
export type LoginError = 'adatok' | 'kod' | 'lejart' | 'szolgaltatas' | 'korlat' | 'kulso';

/**
 * The counting key of a code attempt: the first factor's token itself, as the publisher issued and signed it. Never
 * the account its payload names: the BFF cannot check that signature, and a cookie naming the editor's id written by
 * anyone once spent the editor's own code attempts. A forged token counts against itself (and its address)
 * and the publisher refuses it; the real one is only in the real editor's cookie.
 */
const otpAttemptKey = (token: string): string => `otp:${createHash('sha256').update(token).digest('base64url')}`;

export const loginPage = (step: 'kod' | null, error: LoginError | null) => {
  const q = new URLSearchParams();
  if (step) q.set('lepes', step);
  if (error) q.set('hiba', error);
  const s = q.toString();
  return s ? `${LOGIN_PATH}?${s}` : LOGIN_PATH;
};

export async function registerAuthRoutes(
  app: FastifyInstance,
  { config, auth, refresher, limits }: AuthRouteDeps,
): Promise<void> {
  const siteOrigin = (req: FastifyRequest) => siteOriginOf(req, config);

  // Login CSRF: another site must not sign a reader in to an account of its choosing.
  const crossSite = (req: FastifyRequest) => isCrossSiteForm(req, siteOrigin(req));

  const seeOther = (req: FastifyRequest, reply: FastifyReply, location: string, cookies: string[] = []) => {
    addCookies(reply, cookies);
    return seeOtherOn(reply, location, siteOrigin(req));
  };

  await app.register(async (scope) => {
    personalRoutes(scope);
    addFormParser(scope);

    scope.post('/auth/login', { bodyLimit: FORM_BODY_LIMIT_BYTES }, async (req, reply) => {
      if (crossSite(req)) return refuseCrossSite(reply);
      const email = formField(req.body, 'email', FIELD_MAX_LENGTH.editorEmail);
      const password = formField(req.body, 'password', FIELD_MAX_LENGTH.password);
      const verdict = await limits.attempt(req, 'editor-password', email?.trim() ?? null);
      if (!verdict.allowed) return seeOther(req, retryAfter(reply, verdict.retryAfterS), loginPage(null, 'korlat'));
      if (!email || !password) return seeOther(req, reply, loginPage(null, 'adatok'));
      const outcome = await auth.login(email.trim(), password);
      // Only the publisher's verdict on the password feeds the account's back-off (attempt-limits.ts PASSWORD_BACKOFF).
      if (outcome.kind === 'ok') {
        limits.succeeded(req, 'editor-password', email.trim());
        return seeOther(req, reply, loginPage('kod', null), [otpTokenCookie(outcome.value, config)]);
      }
      if (outcome.kind === 'rejected') limits.failed(req, 'editor-password', email.trim());
      return seeOther(req, reply, loginPage(null, outcome.kind === 'rejected' ? 'adatok' : 'szolgaltatas'));
    });

    scope.post('/auth/otp', { bodyLimit: FORM_BODY_LIMIT_BYTES }, async (req, reply) => {
      if (crossSite(req)) return refuseCrossSite(reply);
      const otpToken = req.cookies?.[OTP_TOKEN_COOKIE];
      if (!otpToken) return seeOther(req, reply, loginPage(null, 'lejart'));
      const verdict = await limits.attempt(req, 'editor-code', otpAttemptKey(otpToken));
      if (!verdict.allowed) return seeOther(req, retryAfter(reply, verdict.retryAfterS), loginPage('kod', 'korlat'));
      const code = formField(req.body, 'code', FIELD_MAX_LENGTH.oneTimeCode)?.replace(/\s+/g, '');
      if (!code) return seeOther(req, reply, loginPage('kod', 'kod'));
      const outcome = await auth.verifyCode(otpToken, code);
      if (outcome.kind === 'ok') {
        const target = safeReturnPath(req.cookies?.[LOGIN_REDIRECT_COOKIE], siteOrigin(req));
        return seeOther(req, reply, target, [
          ...sessionCookies(outcome.value, config),
          clearedOtpTokenCookie(config),
          clearedLoginRedirectCookie(config),
        ]);
      }
      if (outcome.kind === 'unavailable') return seeOther(req, reply, loginPage('kod', 'szolgaltatas'));
      if (outcome.message === MSG_INVALID_CODE) return seeOther(req, reply, loginPage('kod', 'kod'));
      // The first factor's token expired or was refused: start again.
      return seeOther(req, reply, loginPage(null, 'lejart'), [clearedOtpTokenCookie(config)]);
    });

    registerLogoutRoutes(scope, { config, auth, refresher });
  });
}
