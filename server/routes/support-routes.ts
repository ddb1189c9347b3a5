// The supporter pages' form handlers (§2.1 support; §7 CRM service; docs/bff-api.md "Supporters"): the checkout and
// the payment provider's webhooks (server/payments/), sign-in by the mail's link or code, then cancel a
// recurring payment (after a confirmation; at the provider first), change newsletters, download one's data, delete the
// account and sign out. Plain form posts answered with 303 redirects to a page state that says what
// happened (shared/support-forms.ts), so they work without JavaScript; malformed input is a 400 with the reason.
// §5: none of this exists on the regional edition, nor on the main site while the donations flag is '1'.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FrontendInit } from '../../shared/api-types.ts';
import { CRM_EMAIL, CRM_MSG_INVALID_CODE, type CrmUpdate } from '../../shared/crm-types.ts';
import { resolveSite } from '../../shared/sites/site-table.ts';
import {
  CONFIRM_FIELD,
  CONFIRM_PARAM,
  CSRF_FIELD,
  CONFIRM_PAYMENT_PARAM,
  CONFIRM_YES,
  DOWNLOAD_FILE_NAME,
  SUPPORT_FORM_PATHS,
  SUPPORT_PATH,
  supportOutcomeUrl,
  type SupportOutcome,
} from '../../shared/support-forms.ts';
import { mailAttempt, type AttemptLimits } from '../auth/attempt-limits.ts';
import { addCookies } from '../auth/session-reply.ts';
import type { BffConfig } from '../config.ts';
import { registerCheckoutForms } from '../payments/checkout-routes.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { registerPaymentWebhook } from '../payments/webhook-route.ts';
import { stopAtProvider } from '../support/recurring-at-provider.ts';
import type { CrmClient } from '../upstream/crm-client.ts';
import { logPartUnavailable } from '../upstream/log-part-unavailable.ts';
import { UpstreamError, type PublisherClient } from '../upstream/publisher-client.ts';
import {
  LINK_TOKEN_PATTERN,
  NEWSLETTER_CODE_PATTERN,
  PAYMENT_ID_PATTERN,
  SIGN_IN_CODE_PATTERN,
} from '../support/support-input-rules.ts';
import {
  clearedSupporterChallengeCookie,
  clearedSupporterSessionCookie,
  supporterChallengeCookie,
  supporterChallengeOf,
  supporterCsrfToken,
  supporterSessionCookie,
  supporterSessionOf,
  validSupporterCsrf,
} from '../support/supporter-session.ts';
import { loadSupporterProfile } from '../support/supporter-profile-data.ts';
import { sendConfirmPage } from './confirm-page.ts';
import { isCrossSiteForm } from '../policy/cross-site-form.ts';
import { addFormParser, formField } from './form-body.ts';
import { FIELD_MAX_LENGTH, FORM_BODY_LIMIT_BYTES } from '../../shared/request-limits.ts';
import { refuseCrossSite, seeOther, siteOriginOf } from '../policy/same-site.ts';
import { personalRoutes, refuse as refuseAs, retryAfter } from '../policy/answer-policy.ts';

const PROFILE_PATH = `${SUPPORT_PATH}/profil`;

export interface SupportRouteDeps {
  config: BffConfig;
  crm: CrmClient | null;
  api: PublisherClient;
  limits: AttemptLimits;
  /** the payment provider; null: no payments are taken */
  payments: PaymentProvider | null;
}

type Who = { site: string; signal?: AbortSignal };

/** The answers every supporter form gives: a 303 to an outcome (with cookies), or a refusal with a reason. */
function supportReplies(config: BffConfig) {
  const nowS = () => Math.floor((config.clock ?? Date.now)() / 1000);
  const siteOrigin = (req: FastifyRequest) => siteOriginOf(req, config);
  const who = (req: FastifyRequest): Who => ({ site: resolveSite(req.domain, '/').slug });

  const redirect = (reply: FastifyReply, location: string, cookies: string[] = []) => {
    addCookies(reply, cookies);
    return seeOther(reply, location, siteOrigin(reply.request));
  };
  const outcome = (reply: FastifyReply, what: SupportOutcome, cookies: string[] = []) =>
    redirect(reply, supportOutcomeUrl(what), cookies);
  const refuse = (reply: FastifyReply, status: 400 | 403 | 404, message: string) => refuseAs(reply, status, message);

  const signedInAs = (reply: FastifyReply, token: string, expiresAt: number) =>
    outcome(reply, 'belepve', [
      supporterSessionCookie(token, expiresAt, nowS(), config),
      clearedSupporterChallengeCookie(config),
    ]);
  return { nowS, siteOrigin, who, redirect, outcome, refuse, signedInAs };
}

