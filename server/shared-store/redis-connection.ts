// A connection to the fleet's shared store (REDIS_URL, decision 087). Each BFF process makes one for its commands
// (server/app.ts); a subscriber makes its own with the same function. A call on the request path never waits long for
// Redis: with the offline queue off it fails at once while the connection is down, and `answeredWithin` gives up on a
// command Redis has not answered within REDIS_ANSWER_DEADLINE_MS, so the caller falls back (decision 090). ioredis
// reconnects by itself, waiting a little longer each time up to REDIS_RECONNECT_MAX_MS, so Redis coming back needs no
// restart.
import { Redis, type RedisOptions } from 'ioredis';

/**
 * A command on the request path not answered within this is given up (a counter is one short script, answered in
 * microseconds). Counted from when it was sent, but only after this process has read what already arrived: a process
 * whose event loop was busy for a second must not take an answer waiting in its socket for a silent Redis.
 */
export const REDIS_ANSWER_DEADLINE_MS = 1_000;
/** ioredis's own limit for every command, the subscriber's included: the backstop behind the deadline above. */
export const REDIS_COMMAND_TIMEOUT_MS = 5_000;
/** The first connection must be made within this. */
export const REDIS_CONNECT_TIMEOUT_MS = 2_000;
/** Reconnect delays grow 50 ms, 100 ms, 200 ms … and stay at this. */
export const REDIS_RECONNECT_MAX_MS = 2_000;

/** `answer`, or a rejection once REDIS_ANSWER_DEADLINE_MS has passed and one more turn of the loop found no answer. */
export function answeredWithin<T>(answer: Promise<T>, deadlineMs = REDIS_ANSWER_DEADLINE_MS): Promise<T> {
  let settled = false;
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      // The poll phase between this timer and setImmediate reads the sockets: an answer already there settles first.
      setImmediate(() => {
        if (!settled) reject(new Error(`Redis did not answer within ${deadlineMs} ms`));
      });
    }, deadlineMs);
    answer.then(
      (value) => {
        settled = true;
        clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        settled = true;
        clearTimeout(timer);
        reject(err instanceof Error ? err : new Error(String(err)));
      },
    );
  });
}

export function reconnectDelayMs(attempt: number): number {
  return Math.min(50 * 2 ** Math.max(0, attempt - 1), REDIS_RECONNECT_MAX_MS);
}

/**
 * A new client for `url` (it connects at once). `name` is what CLIENT LIST shows for it. Its errors are the caller's to
 * notice through failed commands and `redisIsUp`; the client's own error events are taken here, so a server going away
 * does not print a stack per reconnect attempt.
 */
export function createRedisClient(
  url: string,
  name = 'bff',
  opts: { log?: RedisLog; options?: RedisOptions } = {},
): Redis {
  const client = new Redis(url, {
    ...opts.options,
    connectionName: name,
    enableOfflineQueue: false,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    // A command sent when the connection broke is not sent again on the next one: its caller has fallen back already.
    maxRetriesPerRequest: 0,
    retryStrategy: reconnectDelayMs,
  });
  client.on('error', () => {});
  if (opts.log) logUpAndDown(client, name, opts.log);
  return client;
}

export interface RedisLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** One line when the connection is lost and one when it is back (ioredis reports every failed reconnect). */
function logUpAndDown(client: Redis, name: string, log: RedisLog): void {
  let up = false;
  client.on('ready', () => {
    up = true;
    log.info({ redis: name }, 'shared store connected');
  });
  client.on('error', (err: Error) => {
    if (!up) return;
    up = false;
    log.warn({ redis: name, err: err.message }, 'shared store lost; reconnecting');
  });
}

/** Whether commands can be sent now (connected, and the server said it is ready). */
export function redisIsUp(client: Redis): boolean {
  return client.status === 'ready';
}

/** Closes the client without waiting for a server that may be gone. */
export async function closeRedisClient(client: Redis): Promise<void> {
  if (client.status === 'end') return;
  if (!redisIsUp(client)) {
    client.disconnect();
    return;
  }
  await client.quit().catch(() => client.disconnect());
}
