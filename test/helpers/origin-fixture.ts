// One seeded origin per test file: a 600-article demo corpus with a fixed seed and clock, served through inject.
import type { Database } from 'better-sqlite3';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildOriginApp, type BuildOriginAppOptions } from '../../stand-ins/origin/app.ts';
import { TEST_CORPUS, seededDatabase } from '../../tooling/test-corpus.ts';

export const FIXTURE_ARTICLES = TEST_CORPUS.articles;
export const FIXTURE_SEED = TEST_CORPUS.seed;
/** The corpus's "now" (unix seconds), so dates and windows are the same on every run. */
export const FIXTURE_NOW = TEST_CORPUS.now;

export interface OriginFixture {
  db: Database;
  app: FastifyInstance;
  /** GET (or any inject) answering parsed JSON with the status. */
  get<T = any>(
    url: string,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: T; headers: Record<string, unknown> }>;
  inject(opts: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function originFixture(options: Omit<BuildOriginAppOptions, 'db'> = {}): Promise<OriginFixture> {
  const db = seededDatabase({ articles: FIXTURE_ARTICLES, seed: FIXTURE_SEED, now: FIXTURE_NOW });
  const app = buildOriginApp({ db, ...options });
  await app.ready();
  return {
    db,
    app,
    async get(url, headers = {}) {
      const res = await app.inject({ method: 'GET', url, headers });
      const type = String(res.headers['content-type'] ?? '');
      return {
        status: res.statusCode,
        body: type.includes('json') ? res.json() : (res.body as any),
        headers: res.headers,
      };
    },
    inject: (opts) => app.inject(opts),
    async close() {
      await app.close();
      db.close();
    },
  };
}

/** Fetches every page of a list and returns the concatenated items. */
export async function allPages(f: OriginFixture, url: (page: number) => string, headers?: Record<string, string>) {
  const first = await f.get(url(1), headers);
  const items = [...first.body.items];
  for (let page = 2; page <= first.body.totalPages; page++) items.push(...(await f.get(url(page), headers)).body.items);
  return { first: first.body, items };
}
