// Exchange rates against the site's own currency (§1: HUF on the main sites, RON on the regional edition).
import type { FastifyInstance } from 'fastify';
import { CACHE_REFERENCE } from '../cache-policy.ts';
import { badRequest } from '../http-error.ts';
import type { OriginContext } from '../origin-context.ts';
import { requestSite } from '../request-site.ts';

/** How far back each chart range reaches from the newest rate, in days. */
export const EXCHANGE_RANGE_DAYS = { '1w': 7, '1m': 30, '3m': 91, '1y': 365 } as const;
const DEFAULT_RANGE = '1m';

const daysBefore = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

export function registerExchangeRoutes(app: FastifyInstance, ctx: OriginContext): void {
  const latest = ctx.db.prepare('SELECT max(date) FROM exchange_rates WHERE base = ? AND currency = ?').pluck();
  const series = ctx.db.prepare(
    'SELECT date, rate FROM exchange_rates WHERE base = ? AND currency = ? AND date >= ? ORDER BY date',
  );

  app.get<{ Querystring: Record<string, unknown> }>('/api/exchange', async (request, reply) => {
    const site = requestSite(request);
    const currency = typeof request.query.currency === 'string' ? request.query.currency.trim().toUpperCase() : '';
    if (!currency) throw badRequest('currency is required');
    const asked = request.query.range;
    // A list (`range=a&range=b`) is not a range: it fails the check below as any unknown word does.
    const range = asked === undefined || asked === '' ? DEFAULT_RANGE : typeof asked === 'string' ? asked : '';
    if (!Object.hasOwn(EXCHANGE_RANGE_DAYS, range))
      throw badRequest(`range must be one of ${Object.keys(EXCHANGE_RANGE_DAYS).join(', ')}`);
    const newest = latest.get(site.currency, currency) as string | null;
    if (!newest) throw badRequest(`unknown currency '${currency}' for base ${site.currency}`);
    const from = daysBefore(newest, EXCHANGE_RANGE_DAYS[range as keyof typeof EXCHANGE_RANGE_DAYS]);
    reply.header('cache-control', CACHE_REFERENCE);
    return { currency, base: site.currency, range, items: series.all(site.currency, currency, from) };
  });
}
