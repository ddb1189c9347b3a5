// What the browser needs for Web Push besides /api/subscriptions (proxied, api-proxy.ts): the public VAPID key to
// subscribe with (from the publisher API, which signs the pushes, through the BFF's cache), and the service worker
// at the site root, so its scope covers every page (the build writes it into the assets folder, decision 088).
// And the caps on stored push devices and tags' topics: the publisher judges an endpoint and a topic (its 400s pass
// through the proxy), but only the BFF knows the client's address.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AttemptKind, AttemptLimits } from '../auth/attempt-limits.ts';
import { VapidPublicKey } from '../../shared/api-types.ts';
import { PUSH_TAG_TOPIC_PREFIX } from '../../shared/engagement-constants.ts';
import { SERVICE_WORKER_URL } from '../../shared/offline-copies.ts';
import { resolveSite } from '../../shared/sites/site-table.ts';
import type { BffConfig } from '../config.ts';
import type { PublisherClient } from '../upstream/publisher-client.ts';
import { JAVASCRIPT_TYPE } from '../policy/asset-headers.ts';
import { answerAs, refuse, retryAfter } from '../policy/answer-policy.ts';

export const VAPID_PUBLIC_KEY_PATH = '/api/push/vapid-public-key';

export const SUBSCRIPTIONS_PATH = '/api/subscriptions';

/**
 * Decision 042: a POST /api/subscriptions carrying a browser's push subscription stores a device, and each one is
 * counted per client token and per client address (AttemptLimits 'push-device'); over either, 429 with Retry-After
 * and the publisher never sees it, so one client cannot store a device for every message it wants a send to
 * multiply. Decision 098: one adding a tag's topic is counted the same way ('push-tag-topic'), since the publisher
 * looks the tag up and keeps a row for it. The other topic changes are not counted. The proxy has Fastify parse the
 * body (proxy-options.ts), so this reads what the publisher will be sent.
 */
async function capPushSubscriptions(
  req: FastifyRequest,
  reply: FastifyReply,
  limits: AttemptLimits,
): Promise<FastifyReply | undefined> {
  if (req.method !== 'POST' || req.url.split('?')[0] !== SUBSCRIPTIONS_PATH) return undefined;
  const body = req.body as { clientToken?: unknown; topic?: unknown; pushSubscription?: unknown } | null | undefined;
  if (!body || typeof body !== 'object') return undefined;
  const token = typeof body.clientToken === 'string' && body.clientToken.trim() ? body.clientToken.trim() : null;
  const kinds: { kind: AttemptKind; refusal: string }[] = [];
  if (body.pushSubscription !== undefined && body.pushSubscription !== null)
    kinds.push({ kind: 'push-device', refusal: 'too many push subscriptions from this browser or address' });
  if (typeof body.topic === 'string' && body.topic.trim().startsWith(PUSH_TAG_TOPIC_PREFIX))
    kinds.push({ kind: 'push-tag-topic', refusal: "too many tags' push topics from this browser or address" });
  for (const { kind, refusal } of kinds) {
    const verdict = await limits.attempt(req, kind, token);
    if (!verdict.allowed) return refuse(retryAfter(reply, verdict.retryAfterS), 429, `${refusal}; try again later`);
  }
  return undefined;
}

/** The cap, on the root: a global hook (server/global-hooks.ts), so it runs before the API proxy's own preHandler. */
export function registerPushSubscriptionCaps(app: FastifyInstance, limits: AttemptLimits): void {
  app.addHook('preHandler', (req, reply) => capPushSubscriptions(req, reply, limits));
}

export function registerPushRoutes(app: FastifyInstance, config: BffConfig, api: PublisherClient): void {
  let worker: Promise<{ body: Buffer; etag: string }> | null = null;

  app.get(VAPID_PUBLIC_KEY_PATH, async (req, reply) => {
    const site = resolveSite(req.domain, '/').slug;
    try {
      const { publicKey } = await api.get(VAPID_PUBLIC_KEY_PATH, { site, schema: VapidPublicKey, budget: 'secondary' });
      return answerAs(reply, 'pushPublicKey').send({ publicKey });
    } catch (err) {
      req.log.warn({ err: (err as Error).message }, 'VAPID public key unavailable');
      return refuse(reply, 502, 'push notifications are unavailable right now');
    }
  });

  app.get(SERVICE_WORKER_URL, async (req, reply) => {
    worker ??= readFile(join(config.clientDistDir, 'assets', 'sw.js')).then((body) => ({
      body,
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 16)}"`,
    }));
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
