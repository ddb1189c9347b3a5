// The demo corpus the server tests run on, seeded once per set of options and kept as a SQLite image; each test
// opens its own in-memory copy of the image (a few milliseconds instead of seeding 600 articles again), so a test
// that writes changes nothing another test sees. The image's name holds a hash of the seed's options and of the code
// that makes it (the origin and shared/), so a change to either seeds anew.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from 'better-sqlite3';
import { openDatabase } from '../stand-ins/origin/database.ts';
import { seedCorpus, type SeedOptions } from '../stand-ins/origin/seed/corpus.ts';

/** Where the images are kept; `npm test` may point every test process at one folder. */
export const CORPUS_DIR_ENV = 'TEST_CORPUS_DIR';
const DEFAULT_DIR = 'node_modules/.cache/hirportal-test/corpus';
const SEED_SOURCES = ['stand-ins/origin', 'kit', 'shared'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

let sourcesHash: string | undefined;
function seedSourcesHash(): string {
  if (sourcesHash) return sourcesHash;
  const hash = createHash('sha256');
  for (const file of SEED_SOURCES.flatMap(filesUnder).sort())
    hash.update(file).update('\0').update(readFileSync(file)).update('\0');
  sourcesHash = hash.digest('hex');
  return sourcesHash;
}

type CorpusOptions = Required<Pick<SeedOptions, 'articles' | 'seed' | 'now'>>;

/** The corpus most server tests run on: 600 articles, a fixed seed and a fixed clock, so every run sees the same data. */
export const TEST_CORPUS = {
  articles: 600,
  seed: 42,
  now: Date.UTC(2026, 10, 25, 12, 0, 0) / 1000,
} as const satisfies CorpusOptions;

/** A fresh in-memory database holding the corpus these options seed. */
export function seededDatabase(opts: CorpusOptions): Database {
  const dir = process.env[CORPUS_DIR_ENV] ?? DEFAULT_DIR;
  const sources = seedSourcesHash().slice(0, 12);
  const options = createHash('sha256')
    .update(JSON.stringify([opts.articles, opts.seed, opts.now]))
    .digest('hex')
    .slice(0, 12);
  const image = join(dir, `corpus-${sources}-${options}.sqlite`);
  if (existsSync(image)) return openDatabase(readFileSync(image));
  const db = openDatabase(':memory:');
  seedCorpus(db, opts);
  mkdirSync(dir, { recursive: true });
  // Images of code that has changed since are never read again.
  for (const name of readdirSync(dir)) {
    if (name.endsWith('.sqlite') && !name.startsWith(`corpus-${sources}-`)) rmSync(join(dir, name), { force: true });
  }
  // Written aside and renamed, so a test process starting meanwhile never reads half an image.
  const partial = `${image}.${process.pid}.partial`;
  writeFileSync(partial, db.serialize());
  renameSync(partial, image);
  return db;
}
