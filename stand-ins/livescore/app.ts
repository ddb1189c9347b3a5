// The embedded livescore cache service (§7 "on a separate cache service"): our implementation of the
// contract in shared/livescore-types.ts over generated, deterministic data (football-world.ts, f1-world.ts). The
// data are a pure function of the seed and the moment the app is built; what a fixture or race shows is read off
// the injected clock at each request, so live matches and the running race go on as the clock moves.
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { clientErrorOf } from '../../kit/client-error.ts';
import { registerHeaderGuards } from '../../kit/input-guards.ts';
import { standInRefusals } from '../refusals.ts';
import { withLogSafeUrls } from '../../kit/log-safe-url.ts';
import { HttpError } from '../origin/http-error.ts';
import { CACHE_NONE } from './cache-control.ts';
import { buildF1World } from './f1-world.ts';
import { buildFootballWorld } from './football-world.ts';
import type { LivescoreContext } from './livescore-context.ts';
import { registerFootballRoutes } from './routes/football-routes.ts';
import { registerFormula1Routes } from './routes/formula1-routes.ts';
import { registerPublisherRoutes } from './routes/publisher-routes.ts';

/** The demo data's seed when none is given (LIVESCORE_SEED): the Euro 2024's first day. */
export const DEFAULT_LIVESCORE_SEED = 20240614;

export interface BuildLivescoreAppOptions {
  /** the clock in milliseconds since the epoch (Date.now by default); tests move it instead of waiting */
  now?: () => number;
  /** the data's seed: the same seed and start moment give the same data */
  seed?: number;
  logger?: FastifyServerOptions['logger'];
}

const errorBody = (statusCode: number, message: string) => ({
  statusCode,
  error: STATUS_CODES[statusCode] ?? 'Error',
  message,
});

export function buildLivescoreApp(options: BuildLivescoreAppOptions = {}): FastifyInstance {
  const now = options.now ?? Date.now;
  const seed = options.seed ?? DEFAULT_LIVESCORE_SEED;
  const anchorS = Math.floor(now() / 1000);
  const ctx: LivescoreContext = {
    football: buildFootballWorld({ seed, anchorS }),
    f1: buildF1World({ seed, anchorS }),
    nowS: () => Math.floor(now() / 1000),
  };
  const app = Fastify({
    logger: withLogSafeUrls(options.logger ?? false),
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: true },
  });
  registerHeaderGuards(app, standInRefusals);

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    reply.header('cache-control', CACHE_NONE);
    if (error instanceof HttpError)
      return reply.code(error.statusCode).send(errorBody(error.statusCode, error.message));
    const client = clientErrorOf(error);
    if (client) return reply.code(client.statusCode).send(client);
    request.log.error({ err: error }, 'livescore request failed');
    return reply.code(500).send(errorBody(500, 'internal error'));
  });
  app.setNotFoundHandler((request, reply) => {
    reply
      .header('cache-control', CACHE_NONE)
      .code(404)
      .send(errorBody(404, `Route ${request.method}:${request.url.split('?')[0].slice(0, 200)} not found`));
  });

  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', CACHE_NONE);
    return { ok: true };
  });
  registerFootballRoutes(app, ctx);
  registerFormula1Routes(app, ctx);
  registerPublisherRoutes(app, ctx);
  return app;
}
