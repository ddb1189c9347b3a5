// The payment provider's webhooks at the BFF: every event is checked before it is believed (a forged,
// missing, tampered or stale signature is refused with 400 and changes nothing); a replayed event is stored once, also
// when two BFF processes get it at once; 200 concurrent webhooks for 200 payments store 200 payments; the CRM down when
// a webhook arrives answers 503, and the provider's retry stores it later; an event the CRM refuses for good is taken
// and counted for a person; renewals on the provider's clock and a cancellation at the provider reach the CRM; and the
// minutes counter counts the real supporters (§9: 10 and 1).
import t, { type Test } from 'tap';
import { request } from 'undici';
import { startFaultProxy, type FaultMode } from '../helpers/fault-proxy.ts';
import { CRM_TEST_SERVICE_TOKEN, startBff, startSupportServers } from '../helpers/servers.ts';
import {
  CARDS,
  comeBack,
  paidSessionEvent,
  pay,
  postWebhook,
  signed,
  startCheckout,
} from '../helpers/checkout-client.ts';
import { until } from '../helpers/until.ts';

const { origin, crm, bff, pay: provider } = await startSupportServers(t, 120, { payments: true });
const { standIn, config, clock } = provider!;
const secret = config.webhookSecret;

const paymentCount = () => crm.db.prepare('SELECT count(*) FROM payments').pluck().get() as number;
const byRef = (ref: string) =>
  crm.db.prepare('SELECT * FROM payments WHERE provider_ref = ?').all(ref) as {
    id: number;
    status: string;
    charges: number;
    amount: number;
    recurring: number;
  }[];
/** Another BFF taking payments, its CRM calls sent to `crmUrl`; closed when the test ends. */
async function paymentsBff(t: Test, crmUrl = crm.url) {
  const other = await startBff(origin.url, {
    crmApiUrl: crmUrl,
    crmServiceToken: CRM_TEST_SERVICE_TOKEN,
    payments: config,
  });
  t.teardown(() => other.close());
  return other;
}

/** A BFF taking payments whose CRM calls pass a fault proxy set to `mode`; both closed when the test ends. */
async function behindFaultyCrm(t: Test, mode: FaultMode) {
  const proxy = await startFaultProxy(crm.url, mode);
  t.teardown(() => proxy.close());
  return { proxy, cut: await paymentsBff(t, proxy.url) };
}

const counter = async () =>
  (await (await request(`${origin.url}/api/counter?from=2025-03-28`)).body.json()) as {
    recurring: number;
    onetime: number;
  };

t.test(
  'a webhook is believed only with its signature: forged, missing, tampered or stale ones are refused and change nothing',
  async (t) => {
    const before = paymentCount();
    const event = paidSessionEvent(1);
    const forged = signed(event, 'whsec_somebody_else_entirely');
    const real = signed(event, secret);
    const stale = signed(event, secret, Math.floor(Date.now() / 1000) - 600);
    const cases: [string, string, string | null][] = [
      ['another secret’s signature', forged.body, forged.signature],
      ['no signature', real.body, null],
      ['a signature that is not one', real.body, 't=1,v1=00'],
      ['the body changed after signing', real.body.replace('500000', '50000000'), real.signature],
      ['signed ten minutes ago (a replay of an old capture)', stale.body, stale.signature],
    ];
    for (const [what, body, signature] of cases) {
      const res = await postWebhook(bff.url, body, signature);
      t.equal(res.status, 400, what);
      t.match(JSON.parse(res.body).message, 'signature', what);
      t.equal(res.headers['cache-control'], 'no-store');
    }
    const notJson = await request(`${bff.url}/tamogatas/fizetes/ertesites`, {
      method: 'POST',
      body: real.body,
      headers: { 'content-type': 'text/plain', 'stripe-signature': real.signature },
    });
    t.equal(notJson.statusCode, 415, 'a body that is not JSON is not read');
    await notJson.body.dump();
    t.equal(paymentCount(), before, 'nothing was recorded');
    const ok = await postWebhook(bff.url, real.body, real.signature);
    t.same(
      [ok.status, JSON.parse(ok.body)],
      [200, { received: true, recorded: true }],
      'the same event, signed, is believed',
    );
    t.equal(paymentCount(), before + 1);
  },
);

