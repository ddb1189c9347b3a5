// Support counters (§3 Minutes counter, §7 /api/minutes and /api/counter).
import type { FastifyInstance } from 'fastify';
import { MINUTES_DEFAULT_START } from '../../../shared/engagement-constants.ts';
import { CACHE_LIST } from '../cache-policy.ts';
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


export function registerCounterRoutes(app: FastifyInstance, ctx: OriginContext): void {
  const day = ctx.db.prepare('SELECT day, recurring, onetime FROM minutes WHERE day = ?');
  const since = ctx.db.prepare('SELECT coalesce(sum(recurring), 0) AS recurring, coalesce(sum(onetime), 0) AS onetime FROM minutes WHERE day >= ?');

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
    const from = request.query.from === undefined || request.query.from === '' ? MINUTES_DEFAULT_START : isoDay(request.query.from, 'from');
    reply.header('cache-control', CACHE_LIST);
    return { from, ...(since.get(from) as { recurring: number; onetime: number }) };
  });
}