export type SupportReplies = ReturnType<typeof supportReplies>;

/** The checks in front of the forms (hidden pages, cross-site posts, the session and its form token) and the CRM call. */
function supportGates({ config, crm, api }: SupportRouteDeps, { siteOrigin, who, outcome, refuse }: SupportReplies) {
  /** §5 the support pages' 404 rules hold for their forms too. Without an answer about the flag, the forms stay. */
  async function supportHidden(req: FastifyRequest): Promise<boolean> {
    const domain = req.domain;
    if (domain === 'regional') return true;
    try {
      const init = await api.get('/api/frontend/init', {
        site: resolveSite(domain, '/').slug,
        schema: FrontendInit,
        budget: 'secondary',
      });
      return init.componentSetup.donations === '1';
    } catch {
      return false;
    }
  }

  /** The checks every supporter form goes through, in order; true when the handler may go on. */
  async function admitted(req: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (await supportHidden(req)) {
      refuse(reply, 404, `Page Not Found: ${req.url.split('?')[0]}`);
      return false;
    }
    if (req.method === 'POST' && isCrossSiteForm(req, siteOrigin(req))) {
      refuseCrossSite(reply);
      return false;
    }
    return true;
  }

  /** A refusal of the CRM: 401 ends the session, 400/404 are the reader's input; anything else is the CRM failing. */
  function failedAction(req: FastifyRequest, reply: FastifyReply, err: unknown, action: string) {
    if (err instanceof UpstreamError && err.status === 401)
      return outcome(reply, 'belepes-szukseges', [clearedSupporterSessionCookie(config)]);
    if (err instanceof UpstreamError && (err.status === 400 || err.status === 404))
      return refuse(reply, 400, err.message);
    req.log.warn({ action, err: (err as Error).message }, 'supporter action failed at the CRM');
    return outcome(reply, 'muvelet-sikertelen');
  }

  /** Signed-in forms: the session cookie and the form's token; the CRM must be there. */
  async function signedIn(req: FastifyRequest, reply: FastifyReply): Promise<{ token: string; crm: CrmClient } | null> {
    if (!(await admitted(req, reply))) return null;
    const token = supporterSessionOf(req);
    if (!token) {
      outcome(reply, 'belepes-szukseges');
      return null;
    }
    if (!validSupporterCsrf(token, req.body)) {
      refuse(reply, 403, 'The form has expired or came from another site: reload the page and send it again.');
      return null;
    }
    if (!crm) {
      outcome(reply, 'muvelet-sikertelen');
      return null;
    }
    return { token, crm };
  }

  async function act(
    req: FastifyRequest,
    reply: FastifyReply,
    ok: { token: string; crm: CrmClient },
    update: CrmUpdate,
    done: () => SupportOutcome,
    cookies: string[] = [],
  ) {
    try {
      await ok.crm.update(ok.token, update, who(req));
      return outcome(reply, done(), cookies);
    } catch (err) {
      return failedAction(req, reply, err, update.action);
    }
  }
  return { admitted, signedIn, failedAction, act };
}

export type SupportGates = ReturnType<typeof supportGates>;
type Scope = FastifyInstance;
const FORM_OPTIONS = { bodyLimit: FORM_BODY_LIMIT_BYTES };

export async function registerSupportRoutes(app: FastifyInstance, deps: SupportRouteDeps): Promise<void> {
  const replies = supportReplies(deps.config);
  const gates = supportGates(deps, replies);
  await app.register(async (scope) => {
    personalRoutes(scope);
    addFormParser(scope);
    registerCheckoutForms(scope, deps, replies, gates);
    registerSignInForms(scope, deps, replies, gates);
    registerProfileForms(scope, deps, replies, gates);
  });
  await registerPaymentWebhook(app, deps);
}

/** What a form handler works with: the dependencies, the answers and the gates. */
interface FormKit {
  deps: SupportRouteDeps;
  r: SupportReplies;
  g: SupportGates;
}

