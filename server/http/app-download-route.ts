// §2.6, §6 the app download link's target: Apple's store for an iPhone, iPad, iPod or Mac, Google Play otherwise,
// decided from the user agent of the device that follows the link. The answer depends on the user agent, so no
// shared cache may keep it (private, no-store); the pages linking here stay shareable without Vary.
import type { FastifyInstance } from 'fastify';
import { APP_DOWNLOAD_PATH, appStoreUrlFor } from '../../shared/app-download.ts';
import { answerAs } from './cache-headers.ts';

export function registerAppDownloadRoute(app: FastifyInstance): void {
  app.get(APP_DOWNLOAD_PATH, async (req, reply) =>
    answerAs(reply, 'private').redirect(appStoreUrlFor(req.headers['user-agent']), 302));
}
