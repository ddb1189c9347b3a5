// The payment path's rules, without a server: money as integers in the minor unit (2 000 Ft is 200000, a
// fraction of a forint is refused at the CRM's whole units); what a reader's choice on the support form is; what a
// verified webhook records at the CRM; what a reader back from the checkout is told.
import t from 'tap';
import type Stripe from 'stripe';
import { toMinorUnits, toWholeUnits } from '../../shared/money.ts';
import { supportChoiceOf, supportOfferFor, typedAmountOf } from '../../shared/support-offer.ts';
import { sites } from '../../shared/sites/site-table.ts';
import { SUPPORT_OUTCOMES } from '../../shared/support-forms.ts';
import { parsePaymentRecord } from '../../stand-ins/crm/payment-records.ts';
import { checkoutOutcomeOf } from '../../server/payments/checkout-outcome.ts';
import { paymentConfigFromEnv } from '../../server/payments/payment-config.ts';
import { paymentRecordOf } from '../../server/payments/webhook-record.ts';
import { paidSessionEvent } from '../helpers/checkout-client.ts';

t.test('money: whole units and minor units, integers both', async (t) => {
  t.equal(toMinorUnits(2000, 'HUF'), 200_000, '2 000 Ft is 200000 fillér, as the provider counts HUF');
  t.equal(toMinorUnits(25, 'RON'), 2500);
  t.equal(toWholeUnits(200_000, 'HUF'), 2000);
  t.equal(toWholeUnits(200_050, 'HUF'), null, 'half a forint is no whole amount');
  t.equal(toWholeUnits(1.5, 'HUF'), null);
  t.throws(() => toMinorUnits(19.99, 'HUF'), RangeError, 'no float ever becomes an amount');
  t.throws(() => toMinorUnits(Number.MAX_SAFE_INTEGER, 'HUF'), RangeError);
});

t.test('the reader’s choice: monthly or once, picked or typed, within the bounds', async (t) => {
  const choice = (frequency: string | null, amount: string | null, otherAmount: string | null = null) =>
    supportChoiceOf({ frequency, amount, otherAmount }, 'HUF');
  t.same(choice('havi', '2000'), { frequency: 'monthly', amount: 2000 });
  t.same(choice('egyszeri', '5000', '12 500'), { frequency: 'one-time', amount: 12_500 }, 'a typed amount wins');
  t.same(choice('egyszeri', '5000', '   '), { frequency: 'one-time', amount: 5000 }, 'a blank typed amount is none');
  for (const [typed, want] of [
    ['2\u00a0000', 2000],
    ['2.000', 2000],
    ['2000 Ft', 2000],
    ['1 000 000', 1_000_000],
    ['1500,50', null],
    ['-500', null],
    ['2e3', null],
    ['0x10', null],
    ['2.00', null],
  ] as const) {
    t.equal(typedAmountOf(typed, 'HUF'), want, `${JSON.stringify(typed)} is read as ${want}`);
  }
  t.same(choice('havi', '499'), { error: 'amount' }, 'under 500 Ft');
  t.same(choice('havi', '500'), { frequency: 'monthly', amount: 500 });
  t.same(choice('havi', null, '500000'), { frequency: 'monthly', amount: 500_000 });
  t.same(choice('havi', null, '500001'), { error: 'amount' }, 'over 500 000 Ft');
  t.same(choice('havonta', '2000'), { error: 'frequency' });
  t.same(choice('toString', '2000'), { error: 'frequency' }, 'not a property of every object');
  t.same(choice(null, '2000'), { error: 'frequency' });
  const offer = supportOfferFor(sites.main);
  t.same(offer.preselected, { monthly: 2000, oneTime: 5000 });
  t.equal(offer.limits.text, '500\u00a0Ft és 500\u00a0000\u00a0Ft között, egész összegben');
  t.match(
    SUPPORT_OUTCOMES['hibas-osszeg'].text,
    '500\u00a0Ft és 500\u00a0000\u00a0Ft közötti',
    'a refused amount is told the same bounds',
  );
});

