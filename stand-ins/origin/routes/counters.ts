// Support counters (§3 Minutes counter, §7 /api/minutes and /api/counter), and the admin write that adds the real
// supporters to them: the embedded CRM reports each supporter a payment brought, once per event however
// often it is sent (stand-ins/crm/supporter-counter.ts).
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { MINUTES_DEFAULT_START } from '../../../shared/engagement-constants.ts';
import { authorizeAdmin } from '../admin-auth.ts';
import { CACHE_LIST, CACHE_PRIVATE } from '../cache-policy.ts';
import { badRequest, notFound } from '../http-error.ts';
import type { OriginContext } from '../origin-context.ts';
import { requestSite } from '../request-site.ts';

/** A real calendar day written YYYY-MM-DD, or a 400 naming the parameter. */
function isoDay(value: unknown, name: string): string {
  const s = typeof value === 'string' ? value.trim() : '';
  const t = Date.parse(`${s}T00:00:00Z`);
  const ok = /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(t) && new Date(t).toISOString().startsWith(s);
  if (!ok) throw badRequest(`${name} must be a date written YYYY-MM-DD`);
  return s;
}

const CountedBody = Type.Object(
  {
    event: Type.String({ minLength: 1, maxLength: 255, pattern: '^[A-Za-z0-9_-]+$' }),
    day: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
    recurring: Type.Integer({ minimum: 0, maximum: 1 }),
    onetime: Type.Integer({ minimum: 0, maximum: 1 }),
  },
  { additionalProperties: false },
);

export function registerCounterRoutes(app: FastifyInstance, ctx: OriginContext): void {
  const day = ctx.db.prepare('SELECT day, recurring, onetime FROM minutes WHERE day = ?');
  const since = ctx.db.prepare(
    'SELECT coalesce(sum(recurring), 0) AS recurring, coalesce(sum(onetime), 0) AS onetime FROM minutes WHERE day >= ?',
  );
  const firstTime = ctx.db.prepare('INSERT OR IGNORE INTO minutes_events (event_id, day, counted_at) VALUES (?, ?, ?)');
  const add = ctx.db.prepare(`INSERT INTO minutes (day, recurring, onetime) VALUES (@day, @recurring, @onetime)
    ON CONFLICT (day) DO UPDATE SET recurring = recurring + excluded.recurring, onetime = onetime + excluded.onetime`);
  const count = ctx.db.transaction((b: Static<typeof CountedBody>): boolean => {
    if (firstTime.run(b.event, b.day, Math.floor(Date.now() / 1000)).changes === 0) return false;
    add.run(b);
    return true;
  });

  app.get<{ Querystring: Record<string, unknown> }>('/api/minutes', async (request, reply) => {
    requestSite(request);
    if (request.query.day === undefined) throw badRequest('day is required (YYYY-MM-DD)');
    const d = isoDay(request.query.day, 'day');
    const row = day.get(d);
    if (!row) throw notFound(`no minutes for ${d}`);
    reply.header('cache-control', CACHE_LIST);
    return row;
  });

  app.get<{ Querystring: Record<string, unknown> }>('/api/counter', async (request, reply) => {
    requestSite(request);
    const from =
      request.query.from === undefined || request.query.from === ''
        ? MINUTES_DEFAULT_START
        : isoDay(request.query.from, 'from');
    reply.header('cache-control', CACHE_LIST);
    return { from, ...(since.get(from) as { recurring: number; onetime: number }) };
  });

  // Supporters a payment brought: added to their day once per event (a repeat answers counted: false).
  app.post<{ Body: Static<typeof CountedBody> }>(
    '/admin/minutes',
    { schema: { body: CountedBody } },
    async (request, reply) => {
      authorizeAdmin(request, ctx.adminToken);
      const d = isoDay(request.body.day, 'day');
      reply.header('cache-control', CACHE_PRIVATE);
      return { counted: count({ ...request.body, day: d }) };
    },
  );
}
