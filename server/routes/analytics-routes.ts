// §1 each site's analytics property, §3 its reader-revenue property: the first-party beacon's endpoint
// (shared/analytics-beacon.ts). A page view counts under the analytics property of the site its path belongs to (host
// and path prefix, §4 site choice); a followed support link under the site's reader-revenue property. Counts only:
// no identifier, no cookie, no path stored (the counters' labels are the property and the page kind), exposed on
// /metrics for the operator's dashboards. An article read (its page visible for READ_DWELL_MS) counts toward the
// site's 'Legolvasottabb' (server/reads/most-read.ts: once per article per client address an hour). Crawlers and
// other sites' pages are not counted. Always 204 for a well-formed beacon; 400 with a reason otherwise.
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { Counter } from 'prom-client';
import { ANALYTICS_BEACON_PATH, type AnalyticsEvent } from '../../shared/analytics-beacon.ts';
import { BEACON_BODY_LIMIT_BYTES, FIELD_MAX_LENGTH } from '../../shared/request-limits.ts';
import { resolveSite } from '../../shared/sites/site-table.ts';
import { profileOf } from '../../shared/sites/site-profiles.ts';
import { isCrawler } from '../../shared/user-agent.ts';
import type { BffConfig } from '../config.ts';
import { registry } from '../metrics.ts';
import { mostReadOf } from '../reads/most-read.ts';
import { isCrossSite } from '../policy/same-site.ts';
import { answerAs, refuse } from '../policy/answer-policy.ts';

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
    kind: Type.Union([Type.Literal('pageview'), Type.Literal('support'), Type.Literal('read')]),
    path: Type.String({ minLength: 1, maxLength: FIELD_MAX_LENGTH.beaconPath, pattern: '^/(?![/\\\\])' }),
    article: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER })),
  },
  { additionalProperties: false },
);

export function registerAnalyticsRoutes(app: FastifyInstance, config: BffConfig): void {
  app.post<{ Body: AnalyticsEvent }>(
    ANALYTICS_BEACON_PATH,
    {
      bodyLimit: BEACON_BODY_LIMIT_BYTES,
      schema: { body: Beacon },
    },
    async (req, reply) => {
      answerAs(reply, 'ops');
      if (isCrossSite(req, config) || isCrawler(req.headers['user-agent'])) return reply.code(204).send();
      const site = resolveSite(req.domain, req.body.path);
      const profile = profileOf(site);
      const { kind, article } = req.body;
      if (kind === 'read') {
        if (article === undefined) return refuse(reply, 400, 'body/article is required for a read');
        await mostReadOf(config)?.count(req, site.slug, article);
      } else if (kind === 'pageview') pageViews.inc({ property: profile.analyticsId });
      else supportClicks.inc({ property: profile.readerRevenueId });
      return reply.code(204).send();
    },
  );
}
