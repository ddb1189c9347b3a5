// What the payment stand-in does with money: Checkout Sessions in `payment` and `subscription` mode, the
// reader paying on the hosted page with a test card (it succeeds, is declined, or needs a 3-D Secure step), the
// objects a payment leaves (customer, PaymentIntent; or subscription and its invoices), subscriptions renewing monthly
// on the stand-in's clock, and cancelling one. Each change emits the events the provider would, which the webhook
// sender delivers. The objects have the fields of the API version the SDK speaks (STAND_IN_API_VERSION) that our
// integration reads and a few around them; amounts are integers in the currency's minor unit, as the API's are.
import { invalidRequest, noSuch, ApiError } from './api-error.ts';
import { isParamObject, type ParamObject, type ParamValue } from './form-params.ts';
import { newId, type ApiObject, type StandInStore } from './stand-in-store.ts';
import type { TestCard } from './test-cards.ts';

/** The API version whose object shapes the stand-in speaks (stripe-node 23's). */
export const STAND_IN_API_VERSION = '2026-10-28.endive';
/** A Checkout Session can be paid for a day, as the provider's can. */
const SESSION_LIFETIME_S = 24 * 3600;
const CURRENCIES = new Set(['huf', 'ron', 'eur', 'usd']);
/** The provider's largest amount: eight digits of minor units. */
const MAX_AMOUNT = 99_999_999;
const CREATE_PARAMS = new Set([
  'mode',
  'line_items',
  'success_url',
  'cancel_url',
  'customer_email',
  'metadata',
  'payment_intent_data',
  'subscription_data',
  'locale',
  'submit_type',
  'client_reference_id',
  'expand',
]);

export interface Ledger {
  store: StandInStore;
  /** the stand-in's clock, unix s: subscriptions renew on it, tests move it */
  now(): number;
  /** the origin readers' browsers reach the hosted checkout page on */
  publicUrl: string;
  emit(type: string, object: ApiObject): void;
}

interface LineItem {
  name: string;
  unitAmount: number;
  quantity: number;
  currency: string;
  recurring: boolean;
}
type Metadata = Record<string, string>;

export interface Payer {
  email: string;
  name: string | null;
  card: Pick<TestCard, 'number' | 'brand'>;
}

interface SessionPrivate {
  items: LineItem[];
  intentData: { metadata: Metadata; description: string | null };
  subscriptionData: { metadata: Metadata; description: string | null };
  /** a payment waiting for its 3-D Secure step */
  pending?: Payer;
}

export interface CheckoutSession extends ApiObject {
  object: 'checkout.session';
  mode: 'payment' | 'subscription';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  customer_email: string | null;
  customer_details: { email: string; name: string | null } | null;
  success_url: string;
  cancel_url: string | null;
  url: string | null;
  metadata: Metadata;
  payment_intent: string | null;
  subscription: string | null;
  invoice: string | null;
  expires_at: number;
  submit_type: string | null;
}

interface Subscription extends ApiObject {
  status: 'active' | 'canceled';
  customer: string;
  currency: string;
  metadata: Metadata;
  items: {
    object: 'list';
    data: {
      id: string;
      object: 'subscription_item';
      quantity: number;
      current_period_start: number;
      current_period_end: number;
      price: {
        id: string;
        object: 'price';
        currency: string;
        unit_amount: number;
        recurring: { interval: 'month'; interval_count: 1 };
        product: string;
      };
    }[];
  };
  latest_invoice: string;
  start_date: number;
  canceled_at: number | null;
}

interface SubscriptionPrivate {
  payer: Payer;
  anchor: number;
  periods: number;
  amount: number;
}

const str = (p: ParamObject, key: string, max = 5000): string | null => {
  const v = p[key];
  if (v === undefined) return null;
  if (typeof v !== 'string' || v.length > max) throw invalidRequest(`Invalid string: ${key}`, key);
  return v;
};

const int = (v: ParamValue | undefined, param: string, min: number, max: number): number => {
  if (typeof v !== 'string' || !/^\d{1,12}$/.test(v) || Number(v) < min || Number(v) > max)
    throw invalidRequest(`Invalid integer: ${param}`, param);
  return Number(v);
};

