// §1 each site's analytics property, §3 its reader-revenue property: the first-party beacon's endpoint
// (shared/analytics-beacon.ts). A page view counts under the analytics property of the site its path belongs to (host
// and path prefix, §4 site choice); a followed support link under the site's reader-revenue property. Counts only:
// no identifier, no cookie, no path stored (the counters' labels are the property and the page kind), exposed on
// /metrics for the operator's dashboards. Crawlers and other sites' pages are not counted. Always 204 for a
// well-formed beacon; 400 with a reason otherwise.
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { Counter } from 'prom-client';
import { ANALYTICS_BEACON_PATH } from '../../shared/analytics-beacon.ts';
import { BEACON_BODY_LIMIT_BYTES, FIELD_MAX_LENGTH } from '../../shared/request-limits.ts';
import { resolveSite } from '../../shared/sites/site-table.ts';
import { profileOf } from '../../shared/sites/site-profiles.ts';
import { isCrawler } from '../../shared/user-agent.ts';
import type { BffConfig } from '../config.ts';
import { registry } from '../metrics.ts';
import { isCrossSite } from '../policy/same-site.ts';
import { answerAs } from '../policy/answer-policy.ts';

export const pageViews = new Counter({
  name: 'bff_analytics_page_views_total',
  help: "Page views reported by consenting readers, by the site's analytics property",
  labelNames: ['property'] as const,
  registers: [registry],
});

export const supportClicks = new Counter({
  name: 'bff_reader_revenue_support_clicks_total',
  help: "Support links followed by consenting readers, by the site's reader-revenue property",
  labelNames: ['property'] as const,
  registers: [registry],
});

const Beacon = Type.Object(
  {
    kind: Type.Union([Type.Literal('pageview'), Type.Literal('support')]),
    path: Type.String({ minLength: 1, maxLength: FIELD_MAX_LENGTH.beaconPath, pattern: '^/(?![/\\\\])' }),
  },
  { additionalProperties: false },
);

export function registerAnalyticsRoutes(app: FastifyInstance, config: BffConfig): void {
  app.post<{ Body: { kind: 'pageview' | 'support'; path: string } }>(
    ANALYTICS_BEACON_PATH,
    {
      bodyLimit: BEACON_BODY_LIMIT_BYTES,
      schema: { body: Beacon },
    },
    async (req, reply) => {
      answerAs(reply, 'ops');
      if (isCrossSite(req, config) || isCrawler(req.headers['user-agent'])) return reply.code(204).send();
      const profile = profileOf(resolveSite(req.domain, req.body.path));
      if (req.body.kind === 'pageview') pageViews.inc({ property: profile.analyticsId });
      else supportClicks.inc({ property: profile.readerRevenueId });
      return reply.code(204).send();
    },
  );
}
