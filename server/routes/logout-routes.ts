// An editor's sign-out (logout CSRF). POST /auth/logout, a same-origin form post, ends this browser's
// sign-in: the publisher ends that session (its refresh-token family, and at once every access token of it), and the
// cookies go; the editor's other devices stay signed in. GET /auth/logout ends nothing: it shows the page with the
// sign-out button. A page rather than a 405 because editors have no other sign-out control (every page's header is
// the readers' one, and the article page's script budget has no room for one), so the address is the control that
// bookmarks and the preview instructions point at: a link to it, from anywhere, now costs one more click and ends
// nothing by itself.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LOGOUT_PATH } from '../../shared/constants.ts';
import type { BffConfig } from '../config.ts';
import { sendConfirmPage } from './confirm-page.ts';
import { isCrossSiteForm } from '../policy/cross-site-form.ts';
import { FORM_BODY_LIMIT_BYTES } from '../../shared/request-limits.ts';
import { refuseCrossSite, seeOther, siteOriginOf } from '../policy/same-site.ts';
import { resolveSite } from '../../shared/sites/site-table.ts';
import { isExpiredTokenMessage } from '../auth/editor-session.ts';
import type { PublisherAuth } from '../auth/publisher-auth.ts';
import {
  clearedOtpTokenCookie,
  clearedSessionCookies,
  sessionTokensOf,
  type SessionTokens,
} from '../auth/session-cookies.ts';
import { addCookies } from '../auth/session-reply.ts';
import type { TokenRefresher } from '../auth/token-refresher.ts';

export interface LogoutRouteDeps {
  config: BffConfig;
  auth: PublisherAuth;
  refresher: TokenRefresher;
}

/** Registers into the auth routes' scope, which parses forms. */
export function registerLogoutRoutes(scope: FastifyInstance, { config, auth, refresher }: LogoutRouteDeps): void {
  const siteOrigin = (req: FastifyRequest) => siteOriginOf(req, config);

  /** Best effort: the publisher ends this sign-in; an expired access token is refreshed for it first. */
  async function logoutUpstream(tokens: SessionTokens): Promise<void> {
    const first = tokens.accessToken ? await auth.logout(tokens.accessToken) : null;
    const expired =
      !first || (first.kind === 'rejected' && first.status === 401 && isExpiredTokenMessage(first.message));
    if (!expired || !tokens.refreshToken) return;
    const refreshed = await refresher.refresh(tokens.refreshToken);
    if (refreshed.kind === 'ok') await auth.logout(refreshed.value.token);
  }

  scope.get(LOGOUT_PATH, async (req, reply: FastifyReply) =>
    sendConfirmPage(reply, config, {
      siteClass: resolveSite(req.domain, '/').cssClass,
      title: 'Kijelentkezés',
      // The editors' pages address them formally (client/pages/login-page.tsx); the supporters' informally.
      text: ['Ezzel a gombbal kijelentkezik ebben a böngészőben. A többi eszközén bejelentkezve marad.'],
      form: { action: LOGOUT_PATH, fields: {}, button: 'Kijelentkezés' },
      cancel: { href: '/', text: 'Mégse, vissza a címlapra' },
    }),
  );

  scope.post(LOGOUT_PATH, { bodyLimit: FORM_BODY_LIMIT_BYTES }, async (req, reply) => {
    if (isCrossSiteForm(req, siteOrigin(req))) return refuseCrossSite(reply);
    const tokens = sessionTokensOf(req);
    if (tokens)
      await logoutUpstream(tokens).catch((err) =>
        req.log.warn({ err: (err as Error).message }, 'publisher logout failed'),
      );
    addCookies(reply, [...clearedSessionCookies(config), clearedOtpTokenCookie(config)]);
    return seeOther(reply, '/', siteOrigin(req));
  });
}
