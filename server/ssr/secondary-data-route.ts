// Secondary parts as JSON (GET /page-data/secondary/{name}?site={slug}, decision 003): what the browser fetches for
// the sidebar, the recommender and the rate ticker after the first page.
import type { FastifyInstance } from 'fastify';
import { SECONDARY_DATA_PATH, SECONDARY_NAMES, type SecondaryName } from '../../shared/pages/secondary-parts.ts';
import { siteBySlug } from '../../shared/sites/site-table.ts';
import type { BffConfig } from '../config.ts';
import { loadSecondary } from '../loaders/secondary-loaders.ts';
import type { PublisherClient } from '../upstream/publisher-client.ts';
import { RequestApi } from '../upstream/request-api.ts';
import { answerAs } from '../policy/answer-policy.ts';
import { drawsOf } from '../draws.ts';
import { mostReadOf } from '../reads/most-read.ts';

export function registerSecondaryDataRoute(app: FastifyInstance, config: BffConfig, api: PublisherClient): void {
  app.get<{ Params: { name: string }; Querystring: { site?: string } }>(
    `${SECONDARY_DATA_PATH}/:name`,
    async (req, reply) => {
      const name = req.params.name as SecondaryName;
      if (!SECONDARY_NAMES.includes(name))
        return reply.code(404).send({ status: 404, error: { message: 'unknown part' } });
      const site = siteBySlug(req.query.site);
      if (!site) return reply.code(400).send({ status: 400, error: { message: 'unknown site' } });
      const abort = new AbortController();
      reply.raw.once('close', () => abort.abort());
      answerAs(reply, 'secondary');
      return loadSecondary(name, {
        api: new RequestApi(api, { site: site.slug, signal: abort.signal }),
        site,
        signal: abort.signal,
        log: req.log,
        clock: config.clock ?? Date.now,
        draws: drawsOf(config),
        mostRead: mostReadOf(config),
      });
    },
  );
}
