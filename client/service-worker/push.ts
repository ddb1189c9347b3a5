// Web Push in the service worker: it shows the notification a push carries — JSON { title, body, url, tag } sent by
// the publisher's admin send — and opens its URL when the reader clicks it, focusing a tab already showing that page.
// A push that is not our JSON still shows something rather than nothing (browsers penalise a push that shows no
// notification).
import type { WorkerScope } from './worker-scope.ts';

const DEFAULT_TITLE = 'Telex';
const ICON = '/assets/favicon.svg';

/** Our own pages (a path) and https pages only; anything else opens the front page. */
function safeUrl(scope: WorkerScope, raw: unknown): string {
  try {
    const url = new URL(typeof raw === 'string' && raw ? raw : '/', scope.location.origin);
    if (url.origin === scope.location.origin || url.protocol === 'https:') return url.href;
  } catch {
    // fall through
  }
  return new URL('/', scope.location.origin).href;
}

interface PushData {
  title?: unknown;
  body?: unknown;
  url?: unknown;
  tag?: unknown;
}

export function listenForPush(scope: WorkerScope): void {
  scope.addEventListener('push', (event) => {
    let data: PushData = {};
    if (event.data) {
      try {
        data = (event.data.json() as PushData | null) ?? {};
      } catch {
        data = { body: event.data.text() };
      }
    }
    const title = typeof data.title === 'string' && data.title ? data.title : DEFAULT_TITLE;
    const options: NotificationOptions = {
      body: typeof data.body === 'string' ? data.body : '',
      icon: ICON,
      lang: 'hu',
      data: { url: safeUrl(scope, data.url) },
    };
    if (typeof data.tag === 'string' && data.tag) options.tag = data.tag;
    event.waitUntil(scope.registration.showNotification(title, options));
  });

  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = safeUrl(scope, (event.notification.data as { url?: unknown } | null)?.url);
    event.waitUntil(
      scope.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
        const open = windows.find((w) => w.url === url);
        return open ? open.focus() : scope.clients.openWindow(url);
      }),
    );
  });
}
