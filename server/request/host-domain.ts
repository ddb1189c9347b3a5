// Which domain a request is for (main or the regional edition), from the Host header matched against the configured
// host list only: the header never names an origin we write back (public origins are configuration). Resolved once
// per request, first thing (registerRequestDomain, one of the app's global hooks), and read as `req.domain`.
import type { FastifyInstance } from 'fastify';
import type { BffConfig } from '../config.ts';

export type Domain = 'main' | 'regional';

declare module 'fastify' {
  interface FastifyRequest {
    /** the domain the request came to, from its Host (registerRequestDomain) */
    domain: Domain;
  }
}

export function hostDomain(config: Pick<BffConfig, 'regionalHosts'>, hostname: string): Domain {
  const host = hostname.replace(/:\d+$/, '').toLowerCase();
  return config.regionalHosts.includes(host) ? 'regional' : 'main';
}

/** Resolves each request's domain once, before any other hook or route reads it (server/global-hooks.ts). */
export function registerRequestDomain(app: FastifyInstance, config: Pick<BffConfig, 'regionalHosts'>): void {
  app.decorateRequest('domain', 'main');
  app.addHook('onRequest', async (req) => {
    req.domain = hostDomain(config, req.hostname);
  });
}
