// What the feed, route and link tests start with: the origin over a larger seeded corpus (600 articles, seed 42), a
// BFF on it that renders every answer afresh (no page cache), and a GET against it, stopped when the file's tests end.
import t from 'tap';
import type { BffConfig } from '../../server/config.ts';
import { httpGetter } from './http-get.ts';
import { startBff, startOrigin } from './servers.ts';

export async function startSeededSite(overrides: Partial<BffConfig> = {}) {
  const origin = await startOrigin({ articles: 600, seed: 42 });
  const bff = await startBff(origin.url, { pageCacheTtlMs: 0, ...overrides });
  t.teardown(async () => {
    await bff.close();
    await origin.close();
  });
  return { origin, bff, get: httpGetter(bff.url) };
}
