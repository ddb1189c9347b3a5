// The newsletter sign-up form and the prompt's hide buttons (§3 Newsletter subscribe, §4 Newsletter prompt hide, §9),
// the JSON sign-up of the publisher's contract (§7 POST /api/newsletter/subscribe), and the pages the mails link to.
// The form takes JSON (the page's script) or a plain HTML form post (no script: answered with a 303 back to the page
// the form was on, with the outcome in the query). Server-side validation with Hungarian messages
// (shared/newsletter-form.ts), the sign-up through the publisher API, the hide cookies by the §4 rules
// (shared/newsletter-prompt-hide.ts). Decision 044: double opt-in — a sign-up is accepted, not subscribed:
// the publisher mails a confirmation and sends list mail only after its link is opened; both sign-ups are same-site
// only and held by the 'newsletter-signup' attempt limits (per address and per client); the JSON endpoint is answered
// here rather than proxied, so it has the form's rules.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  NEWSLETTER_CHECK_INBOX,
  NEWSLETTER_ERRORS,
  NEWSLETTER_ERRORS_PARAM,
  NEWSLETTER_HIDE_PATH,
  NEWSLETTER_RESULT_PARAM,
  NEWSLETTER_SUBSCRIBE_PATH,
  NEWSLETTER_UNAVAILABLE,
  newsletterTooManyMessage,
  validateNewsletterForm,
  type NewsletterFormInput,
} from '../../shared/newsletter-form.ts';
import {
  isNewsletterToken,
  NEWSLETTER_API,
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_LISTS_PARAM,
  NEWSLETTER_TOKEN_PARAM,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  newsletterPagePath,
} from '../../shared/newsletter-mail.ts';
import { hideCookies, serializeHideCookie } from '../../shared/newsletter-prompt-hide.ts';
import { resolveSite } from '../../shared/sites/site-table.ts';
import { mailAttempt, type AttemptLimits } from '../auth/attempt-limits.ts';
import { safeReturnPath } from '../auth/login-return-path.ts';
import type { BffConfig } from '../config.ts';
import type { PublisherClient } from '../upstream/publisher-client.ts';
import { UpstreamError } from '../upstream/upstream-client.ts';
import { isCrossSite, refuseCrossSite, siteOriginOf } from '../policy/same-site.ts';
import { personalRoutes, refuse, retryAfter } from '../policy/answer-policy.ts';
import { addFormParser, type FormFields } from './form-body.ts';
import { FORM_BODY_LIMIT_BYTES } from '../../shared/request-limits.ts';

export { NEWSLETTER_ERRORS_PARAM, NEWSLETTER_HIDE_PATH, NEWSLETTER_RESULT_PARAM, NEWSLETTER_SUBSCRIBE_PATH };

const SubscribeAnswer = Type.Object(
  { email: Type.String(), listCodes: Type.Array(Type.String()) },
  { additionalProperties: true },
);
const ConfirmAnswer = Type.Object({ listCodes: Type.Array(Type.String()) }, { additionalProperties: true });
const UnsubscribeAnswer = Type.Object({ removed: Type.Number() }, { additionalProperties: true });

/** How a sign-up came: the form's plain post, the form's script, or the §7 JSON API (names optional, no prompt cookies). */
type SignUpMode = 'form' | 'json' | 'api';

type Body = FormFields;

const one = (v: unknown): string | undefined =>
  typeof v === 'string' ? v : Array.isArray(v) && typeof v[0] === 'string' ? v[0] : undefined;

/** What the newsletter routes use: the configuration, the publisher API and the attempt limits. */
interface NewsletterDesk {
  config: BffConfig;
  api: PublisherClient;
  limits: AttemptLimits;
}

