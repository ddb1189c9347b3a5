// Push-notification topics per device (§3 Subscription, §7 /api/subscriptions). Every call is idempotent.
import type { FastifyInstance } from 'fastify';
import { SubscriptionBody } from '../../../shared/api-types.ts';
import { PUSH_TOPICS } from '../../../shared/constants.ts';
import { CACHE_PRIVATE } from '../cache-policy.ts';
import { badRequest } from '../http-error.ts';
import type { OriginContext } from '../origin-context.ts';
import { requestSite } from '../request-site.ts';

const MIN_TOKEN = SubscriptionBody.properties.clientToken.minLength ?? 1;
const MAX_TOKEN = SubscriptionBody.properties.clientToken.maxLength ?? 512;

function clientTokenParam(value: unknown): string {
  const token = typeof value === 'string' ? value.trim() : '';
  if (token.length < MIN_TOKEN || token.length > MAX_TOKEN) throw badRequest(`clientToken must be ${MIN_TOKEN} to ${MAX_TOKEN} characters`);
  return token;
}

function topicParam(value: unknown): string {
  const topic = typeof value === 'string' ? value.trim() : '';
  if (!(PUSH_TOPICS as readonly string[]).includes(topic)) throw badRequest(`topic must be one of ${PUSH_TOPICS.join(', ')}`);
  return topic;
}

export function registerSubscriptionRoutes(app: FastifyInstance, ctx: OriginContext): void {
  const topics = ctx.db.prepare('SELECT topic FROM push_subscriptions WHERE client_token = ? ORDER BY topic').pluck();
  const insert = ctx.db.prepare(`INSERT INTO push_subscriptions (client_token, topic, site_slug, created_at) VALUES (?, ?, ?, ?)
    ON CONFLICT (client_token, topic) DO NOTHING`);
  const remove = ctx.db.prepare('DELETE FROM push_subscriptions WHERE client_token = ? AND topic = ?');

  app.get<{ Querystring: Record<string, unknown> }>('/api/subscriptions', async (request, reply) => {
    requestSite(request);
    const clientToken = clientTokenParam(request.query.clientToken);
    reply.header('cache-control', CACHE_PRIVATE);
    return { clientToken, topics: topics.all(clientToken) };
  });

  app.post<{ Body: SubscriptionBody }>('/api/subscriptions', { schema: { body: SubscriptionBody } }, async (request, reply) => {
    const site = requestSite(request);
    const clientToken = clientTokenParam(request.body.clientToken);
    const topic = topicParam(request.body.topic);
    const created = insert.run(clientToken, topic, site.slug, Math.floor(Date.now() / 1000)).changes > 0;
    reply.code(created ? 201 : 200).header('cache-control', CACHE_PRIVATE);
    return { clientToken, topics: topics.all(clientToken) };
  });

  app.delete<{ Querystring: Record<string, unknown> }>('/api/subscriptions', async (request, reply) => {
    requestSite(request);
    const clientToken = clientTokenParam(request.query.clientToken);
    const topic = topicParam(request.query.topic);
    remove.run(clientToken, topic);
    return reply.code(204).send();
  });
}
