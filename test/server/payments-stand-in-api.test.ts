// The payment stand-in speaks the provider's API the way the official SDK calls it (decision 049): the SDK
// itself, pointed at the stand-in by its host/port/protocol settings, makes Checkout Sessions in both modes, reads
// them back expanded, cancels subscriptions, and gets the provider's errors as its own error classes; the SDK's own
// webhook check believes the stand-in's signatures; a repeated Idempotency-Key replays the first answer; webhooks
// not taken are sent again, later each time, until one is.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import t from 'tap';
import { request } from 'undici';
import { addMonths } from '../../stand-ins/payments/ledger.ts';
import { parseParams } from '../../stand-ins/payments/form-params.ts';
import { DEFAULT_RETRY_DELAYS_MS, signatureHeader } from '../../stand-ins/payments/webhook-sender.ts';
import { startPaymentStandIn } from '../helpers/servers.ts';
import { authenticate, CARDS, pay } from '../helpers/checkout-client.ts';
import { until } from '../helpers/until.ts';

const provider = await startPaymentStandIn({ webhookRetryDelaysMs: [50, 100, 200] });
t.teardown(() => provider.close());
const { config, standIn } = provider;
const stripe = new Stripe(config.apiKey, { ...config.api!, maxNetworkRetries: 0 });

// The webhook endpoint: refuses the first two deliveries of each event, then takes them; checks each with the SDK.
const received: { type: string; id: string; attempt: number }[] = [];
const attempts = new Map<string, number>();
const hook = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => {
    chunks.push(c);
  });
  req.on('end', () => {
    // The signature is over the bytes: the body is read whole (a chunk may end inside a character) and checked.
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(
        Buffer.concat(chunks),
        String(req.headers['stripe-signature']),
        config.webhookSecret,
      );
    } catch {
      return void res.writeHead(400).end();
    }
    const n = (attempts.get(event.id) ?? 0) + 1;
    attempts.set(event.id, n);
    if (n < 3) return void res.writeHead(500).end();
    received.push({ type: event.type, id: event.id, attempt: n });
    res.writeHead(200).end('{}');
  });
});
await new Promise<void>((r) => hook.listen(0, '127.0.0.1', r));
t.teardown(() => new Promise<void>((r) => hook.close(() => r())));
provider.endpoint.url = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`;

const lineItem = (recurring: boolean) => ({
  quantity: 1,
  price_data: {
    currency: 'huf',
    unit_amount: 200_000,
    product_data: { name: 'Támogatás' },
    ...(recurring ? { recurring: { interval: 'month' as const } } : {}),
  },
});

t.test('the SDK makes and reads Checkout Sessions at the stand-in, in both modes', async (t) => {
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [lineItem(false)],
    success_url: 'http://x.test/ok?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://x.test/no',
    metadata: { purpose: 'tamogatas' },
    payment_intent_data: { metadata: { purpose: 'tamogatas' } },
  });
  t.match(session, {
    object: 'checkout.session',
    mode: 'payment',
    status: 'open',
    payment_status: 'unpaid',
    amount_total: 200_000,
    currency: 'huf',
    payment_intent: null,
  });
  t.match(session.id, /^cs_test_[A-Za-z0-9]{24}$/);
  t.equal(session.url, `${provider.url}/c/pay/${session.id}`);
  const paid = await pay(session.url!, CARDS.ok, 'Olvaso@Example.hu');
  t.equal(paid.location, `http://x.test/ok?session_id=${session.id}`, 'back to success_url, the session named');
  const read = await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] });
  t.match(read, { status: 'complete', payment_status: 'paid', customer_details: { email: 'olvaso@example.hu' } });
  t.match(read.payment_intent, {
    object: 'payment_intent',
    status: 'succeeded',
    amount: 200_000,
    amount_received: 200_000,
    metadata: { purpose: 'tamogatas' },
  });

  const monthly = await stripe.checkout.sessions.create({
    mode: 'subscription',
    line_items: [lineItem(true)],
    success_url: 'http://x.test/ok',
    subscription_data: { metadata: { purpose: 'tamogatas' } },
  });
  await pay(monthly.url!, CARDS.ok);
  const done = await stripe.checkout.sessions.retrieve(monthly.id, { expand: ['subscription'] });
  const sub = done.subscription as Stripe.Subscription;
  t.match(sub, { object: 'subscription', status: 'active', metadata: { purpose: 'tamogatas' } });
  t.equal(sub.items.data[0].price.unit_amount, 200_000);
  t.match(done.invoice, /^in_test_/, 'the first invoice');
});