t.test('what a webhook records: ours only, paid only, the provider’s objects as keys, minor units kept', async (t) => {
  const once = paymentRecordOf(
    paidSessionEvent(1, { email: 'a@example.hu', amount: 250_000 }) as unknown as Stripe.Event,
  );
  t.match(once, {
    kind: 'one-time',
    reference: 'pi_test_1',
    email: 'a@example.hu',
    amount_minor: 250_000,
    currency: 'HUF',
  });
  const monthly = paymentRecordOf(paidSessionEvent(2, { mode: 'subscription' }) as unknown as Stripe.Event);
  t.match(
    monthly,
    { kind: 'recurring-charge', reference: 'sub_test_2', charge: 'in_test_2' },
    'the first charge, keyed by its invoice',
  );
  t.equal(
    paymentRecordOf(paidSessionEvent(3, { purpose: 'bolt' }) as unknown as Stripe.Event),
    null,
    'the shop’s sales are not ours',
  );
  const unpaid = paidSessionEvent(4);
  unpaid.data.object.payment_status = 'unpaid';
  t.equal(
    paymentRecordOf(unpaid as unknown as Stripe.Event),
    null,
    'a bank transfer on its way: recorded when it succeeds',
  );
  t.match(
    paymentRecordOf({
      ...unpaid,
      type: 'checkout.session.async_payment_succeeded',
      data: { object: { ...unpaid.data.object, payment_status: 'paid' } },
    } as unknown as Stripe.Event),
    { kind: 'one-time' },
    'and it is, when it does',
  );
  const invoice = {
    id: 'evt_test_inv',
    type: 'invoice.paid',
    created: 1_800_000_000,
    data: {
      object: {
        id: 'in_test_9',
        amount_paid: 200_000,
        currency: 'huf',
        customer_email: 'b@example.hu',
        customer_name: null,
        status_transitions: { paid_at: 1_800_000_100 },
        parent: {
          type: 'subscription_details',
          subscription_details: { subscription: 'sub_test_9', metadata: { purpose: 'tamogatas' } },
        },
      },
    },
  };
  t.same(paymentRecordOf(invoice as unknown as Stripe.Event), {
    event: 'evt_test_inv',
    kind: 'recurring-charge',
    reference: 'sub_test_9',
    charge: 'in_test_9',
    email: 'b@example.hu',
    name: null,
    amount_minor: 200_000,
    currency: 'HUF',
    at: 1_800_000_100,
  });
  const deleted = {
    id: 'evt_test_del',
    type: 'customer.subscription.deleted',
    created: 5,
    data: { object: { id: 'sub_test_9', canceled_at: 4, metadata: { purpose: 'tamogatas' } } },
  };
  t.same(paymentRecordOf(deleted as unknown as Stripe.Event), {
    event: 'evt_test_del',
    kind: 'recurring-cancelled',
    reference: 'sub_test_9',
    at: 4,
  });
  t.equal(paymentRecordOf({ ...deleted, type: 'customer.subscription.updated' } as unknown as Stripe.Event), null);
});

t.test('the CRM takes a record only whole: each field checked, amounts in whole units of the currency', async (t) => {
  const good = {
    event: 'evt_1',
    kind: 'one-time',
    reference: 'pi_1',
    email: ' A@Example.hu ',
    name: '  ',
    amount_minor: 200_000,
    currency: 'HUF',
    at: 1_800_000_000,
  };
  t.match(parsePaymentRecord(good), { email: 'a@example.hu', name: null, amount_minor: 200_000 });
  const bad: [object, RegExp][] = [
    [{ ...good, kind: 'refund' }, /kind must be one of/],
    [{ ...good, event: 'evt 1' }, /event must be/],
    [{ ...good, amount_minor: 200_050 }, /whole number of HUF/],
    [{ ...good, amount_minor: 0 }, /above 0/],
    [{ ...good, amount_minor: 19.99 }, /above 0/],
    [{ ...good, currency: 'EUR' }, /HUF or RON/],
    [{ ...good, email: 'nem-cim' }, /e-mail/],
    [{ ...good, at: -1 }, /unix time/],
    [{ ...good, kind: 'recurring-charge' }, /charge must be/],
    [[], /JSON object/],
  ];
  for (const [body, reason] of bad) t.throws(() => parsePaymentRecord(body), { message: reason }, JSON.stringify(body));
  t.same(
    parsePaymentRecord({ event: 'evt_2', kind: 'recurring-cancelled', reference: 'sub_1', at: 5, email: 'ignored' }),
    { event: 'evt_2', kind: 'recurring-cancelled', reference: 'sub_1', at: 5 },
  );
});

