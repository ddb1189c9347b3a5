// One log line per answer (id, site, route, status, duration; never headers: tokens live there) and its metric: the
// request-log hook writes them for every answer Fastify gives, and a page-cache hit answered before Fastify
// (server/ssr/page-hits.ts, decision 094) writes the same through here.
import type { FastifyBaseLogger } from 'fastify';
import { logSafeUrl } from '../../kit/log-safe-url.ts';
import { httpDuration } from '../metrics.ts';

export interface AnswerRecord {
  method: string;
  url: string;
  site: string | undefined;
  route: string | undefined;
  status: number;
  ms: number;
}

/** pino's own question (Fastify's logger type leaves it out): a line below the level costs nothing, not even its URL. */
type Logger = FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };

/** The duration metric's series for a route and status. prom-client finds a series by hashing its labels on every
 * observation; a caller that gives one route and status again and again (a page-cache hit's block) keeps its series. */
export function durationSeries(route: string | undefined, status: number): { observe(seconds: number): void } {
  return httpDuration.labels({ route: route ?? 'unknown', status: String(status) });
}

export function recordAnswer(log: Logger, a: AnswerRecord, series = durationSeries(a.route, a.status)): void {
  if (log.isLevelEnabled?.('info') ?? true)
    log.info(
      {
        method: a.method,
        url: logSafeUrl(a.url),
        site: a.site,
        route: a.route,
        status: a.status,
        ms: Math.round(a.ms),
      },
      'request',
    );
  series.observe(a.ms / 1000);
}
