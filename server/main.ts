// The BFF process: one server on PORT. `npm start` (scripts/start.ts) adds the build, the embedded origin and the
// worker processes around it.
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { configFromEnv } from './config.ts';

const config = configFromEnv();
const app = await buildApp({ config });
// On SIGTERM the server stops accepting and every request in flight finishes: the longest legitimate one waits its
// primary data budget and then its render timeout, so the grace period outlasts both.
closeWithGrace({ delay: config.upstreamTimeoutMs.primary + config.renderTimeoutMs + 2_000 }, async ({ err }) => {
  if (err) app.log.error({ err }, 'closing after error');
  await app.close();
});
await app.listen({ host: config.host, port: config.port });