t.test('a replayed event is stored once, also when two BFF processes get it at the same moment', async (t) => {
  const other = await paymentsBff(t);
  const event = paidSessionEvent(2);
  const before = paymentCount();
  const answers = await Promise.all(
    [bff.url, other.url, bff.url, other.url].map(async (url) => {
      const { body, signature } = signed(event, secret);
      return postWebhook(url, body, signature);
    }),
  );
  t.same(
    answers.map((a) => a.status),
    [200, 200, 200, 200],
    'every delivery is answered 2xx (the provider stops sending)',
  );
  t.equal(answers.filter((a) => JSON.parse(a.body).recorded).length, 1, 'one of them recorded it');
  t.equal(paymentCount(), before + 1, 'one payment');
  const again = signed(event, secret);
  t.equal(
    JSON.parse((await postWebhook(bff.url, again.body, again.signature)).body).recorded,
    false,
    'a later replay records nothing',
  );
  t.equal(paymentCount(), before + 1);
  // The same payment told by another event (a new id) is still one payment: the provider's object is the key too.
  const twin = signed({ ...event, id: `${event.id}_twin` }, secret);
  t.equal(JSON.parse((await postWebhook(bff.url, twin.body, twin.signature)).body).recorded, false);
  t.equal(byRef('pi_test_2').length, 1);
});

t.test('200 concurrent webhooks for 200 payments store 200 payments', async (t) => {
  const before = paymentCount();
  const events = Array.from({ length: 200 }, (_, i) =>
    signed(paidSessionEvent(1000 + i, { amount: 100_000 + i * 100 }), secret),
  );
  const answers = await Promise.all(events.map((e) => postWebhook(bff.url, e.body, e.signature)));
  t.same(
    answers.filter((a) => a.status !== 200).map((a) => a.status),
    [],
    'every one answered 200',
  );
  t.equal(paymentCount(), before + 200);
  const amounts = crm.db
    .prepare(`SELECT sum(amount) FROM payments WHERE provider_ref LIKE 'pi_test_1___'`)
    .pluck()
    .get();
  t.equal(
    amounts,
    Array.from({ length: 200 }, (_, i) => 1000 + i).reduce((a, b) => a + b),
    'each in whole forints, as paid',
  );
});

t.test('events not ours, or of no payment, are taken and record nothing', async (t) => {
  const before = paymentCount();
  const cases = [
    paidSessionEvent(3, { purpose: 'shop' }),
    { ...paidSessionEvent(4), type: 'payment_intent.created' },
    { ...paidSessionEvent(5), data: { object: { ...paidSessionEvent(5).data.object, payment_status: 'unpaid' } } },
  ];
  for (const event of cases) {
    const { body, signature } = signed(event, secret);
    const res = await postWebhook(bff.url, body, signature);
    t.same([res.status, JSON.parse(res.body).recorded], [200, false], event.type);
  }
  t.equal(paymentCount(), before);
});

t.test('an event the CRM refuses for good is taken once, counted and logged for a person', async (t) => {
  const metric = async () => {
    const text = await (await request(`${bff.url}/metrics`)).body.text();
    return Number(/^bff_payment_events_refused_total (\d+)/m.exec(text)?.[1] ?? NaN);
  };
  const before = { payments: paymentCount(), refused: await metric() };
  // 500.50 Ft: the CRM keeps whole forints and refuses the record with a 400 (docs/crm-api.md), on every retry alike.
  const { body, signature } = signed(paidSessionEvent(7, { amount: 50_050 }), secret);
  const res = await postWebhook(bff.url, body, signature);
  t.same([res.status, JSON.parse(res.body)], [200, { received: true, recorded: false }], 'taken: no retries for days');
  t.equal(await metric(), before.refused + 1, 'counted in bff_payment_events_refused_total');
  t.equal(paymentCount(), before.payments, 'and nothing recorded');
});