t.test('the SDK gets the provider’s errors as its own classes', async (t) => {
  const wrongKey = new Stripe('sk_test_nottherightkey000', { ...config.api!, maxNetworkRetries: 0 });
  await t.rejects(wrongKey.checkout.sessions.retrieve('cs_test_x'), {
    rawType: 'invalid_request_error',
    statusCode: 401,
    message: /Invalid API Key/,
  });
  t.ok(
    await stripe.checkout.sessions
      .retrieve('cs_test_nincs')
      .catch((e: unknown) => e instanceof Stripe.errors.StripeInvalidRequestError),
    'the SDK’s own error class',
  );
  await t.rejects(stripe.checkout.sessions.retrieve('cs_test_nincs'), { statusCode: 404, code: 'resource_missing' });
  await t.rejects(stripe.subscriptions.cancel('sub_test_nincs'), { statusCode: 404, code: 'resource_missing' });
  await t.rejects(
    stripe.checkout.sessions.create({ mode: 'payment', line_items: [lineItem(true)], success_url: 'http://x.test/' }),
    { statusCode: 400, message: /payment` mode but passed a recurring price/ },
  );
  await t.rejects(
    stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [lineItem(false)],
      success_url: 'http://x.test/',
    }),
    { message: /at least one recurring price/ },
  );
  await t.rejects(stripe.checkout.sessions.create({ mode: 'payment', line_items: [lineItem(false)] }), {
    code: 'parameter_missing',
    param: 'success_url',
  });
  await t.rejects(
    stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [lineItem(false)],
      success_url: 'http://x.test/',
      nonsense: 1,
    } as never),
    { code: 'parameter_unknown', param: 'nonsense' },
  );
});

t.test('a repeated Idempotency-Key replays the first answer', async (t) => {
  const body =
    'mode=payment&success_url=http%3A%2F%2Fx.test%2F&line_items[0][quantity]=1&line_items[0][price_data][currency]=huf' +
    '&line_items[0][price_data][unit_amount]=100000&line_items[0][price_data][product_data][name]=T';
  const send = () =>
    request(`${provider.url}/v1/checkout/sessions`, {
      method: 'POST',
      body,
      headers: {
        authorization: `Bearer ${config.apiKey}`,
        'content-type': 'application/x-www-form-urlencoded',
        'idempotency-key': 'ugyanaz-1',
      },
    }).then(async (r) => ({
      replayed: r.headers['idempotent-replayed'],
      session: (await r.body.json()) as { id: string },
    }));
  const first = await send();
  const second = await send();
  t.equal(second.session.id, first.session.id, 'the same session, not a second one');
  t.equal(second.replayed, 'true');
});

t.test('the hosted page: a card that is no test card, a bad expiry, declines and 3-D Secure', async (t) => {
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [lineItem(false)],
    success_url: 'http://x.test/ok',
    cancel_url: 'http://x.test/no',
  });
  const page = await request(session.url!);
  const html = await page.body.text();
  t.match(
    String(page.headers['content-security-policy']),
    "form-action 'self' http://x.test",
    'its form may send the reader back to us, nowhere else',
  );
  for (const id of ['email', 'name', 'card', 'exp', 'cvc'])
    t.match(html, new RegExp(`<label for="${id}">`), `the ${id} field has its label`);
  t.match(
    (await pay(session.url!, '4111 1111 1111 1111')).body,
    'Tesztüzemben csak a lent felsorolt tesztkártyák működnek',
    'a real-looking card is refused',
  );
  t.match((await pay(session.url!, '4242 4242 4242 4241')).body, 'A kártyaszám hibás');
  const noFunds = await pay(session.url!, CARDS.noFunds);
  t.equal(noFunds.status, 402);
  t.match(noFunds.body, 'nincs elég fedezet');
  t.notMatch(noFunds.body, /4000 0000 0000 9995"|value="4000/, 'the card number is not written back into the form');
  const intent = (await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] }))
    .payment_intent as Stripe.PaymentIntent;
  t.match(
    intent.last_payment_error,
    { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' },
    'the PaymentIntent keeps why',
  );
  t.equal((await pay(session.url!, CARDS.threeDs)).status, 200);
  t.match(
    await (await request(session.url!)).body.text(),
    'A bankod jóváhagyást kér',
    'the page remembers the pending 3-D Secure step',
  );
  const ok = await authenticate(session.url!, true);
  t.equal(ok.location, 'http://x.test/ok');
  t.match(
    await (await request(session.url!)).body.text(),
    'Ezt már kifizetted',
    'a paid session takes no second payment',
  );
});

t.test('subscriptions renew monthly on the stand-in’s clock; a cancelled one does not', async (t) => {
  const monthly = await stripe.checkout.sessions.create({
    mode: 'subscription',
    line_items: [lineItem(true)],
    success_url: 'http://x.test/ok',
  });
  await pay(monthly.url!, CARDS.ok);
  const subId = (await stripe.checkout.sessions.retrieve(monthly.id)).subscription as string;
  const now = provider.clock.now;
  // The month is counted from the subscription's anchor, set when it was paid: a second may have passed since.
  const start = (await stripe.subscriptions.retrieve(subId)).billing_cycle_anchor;
  t.teardown(() => {
    provider.clock.now = now;
  });
  const charges = () =>
    standIn
      .events('invoice.paid')
      .filter(
        (e) =>
          (e.data as { object: { parent: { subscription_details: { subscription: string } } } }).object.parent
            .subscription_details.subscription === subId,
      ).length;
  t.equal(charges(), 1, 'the first charge, at checkout');
  provider.clock.now = () => start + 20 * 24 * 3600;
  standIn.renewDue();
  t.equal(charges(), 1, 'not before the month is over');
  provider.clock.now = () => addMonths(start, 3) + 60;
  standIn.renewDue();
  t.equal(charges(), 4, 'three months later, three more charges (one for each month missed)');
  const sub = await stripe.subscriptions.retrieve(subId);
  t.equal(sub.items.data[0].current_period_end, addMonths(start, 4), 'the period moved on');
  t.equal((await stripe.subscriptions.cancel(subId)).status, 'canceled');
  provider.clock.now = () => addMonths(start, 6) + 60;
  standIn.renewDue();
  t.equal(charges(), 4, 'a cancelled subscription is charged no more');
  await t.rejects(
    stripe.subscriptions.cancel(subId),
    { statusCode: 400, message: /already canceled/ },
    'cancelling twice is refused',
  );
});

t.test('webhooks are signed as the SDK checks them, and sent again until taken', async (t) => {
  await until('every webhook taken', () => standIn.pendingWebhooks() === 0);
  t.ok(received.length >= 10, `${received.length} events taken, every one checked by Stripe.webhooks.constructEvent`);
  t.ok(
    received.every((r) => r.attempt === 3),
    'each on its third attempt, after two refusals',
  );
  t.same([...new Set(received.map((r) => r.type))].sort(), [
    'checkout.session.completed',
    'customer.subscription.created',
    'customer.subscription.deleted',
    'invoice.paid',
    'payment_intent.payment_failed',
    'payment_intent.succeeded',
  ]);
  const header = signatureHeader('{"a":1}', 'whsec_x', 1_700_000_000);
  t.equal(
    header,
    Stripe.webhooks.generateTestHeaderString({ payload: '{"a":1}', secret: 'whsec_x', timestamp: 1_700_000_000 }),
    'the provider’s scheme: t=…,v1=HMAC-SHA256',
  );
});

t.test(
  'by default an event not taken is sent again for about three days, as the provider does (decision 049)',
  async (t) => {
    const hours = DEFAULT_RETRY_DELAYS_MS.reduce((a, b) => a + b, 0) / 3_600_000;
    t.ok(hours >= 66 && hours <= 80, `the waits add up to ${hours} h`);
    t.ok(
      DEFAULT_RETRY_DELAYS_MS.every((ms, i) => i === 0 || ms >= DEFAULT_RETRY_DELAYS_MS[i - 1]),
      'each wait at least as long as the one before',
    );
  },
);

t.test('bracket-notation parameters become nested objects and arrays, on objects without a prototype', async (t) => {
  const p = parseParams(
    'line_items[0][price_data][unit_amount]=5&line_items[1][quantity]=2&expand[0]=a&metadata[__proto__]=x&a=1',
  );
  t.same(JSON.parse(JSON.stringify(p)), {
    line_items: [{ price_data: { unit_amount: '5' } }, { quantity: '2' }],
    expand: ['a'],
    metadata: { ['__proto__']: 'x' },
    a: '1',
  });
  t.equal(Object.getPrototypeOf(p), null);
  t.throws(() => parseParams('a=1&a[b]=2'), /mixes a value and an object/);
  t.throws(() => parseParams('a[b][c][d][e][f][g]=1'), /nested too deeply/);
  t.throws(() => parseParams('a]b=1'), /Invalid parameter name/);
});
