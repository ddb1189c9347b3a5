// The support page's checkout (docs/bff-api.md "Supporters"): the reader picks monthly or once and an
// amount (or types one), the form posts here, and the answer is a redirect to the payment provider's hosted page, so
// it works without JavaScript and no card data ever touches our servers. The provider sends the reader back to
// `checkoutReturn`, which asks the provider how the checkout ended and sends them on to /tamogatas/siker or
// /tamogatas/hiba saying so. The payment itself is recorded by the provider's webhook (webhook-route.ts), not here:
// a reader who never comes back has paid all the same.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CHECKOUT_FIELDS, SUPPORT_FORM_PATHS, SUPPORT_OUTCOMES } from '../../shared/support-forms.ts';
import { supportChoiceOf } from '../../shared/support-offer.ts';
import { resolveSite } from '../../shared/sites/site-table.ts';
import type { SupportGates, SupportReplies, SupportRouteDeps } from '../routes/support-routes.ts';
import { formField } from '../routes/form-body.ts';
import { FIELD_MAX_LENGTH, FORM_BODY_LIMIT_BYTES } from '../../shared/request-limits.ts';
import { clearedSiteCookie, SITE_COOKIES, siteCookie } from '../policy/site-cookies.ts';
import { addCookies } from '../auth/session-reply.ts';
import { supporterSessionOf } from '../support/supporter-session.ts';
import { readCheckout, checkoutReaderFor } from './checkout-outcome.ts';
import { retryAfter } from '../policy/answer-policy.ts';

const SESSION_ID = /^cs_[A-Za-z0-9_]{8,250}$/;

/**
 * The 303 to the provider's hosted page: the one redirect that leaves the site, to the URL the provider's API gave
 * for the session (never one from the request), and only on the configured checkout origin, which the pages' CSP
 * `form-action` names (decision 049).
 */
function checkoutTarget(url: string, checkoutOrigin: string): string | null {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return null;
  }
  return target.origin === checkoutOrigin ? target.href : null;
}

/** The checkout session the reader's cookie names (well-formed), for the return route and a payment's page. */
export function checkoutSessionOf(req: FastifyRequest): string | null {
  const fromCookie = req.cookies?.[SITE_COOKIES.supportCheckout];
  return fromCookie && SESSION_ID.test(fromCookie) ? fromCookie : null;
}

/** The checkout session the reader comes back from: named in the URL after a completed checkout, else in the cookie. */
function returningSession(req: FastifyRequest<{ Querystring: { session_id?: unknown } }>): string | null {
  const fromUrl = req.query.session_id;
  if (typeof fromUrl === 'string' && SESSION_ID.test(fromUrl)) return fromUrl;
  return checkoutSessionOf(req);
}

export function registerCheckoutForms(
  scope: FastifyInstance,
  deps: SupportRouteDeps,
  r: SupportReplies,
  g: SupportGates,
): void {
  const { config, crm, payments } = deps;

  /** A signed-in supporter pays as themselves: their address starts the provider's form (best effort). */
  const signedInEmail = async (req: FastifyRequest): Promise<string | null> => {
    const token = supporterSessionOf(req);
    if (!token || !crm) return null;
    return crm.userInfo(token, 1, r.who(req)).then(
      (info) => info.user.email,
      () => null,
    );
  };

  scope.post(SUPPORT_FORM_PATHS.checkout, { bodyLimit: FORM_BODY_LIMIT_BYTES }, async (req, reply) => {
    if (!(await g.admitted(req, reply))) return reply;
    const site = resolveSite(req.domain, '/');
    const choice = supportChoiceOf(
      {
        frequency: formField(req.body, CHECKOUT_FIELDS.frequency, FIELD_MAX_LENGTH.frequency),
        amount: formField(req.body, CHECKOUT_FIELDS.amount, FIELD_MAX_LENGTH.amount),
        otherAmount: formField(req.body, CHECKOUT_FIELDS.otherAmount, FIELD_MAX_LENGTH.amount),
      },
      site.currency,
    );
    if ('error' in choice) return r.outcome(reply, 'hibas-osszeg');
    if (!payments || !config.payments) return r.outcome(reply, 'fizetes-nem-elerheto');
    // Each start is a session made at the provider: counted per client address in the workers' shared store.
    const verdict = await deps.limits.attempt(req, 'support-checkout', null);
    if (!verdict.allowed) return r.outcome(retryAfter(reply, verdict.retryAfterS), 'fizetes-korlat');
    try {
      const checkout = await payments.startCheckout({
        ...choice,
        currency: site.currency,
        site: { slug: site.slug, name: site.name },
        returnUrl: `${r.siteOrigin(req)}${SUPPORT_FORM_PATHS.checkoutReturn}`,
        email: await signedInEmail(req),
      });
      const target = checkoutTarget(checkout.url, config.payments.checkoutOrigin);
      if (!target) {
        req.log.error(
          { expected: config.payments.checkoutOrigin },
          'the provider’s checkout page is not on PAYMENT_CHECKOUT_ORIGIN',
        ); // its URL holds the session's secret: not logged
        return r.outcome(reply, 'fizetes-nem-elerheto');
      }
      // The cookie only once the reader is really sent there: it names the session the return page asks about.
      addCookies(reply, [siteCookie('supportCheckout', checkout.id, config)]);
      return reply.code(303).header('location', target).send();
    } catch (err) {
      req.log.warn({ err: (err as Error).message }, 'checkout could not be started at the payment provider');
      return r.outcome(reply, 'fizetes-nem-elerheto');
    }
  });

  scope.get<{ Querystring: { session_id?: unknown } }>(SUPPORT_FORM_PATHS.checkoutReturn, async (req, reply) => {
    if (!(await g.admitted(req, reply))) return reply;
    const id = returningSession(req);
    const answer = await readCheckout(checkoutReaderFor(req, payments, deps.limits), id, req.log);
    // The provider did not answer: the cookie stays, and coming back again once it answers tells them.
    if (answer.kind === 'unknown') return r.outcome(reply, 'fizetes-ismeretlen');
    const outcome = answer.kind === 'outcome' ? answer.outcome : 'fizetes-megszakitva';
    // A payment's page (siker) asks the provider again about the session the cookie names, so after a payment the
    // cookie names it (the URL's session, when the reader came back with one); any other end clears it.
    const paid = SUPPORT_OUTCOMES[outcome].state === 'siker' && id;
    return r.outcome(reply, outcome, [
      paid ? siteCookie('supportCheckout', paid, config) : clearedSiteCookie('supportCheckout', config),
    ]);
  });
}
