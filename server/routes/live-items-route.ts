// GET /api/articles/{id}/items (§7 sub-articles, 30 a page; live-blog posts with their bodies) for a reader: answered
// by the BFF rather than the plain proxy, so the CMS's post HTML reaches the browser and the mobile app sanitised
// exactly like the article pages' (server/content/sanitize-article-html.ts), and validated against the contract on the
// way. Through the BFF's upstream cache (5 s), with the query rebuilt from the endpoint's own parameters; no bearer
// token goes upstream (the items of a public live blog are the same for every reader). An editor's call (session
// cookies) stays with the proxy: their token, refreshed up front or after a 401 (§4 Session), previews inactive ones.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SubItems } from '../../shared/api-types.ts';
import { MAX_PAGE_SIZE } from '../../shared/constants.ts';
import { sanitizedSubItems } from '../content/sanitize-article-html.ts';
import { cachePolicyFor } from '../upstream/cache-policy.ts';
import type { PublisherClient } from '../upstream/publisher-client.ts';
import { answerAs, refuse } from '../policy/answer-policy.ts';
import { callerStatusOf } from '../upstream/upstream-client.ts';

export const LIVE_ITEMS_PATH = /^\/api\/articles\/(\d{1,12})\/items$/;

const LIMITS = { page: 100_000, perPage: MAX_PAGE_SIZE, v: Number.MAX_SAFE_INTEGER } as const;

/** The endpoint's own parameters, or the reason they are refused. */
function itemsQuery(url: URL): URLSearchParams | string {
  const query = new URLSearchParams();
  for (const [key, max] of Object.entries(LIMITS)) {
    const value = url.searchParams.get(key);
    if (value === null) continue;
    const n = Number(value);
    if (!/^\d{1,16}$/.test(value) || n > max || (key !== 'v' && n < 1))
      return `querystring/${key} must be a whole number from ${key === 'v' ? 0 : 1} to ${max}`;
    query.set(key, String(n));
  }
  return query;
}

/** Answers a reader's live-items call; the caller has matched the path and checked there is no editor session. */
export async function answerLiveItems(
  req: FastifyRequest,
  reply: FastifyReply,
  api: PublisherClient,
  site: string,
): Promise<void> {
  const url = new URL(req.url, 'http://bff.invalid');
  const id = LIVE_ITEMS_PATH.exec(url.pathname)![1];
  const query = itemsQuery(url);
  if (typeof query === 'string') {
    await refuse(reply, 400, query);
    return;
  }
  const path = `/api/articles/${id}/items${query.size ? `?${query}` : ''}`;
  try {
    const items = sanitizedSubItems(await api.get(path, { site, schema: SubItems, budget: 'secondary' }));
    await answerAs(reply, 'api', Math.round(cachePolicyFor(path).ttlMs / 1000)).send(items);
  } catch (err) {
    const status = callerStatusOf(err);
    await refuse(reply, status, status === 502 ? 'live items are unavailable' : (err as Error).message);
  }
}