function metadataOf(v: ParamValue | undefined, param: string): Metadata {
  if (v === undefined || v === '') return {};
  if (!isParamObject(v)) throw invalidRequest(`Invalid object: ${param}`, param);
  const out: Metadata = {};
  const keys = Object.keys(v);
  if (keys.length > 50) throw invalidRequest(`Too many keys in ${param} (at most 50)`, param);
  for (const k of keys) {
    const value = v[k];
    if (typeof value !== 'string' || k.length > 40 || value.length > 500)
      throw invalidRequest(`Invalid value in ${param}[${k}]`, `${param}[${k}]`);
    out[k] = value;
  }
  return out;
}

function urlParam(p: ParamObject, key: string, required: boolean): string | null {
  const v = str(p, key, 2048);
  if (v === null) {
    if (required) throw invalidRequest(`Missing required param: ${key}.`, key, 'parameter_missing');
    return null;
  }
  let u: URL;
  try {
    u = new URL(v.replace('{CHECKOUT_SESSION_ID}', 'x'));
  } catch {
    throw invalidRequest(`Not a valid URL: ${key}`, key, 'url_invalid');
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:')
    throw invalidRequest(`Not a valid URL: ${key}`, key, 'url_invalid');
  return v;
}

function lineItemsOf(v: ParamValue | undefined, mode: CheckoutSession['mode']): LineItem[] {
  if (!Array.isArray(v) || v.length === 0 || v.length > 20)
    throw invalidRequest('line_items must list 1 to 20 items', 'line_items');
  const items = v.map((raw, i): LineItem => {
    const param = `line_items[${i}]`;
    if (!isParamObject(raw)) throw invalidRequest(`Invalid object: ${param}`, param);
    if (raw.price !== undefined)
      throw invalidRequest(`The stand-in takes price_data, not saved prices: ${param}[price]`, `${param}[price]`);
    const price = raw.price_data;
    if (!isParamObject(price))
      throw invalidRequest(
        `Missing required param: ${param}[price_data].`,
        `${param}[price_data]`,
        'parameter_missing',
      );
    const currency = str(price, 'currency', 3)?.toLowerCase() ?? '';
    if (!CURRENCIES.has(currency))
      throw invalidRequest(`Invalid currency: ${currency || '(none)'}`, `${param}[price_data][currency]`);
    const product = price.product_data;
    const name = isParamObject(product) ? str(product, 'name', 250) : null;
    if (!name)
      throw invalidRequest(
        `Missing required param: ${param}[price_data][product_data][name].`,
        `${param}[price_data][product_data][name]`,
        'parameter_missing',
      );
    const recurring = price.recurring;
    if (recurring !== undefined) {
      if (!isParamObject(recurring) || recurring.interval !== 'month' || (recurring.interval_count ?? '1') !== '1') {
        throw invalidRequest(
          'The stand-in renews monthly only: recurring[interval] must be month',
          `${param}[price_data][recurring]`,
        );
      }
    }
    return {
      name,
      currency,
      recurring: recurring !== undefined,
      unitAmount: int(price.unit_amount, `${param}[price_data][unit_amount]`, 1, MAX_AMOUNT),
      quantity: int(raw.quantity, `${param}[quantity]`, 1, 999),
    };
  });
  if (new Set(items.map((i) => i.currency)).size > 1)
    throw invalidRequest('All line items must share one currency', 'line_items');
  if (mode === 'subscription' && !items.some((i) => i.recurring))
    throw invalidRequest(
      'You must provide at least one recurring price in `subscription` mode when using prices.',
      'line_items',
    );
  if (mode === 'payment' && items.some((i) => i.recurring))
    throw invalidRequest(
      'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
      'line_items',
    );
  return items;
}

function sectionOf(p: ParamObject, key: string, allowed: boolean): { metadata: Metadata; description: string | null } {
  const v = p[key];
  if (v === undefined) return { metadata: {}, description: null };
  if (!allowed) throw invalidRequest(`${key} cannot be used in this mode`, key);
  if (!isParamObject(v)) throw invalidRequest(`Invalid object: ${key}`, key);
  return { metadata: metadataOf(v.metadata, `${key}[metadata]`), description: str(v, 'description', 1000) };
}

export function createSession(ledger: Ledger, p: ParamObject): CheckoutSession {
  for (const key of Object.keys(p))
    if (!CREATE_PARAMS.has(key)) throw invalidRequest(`Received unknown parameter: ${key}`, key, 'parameter_unknown');
  const mode = str(p, 'mode');
  if (mode !== 'payment' && mode !== 'subscription')
    throw invalidRequest('mode must be payment or subscription (the stand-in has no setup mode)', 'mode');
  const items = lineItemsOf(p.line_items, mode);
  const email = str(p, 'customer_email', 512);
  if (email !== null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw invalidRequest('Invalid email address: customer_email', 'customer_email', 'email_invalid');
  const submitType = str(p, 'submit_type');
  if (submitType !== null && (mode !== 'payment' || !['auto', 'pay', 'book', 'donate'].includes(submitType)))
    throw invalidRequest('Invalid submit_type', 'submit_type');
  const now = ledger.now();
  const id = newId('cs');
  const session: CheckoutSession = {
    id,
    object: 'checkout.session',
    mode,
    status: 'open',
    payment_status: 'unpaid',
    amount_subtotal: items.reduce((s, i) => s + i.unitAmount * i.quantity, 0),
    amount_total: items.reduce((s, i) => s + i.unitAmount * i.quantity, 0),
    currency: items[0].currency,
    customer: null,
    customer_email: email,
    customer_details: null,
    success_url: urlParam(p, 'success_url', true)!,
    cancel_url: urlParam(p, 'cancel_url', false),
    url: `${ledger.publicUrl}/c/pay/${id}`,
    metadata: metadataOf(p.metadata, 'metadata'),
    payment_intent: null,
    subscription: null,
    invoice: null,
    created: now,
    expires_at: now + SESSION_LIFETIME_S,
    livemode: false,
    locale: str(p, 'locale', 10),
    submit_type: submitType,
    client_reference_id: str(p, 'client_reference_id', 200),
  };
  const secret: SessionPrivate = {
    items,
    intentData: sectionOf(p, 'payment_intent_data', mode === 'payment'),
    subscriptionData: sectionOf(p, 'subscription_data', mode === 'subscription'),
  };
  ledger.store.put(session, { private: secret });
  return session;
}

/** A session as it is now: an open one past its time has expired. */
export function sessionNow(ledger: Ledger, id: string): CheckoutSession {
  const session = ledger.store.get<CheckoutSession>(id, 'checkout.session');
  if (!session) throw noSuch('checkout.session', id, 'session');
  if (session.status === 'open' && ledger.now() >= session.expires_at) {
    const expired: CheckoutSession = { ...session, status: 'expired', url: null };
    ledger.store.put(expired);
    ledger.emit('checkout.session.expired', expired);
    return expired;
  }
  return session;
}

/** `expand[]` paths (`payment_intent`, `subscription.latest_invoice`): each id on the way becomes its object. */
export function expanded(ledger: Ledger, obj: ApiObject, paths: readonly string[]): ApiObject {
  const out: Record<string, unknown> = { ...obj };
  for (const path of paths) {
    const [head, ...rest] = path.split('.');
    const value = out[head];
    if (value === undefined) throw invalidRequest(`This property cannot be expanded (${head}).`, 'expand');
    if (typeof value !== 'string') continue;
    const inner = ledger.store.get(value);
    if (inner) out[head] = rest.length ? expanded(ledger, inner, [rest.join('.')]) : inner;
  }
  return out as ApiObject;
}

function customerFor(ledger: Ledger, payer: Payer): string {
  const id = newId('cus');
  ledger.store.put({
    id,
    object: 'customer',
    email: payer.email,
    name: payer.name,
    created: ledger.now(),
    livemode: false,
  });
  return id;
}

function intentFor(
  ledger: Ledger,
  session: CheckoutSession,
  secret: SessionPrivate,
  fields: Record<string, unknown>,
): string {
  const id = session.payment_intent ?? newId('pi');
  const before = ledger.store.get(id) ?? {
    id,
    object: 'payment_intent',
    amount: session.amount_total,
    currency: session.currency,
    created: ledger.now(),
    livemode: false,
    metadata: secret.intentData.metadata,
    description: secret.intentData.description,
    payment_method_types: ['card'],
    amount_received: 0,
    customer: null,
    latest_charge: null,
    last_payment_error: null,
  };
  const intent = { ...before, ...fields };
  ledger.store.put(intent);
  return id;
}

export type PayOutcome =
  { kind: 'paid'; redirect: string } | { kind: 'failed'; code: string; message: string } | { kind: 'authenticate' };

/** A payment that did not go through: the session stays open for another card, and its PaymentIntent keeps why. */
function failed(
  ledger: Ledger,
  session: CheckoutSession,
  secret: SessionPrivate,
  error: { code: string; declineCode?: string; message: string },
): PayOutcome {
  if (session.mode === 'payment') {
    const intentId = intentFor(ledger, session, secret, {
      status: 'requires_payment_method',
      last_payment_error: {
        type: 'card_error',
        code: error.code,
        ...(error.declineCode ? { decline_code: error.declineCode } : {}),
        message: error.message,
      },
    });
    ledger.store.put({ ...session, payment_intent: intentId }, { private: { ...secret, pending: undefined } });
    ledger.emit('payment_intent.payment_failed', ledger.store.get(intentId)!);
  } else {
    ledger.store.put(session, { private: { ...secret, pending: undefined } });
  }
  return { kind: 'failed', code: error.code, message: error.message };
}

/** `anchor` (unix s) n months later: the same day of the month, or the month's last day where it has fewer. */
export function addMonths(anchorS: number, n: number): number {
  const d = new Date(anchorS * 1000);
  const day = d.getUTCDate();
  const target = new Date(
    Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()),
  );
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return Math.floor(target.getTime() / 1000);
}

function invoiceFor(
  ledger: Ledger,
  sub: Pick<Subscription, 'id' | 'customer' | 'currency' | 'metadata'>,
  payer: Payer,
  amount: number,
  period: { start: number; end: number },
  reason: 'subscription_create' | 'subscription_cycle',
): ApiObject {
  const now = ledger.now();
  const invoice = {
    id: newId('in'),
    object: 'invoice',
    status: 'paid',
    amount_due: amount,
    amount_paid: amount,
    amount_remaining: 0,
    currency: sub.currency,
    customer: sub.customer,
    customer_email: payer.email,
    customer_name: payer.name,
    billing_reason: reason,
    collection_method: 'charge_automatically',
    created: now,
    period_start: period.start,
    period_end: period.end,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: sub.id, metadata: sub.metadata },
    },
    status_transitions: { finalized_at: now, paid_at: now, marked_uncollectible_at: null, voided_at: null },
    livemode: false,
  };
  ledger.store.put(invoice);
  return invoice;
}

