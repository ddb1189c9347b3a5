// Process entry of the embedded quiz service: opens ${DATA_DIR}/quiz.db, seeds the demo quizzes when it is empty,
// and serves GraphQL until SIGTERM/SIGINT. `npm start` runs it when QUIZ_API_URL is not set (scripts/embedded-services.ts).
import closeWithGrace from 'close-with-grace';
import { join } from 'node:path';
import { buildQuizApp } from './app.ts';
import { openQuizDatabase } from './database.ts';
import { ensureQuizzesSeeded } from './seed/seed-quizzes.ts';

const port = Number(process.env.QUIZ_PORT ?? 4002);
const host = process.env.QUIZ_HOST ?? '127.0.0.1';
const dataDir = process.env.DATA_DIR ?? './data';

const db = openQuizDatabase(join(dataDir, 'quiz.db'));
const app = buildQuizApp({ db, logger: { level: process.env.LOG_LEVEL ?? 'info' } });
if (ensureQuizzesSeeded(db, { now: Math.floor(Date.now() / 1000) }))
  app.log.info('quiz database was empty: demo quizzes seeded');

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'quiz service stopping after an error');
  else app.log.info({ signal }, 'quiz service stopping');
  await app.close();
  db.close();
});

await app.listen({ port, host });
