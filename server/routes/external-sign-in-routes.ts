// External sign-in for editors (§6 OAuth, OpenID Connect code flow with PKCE; docs/bff-api.md "Editors"):
//   GET /login/kulso              starts it: a new flow in a cookie, then off to the provider;
//   GET /login/kulso/visszateres  the provider sends the reader back with a code; the publisher API checks it
//                                 (POST /api/login/google/check) and answers with the same session as a password
//                                 sign-in, whose cookies are set here before the reader returns to the remembered path.
// §8: a failure returns the reader to /login with one generic message and makes one log line with the reason.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LOGIN_REDIRECT_COOKIE } from '../../shared/constants.ts';
import { EXTERNAL_SIGN_IN_CALLBACK_PATH, EXTERNAL_SIGN_IN_PATH } from '../../shared/external-sign-in.ts';
import type { BffConfig } from '../config.ts';
import { personalRoutes, retryAfter } from '../policy/answer-policy.ts';
import { siteOriginOf } from '../policy/same-site.ts';
import type { AttemptLimits } from '../auth/attempt-limits.ts';
import { loginPage } from './auth-routes.ts';
import { OidcAuthorization } from '../auth/oidc-authorization.ts';
import { safeReturnPath } from '../auth/login-return-path.ts';
import { SITE_COOKIE_LIFETIMES_S } from '../../shared/cookie-lifetimes.ts';
import { FIELD_MAX_LENGTH } from '../../shared/request-limits.ts';
import { clearedOidcFlowCookie, newOidcFlow, oidcFlowCookie, oidcFlowOf } from '../auth/oidc-flow.ts';
import type { PublisherAuth } from '../auth/publisher-auth.ts';
import { clearedLoginRedirectCookie, sessionCookies } from '../auth/session-cookies.ts';
import { addCookies } from '../auth/session-reply.ts';

export interface ExternalSignInDeps {
  config: BffConfig;
  auth: PublisherAuth;
  limits: AttemptLimits;
}

interface CallbackQuery {
  code?: string;
  state?: string;
  error?: string;
  iss?: string;
}

export async function registerExternalSignInRoutes(
  app: FastifyInstance,
  { config, auth, limits }: ExternalSignInDeps,
): Promise<void> {
  const provider = config.oidc
    ? new OidcAuthorization(config.oidc, config.upstreamTimeoutMs.primary, config.clock)
    : null;
  const siteOrigin = (req: FastifyRequest) => siteOriginOf(req, config);
  const callbackUri = (req: FastifyRequest) => `${siteOrigin(req).replace(/\/$/, '')}${EXTERNAL_SIGN_IN_CALLBACK_PATH}`;

  const go = (reply: FastifyReply, location: string, cookies: string[]) => {
    addCookies(reply, cookies);
    return reply.code(302).header('location', location).send();
  };
  /** Back to /login with the generic message; the flow is over either way. */
  const fail = (req: FastifyRequest, reply: FastifyReply, reason: string) => {
    req.log.warn({ reason }, 'external sign-in failed');
    return go(reply, loginPage(null, 'kulso'), [clearedOidcFlowCookie(config)]);
  };

  // Each step of the flow sets or clears its cookie and answers one reader: private (personalRoutes).
  await app.register(async (scope) => {
    personalRoutes(scope);
    scope.get(EXTERNAL_SIGN_IN_PATH, async (req, reply) => {
      if (!provider) return fail(req, reply, 'external sign-in is not configured (OIDC_ISSUER, OIDC_CLIENT_ID)');
      const flow = newOidcFlow();
      const verdict = await limits.attempt(req, 'editor-external', flow.state);
      if (!verdict.allowed) return go(retryAfter(reply, verdict.retryAfterS), loginPage(null, 'korlat'), []);
      let location: string;
      try {
        location = await provider.authorizationUrl(flow, callbackUri(req));
      } catch (err) {
        return fail(req, reply, `provider discovery: ${(err as Error).message}`);
      }
      return go(reply, location, [oidcFlowCookie(flow, config)]);
    });

    scope.get<{ Querystring: CallbackQuery }>(EXTERNAL_SIGN_IN_CALLBACK_PATH, async (req, reply) => {
      if (!provider) return fail(req, reply, 'external sign-in is not configured (OIDC_ISSUER, OIDC_CLIENT_ID)');
      const q = req.query;
      const text = (v: unknown) =>
        typeof v === 'string' && v.length <= FIELD_MAX_LENGTH.callbackQueryValue ? v : undefined;
      // Counted per client and per state before anything is checked: a flow cookie is the browser's to write, so a
      // forged return costs the caller an attempt like a real one, and a state replayed is held before it is looked at.
      const state = text(q.state);
      const verdict = await limits.attempt(req, 'editor-external', state ?? null);
      if (!verdict.allowed) return go(retryAfter(reply, verdict.retryAfterS), loginPage(null, 'korlat'), []);
      const flow = oidcFlowOf(req);
      if (!flow) return fail(req, reply, 'no sign-in in progress in this browser');
      if (state !== flow.state) return fail(req, reply, 'state does not belong to this browser');
      // A state is spent once in any worker (the shared store): a replayed callback is refused even with the flow cookie
      // still at hand.
      if (!(await limits.firstUse(`oidc-state:${flow.state}`, SITE_COOKIE_LIFETIMES_S.oidcFlow * 1000)))
        return fail(req, reply, 'state already used');
      // RFC 9207: a provider that names itself must be ours (mix-up defence).
      if (q.iss !== undefined && text(q.iss) !== provider.issuer) return fail(req, reply, 'answer from another issuer');
      if (q.error !== undefined)
        return fail(req, reply, `provider answered ${String(text(q.error) ?? 'an error').slice(0, 64)}`);
      const code = text(q.code);
      if (!code) return fail(req, reply, 'no code in the answer');

      const outcome = await auth.externalSignIn({
        code,
        redirect_uri: callbackUri(req),
        code_verifier: flow.verifier,
        nonce: flow.nonce,
      });
      if (outcome.kind === 'rejected') return fail(req, reply, `publisher refused (${outcome.status})`);
      if (outcome.kind === 'unavailable') return fail(req, reply, 'publisher unavailable');
      const target = safeReturnPath(req.cookies?.[LOGIN_REDIRECT_COOKIE], siteOrigin(req));
      return go(reply, target, [
        ...sessionCookies(outcome.value, config),
        clearedLoginRedirectCookie(config),
        clearedOidcFlowCookie(config),
      ]);
    });
  });
}