function startSubscription(
  ledger: Ledger,
  session: CheckoutSession,
  secret: SessionPrivate,
  payer: Payer,
  customer: string,
) {
  const now = ledger.now();
  const amount = session.amount_total;
  const id = newId('sub');
  const end = addMonths(now, 1);
  const item = secret.items.find((i) => i.recurring)!;
  const base = { id, customer, currency: session.currency, metadata: secret.subscriptionData.metadata };
  const invoice = invoiceFor(ledger, base, payer, amount, { start: now, end }, 'subscription_create');
  const sub: Subscription = {
    ...base,
    object: 'subscription',
    status: 'active',
    created: now,
    start_date: now,
    billing_cycle_anchor: now,
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    ended_at: null,
    collection_method: 'charge_automatically',
    description: secret.subscriptionData.description,
    latest_invoice: invoice.id,
    livemode: false,
    items: {
      object: 'list',
      data: [
        {
          id: newId('si'),
          object: 'subscription_item',
          quantity: item.quantity,
          current_period_start: now,
          current_period_end: end,
          price: {
            id: newId('price'),
            object: 'price',
            currency: session.currency,
            unit_amount: item.unitAmount,
            recurring: { interval: 'month', interval_count: 1 },
            product: newId('prod'),
          },
        },
      ],
    },
  };
  const notes: SubscriptionPrivate = { payer, anchor: now, periods: 1, amount };
  ledger.store.put(sub, { private: notes, dueAt: end });
  return { sub, invoice };
}

