// The embedded CRM service (§7 CRM service, docs/crm-api.md): supporters' accounts, payments and newsletter
// choices over SQLite, and the mail-based sign-in of the supporter pages. Its own Fastify app and process
// (`main.ts`, CRM_PORT); the BFF talks to it over loopback HTTP as it would to the real CRM (CRM_API_URL).
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import { Type, type Static } from '@sinclair/typebox';
import type { Database } from 'better-sqlite3';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import {
  CRM_ACTIONS,
  CRM_EMAIL,
  CRM_MSG_INVALID_CODE,
  CRM_MSG_SIGN_IN_EXPIRED,
  CRM_MSG_UNAUTHORIZED,
  type CrmUpdate,
} from '../../shared/crm-types.ts';
import { clientErrorOf } from '../../kit/client-error.ts';
import { registerHeaderGuards } from '../../kit/input-guards.ts';
import { standInRefusals } from '../refusals.ts';
import { withLogSafeUrls } from '../../kit/log-safe-url.ts';
import { bearerMatches } from '../../kit/operator-access.ts';
import { CACHE_PRIVATE } from './cache-control.ts';
import { HttpError, badRequest } from '../origin/http-error.ts';
import type { MailOutbox } from './mail-outbox.ts';
import { createPaymentRecords, parsePaymentRecord } from './payment-records.ts';
import { createSupporterCounter, type SupporterCounter, type SupporterCounterTarget } from './supporter-counter.ts';
import { createSupporterRecords } from './supporter-records.ts';
import { CHALLENGE_TTL_S, createSupporterSignIn } from './supporter-sign-in.ts';

export interface BuildCrmAppOptions {
  db: Database;
  outbox: MailOutbox;
  /** The page a sign-in link opens; the token is added as `?token=`. */
  signInUrl: string;
  /** The clock (unix seconds); tests move it instead of waiting. */
  now?: () => number;
  logger?: FastifyServerOptions['logger'];
  /**
   * The token the BFF records payments with (CRM_SERVICE_TOKEN): `POST /api/v2/payments/record` needs it as
   * its bearer token; without one configured, that route refuses everyone.
   */
  serviceToken?: string | null;
  /** Where the supporters recorded here are counted for the minutes counter (the publisher API); null: nowhere. */
  counter?: SupporterCounterTarget | null;
  /** How often what the publisher API did not take is sent again (ms). */
  counterRetryMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the embedded CRM's supporter counter (supporter-counter.ts), for its process and tests */
    supporterCounter: SupporterCounter;
  }
}

/** The file name the `download` action's answer suggests. */
export const EXPORT_FILE_NAME = 'tamogatoi-adatok.json';