t.test('any 4xx about the record is for good; a token, route or rate refusal is retried', async (t) => {
  const { proxy, cut } = await behindFaultyCrm(t, { kind: 'pass' });
  const answers: Record<number, number> = {};
  for (const status of [410, 413, 415, 401, 403, 404, 429]) {
    await proxy.set({ kind: 'status', status });
    const { body, signature } = signed(paidSessionEvent(8), secret);
    answers[status] = (await postWebhook(cut.url, body, signature)).status;
  }
  t.same(answers, { 410: 200, 413: 200, 415: 200, 401: 503, 403: 503, 404: 503, 429: 503 });
});

t.test('the CRM down while a webhook arrives: 503, and the provider’s retry stores it later', async (t) => {
  const { proxy, cut } = await behindFaultyCrm(t, { kind: 'refuse' });
  const endpoint = provider!.endpoint.url;
  provider!.endpoint.url = `${cut.url}/tamogatas/fizetes/ertesites`;
  t.teardown(() => {
    provider!.endpoint.url = endpoint;
  });
  const email = 'leallt.crm@example.hu';
  const stored = () =>
    crm.db
      .prepare('SELECT p.amount, p.status FROM payments p JOIN supporters s ON s.id = p.supporter_id WHERE s.email = ?')
      .get(email) as { amount: number; status: string } | undefined;

  const direct = signed(paidSessionEvent(6), secret);
  const refused = await postWebhook(cut.url, direct.body, direct.signature);
  t.equal(refused.status, 503, 'a webhook while the CRM is down is answered 503');

  const jar = {};
  const started = await startCheckout(cut.url, { gyakorisag: 'egyszeri', osszeg: '3000' }, jar);
  const paid = await pay(started.location!, CARDS.ok, email);
  t.equal(
    (await comeBack(cut.url, paid.location!, jar)).location,
    '/tamogatas/siker?eredmeny=fizetve-egyszeri',
    'the reader is thanked all the same',
  );
  const completion = () =>
    standIn
      .deliveries()
      .filter((d) => d.type === 'checkout.session.completed')
      .at(-1)!;
  await until('two refused deliveries', () => completion().attempts >= 2);
  t.notOk(completion().delivered, 'refused while the CRM is down');
  t.equal(stored(), undefined, 'nothing stored yet');

  await proxy.set({ kind: 'pass' });
  t.same(
    await until('the retried webhook stored', stored),
    { amount: 3000, status: 'paid' },
    'the provider’s retry stored it: nothing lost',
  );
  await until('the delivery taken', () => completion().delivered);
  t.ok(completion().attempts >= 3, `taken on a later attempt (attempt ${completion().attempts})`);
});

