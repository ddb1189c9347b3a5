// What a reader back from the provider's checkout page is told: read from the checkout session as the
// provider has it now, never from the return URL, which anyone can type. Complete and paid: thanks, monthly or once;
// complete but not yet paid (a bank transfer on its way): it is being processed; still open or expired: the payment
// did not happen, and why when the session's PaymentIntent keeps a card's refusal (a one-time checkout; a monthly one
// has no PaymentIntent to ask, so it says the payment did not complete).
import type Stripe from 'stripe';
import type { SupportOutcome } from '../../shared/support-forms.ts';

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
