// What the fleet tests ask each BFF directly: a page's state in its page cache, and a PURGE by surrogate key.
import { request } from 'undici';
import { PURGE_ID_HEADER } from '../../kit/purge-id.ts';

export interface PageState {
  status: number;
  /** The BFF's page cache: HIT, STALE, MISS or undefined (a render that was not stored). */
  cache: string | undefined;
  body: string;
}

export async function pageAt(base: string, path: string): Promise<PageState> {
  const res = await request(base + path);
  return { status: res.statusCode, cache: res.headers['x-cache'] as string | undefined, body: await res.body.text() };
}

/** Asks until the BFF answers the page from its page cache (the first asking renders and stores it). */
export async function cachedAt(base: string, path: string): Promise<PageState> {
  for (let i = 0; i < 40; i++) {
    const page = await pageAt(base, path);
    if (page.cache === 'HIT') return page;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${base}${path} never came from the page cache`);
}

export interface PurgeAnswer {
  status: number;
  body: { purged?: { pages: number; answers: number }; broadcast?: boolean; applied?: string };
}

export async function purgeAt(base: string, keys: string, id?: string): Promise<PurgeAnswer> {
  const res = await request(`${base}/`, {
    method: 'PURGE',
    headers: { xkey: keys, ...(id ? { [PURGE_ID_HEADER]: id } : {}) },
  });
  return { status: res.statusCode, body: (await res.body.json()) as PurgeAnswer['body'] };
}

/** A plain published article of the main site, as the publisher lists it: its id and its page's path. */
export function plainArticleSql(offset: number): string {
  return `SELECT id, slug FROM articles WHERE type = 'article' AND active = 1 AND parent_id IS NULL AND live = 0
    AND site_slug = 'telex' ORDER BY id LIMIT 1 OFFSET ${offset}`;
}
