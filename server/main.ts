// The BFF process: one server on PORT. `npm start` (scripts/start.ts) adds the build, the embedded origin and the
// worker processes around it.
import { setFlagsFromString } from 'node:v8';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { configFromEnv } from './config.ts';

const config = configFromEnv();
// V8 lets the heap grow to up to four times what a full collection kept before it collects again; under a burst of
// renders, whose garbage is short-lived, that is 100 MB of resident memory a process for no gain (decision 035).
// The factor is read at every collection, so setting it here, before any load, is as good as a command-line flag.
if (config.heapGrowingPercent > 0) setFlagsFromString(`--heap-growing-percent=${config.heapGrowingPercent}`);
const app = await buildApp({ config });
// On SIGTERM the server stops accepting and every request in flight finishes: the longest legitimate one waits its
// primary data budget and then its render timeout, so the grace period outlasts both.
closeWithGrace({ delay: config.upstreamTimeoutMs.primary + config.renderTimeoutMs + 2_000 }, async ({ err }) => {
  if (err) app.log.error({ err }, 'closing after error');
  await app.close();
});
await app.listen({ host: config.host, port: config.port });
