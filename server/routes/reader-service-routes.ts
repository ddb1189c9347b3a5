// The BFF's side of the reader's services, registered with one line from server/app.ts: each site's
// consent script, the first-party analytics beacon, the app download link's store redirect, and (tests and dev only)
// the mobile app's stand-in.
import type { FastifyInstance } from 'fastify';
import type { BffConfig } from '../config.ts';
import { registerAnalyticsRoutes } from './analytics-routes.ts';
import { registerAppDownloadRoute } from './app-download-route.ts';
import { registerAppHarnessRoutes } from './app-harness-routes.ts';
import { registerConsentRoutes } from './consent-routes.ts';

export function registerReaderServiceRoutes(app: FastifyInstance, config: BffConfig): void {
  registerConsentRoutes(app, config);
  registerAnalyticsRoutes(app, config);
  registerAppDownloadRoute(app);
  if (config.appHarness) registerAppHarnessRoutes(app);
}
