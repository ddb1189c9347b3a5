// The payment provider's configuration (decision 049): Stripe's API through its official SDK. Read once from
// the environment; with no PAYMENT_API_KEY the BFF takes no payments (the checkout form says payments are not
// available), and `npm start` runs the stand-in and sets these for it (tooling/embedded-services.ts).
//
//   PAYMENT_API_KEY          the secret key (`sk_test_…` while testing, `sk_live_…` in production; a restricted `rk_…` works)
//   PAYMENT_WEBHOOK_SECRET   the webhook endpoint's signing secret (`whsec_…`): no event is believed without it
//   PAYMENT_API_URL          where the SDK reaches the API (its host, port and protocol); unset: Stripe's own
//   PAYMENT_CHECKOUT_ORIGIN  where the hosted checkout pages live (default https://checkout.stripe.com): the pages'
//                            CSP lets the checkout form's redirect go there
import { httpUrl } from '../http-url-setting.ts';

export interface PaymentConfig {
  apiKey: string;
  webhookSecret: string;
  /** the SDK's `host`, `port` and `protocol`; null: the SDK's default (api.stripe.com over https) */
  api: { host: string; port: number; protocol: 'http' | 'https' } | null;
  checkoutOrigin: string;
}

export const STRIPE_CHECKOUT_ORIGIN = 'https://checkout.stripe.com';

export function paymentConfigFromEnv(env: NodeJS.ProcessEnv): PaymentConfig | null {
  const apiKey = env.PAYMENT_API_KEY?.trim();
  if (!apiKey) return null;
  if (!/^(sk|rk)_(test|live)_[A-Za-z0-9_]{8,}$/.test(apiKey))
    throw new Error('PAYMENT_API_KEY must be a secret key (sk_test_…, sk_live_… or a restricted rk_…)');
  const webhookSecret = env.PAYMENT_WEBHOOK_SECRET?.trim();
  if (!webhookSecret)
    throw new Error(
      'PAYMENT_WEBHOOK_SECRET must be set with PAYMENT_API_KEY: webhooks are believed only with their signature checked',
    );
  const apiUrl = httpUrl('PAYMENT_API_URL', env.PAYMENT_API_URL);
  const api = apiUrl ? new URL(apiUrl) : null;
  return {
    apiKey,
    webhookSecret,
    api: api && {
      host: api.hostname,
      port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
      protocol: api.protocol === 'https:' ? 'https' : 'http',
    },
    checkoutOrigin: new URL(httpUrl('PAYMENT_CHECKOUT_ORIGIN', env.PAYMENT_CHECKOUT_ORIGIN) ?? STRIPE_CHECKOUT_ORIGIN)
      .origin,
  };
}