function complete(ledger: Ledger, session: CheckoutSession, secret: SessionPrivate, payer: Payer): PayOutcome {
  const customer = customerFor(ledger, payer);
  const paid = {
    status: 'complete' as const,
    payment_status: 'paid' as const,
    url: null,
    customer,
    customer_details: { email: payer.email, name: payer.name },
  };
  if (session.mode === 'payment') {
    const intentId = intentFor(ledger, session, secret, {
      status: 'succeeded',
      amount_received: session.amount_total,
      customer,
      last_payment_error: null,
      latest_charge: newId('ch'),
    });
    const done: CheckoutSession = { ...session, ...paid, payment_intent: intentId };
    ledger.store.put(done, { private: { ...secret, pending: undefined } });
    ledger.emit('payment_intent.succeeded', ledger.store.get(intentId)!);
    ledger.emit('checkout.session.completed', done);
  } else {
    const { sub, invoice } = startSubscription(ledger, session, secret, payer, customer);
    const done: CheckoutSession = { ...session, ...paid, subscription: sub.id, invoice: invoice.id };
    ledger.store.put(done, { private: { ...secret, pending: undefined } });
    ledger.emit('customer.subscription.created', sub);
    ledger.emit('checkout.session.completed', done);
    ledger.emit('invoice.paid', invoice);
  }
  return { kind: 'paid', redirect: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) };
}

