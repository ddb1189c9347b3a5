// Push-notification topics per device (§3 Subscription, §7 /api/subscriptions). Every call is idempotent. The topic
// defaults to 'fontos' (§3); which topics there are is push/push-topic.ts's, and a token holds at most
// TAG_PUSH_TOPICS_MAX tags' topics (decision 098). Our addition: POST may carry the browser's Web Push subscription (`pushSubscription`),
// stored for the clientToken so the admin send (routes/push.ts) can reach that browser; GET says whether one is
// stored (`webPush`); DELETE of a token's last topic forgets its push subscription too.
import type { Database } from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { SubscriptionBody } from '../../../shared/api-types.ts';
import { PUSH_DEFAULT_TOPIC, PUSH_TAG_TOPIC_PREFIX } from '../../../shared/engagement-constants.ts';
import { TAG_PUSH_TOPICS_MAX, tagOfPushTopic } from '../../../shared/tag-push-topics.ts';
import { CACHE_PRIVATE } from '../cache-policy.ts';
import { badRequest } from '../http-error.ts';
import type { OriginContext } from '../origin-context.ts';
import { endpointProblem } from '../push/push-endpoint.ts';
import { pushKeysProblem } from '../push/push-keys.ts';
import { pushTopicRule, type PushTopicRule } from '../push/push-topic.ts';
import { requestSite } from '../request-site.ts';

const MIN_TOKEN = SubscriptionBody.properties.clientToken.minLength ?? 1;
const MAX_TOKEN = SubscriptionBody.properties.clientToken.maxLength ?? 512;

function clientTokenParam(value: unknown): string {
  if (value === undefined || value === '') throw badRequest('clientToken is required');
  const token = typeof value === 'string' ? value.trim() : '';
  if (token.length < MIN_TOKEN || token.length > MAX_TOKEN)
    throw badRequest(`clientToken must be ${MIN_TOKEN} to ${MAX_TOKEN} characters`);
  return token;
}

/** The topic asked for (default 'fontos'); `known`: one to add, so a tag's must name a tag of ours. */
function topicParam(rule: PushTopicRule, value: unknown, known: boolean): string {
  if (value === undefined) return PUSH_DEFAULT_TOPIC;
  const topic = typeof value === 'string' ? value.trim() : '';
  const problem = rule.problem(topic, known);
  if (problem) throw badRequest(problem);
  return topic;
}

type SubscriptionStatements = ReturnType<typeof subscriptionStatements>;

export function registerSubscriptionRoutes(app: FastifyInstance, ctx: OriginContext): void {
  const q = subscriptionStatements(ctx.db);
  const topics = pushTopicRule(ctx.db);
  const subscribe = ctx.db.transaction(
    (token: string, topic: string, site: string, device: SubscriptionBody['pushSubscription']) =>
      addSubscription(q, token, topic, site, device),
  );
  const unsubscribe = ctx.db.transaction((token: string, topic: string) => {
    q.remove.run(token, topic);
    q.forgetDevice.run(token, token);
  });

  app.get<{ Querystring: Record<string, unknown> }>('/api/subscriptions', async (request, reply) => {
    requestSite(request);
    const clientToken = clientTokenParam(request.query.clientToken);
    reply.header('cache-control', CACHE_PRIVATE);
    return answer(q, clientToken);
  });

  app.post<{ Body: SubscriptionBody }>(
    '/api/subscriptions',
    { schema: { body: SubscriptionBody } },
    async (request, reply) => {
      const site = requestSite(request);
      const clientToken = clientTokenParam(request.body.clientToken);
      const topic = topicParam(topics, request.body.topic, true);
      const device = request.body.pushSubscription;
      if (device) {
        const problem = endpointProblem(device.endpoint, ctx.push.policy) ?? pushKeysProblem(device.keys);
        if (problem) throw badRequest(problem);
      }
      const created = subscribe(clientToken, topic, site.slug, device);
      reply.code(created ? 201 : 200).header('cache-control', CACHE_PRIVATE);
      return answer(q, clientToken);
    },
  );

  app.delete<{ Querystring: Record<string, unknown> }>('/api/subscriptions', async (request, reply) => {
    requestSite(request);
    const clientToken = clientTokenParam(request.query.clientToken);
    const topic = topicParam(topics, request.query.topic, false);
    unsubscribe(clientToken, topic);
    return reply.code(204).send();
  });
}

