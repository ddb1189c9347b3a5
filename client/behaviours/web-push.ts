// The browser side of push notifications (§3 Subscription, §7 /api/subscriptions): everything a push opt-in control
// needs, so the control itself is a thin step. Nothing here runs on its own: the permission prompt appears only when
// the reader asks (enablePush from a click). The device is a random clientToken kept in localStorage; the browser's
// PushSubscription goes to the publisher API with the first topic (our addition to the contract, docs/origin-api.md),
// and the service worker at /sw.js (client/service-worker/push.ts) shows what arrives.
import { PUSH_DEFAULT_TOPIC, PUSH_SERVICE_TIMEOUT_MS } from '../../shared/engagement-constants.ts';
import { base64UrlToBytes } from '../../shared/base64url-bytes.ts';
import { SERVICE_WORKER_URL } from '../../shared/offline-copies.ts';

export const PUSH_CLIENT_TOKEN_KEY = 'pushClientToken';

export interface PushState {
  /** the browser can do Web Push at all (service workers, PushManager, Notification) */
  supported: boolean;
  /** 'default' until the reader answers the browser's prompt */
  permission: NotificationPermission | 'unsupported';
  /** topics this device is subscribed to (from the publisher API) */
  topics: string[];
  /** the publisher API holds this browser's push subscription */
  webPush: boolean;
}

/** The browser's push service did not answer within PUSH_SERVICE_TIMEOUT_MS (unreachable, or no service at all). */
export class PushServiceUnreachable extends Error {
  constructor() {
    super(`the browser's push service did not answer in ${PUSH_SERVICE_TIMEOUT_MS} ms`);
    // minifiers rename classes: the control tells this failure by its name
    this.name = 'PushServiceUnreachable';
  }
}

/** The timers a bounded wait uses (a test injects its own clock). */
export interface PushClock {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}
const realClock: PushClock = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** A step that waits on the browser's push service, bounded: past the deadline it rejects with PushServiceUnreachable. */
export function withinPushServiceDeadline<T>(step: Promise<T>, clock: PushClock = realClock): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = clock.setTimeout(() => reject(new PushServiceUnreachable()), PUSH_SERVICE_TIMEOUT_MS);
    step.then(
      (value) => {
        clock.clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clock.clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** The subscription of a registration's push manager, made if there is none yet; bounded (the push service may never answer). */
export function subscribeBounded(
  pushManager: Pick<PushManager, 'getSubscription' | 'subscribe'>,
  applicationServerKey: BufferSource,
  clock: PushClock = realClock,
): Promise<PushSubscription> {
  return withinPushServiceDeadline(
    (async () =>
      (await pushManager.getSubscription()) ??
      (await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey })))(),
    clock,
  );
}

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}

/** This device's token: made once, kept across visits. */
export function pushClientToken(): string {
  let token = localStorage.getItem(PUSH_CLIENT_TOKEN_KEY);
  if (!token || token.length < 8) {
    token = `web-${crypto.randomUUID()}`;
    localStorage.setItem(PUSH_CLIENT_TOKEN_KEY, token);
  }
  return token;
}

async function api(method: 'GET' | 'POST' | 'DELETE', query: Record<string, string>, body?: unknown) {
  const res = await fetch(`/api/subscriptions?${new URLSearchParams(query)}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
    credentials: 'same-origin',
  });
  if (!res.ok) throw new Error(`subscriptions ${method}: ${res.status}`);
  return method === 'DELETE' ? null : ((await res.json()) as { topics: string[]; webPush?: boolean });
}

export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return { supported: false, permission: 'unsupported', topics: [], webPush: false };
  const token = localStorage.getItem(PUSH_CLIENT_TOKEN_KEY);
  const stored = token ? await api('GET', { clientToken: token }) : null;
  return {
    supported: true,
    permission: Notification.permission,
    topics: stored?.topics ?? [],
    webPush: stored?.webPush ?? false,
  };
}

/**
 * Call from the reader's click: asks for permission, subscribes this browser with the site's VAPID key and stores
 * the subscription with `topic` (default 'fontos'). Resolves to the new state; rejects when the reader refused.
 */
export async function enablePush(topic: string = PUSH_DEFAULT_TOPIC): Promise<PushState> {
  if (!pushSupported()) throw new Error('push notifications are not supported by this browser');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new Error(`notification permission ${permission}`);
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  await withinPushServiceDeadline(navigator.serviceWorker.ready);
  const keyRes = await fetch('/api/push/vapid-public-key');
  if (!keyRes.ok) throw new Error(`vapid key: ${keyRes.status}`);
  const { publicKey } = (await keyRes.json()) as { publicKey: string };
  const subscription = await subscribeBounded(registration.pushManager, base64UrlToBytes(publicKey));
  await api('POST', {}, { clientToken: pushClientToken(), topic, pushSubscription: subscription.toJSON() });
  return pushState();
}

/** Push is on in this browser: permission granted, and the publisher holds its subscription with a topic. */
export function pushIsOn(state: PushState): boolean {
  return state.webPush && state.topics.length > 0 && state.permission === 'granted';
}

/** Removes `remove`, then adds `add`, for an opted-in device; the state after. */
export async function changePushTopics(add: readonly string[], remove: readonly string[]): Promise<PushState> {
  const clientToken = pushClientToken();
  for (const topic of remove) await api('DELETE', { clientToken, topic });
  for (const topic of add) await api('POST', {}, { clientToken, topic });
  return pushState();
}

/** Adds or removes one topic for an opted-in device. */
export function setPushTopic(topic: string, on: boolean): Promise<PushState> {
  return on ? changePushTopics([topic], []) : changePushTopics([], [topic]);
}

/** Removes every topic (the publisher API then forgets the browser) and unsubscribes the browser. */
export async function disablePush(): Promise<PushState> {
  const state = await pushState();
  const clientToken = pushClientToken();
  for (const topic of state.topics) await api('DELETE', { clientToken, topic });
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL);
  await (await registration?.pushManager.getSubscription())?.unsubscribe();
  return pushState();
}
