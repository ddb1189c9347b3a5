// The payment provider's stand-in (decision 049): the subset of Stripe's API our integration calls through
// the official SDK, spoken as the SDK speaks it — `Authorization: Bearer sk_…`, form-encoded bodies in bracket
// notation, JSON objects with their `object` field, errors as `{ error: { type, code, message, param } }`,
// `Idempotency-Key` replays — and the provider's hosted checkout page on the stand-in's own origin. Webhooks go to
// the configured endpoint signed the provider's way and are sent again, later and later, until one is taken.
// `npm start` runs it when no PAYMENT_API_KEY is configured (main.ts); tests build it with buildPaymentStandIn.
//
//   POST   /v1/checkout/sessions          a Checkout Session, `payment` or `subscription` mode
//   GET    /v1/checkout/sessions/:id      with `expand[]`
//   GET    /v1/subscriptions/:id
//   DELETE /v1/subscriptions/:id          cancel at once (`customer.subscription.deleted`)
//   GET    /v1/events/:id
//   GET    /c/pay/:id, POST /c/pay/:id    the hosted checkout page and its pay form; POST /c/pay/:id/3ds its 3-D Secure step
import { randomBytes, timingSafeEqual } from 'node:crypto';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { CRM_EMAIL } from '../../shared/crm-types.ts';
import { withLogSafeUrls } from '../../kit/log-safe-url.ts';
import { ApiError, noSuch } from './api-error.ts';
import { CACHE_NONE } from './cache-control.ts';
import {
  authenticationPage,
  checkoutPolicy,
  closedPage,
  notFoundPage,
  payPage,
  type PayFormValues,
} from './checkout-page.ts';
import { parseParams, ParamError, type ParamObject } from './form-params.ts';
import {
  authenticate,
  awaitsAuthentication,
  cancelSubscription,
  createSession,
  expanded,
  pay,
  renewDue,
  sessionNow,
  STAND_IN_API_VERSION,
  type CheckoutSession,
  type Ledger,
  type PayOutcome,
} from './ledger.ts';
import { newId, type ApiObject, type StandInStore } from './stand-in-store.ts';
import { luhnValid, testCardOf } from './test-cards.ts';
import { WebhookSender, type WebhookEndpoint } from './webhook-sender.ts';

export interface PaymentStandInOptions {
  store: StandInStore;
  /** the secret key (`sk_test_…`) the SDK must present */
  apiKey: string;
  /** where events are posted, and the secret they are signed with; null: none are sent */
  webhook: WebhookEndpoint | null;
  /** the origin readers' browsers open the hosted page on (default: the address it listens on) */
  publicUrl?: string;
  /** the stand-in's clock, unix s (subscriptions renew on it; tests move it) */
  now?: () => number;
  /** waits before each webhook retry, ms (default: about three days in all, decision 049) */
  webhookRetryDelaysMs?: readonly number[];
  logger?: FastifyServerOptions['logger'];
}

export interface PaymentStandIn {
  app: FastifyInstance;
  /** Charges the subscriptions whose month is over (main.ts calls it every minute). */
  renewDue(): number;
  /** Sends the webhooks whose (re)try is due now. */
  deliverDue(): Promise<void>;
  /** Webhooks not yet taken nor given up on. */
  pendingWebhooks(): number;
  /** Every event so far, oldest first (tests read them). */
  events(type?: string): ApiObject[];
  /** Each event's delivery: how many attempts, and whether one was taken. */
  deliveries(): { event: string; type: string; attempts: number; delivered: boolean }[];
  close(): Promise<void>;
}

const BODY_LIMIT = 64 * 1024;
const DECLINE_TEXTS: Record<string, string> = {
  card_declined: 'A bankod elutasította a kártyát. Próbáld meg egy másik kártyával.',
  insufficient_funds: 'A kártyán nincs elég fedezet. Próbáld meg egy másik kártyával.',
  expired_card: 'A kártya lejárt. Próbáld meg egy másik kártyával.',
  payment_intent_authentication_failure:
    'A bankod nem hagyta jóvá a fizetést (3-D Secure). Próbáld újra, vagy válassz másik kártyát.',
};

