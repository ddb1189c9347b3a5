// `npm run seed -- --articles N [--seed S] [--data-dir D] [--now UNIX_SECONDS]`: rebuilds ${DATA_DIR:-./data}/origin.db
// from scratch with the deterministic demo corpus. Stop a running origin first: the old file is replaced.
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../stand-ins/origin/database.ts';
import { DEFAULT_ARTICLE_COUNT, DEFAULT_SEED, seedCorpus } from '../stand-ins/origin/seed/corpus.ts';
import { openSqlite } from '../kit/sqlite-driver.ts';

const PAGE_SIZE = 16_384;

const { values } = parseArgs({
  options: {
    articles: { type: 'string' },
    seed: { type: 'string' },
    'data-dir': { type: 'string' },
    now: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

if (values.help) {
  console.log('usage: npm run seed -- [--articles N] [--seed S] [--data-dir DIR] [--now UNIX_SECONDS]');
  process.exit(0);
}

function positiveInt(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) {
    console.error(`--${name} must be a positive integer, got '${raw}'`);
    process.exit(2);
  }
  return n;
}

const articles = positiveInt('articles', values.articles, DEFAULT_ARTICLE_COUNT);
const seed = positiveInt('seed', values.seed, DEFAULT_SEED);
const now = values.now === undefined ? undefined : positiveInt('now', values.now, 0);
const dataDir = values['data-dir'] ?? process.env.DATA_DIR ?? './data';
const file = join(dataDir, 'origin.db');

const started = performance.now();
// A fresh file is faster to fill than deleting a large corpus row by row, and it stays compact.
for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
mkdirSync(dataDir, { recursive: true });
// Article rows are 2-4 KB: with the default 4 KB pages most pages hold one row and waste the rest. 16 KB pages make
// the 200k corpus ~13% smaller and faster to write. The page size can only be chosen before the first table exists.
const fresh = openSqlite(file);
fresh.pragma(`page_size = ${PAGE_SIZE}`);
fresh.exec('VACUUM');
fresh.close();
const db = openDatabase(file);
const summary = seedCorpus(db, { articles, seed, now, log: (msg) => console.log(msg) });
db.close();
const seconds = (performance.now() - started) / 1000;
const megabytes = statSync(file).size / (1024 * 1024);

console.log(JSON.stringify(summary));
console.log(
  `${file}: ${summary.articles} articles (${summary.liveblogs} live blogs, ${summary.posts} posts), ` +
    `${summary.episodes} episodes in ${seconds.toFixed(1)} s, ${megabytes.toFixed(1)} MB`,
);