t.test('what a reader back from the checkout is told, read from the session', async (t) => {
  const session = (over: object) =>
    ({ status: 'open', payment_status: 'unpaid', mode: 'payment', payment_intent: null, ...over }) as Parameters<
      typeof checkoutOutcomeOf
    >[0];
  t.equal(
    checkoutOutcomeOf(session({ status: 'complete', payment_status: 'paid', mode: 'subscription' })),
    'fizetve-havi',
  );
  t.equal(checkoutOutcomeOf(session({ status: 'complete', payment_status: 'paid' })), 'fizetve-egyszeri');
  t.equal(
    checkoutOutcomeOf(session({ status: 'complete', payment_status: 'unpaid' })),
    'fizetes-folyamatban',
    'a bank transfer on its way',
  );
  t.equal(checkoutOutcomeOf(session({})), 'fizetes-megszakitva');
  t.equal(checkoutOutcomeOf(session({ status: 'expired' })), 'fizetes-megszakitva');
  t.equal(
    checkoutOutcomeOf(session({ payment_intent: { last_payment_error: { code: 'card_declined' } } })),
    'kartya-elutasitva',
  );
  t.equal(
    checkoutOutcomeOf(
      session({ payment_intent: { last_payment_error: { code: 'payment_intent_authentication_failure' } } }),
    ),
    'hitelesites-sikertelen',
  );
  t.equal(checkoutOutcomeOf(session({ payment_intent: 'pi_test_not_expanded' })), 'fizetes-megszakitva');
});

t.test(
  'the provider’s configuration: a secret key needs its webhook secret; the SDK’s host, port and protocol from one URL',
  async (t) => {
    t.equal(paymentConfigFromEnv({}), null, 'no key: no payments');
    t.throws(() => paymentConfigFromEnv({ PAYMENT_API_KEY: 'sk_test_abcdefgh123' }), /PAYMENT_WEBHOOK_SECRET/);
    t.throws(
      () => paymentConfigFromEnv({ PAYMENT_API_KEY: 'pk_test_abcdefgh123', PAYMENT_WEBHOOK_SECRET: 'whsec_x' }),
      /secret key/,
      'a publishable key is no secret key',
    );
    t.same(
      paymentConfigFromEnv({ PAYMENT_API_KEY: 'sk_live_abcdefgh123', PAYMENT_WEBHOOK_SECRET: 'whsec_x' }),
      {
        apiKey: 'sk_live_abcdefgh123',
        webhookSecret: 'whsec_x',
        api: null,
        checkoutOrigin: 'https://checkout.stripe.com',
      },
      'the provider itself',
    );
    t.same(
      paymentConfigFromEnv({
        PAYMENT_API_KEY: 'sk_test_abcdefgh123',
        PAYMENT_WEBHOOK_SECRET: 'whsec_x',
        PAYMENT_API_URL: 'http://127.0.0.1:4007',
        PAYMENT_CHECKOUT_ORIGIN: 'http://localhost:4007/',
      })?.api,
      { host: '127.0.0.1', port: 4007, protocol: 'http' },
    );
    t.throws(
      () =>
        paymentConfigFromEnv({
          PAYMENT_API_KEY: 'sk_test_abcdefgh123',
          PAYMENT_WEBHOOK_SECRET: 'whsec_x',
          PAYMENT_API_URL: 'ftp://x',
        }),
      /PAYMENT_API_URL/,
    );
  },
);
