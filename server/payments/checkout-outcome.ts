// What a reader back from the provider's checkout page is told: read from the checkout session as the
// provider has it now, never from the return URL, which anyone can type. Complete and paid: thanks, monthly or once;
// complete but not yet paid (a bank transfer on its way): it is being processed; still open or expired: the payment
// did not happen, and why when the session's PaymentIntent keeps a card's refusal (a one-time checkout; a monthly one
// has no PaymentIntent to ask, so it says the payment did not complete). The return route and the success page both
// read it so (readCheckout): the page thanks only a reader whose checkout the provider says is complete.
import type Stripe from 'stripe';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { AttemptLimits } from '../auth/attempt-limits.ts';
import type { CheckoutAnswer } from '../../shared/pages/support.ts';
import type { SupportOutcome } from '../../shared/support-forms.ts';
import { isMissing, type PaymentProvider } from './payment-provider.ts';

export function checkoutOutcomeOf(
  session: Pick<Stripe.Checkout.Session, 'status' | 'payment_status' | 'mode' | 'payment_intent'>,
): SupportOutcome {
  if (session.status === 'complete') {
    if (session.payment_status === 'unpaid') return 'fizetes-folyamatban';
    return session.mode === 'subscription' ? 'fizetve-havi' : 'fizetve-egyszeri';
  }
  const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
  const error = intent?.last_payment_error;
  if (!error) return 'fizetes-megszakitva';
  return error.code === 'payment_intent_authentication_failure' ? 'hitelesites-sikertelen' : 'kartya-elutasitva';
}

/** What the provider says now of the checkout session a reader went to pay in (the return route and the page). */
/** What asks the provider about a checkout session: the provider itself, or one whose reads are limited. */
export type CheckoutReader = Pick<PaymentProvider, 'checkoutSession'>;

/**
 * The provider as this request may ask it: each checkout read counted per client address (the attempt kind
 * 'support-checkout-read', in the workers' shared store), since a stranger can make up the cookie that names a
 * session. Over the limit, a read fails as an unanswered one does, and the reader is told the outcome is not known yet.
 */
export function checkoutReaderFor(
  req: FastifyRequest,
  payments: CheckoutReader | null | undefined,
  limits: AttemptLimits,
): CheckoutReader | null {
  if (!payments) return null;
  return {
    async checkoutSession(id) {
      const verdict = await limits.attempt(req, 'support-checkout-read', null);
      if (!verdict.allowed) throw new Error('checkout reads over their limit for this address');
      return payments.checkoutSession(id);
    },
  };
}

export async function readCheckout(
  payments: CheckoutReader | null,
  id: string | null,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<CheckoutAnswer> {
  if (!id || !payments) return { kind: 'none' };
  try {
    return { kind: 'outcome', outcome: checkoutOutcomeOf(await payments.checkoutSession(id)) };
  } catch (err) {
    if (isMissing(err)) return { kind: 'none' };
    log.warn({ err: (err as Error).message }, 'the payment provider did not say how a checkout ended');
    return { kind: 'unknown' };
  }
}
