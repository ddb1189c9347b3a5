// Which push-service URLs the origin will POST to (decision 042). A browser's PushSubscription endpoint is always an
// https URL at its vendor's push service, so only those hosts are accepted: a client that could name any host would
// make the origin send requests into its own network (`https://vm:5799/push`, a name for 127.0.0.1, and
// `https://kubernetes.default.svc/…` were stored and sent to). This is the check of the URL's text, made when a
// subscription is stored and again before every send; where the name then points is checked when the connection is
// made (push-address.ts). Tests may allow plain-http loopback endpoints: their stand-in for a vendor's push service.
import { isIP } from 'node:net';

/**
 * The browsers' push services (PUSH_SERVICE_HOSTS replaces the list): a name matches itself, '*.name' any name under
 * it. Chrome, Opera, Samsung Internet and Edge on Android: FCM; Firefox: Mozilla's autopush; Edge on Windows: WNS
 * (wns2-….notify.windows.com); Safari: web.push.apple.com.
 */
export const DEFAULT_PUSH_SERVICE_HOSTS: readonly string[] = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.notify.windows.com',
  '*.push.apple.com',
];

export interface EndpointPolicy {
  /** host names endpoints may be at: 'name' exactly, '*.name' any name under it */
  hosts: readonly string[];
  /** tests only: allow http://127.0.0.1, http://[::1] and http://localhost endpoints (a stand-in push service) */
  allowLoopbackHttp: boolean;
}

const HOST_PATTERN = /^(\*\.)?([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]*[a-z0-9])?$/;

/** PUSH_SERVICE_HOSTS: comma-separated names or '*.name' patterns; throws naming the entry that is not one. */
export function parsePushServiceHosts(value: string): string[] {
  const hosts = value
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  if (!hosts.length) throw new Error('PUSH_SERVICE_HOSTS names no host');
  for (const host of hosts) {
    if (!HOST_PATTERN.test(host) || isIP(host.replace(/^\*\./, ''))) {
      throw new Error(`PUSH_SERVICE_HOSTS: '${host}' is not a host name or a '*.' pattern of one`);
    }
  }
  return hosts;
}

function hostAllowed(host: string, hosts: readonly string[]): boolean {
  return hosts.some((entry) =>
    entry.startsWith('*.') ? host.endsWith(entry.slice(1)) && host.length > entry.length - 1 : host === entry,
  );
}

const bare = (hostname: string) => hostname.replace(/^\[|\]$/g, '');

/** The tests' stand-in push service: plain http on a loopback host, when the policy allows it. */
export function isLocalStandIn(url: URL, policy: EndpointPolicy): boolean {
  if (!policy.allowLoopbackHttp || url.protocol !== 'http:') return false;
  const host = bare(url.hostname);
  return host === 'localhost' || host === '::1' || (isIP(host) === 4 && host.startsWith('127.'));
}

/** null when the endpoint is acceptable, else the reason (for a 400). */
export function endpointProblem(endpoint: string, policy: EndpointPolicy): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'pushSubscription.endpoint is not a URL';
  }
  if (url.username || url.password) return 'pushSubscription.endpoint must not carry credentials';
  if (isLocalStandIn(url, policy)) return null;
  if (url.protocol !== 'https:') return 'pushSubscription.endpoint must be an https URL of a push service';
  // The URL parser has already turned '2130706433', '0x7f.1' and '[::127.0.0.1]' into the addresses they mean.
  if (isIP(bare(url.hostname))) return 'pushSubscription.endpoint must name a push service, not an IP address';
  if (!hostAllowed(url.hostname, policy.hosts)) {
    return `pushSubscription.endpoint must be at a browser's push service (${policy.hosts.join(', ')})`;
  }
  return null;
}
