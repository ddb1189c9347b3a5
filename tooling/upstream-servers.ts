// The livescore service and the supplements' data stand-in on loopback ports the system picks, in this process: the
// one way the tests (test/helpers/servers.ts re-exports these), the picture gallery (tooling/page-shots.ts) and
// `npm run lighthouse` start the upstreams the sport and supplement pages read. `npm start` runs the same apps as
// processes instead (tooling/embedded-services.ts).
import type { FastifyInstance } from 'fastify';
import { buildEventDataApp } from '../stand-ins/event-data/app.ts';
import { buildLivescoreApp } from '../stand-ins/livescore/app.ts';
import { TEST_CORPUS } from './test-corpus.ts';

export interface Running {
  url: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * The embedded livescore service on a loopback port. `now` is its clock in milliseconds (default: the test corpus's
 * instant, fixed): the data are laid out around the first reading, and a test moves the clock to see live matches go on.
 */
export async function startLivescore(opts: { now?: () => number; seed?: number } = {}): Promise<Running> {
  const app = buildLivescoreApp({ now: opts.now ?? (() => TEST_CORPUS.now * 1000), seed: opts.seed });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url, app, close: () => app.close() };
}

/** The supplements' stand-in data site on a loopback port. */
export async function startEventData(opts: { seed?: number } = {}): Promise<Running> {
  const app = buildEventDataApp({ seed: opts.seed });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url, app, close: () => app.close() };
}