function keyMatches(header: string | undefined, apiKey: string): boolean | null {
  const m = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  if (!m) return null;
  const given = Buffer.from(m[1]);
  const want = Buffer.from(apiKey);
  return given.length === want.length && timingSafeEqual(given, want);
}

const masked = (key: string) => `${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`;

function queryParams(req: FastifyRequest): ParamObject {
  const q = req.url.indexOf('?');
  return q === -1 ? (Object.create(null) as ParamObject) : parseParams(req.url.slice(q + 1));
}

function expandPaths(params: ParamObject): string[] {
  const e = params.expand;
  return (Array.isArray(e) ? e : []).filter((x): x is string => typeof x === 'string').slice(0, 10);
}

export function buildPaymentStandIn(options: PaymentStandInOptions): PaymentStandIn {
  const app = Fastify({ logger: withLogSafeUrls(options.logger ?? false), bodyLimit: BODY_LIMIT });
  const { store } = options;
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  const sender = new WebhookSender({
    store,
    endpoint: options.webhook,
    retryDelaysMs: options.webhookRetryDelaysMs,
    log: app.log,
  });
  const ledger = ledgerOf(app, options, now, sender);

  registerWireFormat(app);
  const idempotent = idempotencyStatements(store);
  app.register(async (api) => {
    requireApiKey(api, options.apiKey);
    replayIdempotentPosts(api, idempotent, now);
    registerApiRoutes(api, ledger);
  });
  registerHostedPage(app, ledger, now);
  app.get('/healthz', async () => ({ ok: true }));

  return {
    app,
    renewDue: () => renewDue(ledger),
    deliverDue: () => sender.deliverDue(),
    pendingWebhooks: () => sender.pending(),
    events: (type) => store.all('event').filter((e) => !type || e.type === type),
    deliveries: () => deliveriesOf(store),
    close: async () => {
      sender.close();
      await app.close();
    },
  };
}

/** The ledger's view of the stand-in: its store and clock, the origin of the hosted page, and where events go. */
function ledgerOf(
  app: FastifyInstance,
  options: PaymentStandInOptions,
  now: () => number,
  sender: WebhookSender,
): Ledger {
  const { store } = options;
  const listening = () => {
    const address = app.server.address();
    return typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : 'http://127.0.0.1';
  };
  return {
    store,
    now,
    get publicUrl() {
      return (options.publicUrl ?? listening()).replace(/\/$/, '');
    },
    emit(type, object) {
      const event = {
        id: newId('evt'),
        object: 'event',
        api_version: STAND_IN_API_VERSION,
        created: now(),
        type,
        livemode: false,
        data: { object },
        pending_webhooks: options.webhook ? 1 : 0,
        request: { id: null, idempotency_key: null },
      };
      store.put(event);
      sender.enqueue(event);
    },
  };
}

/** Form-encoded bodies in, a request id on every answer, and errors in the provider's shape. */
function registerWireFormat(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, parseParams(body as string));
    } catch (err) {
      done(err as Error, undefined);
    }
  });
  app.addHook('onSend', async (_req, reply) => {
    reply.header('request-id', `req_${randomBytes(9).toString('hex')}`);
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', CACHE_NONE);
  });
  app.setErrorHandler((error, req, reply) => {
    const api = apiErrorOf(error);
    if (!api) {
      req.log.error({ err: error }, 'payment stand-in failed');
      return reply
        .code(500)
        .send(new ApiError(500, 'api_error', 'An error occurred with our connection to the stand-in.').body());
    }
    return reply.code(api.statusCode).send(api.body());
  });
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/v1/'))
      return reply
        .code(404)
        .send(
          new ApiError(
            404,
            'invalid_request_error',
            `Unrecognized request URL (${req.method}: ${req.url.split('?')[0]}).`,
          ).body(),
        );
    return reply.code(404).type('text/html; charset=utf-8').send(notFoundPage());
  });
}

/** The client's mistake as the provider words it; null for our own failure. */
function apiErrorOf(error: unknown): ApiError | null {
  const status = (error as { statusCode?: number }).statusCode;
  return error instanceof ApiError
    ? error
    : error instanceof ParamError
      ? new ApiError(400, 'invalid_request_error', error.message, { param: error.param })
      : status && status < 500
        ? new ApiError(status, 'invalid_request_error', (error as Error).message)
        : null;
}

