// Where a push may connect to (decision 042): the address a push-service name resolves to is checked inside the
// connection itself — the resolver answer that is checked is the one the socket connects to — so a name that points
// into the private network, or one whose DNS answer changes between the subscription's check and the send (DNS
// rebinding), is refused before any byte is sent. An address literal never reaches a resolver, so it is checked too.
import { promises as dns, type LookupAddress, type LookupAllOptions, type LookupOptions } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { Agent, buildConnector } from 'undici';

/** Resolves a host name to all its addresses (default: the system resolver, as a socket would). */
export type Resolve = (hostname: string, options: LookupAllOptions) => Promise<LookupAddress[]>;

/**
 * IPv4 ranges that are not the public internet (RFC 6890 and the IANA special-purpose registry): this network,
 * private use, CGNAT shared space (also where some clouds keep their metadata service), loopback, link-local (with
 * 169.254.169.254, the usual metadata address), IETF protocol assignments, documentation, 6to4 relays, benchmarking,
 * multicast, reserved and broadcast.
 */
const NOT_PUBLIC_V4: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];
const notPublicV4 = new BlockList();
for (const [net, prefix] of NOT_PUBLIC_V4) notPublicV4.addSubnet(net, prefix, 'ipv4');

/** Inside 2000::/3 (global unicast), the ranges that are still not someone's public host. */
const NOT_PUBLIC_GLOBAL_V6: [string, number][] = [
  ['2001::', 32], // Teredo: a tunnel whose far end is an obfuscated IPv4 address
  ['2001:2::', 48], // benchmarking
  ['2001:10::', 28],
  ['2001:20::', 28], // ORCHID
  ['2001:db8::', 32],
  ['3fff::', 20], // documentation
];
const notPublicGlobalV6 = new BlockList();
for (const [net, prefix] of NOT_PUBLIC_GLOBAL_V6) notPublicGlobalV6.addSubnet(net, prefix, 'ipv6');

/** The 16 bytes of an IPv6 address (zone index dropped), or null when it is not one. */
function ipv6Bytes(address: string): Uint8Array | null {
  let text = address.replace(/%.*$/, '');
  if (isIP(text) !== 6) return null;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1].split('.').map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, null];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups =
    tail === null
      ? headGroups
      : [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
  const bytes = new Uint8Array(16);
  groups.forEach((g, i) => {
    const v = parseInt(g, 16);
    bytes[2 * i] = v >> 8;
    bytes[2 * i + 1] = v & 0xff;
  });
  return bytes;
}

const v4Of = (bytes: Uint8Array, at: number) => `${bytes[at]}.${bytes[at + 1]}.${bytes[at + 2]}.${bytes[at + 3]}`;
const zeros = (bytes: Uint8Array, from: number, to: number) => bytes.subarray(from, to).every((b) => b === 0);

/**
 * True for an address on the public internet. IPv6 is public only inside global unicast (2000::/3), which leaves out
 * loopback, unique-local (fc00::/7), link-local, multicast and the unspecified address; an IPv6 address that carries
 * an IPv4 one (mapped ::ffff:a.b.c.d, NAT64 64:ff9b::a.b.c.d, 6to4 2002:aabb:ccdd::) is judged by that IPv4 address;
 * the deprecated IPv4-compatible form (::a.b.c.d, e.g. ::7f00:1) is never public.
 */
export function isPublicAddress(address: string): boolean {
  const kind = isIP(address.replace(/%.*$/, ''));
  if (kind === 4) return !notPublicV4.check(address, 'ipv4');
  if (kind !== 6) return false;
  const bytes = ipv6Bytes(address)!;
  if (zeros(bytes, 0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return isPublicAddress(v4Of(bytes, 12));
  if (bytes[0] === 0x00 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b && zeros(bytes, 4, 12))
    return isPublicAddress(v4Of(bytes, 12));
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return isPublicAddress(v4Of(bytes, 2));
  if ((bytes[0] & 0xe0) !== 0x20) return false;
  return !notPublicGlobalV6.check(address.replace(/%.*$/, ''), 'ipv6');
}

/** True for a loopback address (127.0.0.0/8, ::1, or 127.x mapped into IPv6): where a local stand-in listens. */
export function isLoopbackAddress(address: string): boolean {
  if (isIP(address) === 4) return address.startsWith('127.');
  const bytes = ipv6Bytes(address);
  if (!bytes) return false;
  if (zeros(bytes, 0, 15) && bytes[15] === 1) return true;
  return zeros(bytes, 0, 10) && bytes[10] === 0xff && bytes[11] === 0xff && bytes[12] === 127;
}

/** Why a connection was not made: the name (or literal) and the address that is not allowed. */
export class PushAddressError extends Error {
  readonly code = 'EPUSHADDRESS';
  constructor(hostname: string, address: string) {
    super(
      hostname === address
        ? `${address} is not a public address`
        : `${hostname} resolves to ${address}, not a public address`,
    );
    this.name = 'PushAddressError';
  }
}

/**
 * A socket's lookup that resolves every address of the name and refuses the name when any of them is not allowed
 * (a push service's name never points into a private network, so a mixed answer is someone else's doing).
 */
export function guardedLookup(allowed: (address: string) => boolean, resolve: Resolve = dns.lookup): LookupFunction {
  return (hostname: string, options: LookupOptions, callback) => {
    resolve(hostname, { ...options, all: true }).then(
      (addresses) => {
        const refused = addresses.find((a) => !allowed(a.address));
        if (refused || !addresses.length) {
          callback(new PushAddressError(hostname, refused?.address ?? 'no address'), '', 0);
        } else if (options.all) {
          callback(null, addresses);
        } else {
          callback(null, addresses[0].address, addresses[0].family);
        }
      },
      (err: NodeJS.ErrnoException) => callback(err, '', 0),
    );
  };
}

/** An undici dispatcher whose connections go only to addresses `allowed` accepts, by name or by literal. */
export function guardedAgent(
  allowed: (address: string) => boolean,
  opts: { resolve?: Resolve; connectTimeoutMs?: number } = {},
): Agent {
  const connector = buildConnector({ lookup: guardedLookup(allowed, opts.resolve), timeout: opts.connectTimeoutMs });
  return new Agent({
    connect: (options, callback) => {
      // undici hands over an IPv6 literal without its brackets; a literal never goes through the lookup above.
      if (isIP(options.hostname) && !allowed(options.hostname)) {
        callback(new PushAddressError(options.hostname, options.hostname), null);
        return;
      }
      connector(options, callback);
    },
  });
}
