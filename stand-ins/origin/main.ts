// Process entry of the embedded origin (`npm run origin`): opens ${DATA_DIR}/origin.db, seeds the demo corpus when the
// database is empty, creates the demo editor where ORIGIN_DEMO_EDITOR=1 asks for it (seed/demo-editor.ts), and
// serves the publisher API until SIGTERM/SIGINT.
import closeWithGrace from 'close-with-grace';
import { join } from 'node:path';
import { SITE_HEADER } from '../../shared/constants.ts';
import { exitOnUnsupportedNode } from '../../kit/sqlite-driver.ts';
import { buildOriginApp } from './app.ts';
import { fileOutbox } from '../crm/mail-outbox.ts';
import { openDatabase } from './database.ts';
import { parsePushServiceHosts } from './push/push-endpoint.ts';
import { loadVapidKeys } from './push/vapid-keys.ts';
import { startDemoEditor } from './seed/demo-editor.ts';
import { ensureSeeded } from './seed/ensure-seeded.ts';

exitOnUnsupportedNode();

const port = Number(process.env.ORIGIN_PORT ?? 4000);
const host = process.env.ORIGIN_HOST ?? '127.0.0.1';
const dataDir = process.env.DATA_DIR ?? './data';

const db = openDatabase(join(dataDir, 'origin.db'));
// Web Push keys: the environment's, else the demo's pair kept in DATA_DIR (made on the first start).
const vapid = loadVapidKeys(process.env, dataDir);
const app = buildOriginApp({
  db,
  vapid: vapid.keys,
  // Unset: the browsers' push services (push-endpoint.ts); a wrong entry stops the start with its name.
  pushServiceHosts: process.env.PUSH_SERVICE_HOSTS ? parsePushServiceHosts(process.env.PUSH_SERVICE_HOSTS) : undefined,
  adminToken: process.env.ORIGIN_ADMIN_TOKEN || undefined,
  jwtSecret: process.env.ORIGIN_JWT_SECRET || undefined,
  accessTokenTtlS: Number(process.env.ORIGIN_ACCESS_TOKEN_TTL_S) || undefined,
  oidc:
    process.env.ORIGIN_OIDC_ISSUER && process.env.ORIGIN_OIDC_CLIENT_ID && process.env.ORIGIN_OIDC_CLIENT_SECRET
      ? {
          issuer: process.env.ORIGIN_OIDC_ISSUER,
          clientId: process.env.ORIGIN_OIDC_CLIENT_ID,
          clientSecret: process.env.ORIGIN_OIDC_CLIENT_SECRET,
        }
      : undefined,
  requestTimeoutMs: Number(process.env.REQUEST_TIMEOUT_MS) || undefined,
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
  cachePurgeUrls: (process.env.CACHE_PURGE_URLS ?? '')
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean),
  cachePurgeToken: process.env.CACHE_PURGE_TOKEN || undefined,
  // The demo has no mail server: confirmation and list mails are appended to a file, as the CRM's sign-in mails are.
  // Their links name the sites' public origins, the same settings (and defaults) as the BFF's.
  newsletterMail: {
    outbox: fileOutbox(process.env.NEWSLETTER_OUTBOX_FILE ?? join(dataDir, 'newsletter-outbox.jsonl')),
    publicOrigin: {
      main: process.env.PUBLIC_ORIGIN_MAIN ?? `http://localhost:${process.env.PORT ?? 3000}`,
      regional: process.env.PUBLIC_ORIGIN_REGIONAL ?? `http://ro.localhost:${process.env.PORT ?? 3000}`,
    },
  },
});

if (vapid.source === 'generated')
  app.log.info(`VAPID keys generated for Web Push and kept in ${join(dataDir, 'vapid.json')}`);
const started = performance.now();
ensureSeeded(db, app.log);
// Straight to the terminal, not the log (npm start runs the origin at level warn, and a log keeps what it is sent).
startDemoEditor(db, process.env, (text) => console.log(text));
app.log.info({ ms: Math.round(performance.now() - started) }, 'origin database ready');
// Fresh statistics let the query planner pick the tag/author indexes for filtered lists.
db.pragma('optimize');

// The first total of each site group's latest list scans an index; pay that before the first reader does.
for (const slug of ['telex', 'transtelex'])
  await app.inject({ url: '/api/articles', headers: { [SITE_HEADER]: slug } });
// The first text search starts the search worker and reads every publication date once (article-search.ts); the
// first autocomplete loads the names it matches against.
await app.inject({ url: '/api/search?term=a' });
await app.inject({ url: '/api/search/autocomplete?term=a' });

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'origin stopping after an error');
  else app.log.info({ signal }, 'origin stopping');
  await app.close();
  db.close();
});

await app.listen({ port, host });
