// §4 new build, §7 builds/latest.json and builds/meta/{buildId}.json: which client build this server runs, so an
// open page can notice a deploy. latest.json must never be cached (a stale answer hides the deploy); a build's
// meta never changes, so it may be cached for good.
import type { FastifyInstance } from 'fastify';
import { BUILD_META_PREFIX } from '../../shared/constants.ts';
import { BUILD_LATEST_PATH } from '../../shared/navigation-constants.ts';
import type { ClientManifest } from '../assets/client-manifest.ts';
import { answerAs, refuse } from '../policy/answer-policy.ts';

export function registerBuildRoutes(app: FastifyInstance, manifest: ClientManifest): void {
  const { buildId } = manifest;
  app.get(BUILD_LATEST_PATH, async (_req, reply) => answerAs(reply, 'ops').send({ buildId }));

  app.get<{ Params: { file: string } }>(`${BUILD_META_PREFIX}:file`, async (req, reply) => {
    if (req.params.file !== `${buildId}.json`) {
      return refuse(reply, 404, 'unknown build', 'notFound');
    }
    return answerAs(reply, 'immutable').send({ buildId, entry: manifest.entry, css: manifest.css });
  });
}
