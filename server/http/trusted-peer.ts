// Whether the peer of a connection is one of the proxies TRUST_PROXY names (proxy-addr's names — loopback, linklocal,
// uniquelocal — addresses and CIDR ranges): the answer policy sends surrogate keys only to such a peer.
import { BlockList, isIPv6 } from 'node:net';

const NAMED: Record<string, [string, number, 'ipv4' | 'ipv6'][]> = {
  loopback: [['127.0.0.0', 8, 'ipv4'], ['::1', 128, 'ipv6']],
  linklocal: [['169.254.0.0', 16, 'ipv4'], ['fe80::', 10, 'ipv6']],
  uniquelocal: [['10.0.0.0', 8, 'ipv4'], ['172.16.0.0', 12, 'ipv4'], ['192.168.0.0', 16, 'ipv4'], ['fc00::', 7, 'ipv6']],
};

/** A matcher for a TRUST_PROXY value; `true`-like values trust every peer, an empty one none. */
export function trustedPeers(setting: string | boolean | undefined): (address: string | undefined) => boolean {
  if (setting === true || setting === 'true') return () => true;
  const list = new BlockList();
  for (const part of String(setting || '').split(',').map((s) => s.trim()).filter(Boolean)) {
    if (NAMED[part]) {
      for (const [net, prefix, type] of NAMED[part]) list.addSubnet(net, prefix, type);
      continue;
    }
    const [net, prefix] = part.split('/');
    const type = isIPv6(net!) ? 'ipv6' : 'ipv4';
    try {
      if (prefix) list.addSubnet(net!, Number(prefix), type);
      else list.addAddress(net!, type);
    } catch {
      // not an address: proxy-addr would refuse it at start; here it simply trusts nobody more
    }
  }
  return (address) => {
    if (!address) return false;
    const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
    return v4 ? list.check(v4, 'ipv4') : list.check(address, isIPv6(address) ? 'ipv6' : 'ipv4');
  };
}
