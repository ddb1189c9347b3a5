// What the fleet tests ask each BFF directly: a page's state in its page cache, and a PURGE by surrogate key; and the
// articles they purge.
import type { Database } from 'better-sqlite3';
import { request } from 'undici';
import { PURGE_ID_HEADER } from '../../kit/purge-id.ts';
import { until } from './until.ts';

export interface PageState {
  status: number;
  /** The cache's state: HIT, STALE, MISS or undefined (a render that was not stored). */
  cache: string | undefined;
  body: string;
}

/** A page read directly; `cache` is the header that names the cache state (the proxy's is `x-proxy-cache`). */
export async function pageAt(base: string, path: string, cacheHeader = 'x-cache'): Promise<PageState> {
  const res = await request(base + path);
  return { status: res.statusCode, cache: res.headers[cacheHeader] as string | undefined, body: await res.body.text() };
}

/** Asks until the cache answers the page (the first asking renders and stores it). */
export async function cachedAt(base: string, path: string, cacheHeader = 'x-cache'): Promise<PageState> {
  for (let i = 0; i < 40; i++) {
    const page = await pageAt(base, path, cacheHeader);
    if (page.cache === 'HIT') return page;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${base}${path} never came from the cache`);
}

export interface PurgeAnswer {
  status: number;
  body: { purged?: { pages: number; answers: number }; broadcast?: boolean; reached?: number; applied?: string };
}

export async function purgeAt(base: string, keys: string, id?: string): Promise<PurgeAnswer> {
  const res = await request(`${base}/`, {
    method: 'PURGE',
    headers: { xkey: keys, ...(id ? { [PURGE_ID_HEADER]: id } : {}) },
  });
  return { status: res.statusCode, body: (await res.body.json()) as PurgeAnswer['body'] };
}

export interface PlainArticle {
  id: number;
  /** Its surrogate key, what a PURGE names. */
  key: string;
  path: string;
}

/** Purges a probe key at `base` until the broadcast reaches `count` BFFs: each subscribes (again) in its own time. */
export async function fleetListening(base: string, count: number): Promise<void> {
  await until('every BFF subscribed', async () => (await purgeAt(base, 'fleet-probe')).body.reached === count, 15_000);
}

/** The `offset`-th plain published article of the main site: its id, its surrogate key and its page's path. */
export async function plainArticle(origin: { url: string; db: Database }, offset: number): Promise<PlainArticle> {
  const { id, slug } = origin.db
    .prepare(
      `SELECT id, slug FROM articles WHERE type = 'article' AND active = 1 AND parent_id IS NULL AND live = 0
       AND site_slug = 'telex' ORDER BY id LIMIT 1 OFFSET ?`,
    )
    .get(offset) as { id: number; slug: string };
  const res = await request(`${origin.url}/api/articles/${slug}`);
  return { id, key: `article-${id}`, path: ((await res.body.json()) as { url: string }).url };
}
