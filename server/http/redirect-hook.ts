// Applies the §2.2 redirects to every page request before any page work (and to the page-data endpoint's path).
import type { FastifyInstance } from 'fastify';
import type { BffConfig } from '../config.ts';
import { ruleHeader } from './cache-headers.ts';
import { hostDomain } from '../request/host-domain.ts';
import { loadRedirectTable, resolveRedirect, type Redirect } from './redirects.ts';

/** Paths that are not pages: never redirected. */
const NOT_PAGES = /^\/(assets|media|api|page-data|auth|builds|healthz|readyz|metrics|rss|sitemap[\w-]*\.xml|robots\.txt|sw\.js)(\/|$|\?)/;

export type PathRedirector = (hostname: string, pathAndQuery: string) => Redirect | null;

export function createRedirector(config: BffConfig): PathRedirector {
  const table = loadRedirectTable(config.redirectsFile ?? undefined);
  return (hostname, pathAndQuery) => {
    const q = pathAndQuery.indexOf('?');
    const pathname = q === -1 ? pathAndQuery : pathAndQuery.slice(0, q);
    const search = q === -1 ? '' : pathAndQuery.slice(q);
    return resolveRedirect(pathname, search, { domain: hostDomain(config, hostname), table, shopUrl: config.shopUrl });
  };
}

export function registerRedirectHook(app: FastifyInstance, redirect: PathRedirector): void {
  app.addHook('onRequest', async (req, reply) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_PAGES.test(req.url)) return;
    const r = redirect(req.hostname, req.url);
    if (!r) return;
    return reply
      .header('cache-control', r.status === 301 ? ruleHeader('redirect') : 'public, max-age=60')
      .redirect(r.location, r.status);
  });
}
