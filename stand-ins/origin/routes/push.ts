// Web Push (our addition to §7): the public VAPID key browsers subscribe with, and the admin's send — a notification
// (title, body, url) to every browser subscribed to a topic, through web-push. Subscriptions the push service says are
// gone (404, 410) are removed with their topics; other failures are counted and kept for the next send.
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { PUSH_DEFAULT_TOPIC, PUSH_TOPIC_MAX_LENGTH } from '../../../shared/engagement-constants.ts';
import { authorizeAdmin } from '../admin-auth.ts';
import { CACHE_PRIVATE, CACHE_REFERENCE } from '../cache-policy.ts';
import { badRequest } from '../http-error.ts';
import type { OriginContext } from '../origin-context.ts';
import type { PushOutcome } from '../push/push-sender.ts';
import { pushTopicRule } from '../push/push-topic.ts';

export const PushSendBody = Type.Object(
  {
    topic: Type.Optional(Type.String({ minLength: 1, maxLength: PUSH_TOPIC_MAX_LENGTH })),
    title: Type.String({ minLength: 1, maxLength: 120 }),
    body: Type.String({ maxLength: 500 }),
    /** a site path ('/belfold/…') or an absolute https URL */
    url: Type.String({ minLength: 1, maxLength: 2048 }),
  },
  { additionalProperties: false },
);

/** Sends in flight at once: enough to finish a few thousand browsers quickly without flooding one push service. */
const SEND_CONCURRENCY = 8;

function notificationUrl(raw: string): string {
  const url = raw.trim();
  // A path of our site; never '//host' or '/\\host', which browsers read as another site.
  if (/^\/(?![/\\])/.test(url) && !/[\s\\]/.test(url)) return url;
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'https:' && !parsed.username && !parsed.password) return parsed.href;
  } catch {
    // fall through
  }
  throw badRequest('url must be a site path starting with / or an https URL');
}

export function registerPushRoutes(app: FastifyInstance, ctx: OriginContext): void {
  const topics = pushTopicRule(ctx.db);
  const devices = ctx.db.prepare(`SELECT d.client_token AS clientToken, d.endpoint, d.p256dh, d.auth FROM push_devices d
    JOIN push_subscriptions s ON s.client_token = d.client_token WHERE s.topic = ? ORDER BY d.client_token`);
  const forget = ctx.db.transaction((clientToken: string) => {
    ctx.db.prepare('DELETE FROM push_devices WHERE client_token = ?').run(clientToken);
    ctx.db.prepare('DELETE FROM push_subscriptions WHERE client_token = ?').run(clientToken);
  });

  app.get('/api/push/vapid-public-key', async (_request, reply) => {
    reply.header('cache-control', CACHE_REFERENCE);
    return { publicKey: ctx.push.vapid.publicKey };
  });

  app.post<{ Body: Static<typeof PushSendBody> }>(
    '/admin/push/send',
    {
      schema: { body: PushSendBody },
      onRequest: async (request) => authorizeAdmin(request, ctx.adminToken),
    },
    async (request, reply) => {
      const topic = request.body.topic?.trim() ?? PUSH_DEFAULT_TOPIC;
      const problem = topics.problem(topic, true);
      if (problem) throw badRequest(problem);
      const payload = {
        title: request.body.title.trim(),
        body: request.body.body.trim(),
        url: notificationUrl(request.body.url),
        tag: topic,
      };
      if (!payload.title) throw badRequest('title must not be blank');
      const targets = devices.all(topic) as { clientToken: string; endpoint: string; p256dh: string; auth: string }[];

      const outcomes = new Array<PushOutcome>(targets.length);
      let next = 0;
      const worker = async () => {
        while (next < targets.length) {
          const i = next++;
          outcomes[i] = await ctx.push.sender.send(targets[i], payload);
          if (outcomes[i].kind === 'gone') forget(targets[i].clientToken);
        }
      };
      await Promise.all(Array.from({ length: Math.min(SEND_CONCURRENCY, targets.length) }, worker));

      const failed = outcomes.flatMap((o, i) =>
        o.kind === 'failed' ? [{ host: new URL(targets[i].endpoint).host, status: o.status, reason: o.reason }] : [],
      );
      if (failed.length) request.log.warn({ topic, failed: failed.length }, 'some push messages failed');
      reply.header('cache-control', CACHE_PRIVATE);
      return {
        topic,
        devices: targets.length,
        sent: outcomes.filter((o) => o.kind === 'sent').length,
        removed: outcomes.filter((o) => o.kind === 'gone').length,
        failed,
      };
    },
  );
}