/** Sign-in: the mail with a code and a link, the code, and the link itself. */
function registerSignInForms(scope: Scope, deps: SupportRouteDeps, r: SupportReplies, g: SupportGates) {
  const k: FormKit = { deps, r, g };
  const opts = FORM_OPTIONS;
  scope.post(SUPPORT_FORM_PATHS.requestLink, opts, async (req, reply) => requestSignInMail(k, req, reply));
  scope.post(SUPPORT_FORM_PATHS.enterCode, opts, async (req, reply) => signInWithCode(k, req, reply));
  // The mail's link (sign-in CSRF, decision 046): a GET, since it is opened from a mail program, and a GET only shows a
  // page; its button, a same-origin form post of the token, signs in. So another site's link sets no session and
  // spends no token, and a reader signed in as someone else is asked first: switching needs their session's form token.
  scope.get<{ Querystring: { token?: string } }>(SUPPORT_FORM_PATHS.link, async (req, reply) =>
    showLinkPage(k, req, reply),
  );
  scope.post(SUPPORT_FORM_PATHS.link, opts, async (req, reply) => signInWithLink(k, req, reply));
}

async function requestSignInMail({ deps, r, g }: FormKit, req: FastifyRequest, reply: FastifyReply) {
  const { config, crm, limits } = deps;
  const { who, outcome } = r;
  if (!(await g.admitted(req, reply))) return reply;
  const email = formField(req.body, 'email', FIELD_MAX_LENGTH.email)?.trim() ?? '';
  if (!CRM_EMAIL.test(email)) return outcome(reply, 'hibas-cim');
  const verdict = await mailAttempt(limits, req, 'supporter-email', email);
  if (!verdict.allowed) return outcome(retryAfter(reply, verdict.retryAfterS), 'korlat');
  if (!crm) return outcome(reply, 'nem-elerheto');
  try {
    const sent = await crm.requestToken(email, who(req));
    return outcome(reply, 'elkuldve', sent.challenge ? [supporterChallengeCookie(sent.challenge, config)] : []);
  } catch (err) {
    logPartUnavailable(req.log, {}, err, 'supporter sign-in mail request failed');
    return outcome(reply, 'nem-elerheto');
  }
}

async function signInWithCode({ deps, r, g }: FormKit, req: FastifyRequest, reply: FastifyReply) {
  const { config, crm, limits } = deps;
  const { who, outcome, signedInAs } = r;
  if (!(await g.admitted(req, reply))) return reply;
  const challenge = supporterChallengeOf(req);
  if (!challenge) return outcome(reply, 'lejart');
  const code = formField(req.body, 'code', FIELD_MAX_LENGTH.oneTimeCode)?.replace(/\s+/g, '') ?? '';
  const verdict = await limits.attempt(req, 'supporter-code', challenge);
  if (!verdict.allowed) return outcome(retryAfter(reply, verdict.retryAfterS), 'korlat');
  if (!SIGN_IN_CODE_PATTERN.test(code)) return outcome(reply, 'hibas-kod');
  if (!crm) return outcome(reply, 'nem-elerheto');
  try {
    const session = await crm.login({ challenge, code }, who(req));
    return signedInAs(reply, session.token, session.expiresAt);
  } catch (err) {
    if (err instanceof UpstreamError && err.status === 401) {
      return err.message === CRM_MSG_INVALID_CODE
        ? outcome(reply, 'hibas-kod')
        : outcome(reply, 'lejart', [clearedSupporterChallengeCookie(config)]);
    }
    req.log.warn({ err: (err as Error).message }, 'supporter code sign-in failed at the CRM');
    return outcome(reply, 'nem-elerheto');
  }
}

