// The one pipeline every HTML page and every page-data answer goes through (decision 010):
//   open    — the request's page context (site, public URL, session), preview mode's sign-in gate, abort on disconnect
//   query   — React Router's static handler runs the route's loader, which runs the page's build step
//   settle  — the editor session's cookies before any byte; a refused session goes to /login
//   cache   — the headers the page's build step decided (its cache rule and purge keys)
// server/ssr/page-handler.ts renders HTML from it; server/ssr/page-data-route.ts answers JSON.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LOGIN_PATH } from '../../shared/constants.ts';
import type { PublisherAuth } from '../auth/publisher-auth.ts';
import { addCookies, loginCookies, settleSession } from '../auth/session-reply.ts';
import type { TokenRefresher } from '../auth/token-refresher.ts';
import type { BffConfig } from '../config.ts';
import { pageCacheMeta, type PageCacheMeta } from '../http/cache-headers.ts';
import type { CrmClient } from '../upstream/crm-client.ts';
import type { PublisherClient } from '../upstream/publisher-client.ts';
import { SUPPORT_PATH } from '../../shared/support-forms.ts';
import { pageRequest, type PageRequest } from './page-request.ts';
import { READER_GONE } from './reader-gone.ts';

/** Seconds a reader refused for now (the render queue is full, an upstream cannot answer) is asked to wait. */
export const RETRY_AFTER_S = 5;

declare module 'fastify' {
  interface FastifyRequest {
    page?: PageRequest;
  }
}

export interface PipelineDeps {
  config: BffConfig;
  api: PublisherClient;
  auth: PublisherAuth;
  refresher: TokenRefresher;
  /** the supporter pages' CRM client, when one is configured */
  crm?: CrmClient | null;
}

export type Opened = { kind: 'page'; page: PageRequest } | { kind: 'sign-in' };

/**
 * Opens a page request for `pathAndQuery` (a same-site path, already length-checked). In preview mode (§4) a reader
 * without a session is sent to sign in, the path remembered in a cookie set on the reply.
 */
export function openPage(req: FastifyRequest, reply: FastifyReply, pathAndQuery: string, deps: PipelineDeps): Opened {
  const { config } = deps;
  const page = pageRequest(req, config, deps.api, pathAndQuery, deps.refresher, deps.crm);
  req.page = page;
  if (config.previewMode && !page.session && new URL(page.url).pathname !== LOGIN_PATH) {
    addCookies(reply, loginCookies(config, pathAndQuery, page.publicOrigin, false));
    return { kind: 'sign-in' };
  }
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) page.abort.abort(READER_GONE);
  });
  return { kind: 'page', page };
}

/** Session cookies are decided here, before any byte ('sign-in': the session was refused, go to /login). */
export function settlePage(reply: FastifyReply, page: PageRequest, requested: string, deps: PipelineDeps): 'continue' | 'sign-in' {
  const outcome = settleSession(reply, page.session, deps, requested, page.publicOrigin, reply.request.log);
  return outcome === 'login' ? 'sign-in' : 'continue';
}

/**
 * Whether a reader's answer may be shared (anonymous, not preview mode): shared caches may keep it. A supporter's
 * cookie makes the supporter pages theirs alone (their profile, their links); elsewhere they read what everyone reads.
 */
export function isSharedAnswer(page: PageRequest, config: BffConfig): boolean {
  return !page.session && !config.previewMode && !(page.supporter && isSupportPath(new URL(page.url).pathname));
}

/** Routes match without regard to case or percent-encoding: so does this. */
function isSupportPath(pathname: string): boolean {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // a malformed escape: the router answers 404 for it anyway
  }
  path = path.toLowerCase();
  return path === SUPPORT_PATH || path.startsWith(`${SUPPORT_PATH}/`);
}

/** The headers the page's build step decided, for a page answered with `status`. */
export function cacheMetaOf(page: PageRequest, status: number): PageCacheMeta {
  return pageCacheMeta(status, page.ctx.cache, page.ctx.site);
}
