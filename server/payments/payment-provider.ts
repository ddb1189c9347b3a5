// The payment provider, spoken through its official SDK (decision 049): Stripe's Checkout Sessions (`payment`
// mode for a one-time support, `subscription` mode for a monthly one, on the provider's hosted page, so no card data
// ever reaches us), the session read back when the reader returns, a subscription cancelled, and a webhook's
// signature checked before anything in it is believed. Amounts are integers in the currency's minor unit
// (shared/money.ts). Every object we make is marked `purpose: tamogatas` in its metadata, so events of anything else
// the publisher's account sells are left alone.
import Stripe from 'stripe';
import { toMinorUnits, type Currency } from '../../shared/money.ts';
import type { SupportFrequency } from '../../shared/support-offer.ts';
import type { PaymentConfig } from './payment-config.ts';

/** The metadata mark of our objects at the provider. */
export const PAYMENT_PURPOSE = { purpose: 'tamogatas' } as const;

export interface CheckoutRequest {
  frequency: SupportFrequency;
  /** whole units of the currency, as the reader chose (2000 = 2 000 Ft) */
  amount: number;
  currency: Currency;
  /** the site's slug and name, for the metadata and the line the provider's page shows */
  site: { slug: string; name: string };
  /** where the provider sends the reader back; `?session_id=` is added for a completed checkout */
  returnUrl: string;
  /** a signed-in supporter's address, so the payment lands on their account */
  email?: string | null;
}

/** Thrown when a webhook's signature does not hold: it is refused and nothing in it is read. */
export class WebhookSignatureError extends Error {}

/** Whether an SDK error says the object does not exist at the provider. */
export const isMissing = (err: unknown) =>
  err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing';

export class PaymentProvider {
  private readonly stripe: Stripe;

  constructor(
    private readonly config: PaymentConfig,
    timeoutMs: number,
  ) {
    this.stripe = new Stripe(config.apiKey, {
      ...(config.api ?? {}),
      timeout: timeoutMs,
      // The SDK retries a failed connection or a 5xx with the same idempotency key, so a retry never pays twice.
      maxNetworkRetries: 2,
      telemetry: false,
      appInfo: { name: 'hirportal' },
    });
  }

  /** Whether this is the provider's test mode (a test key): nothing is charged. */
  get testMode(): boolean {
    return /^(sk|rk)_test_/.test(this.config.apiKey);
  }

  /** A Checkout Session on the provider's hosted page: its id and the page's URL. */
  async startCheckout(req: CheckoutRequest): Promise<{ id: string; url: string }> {
    const monthly = req.frequency === 'monthly';
    const metadata = { ...PAYMENT_PURPOSE, site: req.site.slug };
    const session = await this.stripe.checkout.sessions.create({
      mode: monthly ? 'subscription' : 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: req.currency.toLowerCase(),
            unit_amount: toMinorUnits(req.amount, req.currency),
            product_data: { name: `${monthly ? 'Havi' : 'Egyszeri'} támogatás – ${req.site.name}` },
            ...(monthly ? { recurring: { interval: 'month' as const } } : {}),
          },
        },
      ],
      success_url: `${req.returnUrl}?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: req.returnUrl,
      locale: 'hu',
      metadata,
      ...(req.email ? { customer_email: req.email } : {}),
      ...(monthly
        ? { subscription_data: { metadata } }
        : { payment_intent_data: { metadata }, submit_type: 'donate' as const }),
    });
    if (!session.url) throw new Error(`the provider gave checkout session ${session.id} no page`);
    return { id: session.id, url: session.url };
  }

  /** A checkout session as it is now, with its PaymentIntent (which keeps why a payment failed). */
  checkoutSession(id: string): Promise<Stripe.Checkout.Session> {
    return this.stripe.checkout.sessions.retrieve(id, { expand: ['payment_intent'] });
  }

  /**
   * Cancels a subscription at once: no further charge. 'gone' when the provider has no such subscription, or has it
   * cancelled already (cancelled twice is cancelled).
   */
  async cancelSubscription(id: string): Promise<'cancelled' | 'gone'> {
    try {
      await this.stripe.subscriptions.cancel(id);
      return 'cancelled';
    } catch (err) {
      if (isMissing(err)) return 'gone';
      if (err instanceof Stripe.errors.StripeInvalidRequestError) {
        const now = await this.stripe.subscriptions.retrieve(id);
        if (now.status === 'canceled') return 'gone';
      }
      throw err;
    }
  }

  /** The event a webhook carries, once its signature (and its age, at most 5 minutes) holds; else WebhookSignatureError. */
  verifiedEvent(payload: string, signature: string | undefined): Stripe.Event {
    if (!signature) throw new WebhookSignatureError('no Stripe-Signature header');
    try {
      return Stripe.webhooks.constructEvent(payload, signature, this.config.webhookSecret);
    } catch (err) {
      throw new WebhookSignatureError((err as Error).message);
    }
  }
}
