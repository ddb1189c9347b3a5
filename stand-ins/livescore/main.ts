// Process entry of the embedded livescore service (started by `npm start` when LIVESCORE_API_URL is unset, see
// scripts/embedded-services.ts): generates its data on start and serves until SIGTERM/SIGINT.
import closeWithGrace from 'close-with-grace';
import { buildLivescoreApp, DEFAULT_LIVESCORE_SEED } from './app.ts';

const port = Number(process.env.LIVESCORE_PORT ?? 4001);
const host = process.env.LIVESCORE_HOST ?? '127.0.0.1';
const seed = Number(process.env.LIVESCORE_SEED) || DEFAULT_LIVESCORE_SEED;

const started = performance.now();
const app = buildLivescoreApp({ seed, logger: { level: process.env.LOG_LEVEL ?? 'info' } });
app.log.info({ ms: Math.round(performance.now() - started), seed }, 'livescore data ready');

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'livescore stopping after an error');
  else app.log.info({ signal }, 'livescore stopping');
  await app.close();
});

await app.listen({ port, host });