/** The page the mail's link opens: a button that signs in, or (signed in as someone else) the question whether to switch. */
async function showLinkPage(
  { deps, r, g }: FormKit,
  req: FastifyRequest<{ Querystring: { token?: string } }>,
  reply: FastifyReply,
) {
  const { config, crm } = deps;
  const { who, outcome, redirect } = r;
  if (!(await g.admitted(req, reply))) return reply;
  const token = typeof req.query.token === 'string' ? req.query.token : '';
  if (!LINK_TOKEN_PATTERN.test(token)) return outcome(reply, 'lejart');
  const current = supporterSessionOf(req);
  if (!current) {
    return sendConfirmPage(reply, config, {
      siteClass: resolveSite(req.domain, '/').cssClass,
      title: 'Belépés támogatóknak',
      text: ['A levélben kapott linkkel lépsz be a támogatói profilodba. A belépéshez kattints a gombra.'],
      form: { action: SUPPORT_FORM_PATHS.link, fields: { token }, button: 'Belépés' },
    });
  }
  // Who is signed in here, and whose the link is (asked without spending it); either may be unknown if the CRM fails.
  const [mine, theirs] = await Promise.all([
    loadSupporterProfile(crm, current, { site: who(req).site, page: 1 }),
    crm?.linkOwner(token, who(req)).then(
      (o) => o.email,
      (err: unknown) => (err instanceof UpstreamError && err.status === 401 ? null : undefined),
    ),
  ]);
  if (theirs === null) return outcome(reply, 'lejart');
  const myEmail = mine.kind === 'profile' ? mine.profile.email : null;
  // The link is this very account's: nothing to switch, and nothing to spend.
  if (theirs && myEmail && theirs.toLowerCase() === myEmail.toLowerCase()) return redirect(reply, PROFILE_PATH);
  return sendConfirmPage(reply, config, {
    siteClass: resolveSite(req.domain, '/').cssClass,
    title: 'Belépés támogatóknak',
    text: [
      myEmail
        ? `Ebben a böngészőben ezzel a címmel vagy belépve: ${myEmail}.`
        : 'Ebben a böngészőben már be vagy lépve egy támogatói fiókkal.',
      theirs
        ? `A levélben kapott link ezzel a címmel léptet be: ${theirs}.`
        : 'A levélben kapott link egy másik fiókba léptethet be.',
      'Ha átváltasz, ebből a fiókból kilépsz. Átváltasz a link fiókjára?',
    ],
    form: {
      action: SUPPORT_FORM_PATHS.link,
      fields: { token, [CSRF_FIELD]: supporterCsrfToken(current) },
      button: 'Igen, átváltok',
    },
    cancel: { href: PROFILE_PATH, text: 'Nem, maradok' },
  });
}

async function signInWithLink({ deps, r, g }: FormKit, req: FastifyRequest, reply: FastifyReply) {
  const { crm, limits } = deps;
  const { who, outcome, signedInAs, refuse } = r;
  if (!(await g.admitted(req, reply))) return reply;
  const current = supporterSessionOf(req);
  if (current && !validSupporterCsrf(current, req.body))
    return refuse(reply, 403, 'The form has expired or came from another site: reload the page and send it again.');
  const token = formField(req.body, 'token', FIELD_MAX_LENGTH.linkToken) ?? '';
  const verdict = await limits.attempt(req, 'supporter-code', null);
  if (!verdict.allowed) return outcome(retryAfter(reply, verdict.retryAfterS), 'korlat');
  if (!LINK_TOKEN_PATTERN.test(token)) return outcome(reply, 'lejart');
  if (!crm) return outcome(reply, 'nem-elerheto');
  try {
    const session = await crm.login({ token }, who(req));
    // The session it replaces ends at the CRM too, not only in this browser.
    if (current)
      await crm
        .logout(current, who(req))
        .catch((err) => req.log.warn({ err: (err as Error).message }, 'ending the replaced supporter session failed'));
    return signedInAs(reply, session.token, session.expiresAt);
  } catch (err) {
    if (err instanceof UpstreamError && err.status === 401) return outcome(reply, 'lejart');
    req.log.warn({ err: (err as Error).message }, 'supporter link sign-in failed at the CRM');
    return outcome(reply, 'nem-elerheto');
  }
}

/** A signed-in supporter's forms: cancel a payment, newsletters, download, delete, sign out. */
function registerProfileForms(scope: Scope, deps: SupportRouteDeps, r: SupportReplies, g: SupportGates) {
  const k: FormKit = { deps, r, g };
  const opts = FORM_OPTIONS;
  scope.post(SUPPORT_FORM_PATHS.cancel, opts, async (req, reply) => cancelPayment(k, req, reply));
  scope.post(SUPPORT_FORM_PATHS.newsletter, opts, async (req, reply) => chooseNewsletter(k, req, reply));
  scope.post(SUPPORT_FORM_PATHS.download, opts, async (req, reply) => downloadData(k, req, reply));
  scope.post(SUPPORT_FORM_PATHS.remove, opts, async (req, reply) => removeAccount(k, req, reply));
  scope.post(SUPPORT_FORM_PATHS.signOut, opts, async (req, reply) => signOut(k, req, reply));
}