export async function registerNewsletterRoutes(
  app: FastifyInstance,
  config: BffConfig,
  api: PublisherClient,
  limits: AttemptLimits,
): Promise<void> {
  const d: NewsletterDesk = { config, api, limits };

  // The publisher's JSON contract, answered here (not proxied) so that it has the form's rules; JSON only.
  await app.register(async (scope) => {
    personalRoutes(scope);
    scope.post(NEWSLETTER_API.subscribe, { bodyLimit: FORM_BODY_LIMIT_BYTES }, (req, reply) =>
      signUp(d, req, reply, 'api'),
    );
  });

  await app.register(async (scope) => {
    personalRoutes(scope);
    linkRoute(scope, NEWSLETTER_CONFIRM_PATH, (req, token) => confirmSignUp(d, req, token), 'megerositve');
    linkRoute(scope, NEWSLETTER_UNSUBSCRIBE_PATH, (req, token) => unsubscribe(d, req, token), 'leiratkozva');
  });

  await app.register(async (scope) => {
    personalRoutes(scope);
    addFormParser(scope, FORM_BODY_LIMIT_BYTES);
    scope.post(NEWSLETTER_SUBSCRIBE_PATH, { bodyLimit: FORM_BODY_LIMIT_BYTES }, (req, reply) =>
      signUp(d, req, reply, isForm(req) ? 'form' : 'json'),
    );
    scope.post(NEWSLETTER_HIDE_PATH, { bodyLimit: FORM_BODY_LIMIT_BYTES }, async (req, reply) =>
      hidePrompt(d, req, reply),
    );
  });
}

const isForm = (req: FastifyRequest) =>
  String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');

/** The page the form was on (a safe same-site path), with the outcome in its query. */
function backTo(config: BffConfig, req: FastifyRequest, params: Record<string, string>): string {
  const path = safeReturnPath(one((req.body as Body | null)?.back), siteOriginOf(req, config));
  const url = new URL(path, 'http://x');
  url.searchParams.delete(NEWSLETTER_RESULT_PARAM);
  url.searchParams.delete(NEWSLETTER_ERRORS_PARAM);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.pathname + url.search;
}

// Its Location stays a relative path (already same-site: safeReturnPath and the page's own builder), as its tests and
// no-script form expect; the other forms answer through same-site.ts's seeOther with an absolute one.
const seeOther = (reply: FastifyReply, location: string) => reply.code(303).header('location', location).send();
const badBody = (reply: FastifyReply) => refuse(reply, 400, 'a JSON object or a form is expected');
const siteOf = (config: BffConfig, req: FastifyRequest) => resolveSite(req.domain, '/').slug;

async function signUp(d: NewsletterDesk, req: FastifyRequest, reply: FastifyReply, mode: SignUpMode) {
  const { config } = d;
  if (isCrossSite(req, config)) return refuseCrossSite(reply);
  const body = req.body as Body | null;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return badBody(reply);
  const form = mode === 'form';
  const input: NewsletterFormInput = {
    email: one(body.email),
    firstName: one(body.firstName),
    lastName: one(body.lastName),
    listCodes: body.listCodes,
  };
  const checked = validateNewsletterForm(input, { namesOptional: mode === 'api' });
  if (!checked.ok) return refuseForm(config, req, reply, form, checked.errors);
  // Counted once the input is a sign-up that would mail someone: per address (whatever its case) and client, per
  // address alone, and per client.
  const verdict = await mailAttempt(d.limits, req, 'newsletter-signup', checked.value.email);
  if (!verdict.allowed) {
    retryAfter(reply, verdict.retryAfterS);
    if (form) return seeOther(reply, backTo(config, req, { [NEWSLETTER_RESULT_PARAM]: 'korlat' }));
    return refuse(reply, 429, newsletterTooManyMessage(verdict.retryAfterS));
  }
  try {
    await d.api.request(NEWSLETTER_API.subscribe, {
      method: 'POST',
      site: siteOf(config, req),
      schema: SubscribeAnswer,
      body: checked.value,
    });
  } catch (err) {
    req.log.warn({ err: (err as Error).message }, 'newsletter sign-up failed');
    const refused = err instanceof UpstreamError && err.status === 400;
    if (form)
      return seeOther(reply, backTo(config, req, { [NEWSLETTER_RESULT_PARAM]: refused ? 'hiba' : 'nem-elerheto' }));
    return refuse(reply, refused ? 400 : 502, NEWSLETTER_UNAVAILABLE);
  }
  // Asked for: the prompt need not ask again (§4 permanent hide on both page kinds). The API's callers have no prompt.
  if (mode !== 'api') {
    const cookies = hideCookies('permanent', 'front', req.cookies ?? {}).map((c) =>
      serializeHideCookie(c, config.secureCookies),
    );
    reply.header('set-cookie', cookies);
  }
  if (form) return seeOther(reply, backTo(config, req, { [NEWSLETTER_RESULT_PARAM]: 'ok' }));
  // The same answer for a new, a pending and an already subscribed address: it tells no one who reads what.
  return reply.code(202).send({
    ok: true,
    email: checked.value.email,
    listCodes: checked.value.listCodes,
    message: NEWSLETTER_CHECK_INBOX,
  });
}

