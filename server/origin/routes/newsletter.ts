// Newsletter sign-up (§7 POST /api/newsletter/subscribe): idempotent per email and list code — one INSERT … ON
// CONFLICT DO NOTHING per list in one transaction, so a repeated or concurrent sign-up neither doubles nor loses a row,
// and a second sign-up changes nothing (not even the names). Only the lists of shared/newsletter-lists.ts exist.
import type { FastifyInstance } from 'fastify';
import { NewsletterSubscribeBody } from '../../../shared/api-types.ts';
import { normaliseEmail } from '../../../shared/email-address.ts';
import { isNewsletterListCode, NEWSLETTER_LIST_CODES } from '../../../shared/newsletter-lists.ts';
import { badRequest } from '../http-error.ts';
import type { OriginContext } from '../origin-context.ts';
import { requestSite } from '../request-site.ts';

export function registerNewsletterRoutes(app: FastifyInstance, ctx: OriginContext): void {
  const insert = ctx.db.prepare(`INSERT INTO newsletter_subscriptions (email, list_code, site_slug, first_name, last_name, created_at)
    VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (email, list_code) DO NOTHING`);
  const subscribe = ctx.db.transaction((email: string, codes: string[], site: string, first: string | null, last: string | null) => {
    const now = Math.floor(Date.now() / 1000);
    let created = 0;
    for (const code of codes) created += insert.run(email, code, site, first, last, now).changes;
    return created;
  });

  app.post<{ Body: NewsletterSubscribeBody }>('/api/newsletter/subscribe', {
    schema: { body: NewsletterSubscribeBody },
    // Leading/trailing spaces are a typing slip, not a different address.
    preValidation: async (request) => {
      const body = request.body as { email?: unknown } | undefined;
      if (body && typeof body.email === 'string') body.email = body.email.trim();
    },
  }, async (request, reply) => {
    const site = requestSite(request);
    const email = normaliseEmail(request.body.email);
    if (!email) throw badRequest('email is not a valid address');
    const codes = [...new Set(request.body.listCodes.map((c) => c.trim()).filter(Boolean))];
    if (codes.length === 0) throw badRequest('listCodes needs at least one list code');
    const unknown = codes.find((c) => !isNewsletterListCode(c));
    if (unknown !== undefined) throw badRequest(`unknown list code '${unknown}'; the lists are ${NEWSLETTER_LIST_CODES.join(', ')}`);
    const created = subscribe(email, codes, site.slug, request.body.firstName?.trim() || null, request.body.lastName?.trim() || null);
    reply.code(created > 0 ? 201 : 200);
    return { email, listCodes: codes, created: created > 0 };
  });
}
