// Process entry of the embedded CRM (`node --import tsx stand-ins/crm/main.ts`; started by `npm start` and
// `npm run dev` when CRM_API_URL is unset): opens ${DATA_DIR}/crm.db, seeds the demo supporters when it is empty, and
// serves until SIGTERM/SIGINT. Sign-in mails go to ${DATA_DIR}/crm-outbox.jsonl. Payments are recorded with
// CRM_SERVICE_TOKEN; the supporters they bring are counted at CRM_COUNTER_URL (the embedded origin, when npm start runs
// one).
import closeWithGrace from 'close-with-grace';
import { join } from 'node:path';
import { buildCrmApp } from './app.ts';
import { openCrmDatabase } from './crm-database.ts';
import { seedSupporters } from './demo-supporters.ts';
import { SUPPORT_FORM_PATHS } from '../../shared/support-forms.ts';
import { fileOutbox } from './mail-outbox.ts';

const port = Number(process.env.CRM_PORT ?? 4003);
const host = process.env.CRM_HOST ?? '127.0.0.1';
const dataDir = process.env.DATA_DIR ?? './data';
const publicOrigin = process.env.PUBLIC_ORIGIN_MAIN ?? `http://localhost:${process.env.PORT ?? 3000}`;

const db = openCrmDatabase(join(dataDir, 'crm.db'));
const app = buildCrmApp({
  db,
  outbox: fileOutbox(process.env.CRM_OUTBOX_FILE ?? join(dataDir, 'crm-outbox.jsonl')),
  signInUrl: process.env.CRM_SIGN_IN_URL ?? `${publicOrigin.replace(/\/$/, '')}${SUPPORT_FORM_PATHS.link}`,
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
  serviceToken: process.env.CRM_SERVICE_TOKEN || null,
  counter: process.env.CRM_COUNTER_URL
    ? { url: process.env.CRM_COUNTER_URL, adminToken: process.env.ORIGIN_ADMIN_TOKEN || undefined }
    : null,
});

if (seedSupporters(db)) app.log.info('demo supporters created (the demo address is in docs/crm-api.md)');

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'crm stopping after an error');
  else app.log.info({ signal }, 'crm stopping');
  await app.close();
  db.close();
});

await app.listen({ port, host });
// What a previous run counted and the publisher API had not taken yet.
void app.supporterCounter.flush();