async function cancelPayment({ deps, r, g }: FormKit, req: FastifyRequest, reply: FastifyReply) {
  const ok = await g.signedIn(req, reply);
  if (!ok) return reply;
  const paymentId = formField(req.body, 'payment_id', FIELD_MAX_LENGTH.id)?.trim() ?? '';
  if (!PAYMENT_ID_PATTERN.test(paymentId)) return r.refuse(reply, 400, 'payment_id is missing or malformed');
  if (formField(req.body, CONFIRM_FIELD, FIELD_MAX_LENGTH.flag) !== CONFIRM_YES) {
    return r.redirect(
      reply,
      `${PROFILE_PATH}?${CONFIRM_PARAM}=lemondas&${CONFIRM_PAYMENT_PARAM}=${encodeURIComponent(paymentId)}`,
    );
  }
  // No further charge first (decision 049): the provider's subscription is cancelled before the CRM's record says so.
  try {
    await stopAtProvider(ok, deps.payments, (p) => p.id === paymentId, r.who(req));
  } catch (err) {
    return g.failedAction(req, reply, err, 'cancel');
  }
  return g.act(req, reply, ok, { action: 'cancel', payment_id: paymentId }, () => 'lemondva');
}

async function chooseNewsletter({ r, g }: FormKit, req: FastifyRequest, reply: FastifyReply) {
  const ok = await g.signedIn(req, reply);
  if (!ok) return reply;
  const code = formField(req.body, 'code', FIELD_MAX_LENGTH.id)?.trim() ?? '';
  if (!NEWSLETTER_CODE_PATTERN.test(code)) return r.refuse(reply, 400, 'code is missing or malformed');
  const subscribe = ({ '1': true, true: true, '0': false, false: false } as Record<string, boolean>)[
    formField(req.body, 'subscribe', FIELD_MAX_LENGTH.flag) ?? ''
  ];
  if (subscribe === undefined) return r.refuse(reply, 400, 'subscribe must be 1 or 0');
  return g.act(req, reply, ok, { action: 'newsletter', code, subscribe }, () =>
    subscribe ? 'hirlevel-fel' : 'hirlevel-le',
  );
}

async function downloadData({ r, g }: FormKit, req: FastifyRequest, reply: FastifyReply) {
  const ok = await g.signedIn(req, reply);
  if (!ok) return reply;
  try {
    const data = await ok.crm.update(ok.token, { action: 'download' }, r.who(req));
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${DOWNLOAD_FILE_NAME}"`)
      .send(JSON.stringify(data, null, 2));
  } catch (err) {
    return g.failedAction(req, reply, err, 'download');
  }
}

async function removeAccount({ deps, r, g }: FormKit, req: FastifyRequest, reply: FastifyReply) {
  const ok = await g.signedIn(req, reply);
  if (!ok) return reply;
  if (formField(req.body, CONFIRM_FIELD, FIELD_MAX_LENGTH.flag) !== CONFIRM_YES)
    return r.redirect(reply, `${PROFILE_PATH}?${CONFIRM_PARAM}=torles`);
  // A deleted account pays nothing more: every monthly support is cancelled at the provider before the CRM forgets it.
  try {
    await stopAtProvider(ok, deps.payments, () => true, r.who(req));
  } catch (err) {
    return g.failedAction(req, reply, err, 'delete');
  }
  // The cookie goes only once the CRM has deleted the account: a failure leaves the reader signed in, as before.
  return g.act(req, reply, ok, { action: 'delete' }, () => 'torolve', [clearedSupporterSessionCookie(deps.config)]);
}

async function signOut({ deps, r, g }: FormKit, req: FastifyRequest, reply: FastifyReply) {
  const { config, crm } = deps;
  if (!(await g.admitted(req, reply))) return reply;
  const token = supporterSessionOf(req);
  if (token && !validSupporterCsrf(token, req.body))
    return r.refuse(reply, 403, 'The form has expired or came from another site: reload the page and send it again.');
  if (token && crm) {
    await crm
      .logout(token, r.who(req))
      .catch((err) => req.log.warn({ err: (err as Error).message }, 'supporter sign-out at the CRM failed'));
  }
  return r.outcome(reply, 'kijelentkezve', [clearedSupporterSessionCookie(config)]);
}
