// The site's one service worker, served at /sw.js with the whole site as its scope (server/routes/push-routes.ts):
// Web Push (push.ts) and articles that open offline (offline-copies.ts, decision 088). A new build's worker takes
// over at once and drops the offline caches it no longer uses.
import { dropOldCaches, listenForOffline } from './offline-copies.ts';
import { listenForPush } from './push.ts';
import { scope } from './worker-scope.ts';

scope.addEventListener('install', (event) => event.waitUntil(scope.skipWaiting()));
scope.addEventListener('activate', (event) => event.waitUntil(Promise.all([scope.clients.claim(), dropOldCaches()])));
listenForPush(scope);
listenForOffline(scope);
