// The production topology of docker-compose.yml without Docker: BFF processes (server/main.ts) behind Debian's
// Varnish running deploy/varnish.vcl, each of them, then the proxy, on the publisher's purge list.
import { startCachingProxy, type CachingProxy } from '../../tooling/caching-proxy.ts';
import { startBffProcess, type BffProcess } from './bff-process.ts';

export interface VarnishFleet {
  bffs: BffProcess[];
  proxy: CachingProxy;
  /** Stops the proxy, then every BFF still running. */
  close(): Promise<void>;
}

/**
 * One BFF process on `originUrl` for each entry of `envs`, Varnish's backends bff1, bff2 … in that order, and the proxy
 * in front. `purgeTargets` (the origin's CACHE_PURGE_URLS) gets the inner caches first: a BFF that still held the old
 * article would hand it straight back to the proxy.
 */
export async function startVarnishFleet(
  originUrl: string,
  purgeTargets: string[],
  envs: Record<string, string>[],
): Promise<VarnishFleet> {
  const bffs: BffProcess[] = [];
  // One at a time: several compiling at once on a busy 2-core machine can outlast the helper's start limit.
  for (const env of envs) bffs.push(await startBffProcess(originUrl, env));
  const proxy = await startCachingProxy(Object.fromEntries(bffs.map((b, i) => [`bff${i + 1}`, b.port])));
  purgeTargets.push(...bffs.map((b) => b.url), proxy.url);
  return {
    bffs,
    proxy,
    async close() {
      await proxy.close();
      await Promise.all(bffs.map((b) => b.stop()));
    },
  };
}
