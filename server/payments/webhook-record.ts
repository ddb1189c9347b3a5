// What a verified webhook event means for the CRM: the record the BFF sends to POST /api/v2/payments/record,
// or null for an event that records nothing. Only objects we made (metadata `purpose: tamogatas`) count.
//
//   checkout.session.completed / .async_payment_succeeded, paid   one-time payment (its PaymentIntent), or the first
//                                                                 charge of a monthly one (its subscription, its invoice)
//   invoice.paid (a subscription's)                                a monthly charge: the first (the same invoice as the
//                                                                 checkout's, so it counts once) or a renewal
//   customer.subscription.deleted                                  the monthly support cancelled at the provider
//
// Amounts stay in the provider's minor units; the CRM makes its whole units of them (shared/money.ts).
import type Stripe from 'stripe';
import type { CrmPaymentRecord } from '../../shared/crm-types.ts';
import { isCurrency } from '../../shared/money.ts';
import { PAYMENT_PURPOSE } from './payment-provider.ts';

const ours = (metadata: Stripe.Metadata | null | undefined) => metadata?.purpose === PAYMENT_PURPOSE.purpose;
const idOf = (v: string | { id: string } | null | undefined): string | null =>
  typeof v === 'string' ? v : (v?.id ?? null);

function fromSession(event: Stripe.Event, session: Stripe.Checkout.Session): CrmPaymentRecord | null {
  if (!ours(session.metadata) || session.payment_status !== 'paid') return null;
  const currency = session.currency?.toUpperCase();
  const email = session.customer_details?.email ?? session.customer_email;
  if (!isCurrency(currency) || !email || !session.amount_total) return null;
  const paid = {
    event: event.id,
    email,
    name: session.customer_details?.name ?? null,
    amount_minor: session.amount_total,
    currency,
    at: event.created,
  };
  if (session.mode === 'payment') {
    const intent = idOf(session.payment_intent);
    return intent ? { ...paid, kind: 'one-time', reference: intent } : null;
  }
  const subscription = idOf(session.subscription);
  const invoice = idOf(session.invoice);
  return session.mode === 'subscription' && subscription && invoice
    ? { ...paid, kind: 'recurring-charge', reference: subscription, charge: invoice }
    : null;
}

function fromInvoice(event: Stripe.Event, invoice: Stripe.Invoice): CrmPaymentRecord | null {
  const details = invoice.parent?.subscription_details;
  const subscription = idOf(details?.subscription);
  const currency = invoice.currency?.toUpperCase();
  if (!details || !ours(details.metadata) || !subscription || !invoice.id || !isCurrency(currency)) return null;
  if (!invoice.customer_email || invoice.amount_paid <= 0) return null;
  return {
    event: event.id,
    kind: 'recurring-charge',
    reference: subscription,
    charge: invoice.id,
    email: invoice.customer_email,
    name: invoice.customer_name ?? null,
    amount_minor: invoice.amount_paid,
    currency,
    at: invoice.status_transitions?.paid_at ?? event.created,
  };
}

export function paymentRecordOf(event: Stripe.Event): CrmPaymentRecord | null {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return fromSession(event, event.data.object);
    case 'invoice.paid':
      return fromInvoice(event, event.data.object);
    case 'customer.subscription.deleted': {
      const sub = event.data.object;
      return ours(sub.metadata)
        ? {
            event: event.id,
            kind: 'recurring-cancelled',
            reference: sub.id,
            at: sub.canceled_at ?? sub.ended_at ?? event.created,
          }
        : null;
    }
    default:
      return null;
  }
}
