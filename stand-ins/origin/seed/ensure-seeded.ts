// First start of the embedded origin: an empty database gets the default demo corpus. Editors are not part of it:
// the demo editor exists only where it is asked for (stand-ins/origin/main.ts, ORIGIN_DEMO_EDITOR).
import type { Database } from 'better-sqlite3';
import { DEFAULT_ARTICLE_COUNT, DEFAULT_SEED, seedCorpus, type SeedSummary } from './corpus.ts';

/** A plain function, or a logger such as Fastify's `app.log`. */
export type SeedLog = ((msg: string) => void) | { info: (msg: string) => void };

export function ensureSeeded(
  db: Database,
  log: SeedLog,
  opts: { articles?: number; seed?: number } = {},
): SeedSummary | null {
  const write = typeof log === 'function' ? log : (msg: string) => log.info(msg);
  const row = db.prepare('SELECT EXISTS (SELECT 1 FROM articles) AS seeded').get() as { seeded: number };
  if (row.seeded) return null;
  const articles = opts.articles ?? DEFAULT_ARTICLE_COUNT;
  write(`origin database is empty: seeding ${articles} demo articles`);
  const summary = seedCorpus(db, { articles, seed: opts.seed ?? DEFAULT_SEED, log: write });
  write(
    `seeded ${summary.articles} articles (${summary.liveblogs} live blogs, ${summary.posts} posts, ` +
      `${summary.episodes} episodes) in ${summary.ms} ms`,
  );
  return summary;
}