t.test(
  'a monthly support renews on the provider’s clock, and a cancellation at the provider reaches the CRM',
  async (t) => {
    const jar = {};
    const started = await startCheckout(bff.url, { gyakorisag: 'havi', osszeg: '2000' }, jar);
    const paid = await pay(started.location!, CARDS.ok, 'havonta@example.hu');
    await comeBack(bff.url, paid.location!, jar);
    const sub = await until(
      'the subscription at the CRM',
      () =>
        crm.db
          .prepare(
            `SELECT provider_ref FROM payments WHERE recurring = 1 AND supporter_id =
    (SELECT id FROM supporters WHERE email = 'havonta@example.hu')`,
          )
          .pluck()
          .get() as string | undefined,
    );
    await until('its first charge', () => byRef(sub)[0]?.charges === 1);

    const realNow = clock.now;
    const start = realNow();
    clock.now = () => start + 32 * 24 * 3600;
    t.teardown(() => {
      clock.now = realNow;
    });
    t.equal(standIn.renewDue(), 1, 'a month later the provider charges again');
    await until('the renewal recorded', () => byRef(sub)[0]?.charges === 2);
    t.equal(standIn.renewDue(), 0, 'once a month');
    const totals = crm.db
      .prepare(`SELECT sum(amount) FROM payment_charges WHERE payment_id = ?`)
      .pluck()
      .get(byRef(sub)[0].id);
    t.equal(totals, 4000, 'two charges of 2 000 Ft');

    // Cancelled at the provider (its dashboard, a chargeback): the CRM hears of it from the webhook.
    await standIn.app.inject({
      method: 'DELETE',
      url: `/v1/subscriptions/${sub}`,
      headers: { authorization: `Bearer ${config.apiKey}` },
    });
    await until('the cancellation recorded', () => byRef(sub)[0]?.status === 'cancelled');
    clock.now = () => start + 70 * 24 * 3600;
    t.equal(standIn.renewDue(), 0, 'a cancelled subscription is not charged');
  },
);

t.test('the minutes counter counts the real supporters: each recurring 10, each one-time 1, each once', async (t) => {
  await until('earlier counts sent', () => crm.app.supporterCounter.pending() === 0);
  const before = await counter();
  for (const [n, mode] of [
    [7, 'subscription'],
    [8, 'payment'],
  ] as const) {
    const event = paidSessionEvent(n, { mode, amount: 300_000 });
    for (let i = 0; i < 3; i++) {
      const { body, signature } = signed(event, secret);
      t.equal((await postWebhook(bff.url, body, signature)).status, 200);
    }
  }
  await until('the counts sent to the publisher', () => crm.app.supporterCounter.pending() === 0);
  const after = await until('the counter moved', async () => {
    const c = await counter();
    return c.recurring > before.recurring && c;
  });
  t.same(
    { recurring: after.recurring - before.recurring, onetime: after.onetime - before.onetime },
    { recurring: 1, onetime: 1 },
    'one recurring supporter (10 minutes) and one one-time (1 minute), however often the events came',
  );
  // A repeated report (a lost answer) is counted once at the publisher too.
  const last = crm.db
    .prepare('SELECT event_id AS event, day, recurring, onetime FROM counter_outbox ORDER BY rowid DESC LIMIT 1')
    .get();
  const repeat = await request(`${origin.url}/admin/minutes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(last),
  });
  t.same(await repeat.body.json(), { counted: false });
  t.same(await counter(), after);
});

t.test('without a provider or a CRM that takes payments', async (t) => {
  const none = await startBff(origin.url, { crmApiUrl: crm.url });
  t.teardown(() => none.close());
  const { body, signature } = signed(paidSessionEvent(9), secret);
  t.equal((await postWebhook(none.url, body, signature)).status, 404, 'no PAYMENT_API_KEY: no webhook endpoint');
  const noToken = await startBff(origin.url, { crmApiUrl: crm.url, payments: config });
  t.teardown(() => noToken.close());
  t.equal(
    (await postWebhook(noToken.url, body, signature)).status,
    503,
    'no CRM_SERVICE_TOKEN: the provider is told to come back',
  );
  const wrongToken = await startBff(origin.url, {
    crmApiUrl: crm.url,
    crmServiceToken: 'not-the-token',
    payments: config,
  });
  t.teardown(() => wrongToken.close());
  t.equal((await postWebhook(wrongToken.url, body, signature)).status, 503, 'a CRM refusing the token: likewise');
  t.equal(byRef('pi_test_9').length, 0);
  const direct = await request(`${crm.url}/api/v2/payments/record`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  t.equal(direct.statusCode, 401, 'the CRM takes payments only with its service token');
  await direct.body.dump();
});
