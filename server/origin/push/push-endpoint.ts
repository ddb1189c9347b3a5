// Which push-service URLs the origin will POST to. A browser's PushSubscription endpoint is always https on a public
// push service; anything else (plain http, a loopback or private address, credentials in the URL) would let a
// client make the origin send requests into its own network, so it is refused — except that tests and local demos
// may allow plain-http loopback endpoints, which stand in for a browser vendor's push service.
import { isIP } from 'node:net';

export interface EndpointPolicy {
  /** allow http://127.0.0.1 / localhost endpoints (tests' stand-in push service) */
  allowLoopbackHttp: boolean;
}

const PRIVATE_V4 = [/^10\./, /^127\./, /^169\.254\./, /^192\.168\./, /^172\.(1[6-9]|2\d|3[01])\./, /^0\./, /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./];

function isPrivateHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (h === 'localhost' || h.endsWith('.localhost') || h.endsWith('.local') || h.endsWith('.internal')) return true;
  const kind = isIP(h);
  if (kind === 4) return PRIVATE_V4.some((re) => re.test(h));
  if (kind === 6) return h === '::1' || h === '::' || /^f[cd]/.test(h) || /^fe[89ab]/.test(h) || h.startsWith('::ffff:');
  return false;
}

const isLoopback = (host: string) => {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127\./.test(h);
};

/** null when the endpoint is acceptable, else the reason (for a 400). */
export function endpointProblem(endpoint: string, policy: EndpointPolicy): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'pushSubscription.endpoint is not a URL';
  }
  if (url.username || url.password) return 'pushSubscription.endpoint must not carry credentials';
  if (url.protocol === 'http:' && policy.allowLoopbackHttp && isLoopback(url.hostname)) return null;
  if (url.protocol !== 'https:') return 'pushSubscription.endpoint must be an https URL of a push service';
  if (isPrivateHost(url.hostname)) return 'pushSubscription.endpoint must be a public push service, not a local or private address';
  return null;
}
