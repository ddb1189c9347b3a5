// The service worker for Web Push (served from /sw.js with Service-Worker-Allowed: /, scope: the whole site). It shows
// the notification a push carries — JSON { title, body, url, tag } sent by the publisher's admin send — and opens its
// URL when the reader clicks it, focusing a tab already showing that page. Nothing else: no caching, no fetch handler,
// so pages load exactly as without it. A push that is not our JSON still shows something rather than nothing (browsers
// penalise a push that shows no notification).
'use strict';

var DEFAULT_TITLE = 'Telex';
var ICON = '/assets/favicon.svg';

self.addEventListener('install', function () {
  self.skipWaiting();
});

self.addEventListener('activate', function (event) {
  event.waitUntil(self.clients.claim());
});

/** Our own pages (a path) and https pages only; anything else opens the front page. */
function safeUrl(raw) {
  try {
    var url = new URL(typeof raw === 'string' && raw ? raw : '/', self.location.origin);
    if (url.origin === self.location.origin || url.protocol === 'https:') return url.href;
  } catch (e) {
    // fall through
  }
  return new URL('/', self.location.origin).href;
}

self.addEventListener('push', function (event) {
  var data = {};
  if (event.data) {
    try {
      data = event.data.json() || {};
    } catch (e) {
      data = { body: event.data.text() };
    }
  }
  var title = typeof data.title === 'string' && data.title ? data.title : DEFAULT_TITLE;
  var options = {
    body: typeof data.body === 'string' ? data.body : '',
    icon: ICON,
    lang: 'hu',
    data: { url: safeUrl(data.url) },
  };
  if (typeof data.tag === 'string' && data.tag) options.tag = data.tag;
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', function (event) {
  event.notification.close();
  var url = safeUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (windows) {
      for (var i = 0; i < windows.length; i++) {
        if (windows[i].url === url && 'focus' in windows[i]) return windows[i].focus();
      }
      return self.clients.openWindow(url);
    }),
  );
});