function subscriptionStatements(db: Database) {
  return {
    topics: db.prepare('SELECT topic FROM push_subscriptions WHERE client_token = ? ORDER BY topic').pluck(),
    has: db.prepare('SELECT 1 FROM push_subscriptions WHERE client_token = ? AND topic = ?').pluck(),
    tagTopics: db
      .prepare('SELECT COUNT(*) FROM push_subscriptions WHERE client_token = ? AND substr(topic, 1, ?) = ?')
      .pluck(),
    hasDevice: db.prepare('SELECT 1 FROM push_devices WHERE client_token = ?').pluck(),
    insert: db.prepare(`INSERT INTO push_subscriptions (client_token, topic, site_slug, created_at) VALUES (?, ?, ?, ?)
    ON CONFLICT (client_token, topic) DO NOTHING`),
    remove: db.prepare('DELETE FROM push_subscriptions WHERE client_token = ? AND topic = ?'),
    forgetDevice: db.prepare(
      'DELETE FROM push_devices WHERE client_token = ? AND NOT EXISTS (SELECT 1 FROM push_subscriptions WHERE client_token = ?)',
    ),
    // A browser keeps its endpoint when the page forgets its clientToken: the endpoint moves to the new token, so one
    // browser never gets a message twice.
    releaseEndpoint: db.prepare('DELETE FROM push_devices WHERE endpoint = ? AND client_token <> ?'),
    upsertDevice:
      db.prepare(`INSERT INTO push_devices (client_token, endpoint, p256dh, auth, site_slug, created_at, updated_at)
    VALUES (@token, @endpoint, @p256dh, @auth, @site, @now, @now)
    ON CONFLICT (client_token) DO UPDATE SET endpoint = excluded.endpoint, p256dh = excluded.p256dh, auth = excluded.auth,
      site_slug = excluded.site_slug, updated_at = excluded.updated_at
    WHERE push_devices.endpoint <> excluded.endpoint OR push_devices.p256dh <> excluded.p256dh OR push_devices.auth <> excluded.auth`),
  };
}

/** Adds the topic (and the browser's push subscription, if sent); whether anything changed. */
function addSubscription(
  q: SubscriptionStatements,
  token: string,
  topic: string,
  site: string,
  device: SubscriptionBody['pushSubscription'],
): boolean {
  const now = Math.floor(Date.now() / 1000);
  if (
    tagOfPushTopic(topic) !== null &&
    q.has.get(token, topic) === undefined &&
    (q.tagTopics.get(token, PUSH_TAG_TOPIC_PREFIX.length, PUSH_TAG_TOPIC_PREFIX) as number) >= TAG_PUSH_TOPICS_MAX
  )
    throw badRequest(`a clientToken holds at most ${TAG_PUSH_TOPICS_MAX} tags' topics`);
  let changed = q.insert.run(token, topic, site, now).changes > 0;
  if (device) {
    q.releaseEndpoint.run(device.endpoint, token);
    changed =
      q.upsertDevice.run({
        token,
        endpoint: device.endpoint,
        p256dh: device.keys.p256dh,
        auth: device.keys.auth,
        site,
        now,
      }).changes > 0 || changed;
  }
  return changed;
}

function answer(q: SubscriptionStatements, clientToken: string) {
  return {
    clientToken,
    topics: q.topics.all(clientToken),
    webPush: q.hasDevice.get(clientToken) !== undefined,
  };
}