/** The API answers only a request carrying the secret key. */
function requireApiKey(api: FastifyInstance, apiKey: string): void {
  api.addHook('onRequest', async (req) => {
    const ok = keyMatches(req.headers.authorization, apiKey);
    if (ok === null)
      throw new ApiError(
        401,
        'invalid_request_error',
        'You did not provide an API key. Provide it in the Authorization header (Bearer auth).',
      );
    if (!ok)
      throw new ApiError(
        401,
        'invalid_request_error',
        `Invalid API Key provided: ${masked(String(req.headers.authorization).replace(/^Bearer\s+/i, ''))}`,
      );
  });
}

function idempotencyStatements(store: StandInStore) {
  return {
    get: store.db.prepare('SELECT status, body FROM idempotency WHERE key = ?'),
    put: store.db.prepare('INSERT OR IGNORE INTO idempotency (key, status, body, created_at) VALUES (?, ?, ?, ?)'),
  };
}

/** An answer replayed for a repeated Idempotency-Key (the SDK sends one with every POST). */
function replayIdempotentPosts(
  api: FastifyInstance,
  idempotent: ReturnType<typeof idempotencyStatements>,
  now: () => number,
): void {
  api.addHook('preHandler', async (req, reply) => {
    const key = req.headers['idempotency-key'];
    if (req.method !== 'POST' || typeof key !== 'string') return;
    const seen = idempotent.get.get(key) as { status: number; body: string } | undefined;
    if (seen)
      return reply.code(seen.status).header('idempotent-replayed', 'true').type('application/json').send(seen.body);
  });
  api.addHook('onSend', async (req, reply, payload) => {
    const key = req.headers['idempotency-key'];
    if (
      req.method === 'POST' &&
      typeof key === 'string' &&
      !reply.hasHeader('idempotent-replayed') &&
      typeof payload === 'string'
    ) {
      idempotent.put.run(key, reply.statusCode, payload, now());
    }
    return payload;
  });
}

function registerApiRoutes(api: FastifyInstance, ledger: Ledger): void {
  const { store } = ledger;
  api.post('/v1/checkout/sessions', async (req) =>
    createSession(ledger, (req.body ?? Object.create(null)) as ParamObject),
  );
  api.get<{ Params: { id: string } }>('/v1/checkout/sessions/:id', async (req) =>
    expanded(ledger, sessionNow(ledger, req.params.id), expandPaths(queryParams(req))),
  );
  api.get<{ Params: { id: string } }>('/v1/subscriptions/:id', async (req) => {
    const sub = store.get(req.params.id, 'subscription');
    if (!sub) throw noSuch('subscription', req.params.id);
    return expanded(ledger, sub, expandPaths(queryParams(req)));
  });
  api.delete<{ Params: { id: string } }>('/v1/subscriptions/:id', async (req) =>
    cancelSubscription(ledger, req.params.id),
  );
  api.get<{ Params: { id: string } }>(
    '/v1/events/:id',
    async (req) => store.get(req.params.id, 'event') ?? Promise.reject(noSuch('event', req.params.id)),
  );
}

function deliveriesOf(store: StandInStore): ReturnType<PaymentStandIn['deliveries']> {
  return (
    store.db
      .prepare(
        `SELECT d.event_id, o.data, d.attempts, d.delivered_at FROM deliveries d JOIN objects o ON o.id = d.event_id ORDER BY d.rowid`,
      )
      .all() as { event_id: string; data: string; attempts: number; delivered_at: number | null }[]
  ).map((d) => ({
    event: d.event_id,
    type: (JSON.parse(d.data) as { type: string }).type,
    attempts: d.attempts,
    delivered: d.delivered_at !== null,
  }));
}

function str(body: unknown, name: string, max: number): string {
  const v = (body as Record<string, unknown> | null)?.[name];
  return typeof v === 'string' ? v.trim().slice(0, max) : '';
}

