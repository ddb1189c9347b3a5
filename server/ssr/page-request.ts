// Everything about one page request that the page-data endpoint and the HTML renderer share.
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { resolveSite } from '../../shared/sites.ts';
import type { EditorSession } from '../auth/editor-session.ts';
import type { BffConfig } from '../config.ts';
import type { LoadContext } from '../load-context.ts';
import type { PublisherClient } from '../upstream/publisher-client.ts';
import { RequestApi } from '../upstream/request-api.ts';

export interface PageRequest {
  ctx: LoadContext;
  abort: AbortController;
  domain: 'main' | 'regional';
  /** Absolute URL on our configured public origin (never the Host header). */
  url: string;
  publicOrigin: string;
  routeId?: string;
}

export const BEARER_COOKIE = 'access_token';

export function hostDomain(config: BffConfig, hostname: string): 'main' | 'regional' {
  const host = hostname.replace(/:\d+$/, '').toLowerCase();
  return config.regionalHosts.includes(host) ? 'regional' : 'main';
}

export function makePageRequest(opts: {
  config: BffConfig;
  api: PublisherClient;
  domain: 'main' | 'regional';
  pathAndQuery: string;
  log: FastifyBaseLogger;
  session?: EditorSession;
}): PageRequest {
  const publicOrigin = opts.config.publicOrigin[opts.domain];
  // Concatenate, never resolve: resolving '//evil.example/x' against our origin would leave it.
  const url = new URL(publicOrigin + opts.pathAndQuery);
  const site = resolveSite(opts.domain, url.pathname);
  const abort = new AbortController();
  const requestApi = new RequestApi(opts.api, { site: site.slug, signal: abort.signal, session: opts.session });
  return { ctx: { api: requestApi, site, signal: abort.signal, log: opts.log }, abort, domain: opts.domain, url: url.href, publicOrigin };
}

export function pageRequest(req: FastifyRequest, config: BffConfig, api: PublisherClient, pathAndQuery: string): PageRequest {
  const accessToken = req.cookies?.[BEARER_COOKIE] || undefined;
  const session: EditorSession | undefined = accessToken ? { accessToken, refresh: async () => false } : undefined;
  return makePageRequest({ config, api, domain: hostDomain(config, req.hostname), pathAndQuery, log: req.log, session });
}