/** A form that does not pass: back to the page with the error codes, or a 400 naming each field's mistake. */
function refuseForm(
  config: BffConfig,
  req: FastifyRequest,
  reply: FastifyReply,
  form: boolean,
  fieldErrors: Extract<ReturnType<typeof validateNewsletterForm>, { ok: false }>['errors'],
) {
  if (form)
    return seeOther(
      reply,
      backTo(config, req, {
        [NEWSLETTER_RESULT_PARAM]: 'hiba',
        [NEWSLETTER_ERRORS_PARAM]: Object.values(fieldErrors).join(','),
      }),
    );
  const errors = Object.fromEntries(
    Object.entries(fieldErrors).map(([field, code]) => [field, { code, message: NEWSLETTER_ERRORS[code] }]),
  );
  return refuse(reply, 400, Object.values(errors)[0].message, undefined, { errors });
}

/**
 * The mails' links (GET, as a mail client opens them): each acts once at the publisher and sends the reader to the
 * newsletter page saying what happened. A HEAD (link checkers) acts on nothing. A malformed token never leaves here.
 */
function linkRoute(
  scope: FastifyInstance,
  path: string,
  act: (req: FastifyRequest, token: string) => Promise<unknown>,
  done: string,
): void {
  scope.get(path, async (req, reply) => {
    if (req.method === 'HEAD') return seeOther(reply, newsletterPagePath());
    const token = (req.query as Record<string, unknown>)[NEWSLETTER_TOKEN_PARAM];
    if (!isNewsletterToken(token)) return seeOther(reply, newsletterPagePath('ervenytelen-link'));
    try {
      await act(req, token);
    } catch (err) {
      const unknown = err instanceof UpstreamError && (err.status === 404 || err.status === 400);
      if (!unknown) req.log.warn({ err: (err as Error).message }, `newsletter link failed: ${path}`);
      return seeOther(reply, newsletterPagePath(unknown ? 'ervenytelen-link' : 'nem-elerheto'));
    }
    return seeOther(reply, newsletterPagePath(done));
  });
}

function confirmSignUp({ config, api }: NewsletterDesk, req: FastifyRequest, token: string) {
  return api.request(NEWSLETTER_API.confirm, {
    method: 'POST',
    site: siteOf(config, req),
    schema: ConfirmAnswer,
    body: { token },
  });
}

function unsubscribe({ config, api }: NewsletterDesk, req: FastifyRequest, token: string) {
  const lists = (req.query as Record<string, unknown>)[NEWSLETTER_LISTS_PARAM];
  const listCodes = typeof lists === 'string' && lists ? lists.split(',') : undefined;
  return api.request(NEWSLETTER_API.unsubscribe, {
    method: 'POST',
    site: siteOf(config, req),
    schema: UnsubscribeAnswer,
    body: { token, listCodes },
  });
}

/** The prompt's hide buttons (§4): the cookies that keep it away, for a while or for good. */
function hidePrompt({ config }: NewsletterDesk, req: FastifyRequest, reply: FastifyReply) {
  if (isCrossSite(req, config)) return refuseCrossSite(reply);
  const body = req.body as Body | null;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return badBody(reply);
  const page = one(body.page);
  const kind = one(body.kind);
  if ((page !== 'front' && page !== 'article') || (kind !== 'permanent' && kind !== 'temporary')) {
    return refuse(reply, 400, "page must be 'front' or 'article', kind 'permanent' or 'temporary'");
  }
  const cookies = hideCookies(kind, page, req.cookies ?? {});
  if (cookies.length)
    reply.header(
      'set-cookie',
      cookies.map((c) => serializeHideCookie(c, config.secureCookies)),
    );
  if (isForm(req)) return seeOther(reply, backTo(config, req, {}));
  return reply.code(200).send({ hidden: true, set: cookies.map((c) => ({ name: c.name, maxAgeS: c.maxAgeS })) });
}
