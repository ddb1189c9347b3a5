// §2.6, §6 the app download link's target: Apple's store for an iPhone, iPad, iPod or Mac, Google Play otherwise,
// decided from the user agent of the device that follows the link: an answer per device (the policy's `perDevice`).
import type { FastifyInstance } from 'fastify';
import { APP_DOWNLOAD_PATH, appStoreUrlFor } from '../../shared/app-download.ts';
import { answerAs } from '../policy/answer-policy.ts';

export function registerAppDownloadRoute(app: FastifyInstance): void {
  app.get(APP_DOWNLOAD_PATH, async (req, reply) =>
    answerAs(reply, 'perDevice').redirect(appStoreUrlFor(req.headers['user-agent']), 302),
  );
}