const TokenBody = Type.Object({ email: Type.String({ minLength: 1, maxLength: 254 }) });
const LinkBody = Type.Object({ token: Type.String({ minLength: 16, maxLength: 256, pattern: '^[A-Za-z0-9_-]+$' }) });
const LoginBody = Type.Union([
  LinkBody,
  Type.Object({
    challenge: Type.String({ minLength: 16, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' }),
    code: Type.String({ minLength: 1, maxLength: 16 }),
  }),
]);
const InfoQuery = Type.Object({ page: Type.Optional(Type.String({ maxLength: 12 })) });

const errorBody = (statusCode: number, message: string) => ({
  statusCode,
  error: STATUS_CODES[statusCode] ?? 'Error',
  message,
});
const unauthorized = (message = CRM_MSG_UNAUTHORIZED) => new HttpError(401, message);

/** The `update` body, checked field by field so each mistake gets its own reason. */
export function parseUpdate(body: unknown): CrmUpdate {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw badRequest('body must be a JSON object with an action');
  const b = body as Record<string, unknown>;
  if (typeof b.action !== 'string' || !(CRM_ACTIONS as readonly string[]).includes(b.action)) {
    throw badRequest(`action must be one of ${CRM_ACTIONS.join(', ')}`);
  }
  switch (b.action) {
    case 'cancel':
      if (typeof b.payment_id !== 'string' && typeof b.payment_id !== 'number')
        throw badRequest('cancel needs payment_id');
      if (String(b.payment_id).length === 0 || String(b.payment_id).length > 64)
        throw badRequest('payment_id must be 1 to 64 characters');
      return { action: 'cancel', payment_id: String(b.payment_id) };
    case 'newsletter':
      if (typeof b.subscribe !== 'boolean') throw badRequest('newsletter needs subscribe: true or false');
      if (typeof b.code !== 'string' || b.code.length === 0 || b.code.length > 64)
        throw badRequest('newsletter needs code (1 to 64 characters)');
      return { action: 'newsletter', subscribe: b.subscribe, code: b.code };
    default:
      return { action: b.action as 'download' | 'delete' };
  }
}

function bearerOf(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const m = typeof header === 'string' ? /^Bearer\s+([A-Za-z0-9_-]{16,512})\s*$/i.exec(header) : null;
  if (!m) throw unauthorized(header ? CRM_MSG_UNAUTHORIZED : 'Missing bearer token.');
  return m[1];
}

function signInMail(link: string, code: string): { subject: string; text: string } {
  const minutes = CHALLENGE_TTL_S / 60;
  return {
    subject: 'Belépés a támogatói profilodba',
    text: [
      'Szia!',
      '',
      `A támogatói profilodba ezzel a linkkel léphetsz be (${minutes} percig érvényes, egyszer használható):`,
      link,
      '',
      `Vagy írd be ezt a kódot a belépési oldalon: ${code}`,
      '',
      'Ha nem te kérted, nincs teendőd: a fiókodhoz senki nem fér hozzá a link vagy a kód nélkül.',
    ].join('\n'),
  };
}

/** What the routes share: the options, the clock and the stores. */
interface CrmContext {
  options: BuildCrmAppOptions;
  now: () => number;
  signIn: ReturnType<typeof createSupporterSignIn>;
  records: ReturnType<typeof createSupporterRecords>;
  paymentRecords: ReturnType<typeof createPaymentRecords>;
  counter: SupporterCounter;
}

export function buildCrmApp(options: BuildCrmAppOptions): FastifyInstance {
  const app = Fastify({ logger: withLogSafeUrls(options.logger ?? false), bodyLimit: 16 * 1024 });
  registerHeaderGuards(app, standInRefusals);
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  const crm: CrmContext = {
    options,
    now,
    signIn: createSupporterSignIn(options.db, now),
    records: createSupporterRecords(options.db, now),
    paymentRecords: createPaymentRecords(options.db, now),
    counter: createSupporterCounter(options.db, options.counter ?? null, {
      log: app.log,
      now,
      retryMs: options.counterRetryMs,
    }),
  };
  app.decorate('supporterCounter', crm.counter);
  app.addHook('onClose', async () => crm.counter.close());

  registerAnswerShapes(app);
  app.get('/healthz', async () => ({ ok: true }));
  registerSignInRoutes(app, crm);
  // Extension: the BFF records what the payment provider's verified webhooks say. Not a supporter's call: the
  // service token, never a session's.
  app.post('/api/v2/payments/record', async (request) => recordPayment(crm, request));
  registerSupporterRoutes(app, crm);
  return app;
}

/** Private answers, and every error as `{ statusCode, error, message }`. */
function registerAnswerShapes(app: FastifyInstance): void {
  // Everything here is about one person: never stored by anyone in between.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', CACHE_PRIVATE);
  });

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError)
      return reply.code(error.statusCode).send(errorBody(error.statusCode, error.message));
    const fe = error;
    if (fe.validation) {
      const where = fe.validationContext ?? 'request';
      return reply
        .code(400)
        .send(errorBody(400, `${where}: ${fe.message.replace(/^(body|querystring|params|headers)\/?\s*/, '')}`));
    }
    const client = clientErrorOf(error);
    if (client) return reply.code(client.statusCode).send(client);
    request.log.error({ err: error }, 'crm request failed');
    return reply.code(500).send(errorBody(500, 'internal error'));
  });
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(errorBody(404, `Route ${request.method}:${request.url.split('?')[0]} not found`));
  });
}

