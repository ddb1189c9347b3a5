// The headers every answer carries, built once from the configuration into one block (decision 120): helmet's, the
// policy of every answer that is not a streamed page (a streamed page carries its own, with its nonce: the page
// renderer) and the powers no page of ours and no frame it holds may use (shared/embed-providers.ts). Every answer
// carries them, so the streamed pages, which take the reply's headers, do too. Fastify's wrapper of helmet built
// helmet's middleware again on every request and set each header on the response, checked: a fortieth of an uncached
// render. Static assets drop the ones that mean something to a document only (asset-headers.ts).
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { permissionsPolicy } from '../../shared/embed-providers.ts';
import type { BffConfig } from '../config.ts';
import { frameOriginsOf } from '../event-data-config.ts';
import { contentSecurityPolicy } from '../ssr/content-security-policy.ts';

const CSP_HEADER = 'content-security-policy';
const PERMISSIONS_POLICY_HEADER = 'permissions-policy';
/** The one header a script or a style sheet needs too: it must be served as what it is. */
const NOSNIFF_HEADER = 'x-content-type-options';

/** helmet's headers, its middleware run once against a collector: none of it reads the request. */
function helmetHeaders(strictTransportSecurity: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: () => undefined,
  };
  helmet({
    contentSecurityPolicy: false, // the block's own, below
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    strictTransportSecurity,
  })({} as IncomingMessage, collector as unknown as ServerResponse, () => undefined);
  return headers;
}

/** The block: HSTS only where the site is on https. */
export function securityHeaders(config: BffConfig): Readonly<Record<string, string>> {
  return Object.freeze({
    ...helmetHeaders(config.secureCookies),
    [CSP_HEADER]: contentSecurityPolicy(undefined, config, frameOriginsOf(config.eventData)),
    [PERMISSIONS_POLICY_HEADER]: permissionsPolicy(),
  });
}

/** The block's headers that mean something to a document only: all of them but nosniff. */
export const DOCUMENT_ONLY_HEADERS: readonly string[] = [
  ...Object.keys(helmetHeaders(true)),
  CSP_HEADER,
  PERMISSIONS_POLICY_HEADER,
].filter((name) => name !== NOSNIFF_HEADER);

/** One synchronous hook sets the block on every reply (registered from server/global-hooks.ts). */
export function registerSecurityHeaders(app: FastifyInstance, config: BffConfig): void {
  const block = securityHeaders(config);
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(block);
    done();
  });
}
