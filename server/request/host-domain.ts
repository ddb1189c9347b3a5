// Which domain a request is for (main or the regional edition), from the Host header matched against the configured
// host list only: the header never names an origin we write back (public origins are configuration).
import type { BffConfig } from '../config.ts';

export type Domain = 'main' | 'regional';

export function hostDomain(config: Pick<BffConfig, 'regionalHosts'>, hostname: string): Domain {
  const host = hostname.replace(/:\d+$/, '').toLowerCase();
  return config.regionalHosts.includes(host) ? 'regional' : 'main';
}