function registerSignInRoutes(app: FastifyInstance, crm: CrmContext): void {
  app.post<{ Body: Static<typeof TokenBody> }>('/api/v2/user/token', { schema: { body: TokenBody } }, async (request) =>
    requestSignIn(crm, request),
  );

  app.post<{ Body: Static<typeof LoginBody> }>(
    '/api/v2/user/login',
    { schema: { body: LoginBody } },
    async (request) => {
      const body = request.body;
      const outcome =
        'token' in body
          ? crm.signIn.withToken(body.token)
          : crm.signIn.withCode(body.challenge, body.code.replace(/\s+/g, ''));
      if (!outcome.ok)
        throw unauthorized(outcome.reason === 'invalid-code' ? CRM_MSG_INVALID_CODE : CRM_MSG_SIGN_IN_EXPIRED);
      return { token: outcome.token, expiresAt: outcome.expiresAt };
    },
  );

  // Whose a link is, before it is spent: the BFF asks a reader signed in as someone else whether to switch to it.
  app.post<{ Body: Static<typeof LinkBody> }>('/api/v2/user/link', { schema: { body: LinkBody } }, async (request) => {
    const email = crm.signIn.linkAddress(request.body.token);
    if (email === null) throw unauthorized(CRM_MSG_SIGN_IN_EXPIRED);
    return { email };
  });

  app.post('/api/v2/user/logout', async (request) => {
    crm.signIn.revoke(bearerOf(request));
    return { success: true };
  });
}

/** Starts a sign-in: a challenge for the page, and (within the hourly allowance) a mail with the link and the code. */
function requestSignIn(crm: CrmContext, request: FastifyRequest<{ Body: Static<typeof TokenBody> }>) {
  const { options } = crm;
  const email = request.body.email.trim();
  if (!CRM_EMAIL.test(email)) throw badRequest('email is not a valid address');
  const issued = crm.signIn.request(email);
  if (issued.mail) {
    const link = new URL(options.signInUrl);
    link.searchParams.set('token', issued.mail.token);
    const mail = { id: randomUUID(), to: email, sentAt: crm.now(), ...signInMail(link.href, issued.mail.code) };
    options.outbox.send(mail);
    // The line says that a mail went out and where to, never to whom or what it holds.
    request.log.info({ mail: mail.id, outbox: options.outbox.where }, 'sign-in mail written to the outbox');
  } else if (issued.suppressed) {
    request.log.warn('sign-in mail not sent: the address has had its hourly allowance');
  }
  return { success: true, challenge: issued.challenge };
}

function recordPayment(crm: CrmContext, request: FastifyRequest) {
  const { serviceToken } = crm.options;
  if (!serviceToken || !bearerMatches(request.headers.authorization, serviceToken)) {
    throw unauthorized(request.headers.authorization ? 'Invalid service token.' : 'Missing service token.');
  }
  const recorded = crm.paymentRecords.record(parsePaymentRecord(request.body));
  if (recorded.recorded) void crm.counter.flush();
  return recorded;
}

/** The signed-in supporter's own routes: their account page and what they change on it. */
function registerSupporterRoutes(app: FastifyInstance, crm: CrmContext): void {
  const { records } = crm;
  app.get<{ Querystring: Static<typeof InfoQuery> }>(
    '/api/v2/user/info',
    { schema: { querystring: InfoQuery } },
    async (request) => {
      const { id } = supporterOf(crm, request);
      const raw = request.query.page ?? '1';
      if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw badRequest('page must be a whole number from 1');
      return records.info(id, Number(raw));
    },
  );

  app.post('/api/v2/user/update', async (request, reply) => {
    const { id } = supporterOf(crm, request);
    const update = parseUpdate(request.body);
    switch (update.action) {
      case 'cancel':
        return { success: true, payment: records.cancel(id, update.payment_id) };
      case 'newsletter':
        return { success: true, newsletter: records.setNewsletter(id, update.code, update.subscribe) };
      case 'download':
        reply.header('content-disposition', `attachment; filename="${EXPORT_FILE_NAME}"`);
        return records.exportAll(id);
      case 'delete':
        records.remove(id);
        return { success: true };
    }
  });
}

/** The supporter a session's bearer token belongs to. */
function supporterOf(crm: CrmContext, request: FastifyRequest): { id: number; token: string } {
  const token = bearerOf(request);
  const id = crm.signIn.supporterOf(token);
  if (id === null) throw unauthorized();
  return { id, token };
}
