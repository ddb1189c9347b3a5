// POST /tamogatas/belepes: a supporter asks for a sign-in link; the CRM service sends it (§7 POST /api/v2/user/token).
// A plain form post answered with a redirect, so it works without JavaScript.
import type { FastifyInstance } from 'fastify';
import { addFormParser, FORM_BODY_LIMIT, formField } from './form-body.ts';
import type { CrmClient } from '../upstream/crm-client.ts';
import { logPartUnavailable } from '../upstream/log-part-unavailable.ts';
import { hostDomain } from '../ssr/page-request.ts';
import { resolveSite } from '../../shared/sites.ts';
import type { BffConfig } from '../config.ts';

const EMAIL = /^[^\s@<>()[\]\\,;:"]{1,64}@[a-z0-9-]+(\.[a-z0-9-]+)+$/i;

export async function registerSupportRoutes(app: FastifyInstance, config: BffConfig, crm: CrmClient | null): Promise<void> {
  await app.register(async (scope) => {
    addFormParser(scope);
    scope.post('/tamogatas/belepes', { bodyLimit: FORM_BODY_LIMIT }, async (req, reply) => {
      const back = (result: string) => reply.code(303).header('cache-control', 'private, no-store')
        .header('location', `/tamogatas/belepes?eredmeny=${result}`).send();
      const email = formField(req.body, 'email', 254)?.trim() ?? '';
      if (!EMAIL.test(email)) return back('hibas-cim');
      if (!crm) return back('nem-elerheto');
      const site = resolveSite(hostDomain(config, req.hostname), '/');
      try {
        await crm.requestToken(email, { site: site.slug });
        return back('elkuldve');
      } catch (err) {
        logPartUnavailable(req.log, {}, err, 'supporter sign-in link failed');
        return back('nem-elerheto');
      }
    });
  });
}
