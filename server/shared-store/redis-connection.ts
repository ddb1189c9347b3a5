// A connection to the fleet's shared store (REDIS_URL, decision 087). Each BFF process makes one for its commands
// (server/app.ts); a subscriber makes its own with the same function. A call never waits for Redis: with the offline
// queue off it fails at once while the connection is down, a command the server does not answer fails after
// REDIS_COMMAND_TIMEOUT_MS, and the caller falls back (decision 090). ioredis reconnects by itself, waiting a little
// longer each time up to REDIS_RECONNECT_MAX_MS, so Redis coming back needs no restart.
import { Redis } from 'ioredis';

/** A command Redis has not answered within this fails; a counter is one short script, answered in microseconds. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
/** The first connection must be made within this. */
export const REDIS_CONNECT_TIMEOUT_MS = 2_000;
/** Reconnect delays grow 50 ms, 100 ms, 200 ms … and stay at this. */
export const REDIS_RECONNECT_MAX_MS = 2_000;

export function reconnectDelayMs(attempt: number): number {
  return Math.min(50 * 2 ** Math.max(0, attempt - 1), REDIS_RECONNECT_MAX_MS);
}

/**
 * A new client for `url` (it connects at once). `name` is what CLIENT LIST shows for it. Its errors are the caller's to
 * notice through failed commands and `redisIsUp`; the client's own error events are taken here, so a server going away
 * does not print a stack per reconnect attempt.
 */
export function createRedisClient(url: string, name = 'bff'): Redis {
  const client = new Redis(url, {
    connectionName: name,
    enableOfflineQueue: false,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    // A command sent when the connection broke is not sent again on the next one: its caller has fallen back already.
    maxRetriesPerRequest: 0,
    retryStrategy: reconnectDelayMs,
  });
  client.on('error', () => {});
  return client;
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
