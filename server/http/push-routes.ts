// What the browser needs for Web Push besides /api/subscriptions (proxied, api-proxy.ts): the public VAPID key to
// subscribe with (from the publisher API, which signs the pushes, through the BFF's cache), and the service worker
// at the site root, so its scope covers every page (the build copies client/public/sw.js into the assets folder).
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { VapidPublicKey } from '../../shared/api-types.ts';
import { resolveSite } from '../../shared/sites.ts';
import type { BffConfig } from '../config.ts';
import { hostDomain } from '../request/host-domain.ts';
import type { PublisherClient } from '../upstream/publisher-client.ts';
import { JAVASCRIPT_TYPE } from './asset-headers.ts';
import { answerAs, refuse } from './cache-headers.ts';

export const SERVICE_WORKER_PATH = '/sw.js';
export const VAPID_PUBLIC_KEY_PATH = '/api/push/vapid-public-key';

export function registerPushRoutes(app: FastifyInstance, config: BffConfig, api: PublisherClient): void {
  let worker: Promise<{ body: Buffer; etag: string }> | null = null;

  app.get(VAPID_PUBLIC_KEY_PATH, async (req, reply) => {
    const site = resolveSite(hostDomain(config, req.hostname), '/').slug;
    try {
      const { publicKey } = await api.get(VAPID_PUBLIC_KEY_PATH, { site, schema: VapidPublicKey, budget: 'secondary' });
      return answerAs(reply, 'api', 3600).send({ publicKey });
    } catch (err) {
      req.log.warn({ err: (err as Error).message }, 'VAPID public key unavailable');
      return refuse(reply, 502, 'push notifications are unavailable right now');
    }
  });

  app.get(SERVICE_WORKER_PATH, async (req, reply) => {
    worker ??= readFile(join(config.clientDistDir, 'assets', 'sw.js'))
      .then((body) => ({ body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 16)}"` }));
    let file;
    try {
      file = await worker;
    } catch {
      worker = null;
      return refuse(reply, 404, 'the client build has no service worker');
    }
    // The browser checks a worker for updates on every navigation: no-cache with an ETag keeps that a cheap 304.
    answerAs(reply, 'revalidate')
      .header('content-type', JAVASCRIPT_TYPE)
      .header('etag', file.etag)
      .header('service-worker-allowed', '/');
    if (req.headers['if-none-match'] === file.etag) return reply.code(304).send();
    return reply.send(file.body);
  });
}
