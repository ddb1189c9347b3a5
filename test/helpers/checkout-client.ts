// A reader's checkout over HTTP, as a browser without JavaScript makes it: the support form's post to the
// BFF, the provider's hosted page (the payment stand-in) with a test card, its 3-D Secure step, and the way back to
// the BFF; and webhooks signed (or forged) the provider's way, with the SDK's own test signer.
import Stripe from 'stripe';
import { request } from 'undici';
import { PAYMENT_WEBHOOK_PATH } from '../../shared/support-forms.ts';
import { send, type Jar } from './form-client.ts';

export const CARDS = {
  ok: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  noFunds: '4000 0000 0000 9995',
  threeDs: '4000 0027 6000 3184',
} as const;

export interface PageAnswer {
  status: number;
  location: string | undefined;
  body: string;
}

/** The support form's post: `havi`/`egyszeri` and an amount picked (`osszeg`) or typed (`mas_osszeg`). */
export async function startCheckout(bff: string, form: Record<string, string>, jar: Jar = {}) {
  return send(bff, 'POST', '/tamogatas/fizetes', {
    form,
    jar,
    headers: { origin: bff, 'sec-fetch-site': 'same-origin' },
  });
}

async function postPage(url: string, form: Record<string, string>): Promise<PageAnswer> {
  const res = await request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  const location = res.headers.location;
  return {
    status: res.statusCode,
    location: typeof location === 'string' ? location : undefined,
    body: await res.body.text(),
  };
}

/** The hosted page's pay form: an address and a test card (any future expiry, any CVC). */
export function pay(
  pageUrl: string,
  card: string,
  email = 'olvaso@example.hu',
  name = 'Olvasó Olga',
): Promise<PageAnswer> {
  return postPage(pageUrl, { email, name, card_number: card, expiry: '12/39', cvc: '123' });
}

/** The 3-D Secure step's answer. */
export function authenticate(pageUrl: string, approve: boolean): Promise<PageAnswer> {
  return postPage(`${pageUrl}/3ds`, { result: approve ? 'approve' : 'deny' });
}

/** Back at the BFF: the provider's redirect (or the page's back link) followed with the reader's cookies. */
export async function comeBack(bff: string, url: string, jar: Jar) {
  const u = new URL(url);
  return send(bff, 'GET', u.pathname + u.search, { jar });
}

/** Where the page's back link goes (the session's cancel_url). */
export function backLink(pageBody: string): string {
  const m = /href="([^"]+)">← Vissza/.exec(pageBody);
  if (!m) throw new Error('the page has no back link');
  return m[1].replace(/&amp;/g, '&');
}

/** An event's JSON with a `Stripe-Signature` made with `secret` (the SDK's test signer: t=…,v1=HMAC-SHA256). */
export function signed(event: object, secret: string, timestamp?: number): { body: string; signature: string } {
  const body = JSON.stringify(event);
  return {
    body,
    signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret, ...(timestamp ? { timestamp } : {}) }),
  };
}

export async function postWebhook(bff: string, body: string, signature: string | null) {
  const res = await request(bff + PAYMENT_WEBHOOK_PATH, {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature === null ? {} : { 'stripe-signature': signature }),
    },
  });
  return { status: res.statusCode, headers: res.headers, body: await res.body.text() };
}

/** A paid one-time checkout's event, as the provider sends it (metadata marks it ours unless told otherwise). */
export function paidSessionEvent(
  n: number,
  opts: { email?: string; amount?: number; purpose?: string; mode?: 'payment' | 'subscription' } = {},
) {
  const mode = opts.mode ?? 'payment';
  return {
    id: `evt_test_${n}_${Math.random().toString(36).slice(2, 10)}`,
    object: 'event',
    type: 'checkout.session.completed',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: {
      object: {
        id: `cs_test_${n}`,
        object: 'checkout.session',
        mode,
        status: 'complete',
        payment_status: 'paid',
        amount_total: opts.amount ?? 500_000,
        currency: 'huf',
        customer_details: { email: opts.email ?? `olvaso.${n}@example.hu`, name: `Olvasó ${n}` },
        customer_email: null,
        metadata: { purpose: opts.purpose ?? 'tamogatas', site: 'telex' },
        payment_intent: mode === 'payment' ? `pi_test_${n}` : null,
        subscription: mode === 'subscription' ? `sub_test_${n}` : null,
        invoice: mode === 'subscription' ? `in_test_${n}` : null,
      },
    },
  };
}
