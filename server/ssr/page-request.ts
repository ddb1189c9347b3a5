// Everything about one incoming page request that the page-data endpoint and the HTML renderer share.
import type { FastifyRequest } from 'fastify';
import { resolveSite } from '../../shared/sites.ts';
import type { BffConfig } from '../config.ts';
import type { LoadContext } from '../load-context.ts';
import type { PublisherClient } from '../upstream/publisher-client.ts';
import { RequestApi } from '../upstream/request-api.ts';
import type { EditorSession } from '../auth/editor-session.ts';

export interface PageRequest {
  ctx: LoadContext;
  abort: AbortController;
  /** Absolute URL on our configured public origin (never the Host header). */
  url: string;
  publicOrigin: string;
  routeId?: string;
  /** Render the whole document before sending (for caching); set by the cache layer. */
  complete?: boolean;
}

export const BEARER_COOKIE = 'access_token';

export function hostDomain(config: BffConfig, hostname: string): 'main' | 'regional' {
  const host = hostname.replace(/:\d+$/, '').toLowerCase();
  return config.regionalHosts.includes(host) ? 'regional' : 'main';
}

export function pageRequest(req: FastifyRequest, config: BffConfig, api: PublisherClient, pathAndQuery: string): PageRequest {
  const domain = hostDomain(config, req.hostname);
  const publicOrigin = config.publicOrigin[domain];
  // Concatenate, never resolve: resolving '//evil.example/x' against our origin would leave it.
  const url = new URL(publicOrigin + pathAndQuery);
  const site = resolveSite(domain, url.pathname);
  const abort = new AbortController();
  const accessToken = req.cookies?.[BEARER_COOKIE] || undefined;
  const session: EditorSession | undefined = accessToken ? { accessToken, refresh: async () => false } : undefined;
  const requestApi = new RequestApi(api, { site: site.slug, signal: abort.signal, session });
  return { ctx: { api: requestApi, site, signal: abort.signal, log: req.log }, abort, url: url.href, publicOrigin };
}
