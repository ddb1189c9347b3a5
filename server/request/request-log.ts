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

export function recordAnswer(log: Logger, a: AnswerRecord): void {
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
  httpDuration.observe({ route: a.route ?? 'unknown', status: String(a.status) }, a.ms / 1000);
}
