// The newsletter sign-up form and the prompt's hide buttons (§3 Newsletter subscribe, §4 Newsletter prompt hide, §9).
// Both take JSON (the page's script) or a plain HTML form post (no script: answered with a 303 back to the page the
// form was on, with the outcome in the query). Server-side validation with Hungarian messages
// (shared/newsletter-form.ts), the sign-up through the publisher API (§7 POST /api/newsletter/subscribe, idempotent),
// the hide cookies by the §4 rules (shared/newsletter-prompt-hide.ts). Same-site only.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  NEWSLETTER_ALREADY, NEWSLETTER_ERRORS, NEWSLETTER_ERRORS_PARAM, NEWSLETTER_HIDE_PATH, NEWSLETTER_RESULT_PARAM, NEWSLETTER_SUBSCRIBE_PATH,
  NEWSLETTER_SUCCESS, NEWSLETTER_UNAVAILABLE, validateNewsletterForm, type NewsletterFormInput,
} from '../../shared/newsletter-form.ts';
import { hideCookies, serializeHideCookie, type PromptHide, type PromptPage } from '../../shared/newsletter-prompt-hide.ts';
import { resolveSite } from '../../shared/sites.ts';
import { safeReturnPath } from '../auth/login-return-path.ts';
import type { BffConfig } from '../config.ts';
import { hostDomain } from '../request/host-domain.ts';
import type { PublisherClient } from '../upstream/publisher-client.ts';
import { UpstreamError } from '../upstream/upstream-client.ts';
import { CROSS_SITE_REFUSED, isCrossSite, siteOriginOf } from './same-site.ts';
import { answerAs, refuse } from './cache-headers.ts';
import { addFormParser, type FormFields } from './form-body.ts';

export { NEWSLETTER_ERRORS_PARAM, NEWSLETTER_HIDE_PATH, NEWSLETTER_RESULT_PARAM, NEWSLETTER_SUBSCRIBE_PATH };

const FORM_LIMIT = 8 * 1024;

const SubscribeAnswer = Type.Object({ email: Type.String(), listCodes: Type.Array(Type.String()), created: Type.Boolean() }, { additionalProperties: true });

type Body = FormFields;

const one = (v: unknown): string | undefined => (typeof v === 'string' ? v : Array.isArray(v) && typeof v[0] === 'string' ? v[0] : undefined);

export async function registerNewsletterRoutes(app: FastifyInstance, config: BffConfig, api: PublisherClient): Promise<void> {
  await app.register(async (scope) => {
    addFormParser(scope, FORM_LIMIT);
    const isForm = (req: FastifyRequest) => String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
    const backTo = (req: FastifyRequest, params: Record<string, string>) => {
      const path = safeReturnPath(one((req.body as Body | null)?.back), siteOriginOf(req, config));
      const url = new URL(path, 'http://x');
      url.searchParams.delete(NEWSLETTER_RESULT_PARAM);
      url.searchParams.delete(NEWSLETTER_ERRORS_PARAM);
      for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
      return url.pathname + url.search;
    };
    const seeOther = (reply: FastifyReply, location: string) => answerAs(reply.code(303), 'private').header('location', location).send();
    const badBody = (reply: FastifyReply) =>
      refuse(reply, 400, 'a JSON object or a form is expected', 'private');

    scope.post(NEWSLETTER_SUBSCRIBE_PATH, { bodyLimit: FORM_LIMIT }, async (req, reply) => {
      if (isCrossSite(req, config)) return answerAs(reply.code(403), 'private').send(CROSS_SITE_REFUSED);
      const body = req.body as Body | null;
      if (!body || typeof body !== 'object' || Array.isArray(body)) return badBody(reply);
      const form = isForm(req);
      const input: NewsletterFormInput = { email: one(body.email), firstName: one(body.firstName), lastName: one(body.lastName), listCodes: body.listCodes };
      const checked = validateNewsletterForm(input);
      if (!checked.ok) {
        if (form) return seeOther(reply, backTo(req, { [NEWSLETTER_RESULT_PARAM]: 'hiba', [NEWSLETTER_ERRORS_PARAM]: Object.values(checked.errors).join(',') }));
        const errors = Object.fromEntries(Object.entries(checked.errors).map(([field, code]) => [field, { code, message: NEWSLETTER_ERRORS[code] }]));
        return answerAs(reply.code(400), 'private').send({
          statusCode: 400, error: 'Bad Request', message: Object.values(errors)[0].message, errors,
        });
      }
      const site = resolveSite(hostDomain(config, req.hostname), '/').slug;
      let answer;
      try {
        answer = await api.request('/api/newsletter/subscribe', { method: 'POST', site, schema: SubscribeAnswer, body: checked.value });
      } catch (err) {
        req.log.warn({ err: (err as Error).message }, 'newsletter sign-up failed');
        const refused = err instanceof UpstreamError && err.status === 400;
        if (form) return seeOther(reply, backTo(req, { [NEWSLETTER_RESULT_PARAM]: refused ? 'hiba' : 'nem-elerheto' }));
        return refuse(reply, refused ? 400 : 502, NEWSLETTER_UNAVAILABLE, 'private');
      }
      // Signed up: the prompt need not ask again (§4 permanent hide on both page kinds).
      const cookies = hideCookies('permanent', 'front', req.cookies ?? {}).map((c) => serializeHideCookie(c, config.secureCookies));
      reply.header('set-cookie', cookies);
      if (form) return seeOther(reply, backTo(req, { [NEWSLETTER_RESULT_PARAM]: answer.created ? 'ok' : 'mar-feliratkozott' }));
      return answerAs(reply.code(answer.created ? 201 : 200), 'private').send({
        ok: true, created: answer.created, email: answer.email, listCodes: answer.listCodes,
        message: answer.created ? NEWSLETTER_SUCCESS : NEWSLETTER_ALREADY,
      });
    });

    scope.post(NEWSLETTER_HIDE_PATH, { bodyLimit: FORM_LIMIT }, async (req, reply) => {
      if (isCrossSite(req, config)) return answerAs(reply.code(403), 'private').send(CROSS_SITE_REFUSED);
      const body = req.body as Body | null;
      if (!body || typeof body !== 'object' || Array.isArray(body)) return badBody(reply);
      const page = one(body.page);
      const kind = one(body.kind);
      if ((page !== 'front' && page !== 'article') || (kind !== 'permanent' && kind !== 'temporary')) {
        return answerAs(reply.code(400), 'private').send({
          statusCode: 400, error: 'Bad Request', message: "page must be 'front' or 'article', kind 'permanent' or 'temporary'",
        });
      }
      const cookies = hideCookies(kind as PromptHide, page as PromptPage, req.cookies ?? {});
      if (cookies.length) reply.header('set-cookie', cookies.map((c) => serializeHideCookie(c, config.secureCookies)));
      if (isForm(req)) return seeOther(reply, backTo(req, {}));
      return answerAs(reply.code(200), 'private').send({ hidden: true, set: cookies.map((c) => ({ name: c.name, maxAgeS: c.maxAgeS })) });
    });
  });
}
