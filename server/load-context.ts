// What every server-side loader receives (React Router's requestContext): the upstream client, the resolved site,
// the request's abort signal (fired when the reader goes away) and the editor's bearer token, if any.
import type { FastifyBaseLogger } from 'fastify';
import type { SiteConfig } from '../shared/sites.ts';
import type { PublisherClient } from './upstream/publisher-client.ts';

export interface LoadContext {
  api: PublisherClient;
  site: SiteConfig;
  signal: AbortSignal;
  bearer?: string;
  log: FastifyBaseLogger;
}

export function loadContextOf(context: unknown): LoadContext {
  return context as LoadContext;
}
