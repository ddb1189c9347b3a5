// What the fleet tests ask each BFF directly: a page's state in its page cache, and a PURGE by surrogate key.
import { request } from 'undici';
import { PURGE_ID_HEADER } from '../../kit/purge-id.ts';

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

/** A plain published article of the main site, as the publisher lists it: its id and its page's path. */
export function plainArticleSql(offset: number): string {
  return `SELECT id, slug FROM articles WHERE type = 'article' AND active = 1 AND parent_id IS NULL AND live = 0
    AND site_slug = 'telex' ORDER BY id LIMIT 1 OFFSET ${offset}`;
}
