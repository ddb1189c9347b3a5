// Sends one Web Push message (RFC 8030) to one browser: web-push builds the request — the payload encrypted for the
// subscription's keys (RFC 8291, aes128gcm) and the VAPID Authorization header (RFC 8292) — and undici delivers it,
// with a time budget and a dispatcher that checks where it connects (web-push's own sender speaks https only and has
// no timeout by default). The push service's answer decides: 201/202 sent; 404/410 the subscription is gone for good; else failed.
// Every send checks the endpoint against the policy again (a stored row may predate the rule or come from elsewhere)
// and connects only to public addresses (push-address.ts); the tests' stand-in only to loopback (decision 042).
import webpush from 'web-push';
import { request, type Agent } from 'undici';
import { guardedAgent, isLoopbackAddress, isPublicAddress, type Resolve } from './push-address.ts';
import { endpointProblem, isLocalStandIn, type EndpointPolicy } from './push-endpoint.ts';
import type { VapidKeys } from './vapid-keys.ts';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushPayload {
  title: string;
  body: string;
  /** what the notification opens when clicked */
  url: string;
  /** notifications with the same tag replace each other on the device */
  tag?: string;
}

export type PushOutcome =
  | { kind: 'sent'; status: number }
  | { kind: 'gone'; status: number }
  | { kind: 'failed'; status: number | null; reason: string };

export interface PushSenderOptions {
  vapid: VapidKeys;
  /** how long the push service keeps an undelivered message, seconds */
  ttlS?: number;
  timeoutMs?: number;
  /** which endpoints may be sent to */
  policy: EndpointPolicy;
  /** tests: how names are resolved (default: the system resolver), to answer as a rebinding DNS server would */
  resolve?: Resolve;
}

/** A day: news older than that is not worth waking a phone for. */
const DEFAULT_TTL_S = 24 * 3600;
const DEFAULT_TIMEOUT_MS = 10_000;

export class PushSender {
  /** connections to the browsers' push services: public addresses only */
  private readonly services: Agent;
  /** the tests' stand-in push service, when the policy allows one: loopback only */
  private readonly standIn: Agent | null;

  constructor(private readonly options: PushSenderOptions) {
    const connectTimeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.services = guardedAgent(isPublicAddress, { resolve: options.resolve, connectTimeoutMs });
    this.standIn = options.policy.allowLoopbackHttp
      ? guardedAgent(isLoopbackAddress, { resolve: options.resolve, connectTimeoutMs })
      : null;
  }

  async send(target: PushTarget, payload: PushPayload): Promise<PushOutcome> {
    const problem = endpointProblem(target.endpoint, this.options.policy);
    if (problem) return { kind: 'failed', status: null, reason: `not sent: ${problem}` };
    const dispatcher =
      this.standIn && isLocalStandIn(new URL(target.endpoint), this.options.policy) ? this.standIn : this.services;
    let details;
    try {
      details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: this.options.vapid,
          TTL: this.options.ttlS ?? DEFAULT_TTL_S,
          contentEncoding: 'aes128gcm',
          urgency: 'high',
        },
      );
    } catch (err) {
      // Keys a browser would never produce (not a P-256 point, wrong auth length).
      return {
        kind: 'failed',
        status: null,
        reason: `cannot encrypt for this subscription: ${(err as Error).message}`,
      };
    }
    const timeoutMs = this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(details.headers)) headers[k.toLowerCase()] = String(v);
    try {
      const res = await request(details.endpoint, {
        method: 'POST',
        headers,
        body: details.body ?? undefined,
        dispatcher,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await res.body.text();
      if (res.statusCode === 404 || res.statusCode === 410) return { kind: 'gone', status: res.statusCode };
      if (res.statusCode >= 200 && res.statusCode < 300) return { kind: 'sent', status: res.statusCode };
      return { kind: 'failed', status: res.statusCode, reason: text.slice(0, 200) || `status ${res.statusCode}` };
    } catch (err) {
      return { kind: 'failed', status: null, reason: (err as Error).message };
    }
  }

  async close(): Promise<void> {
    await Promise.all([this.services.close(), this.standIn?.close()]);
  }
}
