// §4 new build: once the server runs a build other than the one this page booted with, the next client navigation
// becomes a full page load, so the reader gets the new code (`reload` is reloadOnce, guarded against loops). The first check
// waits for an idle moment plus MANIFEST_CHECK_IDLE_MS (§9); then every BUILD_CHECK_INTERVAL_MS and whenever the tab
// shows again. Fetch failures are only logged (§8).
import { createPath, type createBrowserRouter } from 'react-router';
import {
  BUILD_CHECK_INTERVAL_MS,
  BUILD_LATEST_PATH,
  MANIFEST_CHECK_IDLE_MS,
} from '../../shared/navigation-constants.ts';

type Router = ReturnType<typeof createBrowserRouter>;

export function watchForNewBuild(router: Router, buildId: string, reload: (href: string) => boolean): void {
  let stale = false;
  const check = async () => {
    if (stale || document.hidden) return;
    try {
      const res = await fetch(BUILD_LATEST_PATH, { cache: 'no-store' });
      if (!res.ok) throw new Error(`status ${res.status}`);
      const latest = ((await res.json()) as { buildId?: string }).buildId;
      stale = !!latest && latest !== buildId;
    } catch (err) {
      console.warn('build check failed', err);
    }
  };
  const idle = window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 0));
  idle(() => setTimeout(() => void check(), MANIFEST_CHECK_IDLE_MS));
  setInterval(() => void check(), BUILD_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => void check());
  router.subscribe(({ navigation }) => {
    if (stale && navigation.location) reload(createPath(navigation.location));
  });
}