/** The reader pays an open session with a test card. */
export function pay(ledger: Ledger, session: CheckoutSession, payer: Payer, card: TestCard): PayOutcome {
  const secret = ledger.store.privateOf<SessionPrivate>(session.id)!;
  switch (card.behaviour.kind) {
    case 'succeeds':
      return complete(ledger, session, secret, payer);
    case 'declines':
      return failed(ledger, session, secret, card.behaviour);
    case 'authenticates':
      ledger.store.put(session, { private: { ...secret, pending: payer } });
      return { kind: 'authenticate' };
  }
}

/** Whether the session waits for a 3-D Secure answer. */
export function awaitsAuthentication(ledger: Ledger, session: CheckoutSession): boolean {
  return !!ledger.store.privateOf<SessionPrivate>(session.id)?.pending;
}

/** The reader's answer at the 3-D Secure step. */
export function authenticate(ledger: Ledger, session: CheckoutSession, approved: boolean): PayOutcome | null {
  const secret = ledger.store.privateOf<SessionPrivate>(session.id)!;
  if (!secret.pending) return null;
  if (approved) return complete(ledger, session, secret, secret.pending);
  return failed(ledger, session, secret, {
    code: 'payment_intent_authentication_failure',
    message:
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  });
}

/** Charges every active subscription whose period has ended, once for each month that passed; returns the charges. */
export function renewDue(ledger: Ledger): number {
  let charges = 0;
  for (const id of ledger.store.due('subscription', ledger.now())) {
    let sub = ledger.store.get<Subscription>(id, 'subscription')!;
    const notes = ledger.store.privateOf<SubscriptionPrivate>(id)!;
    let { periods } = notes;
    let end = addMonths(notes.anchor, periods);
    while (sub.status === 'active' && end <= ledger.now()) {
      const next = addMonths(notes.anchor, periods + 1);
      const invoice = invoiceFor(
        ledger,
        sub,
        notes.payer,
        notes.amount,
        { start: end, end: next },
        'subscription_cycle',
      );
      const item = { ...sub.items.data[0], current_period_start: end, current_period_end: next };
      sub = { ...sub, latest_invoice: invoice.id, items: { ...sub.items, data: [item] } };
      periods++;
      end = next;
      ledger.store.put(sub, { private: { ...notes, periods }, dueAt: end });
      ledger.emit('invoice.paid', invoice);
      charges++;
    }
  }
  return charges;
}

export function cancelSubscription(ledger: Ledger, id: string): ApiObject {
  const sub = ledger.store.get<Subscription>(id, 'subscription');
  if (!sub) throw noSuch('subscription', id);
  if (sub.status === 'canceled')
    throw new ApiError(400, 'invalid_request_error', `This subscription is already canceled: ${id}`);
  const now = ledger.now();
  const canceled = {
    ...sub,
    status: 'canceled' as const,
    canceled_at: now,
    ended_at: now,
    cancellation_details: { reason: 'cancellation_requested', comment: null, feedback: null },
  };
  ledger.store.put(canceled, { dueAt: null });
  ledger.emit('customer.subscription.deleted', canceled);
  return canceled;
}