/** The card fields, checked as a card form checks them; the reason in the page's words when they are not right. */
function cardOf(body: unknown, nowS: number): { number: string } | { error: string } {
  const digits = str(body, 'card_number', 40).replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits))
    return { error: 'A kártyaszám hibás. Ellenőrizd, és írd be újra.' };
  const exp = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(str(body, 'expiry', 10));
  const month = exp ? Number(exp[1]) : 0;
  const year = exp ? (exp[2].length === 2 ? 2000 + Number(exp[2]) : Number(exp[2])) : 0;
  if (month < 1 || month > 12 || Date.UTC(year, month, 1) / 1000 <= nowS)
    return { error: 'A kártya lejárata hibás vagy már elmúlt (HH/ÉÉ).' };
  if (!/^\d{3,4}$/.test(str(body, 'cvc', 8))) return { error: 'A biztonsági kód (CVC) három vagy négy számjegy.' };
  return { number: digits };
}

function registerHostedPage(app: FastifyInstance, ledger: Ledger, now: () => number) {
  const html = (reply: FastifyReply, session: CheckoutSession | null, status: number, body: string) => {
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('referrer-policy', 'no-referrer')
      .header('x-frame-options', 'DENY');
    if (session) reply.header('content-security-policy', checkoutPolicy(session));
    return reply.send(body);
  };
  const sessionOr404 = (id: string): CheckoutSession | null => {
    try {
      return sessionNow(ledger, id);
    } catch {
      return null;
    }
  };
  const answer = (reply: FastifyReply, session: CheckoutSession, outcome: PayOutcome, values: PayFormValues = {}) => {
    if (outcome.kind === 'paid') return reply.code(303).header('location', outcome.redirect).send();
    if (outcome.kind === 'authenticate') return html(reply, session, 200, authenticationPage(session));
    return html(
      reply,
      session,
      402,
      payPage(session, { error: DECLINE_TEXTS[outcome.code] ?? DECLINE_TEXTS.card_declined, values }),
    );
  };

  app.get<{ Params: { id: string } }>('/c/pay/:id', async (req, reply) => {
    const session = sessionOr404(req.params.id);
    if (!session) return html(reply, null, 404, notFoundPage());
    if (session.status !== 'open') return html(reply, session, 200, closedPage(session));
    return html(
      reply,
      session,
      200,
      awaitsAuthentication(ledger, session) ? authenticationPage(session) : payPage(session),
    );
  });

  app.post<{ Params: { id: string } }>('/c/pay/:id', async (req, reply) => {
    const session = sessionOr404(req.params.id);
    if (!session) return html(reply, null, 404, notFoundPage());
    if (session.status !== 'open') return html(reply, session, 200, closedPage(session));
    const values = { email: str(req.body, 'email', 254), name: str(req.body, 'name', 200) };
    // The page takes the addresses our CRM takes, so a payment made here is never one the CRM refuses to record.
    if (!CRM_EMAIL.test(values.email))
      return html(reply, session, 422, payPage(session, { error: 'Adj meg egy érvényes e-mail-címet.', values }));
    const card = cardOf(req.body, now());
    if ('error' in card) return html(reply, session, 422, payPage(session, { error: card.error, values }));
    const test = testCardOf(card.number);
    if (!test)
      return html(
        reply,
        session,
        422,
        payPage(session, {
          error: 'Tesztüzemben csak a lent felsorolt tesztkártyák működnek; valódi kártyát itt ne adj meg.',
          values,
        }),
      );
    const payer = {
      email: values.email.toLowerCase(),
      name: values.name || null,
      card: { number: test.number, brand: test.brand },
    };
    return answer(reply, session, pay(ledger, session, payer, test), values);
  });

  app.post<{ Params: { id: string } }>('/c/pay/:id/3ds', async (req, reply) => {
    const session = sessionOr404(req.params.id);
    if (!session) return html(reply, null, 404, notFoundPage());
    if (session.status !== 'open') return html(reply, session, 200, closedPage(session));
    const outcome = authenticate(ledger, session, str(req.body, 'result', 10) === 'approve');
    if (!outcome) return html(reply, session, 200, payPage(session));
    return answer(reply, session, outcome);
  });
}
