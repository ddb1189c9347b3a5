// Until the shared 15-second frontend refresh hands its answers to takeRefreshAnswer, the pip asks the
// refresh endpoint itself on the same rhythm: at once, then every 15 s while the tab is visible, and at once when it
// is shown again (§4, §7). It runs on every page, from the deferred behaviours chunk, so it stays this small and
// imports nothing that chunk does not already have (client/behaviours/poll-while-visible.ts would be a request of its
// own there).
import { REFRESH_INTERVAL_MS } from '../../shared/constants.ts';
import { takeRefreshAnswer } from './pip-status-feed.ts';

const REFRESH_PATH = '/api/frontend/refresh';

export function watchPipStatus(): void {
  let busy = false;
  const check = async () => {
    if (busy || document.hidden) return;
    busy = true;
    try {
      const res = await fetch(REFRESH_PATH, { headers: { accept: 'application/json' } });
      if (res.ok) takeRefreshAnswer(await res.json());
    } catch {
      // §4 refresh failures are ignored; the next round asks again
    } finally {
      busy = false;
    }
  };
  void check();
  setInterval(() => void check(), REFRESH_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => void check());
}
