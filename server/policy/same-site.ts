// Cross-site request refusal for the BFF's state-changing endpoints (quiz answers, newsletter sign-up and prompt hide):
// a browser names the page that sent a request in Origin (and Sec-Fetch-Site); another site's page is refused, so a
// forged form or fetch cannot act with the reader's cookies. The cookies themselves are SameSite=Lax too. Clients
// that send neither header (the mobile app, curl) are not browsers acting for a reader and pass.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BffConfig } from '../config.ts';
import { refuse } from './answer-policy.ts';
import { sameSiteLocation } from './same-site-location.ts';

/** The public origin of the domain the request came to (never the Host header itself). */
export function siteOriginOf(req: FastifyRequest, config: BffConfig): string {
  return config.publicOrigin[req.domain];
}

export function isCrossSite(req: FastifyRequest, config: BffConfig): boolean {
  const fetchSite = req.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site') return true;
  const origin = req.headers.origin;
  if (!origin) return false;
  // 'null' is what a sandboxed frame or a privacy redirect sends, and also our own pages' plain form posts (they are
  // served with Referrer-Policy: no-referrer): ours only when the browser says the post is same-origin.
  if (origin === 'null') return fetchSite !== 'same-origin';
  return origin !== new URL(siteOriginOf(req, config)).origin;
}

const CROSS_SITE_MESSAGE = 'A kérést egy másik webhely küldte, ezért nem teljesítettük.';

/**
 * The answer to a state-changing request another site's page sent (a form or a fetch): 403 with the reason. The routes
 * that take such requests are personal (cache-headers.ts personalRoutes), which makes it private.
 */
export function refuseCrossSite(reply: FastifyReply): FastifyReply {
  return refuse(reply, 403, CROSS_SITE_MESSAGE);
}

/**
 * The answer that ends a form post (post/redirect/get): 303 to a path of this site on its configured origin (the one
 * redirect rule, same-site-location.ts). A form's route is personal (personalRoutes), which makes it private.
 */
export function seeOther(reply: FastifyReply, path: string, siteOrigin: string): FastifyReply {
  return reply.code(303).header('location', sameSiteLocation(path, siteOrigin)).send();
}
