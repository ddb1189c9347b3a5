// The payment provider's webhooks (decision 049): POST PAYMENT_WEBHOOK_PATH with the event's JSON and its
// `Stripe-Signature`. The body is kept as it came (this route's own parser), because the signature is over those very
// bytes; an event whose signature does not hold, or is older than five minutes, is refused with 400 and nothing in it
// is read. A believed event that records a payment goes to the CRM, which takes each event once by its id (in its
// database, so it holds across BFF processes and retries); the answer is 2xx only once the CRM has it, so a CRM that
// is down or failing gets a 503 and the provider sends the event again later: nothing is lost, nothing counted twice.
// An event the CRM refuses for good (a 4xx about the record itself) would be refused on every retry, for days, with
// nobody told: it is taken (200, recorded: false), logged as an error with its id and counted in
// bff_payment_events_refused_total, for a person to record by hand.
// Not a reader's route: no §5 hiding (a monthly charge still comes when the donations flag hides the pages).
import type { FastifyInstance } from 'fastify';
import { sites } from '../../shared/sites/site-table.ts';
import { PAYMENT_WEBHOOK_PATH } from '../../shared/support-forms.ts';
import { paymentEventsRefused } from '../metrics.ts';
import { answerAs, refuse } from '../policy/answer-policy.ts';
import { BODY_LIMIT_BYTES } from '../../shared/request-limits.ts';
import type { CrmClient } from '../upstream/crm-client.ts';
import { UpstreamError } from '../upstream/upstream-client.ts';
import { WebhookSignatureError, type PaymentProvider } from './payment-provider.ts';
import { paymentRecordOf } from './webhook-record.ts';

/**
 * The CRM's 4xx answers that a later try may change: too many requests or a timeout (a retry), a refused token
 * (401, 403) or a missing route (the operator's to fix, and the provider's retries then store the event). Every other
 * 4xx refuses the record itself (docs/crm-api.md), on every retry alike: the event is taken, for a person.
 */
const RETRY_MAY_CHANGE = new Set([401, 403, 404, 408, 429]);
const refusedForGood = (status: number) => status >= 400 && status < 500 && !RETRY_MAY_CHANGE.has(status);

export async function registerPaymentWebhook(
  app: FastifyInstance,
  deps: { crm: CrmClient | null; payments: PaymentProvider | null },
): Promise<void> {
  const { crm, payments } = deps;
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
      (_req, body, done) => done(null, body),
    );

    scope.post(PAYMENT_WEBHOOK_PATH, async (req, reply) => {
      if (!payments) return refuse(reply, 404, 'This site takes no payments (no PAYMENT_API_KEY is configured).');
      let event;
      try {
        const signature = req.headers['stripe-signature'];
        event = payments.verifiedEvent(
          typeof req.body === 'string' ? req.body : '',
          typeof signature === 'string' ? signature : undefined,
        );
      } catch (err) {
        if (!(err instanceof WebhookSignatureError)) throw err;
        req.log.warn({ reason: err.message }, 'payment webhook refused: its signature does not hold');
        return refuse(reply, 400, 'The webhook signature does not hold: the event was not believed.');
      }
      const record = paymentRecordOf(event);
      if (!record) return answerAs(reply, 'ops').send({ received: true, recorded: false });
      if (!crm?.recordsPayments) {
        req.log.error(
          { event: event.id },
          'a payment arrived and no CRM takes it (CRM_API_URL and CRM_SERVICE_TOKEN): the provider will send it again',
        );
        return refuse(reply, 503, 'No CRM takes payments here yet: send the event again later.');
      }
      try {
        const answer = await crm.recordPayment(record, { site: sites.main.slug });
        req.log.info(
          { event: event.id, type: event.type, kind: record.kind, recorded: answer.recorded },
          'payment event taken by the CRM',
        );
        return answerAs(reply, 'ops').send({ received: true, recorded: answer.recorded });
      } catch (err) {
        const status = err instanceof UpstreamError ? err.status : 502;
        const logged = { event: event.id, type: event.type, status, err: (err as Error).message };
        if (refusedForGood(status)) {
          paymentEventsRefused.inc();
          req.log.error(logged, 'the CRM refused a payment event for good: record it by hand');
          return answerAs(reply, 'ops').send({ received: true, recorded: false });
        }
        req.log[status < 500 ? 'error' : 'warn'](
          logged,
          'the CRM did not take a payment event: the provider will send it again',
        );
        return refuse(reply, 503, 'The CRM did not take the payment: send the event again later.');
      }
    });
  });
}
