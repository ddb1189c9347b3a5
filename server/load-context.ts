// What every server-side loader receives (React Router's requestContext): the publisher API bound to this request
// (site, abort signal, editor session), the resolved site and the logger.
import type { FastifyBaseLogger } from 'fastify';
import type { SiteConfig } from '../shared/sites.ts';
import type { RequestApi } from './upstream/request-api.ts';

export interface LoadContext {
  api: RequestApi;
  site: SiteConfig;
  /** Fired when the reader goes away; loaders pass it to anything slow they start themselves. */
  signal: AbortSignal;
  log: FastifyBaseLogger;
  /** §4 preview mode: every page needs an editor's sign-in. */
  preview?: boolean;
  /** §2.6 the After sidebar's Spotify embed, when the operator configured a URL that passes §5 */
  afterSpotifyEmbed?: string | null;
}

export function loadContextOf(context: unknown): LoadContext {
  return context as LoadContext;
}
