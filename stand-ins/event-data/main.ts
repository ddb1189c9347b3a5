// Process entry of the embedded stand-in data site (started by `npm start` when EVENT_DATA_URL is unset, see
// tooling/embedded-services.ts): generates its pages' data on start and serves until SIGTERM/SIGINT.
import closeWithGrace from 'close-with-grace';
import { buildEventDataApp, DEFAULT_EVENT_DATA_SEED } from './app.ts';

const port = Number(process.env.EVENT_DATA_PORT ?? 4004);
const host = process.env.EVENT_DATA_HOST ?? '127.0.0.1';
const seed = Number(process.env.EVENT_DATA_SEED) || DEFAULT_EVENT_DATA_SEED;

const app = buildEventDataApp({ seed, logger: { level: process.env.LOG_LEVEL ?? 'info' } });

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'event data site stopping after an error');
  else app.log.info({ signal }, 'event data site stopping');
  await app.close();
});

await app.listen({ port, host });
