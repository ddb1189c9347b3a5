// Process entry of the payment stand-in (`node --import tsx stand-ins/payments/main.ts`; `npm start` and
// `npm run dev` run it when PAYMENT_API_KEY is unset, with a key and a webhook secret made up for the run, tooling/
// embedded-services.ts). Its objects live in ${DATA_DIR}/payments.db; every minute it charges the subscriptions whose
// month is over and sends the webhooks whose retry is due.
import closeWithGrace from 'close-with-grace';
import { join } from 'node:path';
import { PAYMENT_WEBHOOK_PATH } from '../../shared/support-forms.ts';
import { buildPaymentStandIn } from './app.ts';
import { openStandInStore } from './stand-in-store.ts';

const port = Number(process.env.PAYMENT_STAND_IN_PORT ?? 4007);
const host = process.env.PAYMENT_STAND_IN_HOST ?? '127.0.0.1';
const apiKey = process.env.PAYMENT_API_KEY;
const secret = process.env.PAYMENT_WEBHOOK_SECRET;
if (!apiKey || !secret) {
  console.error(
    'The payment stand-in needs PAYMENT_API_KEY and PAYMENT_WEBHOOK_SECRET (npm start makes them up when neither is set).',
  );
  process.exit(1);
}
const TICK_MS = 60_000;

const store = openStandInStore(join(process.env.DATA_DIR ?? './data', 'payments.db'));
const standIn = buildPaymentStandIn({
  store,
  apiKey,
  webhook: {
    url: process.env.PAYMENT_WEBHOOK_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}${PAYMENT_WEBHOOK_PATH}`,
    secret,
  },
  publicUrl: process.env.PAYMENT_STAND_IN_PUBLIC_URL ?? `http://localhost:${port}`,
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
});

const tick = () => {
  try {
    const charged = standIn.renewDue();
    if (charged) standIn.app.log.info({ charged }, 'monthly subscriptions charged');
  } catch (err) {
    standIn.app.log.error({ err }, 'renewing subscriptions failed');
  }
  void standIn.deliverDue();
};
const timer = setInterval(tick, TICK_MS);
timer.unref();

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) standIn.app.log.error({ err }, 'payment stand-in stopping after an error');
  else standIn.app.log.info({ signal }, 'payment stand-in stopping');
  clearInterval(timer);
  await standIn.close();
  store.db.close();
});

await standIn.app.listen({ port, host });
// Whatever a previous run still owed, and whatever month ended while it was down.
tick();
