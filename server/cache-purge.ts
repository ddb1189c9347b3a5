// What a purge does on this BFF, and how it reaches the rest of the fleet. Here it drops pages tagged with a key from
// the page cache and, for `article-<id>`, that article's upstream answers (docs/decisions/014-caching-proxy.md).
// With a shared store (REDIS_URL) it is also published on one channel every BFF subscribes to, so a purge that comes
// to any one BFF empties all of them; each applies a purge id once, its own echo and the publisher's direct purge
// of the same id included. Redis away: this BFF is purged all the same, and the publisher's list of BFFs
// (CACHE_PURGE_URLS) reaches the others; the subscription comes back by itself (docs/scaling.md).
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { PURGE_ID } from '../kit/purge-id.ts';
import { answeredWithin, closeRedisClient, createRedisClient, type RedisLog } from './shared-store/redis-connection.ts';
import type { PageCache } from './ssr/page-cache.ts';
import type { ResponseCache } from './upstream/response-cache.ts';

/** The channel every BFF of the fleet listens on. */
export const PURGE_CHANNEL = 'bff:purge';
/** A surrogate key: what the BFF tags pages with (server/policy/answer-policy.ts). */
export const PURGE_KEY = /^[a-z0-9][a-z0-9-]{0,99}$/;
/** More keys than any one change tags; a longer list is a client error, not work. */
export const MAX_PURGE_KEYS = 50;
/** Ids remembered: far more purges than can cross the fleet while one is on its way. */
const REMEMBERED_IDS = 1_000;

export interface Purged {
  pages: number;
  answers: number;
}

/** The keys of a purge, or null when the list is empty, too long or holds a key that is not one. */
export function purgeKeys(keys: string[]): string[] | null {
  return keys.length > 0 && keys.length <= MAX_PURGE_KEYS && keys.every((k) => PURGE_KEY.test(k)) ? keys : null;
}

interface Message {
  id: string;
  keys: string[];
}

function messageOf(text: string): Message | null {
  try {
    const { id, keys } = JSON.parse(text) as Partial<Message>;
    if (typeof id !== 'string' || !PURGE_ID.test(id) || !Array.isArray(keys)) return null;
    const valid = purgeKeys(keys.filter((k): k is string => typeof k === 'string'));
    return valid && valid.length === keys.length ? { id, keys: valid } : null;
  } catch {
    return null;
  }
}

export class CachePurge {
  private readonly seen = new Set<string>();
  private readonly subscriber: Redis | null;

  /**
   * Publishes on `redis`, the app's command connection (its owner closes it), and listens on a connection of its own:
   * one in subscriber mode can do nothing else.
   */
  constructor(
    private readonly caches: { pageCache: PageCache | null; upstreamCache: ResponseCache },
    private readonly redis: { url: string; client: Redis } | null,
    private readonly log: RedisLog,
  ) {
    // It subscribes at every 'ready' (ioredis's own resubscribe is off): one made while Redis was down has nothing to
    // resubscribe.
    this.subscriber = redis
      ? createRedisClient(redis.url, 'purge-subscriber', { log, options: { autoResubscribe: false } })
      : null;
    this.subscriber?.on('ready', () => {
      this.subscriber!.subscribe(PURGE_CHANNEL).catch((err: Error) => {
        log.warn({ err: err.message }, 'purge channel: subscribe failed');
      });
    });
    this.subscriber?.on('message', (_channel: string, text: string) => {
      const message = messageOf(text);
      if (message) this.apply(message.id, message.keys);
      else log.warn({ text: text.slice(0, 200) }, 'purge channel: a message that is not a purge, ignored');
    });
  }

  /**
   * Purges this BFF and tells the fleet. Null when this id was applied here already; `reached` is how many BFFs
   * listened on the channel (this one among them), null when the fleet was not told (no shared store, or it is away).
   */
  async purge(keys: string[], id: string = randomUUID()): Promise<(Purged & { reached: number | null }) | null> {
    const purged = this.apply(id, keys);
    if (!purged) return null;
    let reached: number | null = null;
    if (this.redis) {
      try {
        const message = JSON.stringify({ id, keys } satisfies Message);
        reached = await answeredWithin(this.redis.client.publish(PURGE_CHANNEL, message));
      } catch (err) {
        this.log.warn({ keys, err: (err as Error).message }, 'purge not broadcast: the shared store is away');
      }
    }
    return { ...purged, reached };
  }

  async close(): Promise<void> {
    if (this.subscriber) await closeRedisClient(this.subscriber);
  }

  /** Applies a purge once per id; null when it was applied already. */
  private apply(id: string, keys: string[]): Purged | null {
    if (this.seen.has(id)) return null;
    this.seen.add(id);
    // A Set keeps insertion order: the first is the oldest.
    if (this.seen.size > REMEMBERED_IDS) this.seen.delete(this.seen.values().next().value!);
    let pages = 0;
    let answers = 0;
    for (const key of keys) {
      pages += this.caches.pageCache?.purge(key) ?? 0;
      const article = /^article-(\d+)$/.exec(key);
      if (article) {
        const articleId = Number(article[1]);
        answers += this.caches.upstreamCache.purgeWhere(
          (value) => (value as { id?: unknown } | null)?.id === articleId,
        );
      }
    }
    return { pages, answers };
  }
}
