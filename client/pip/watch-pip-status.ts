// Until the shared 15-second frontend refresh (issue 19) hands its answers to takeRefreshAnswer, the pip asks the
// refresh endpoint itself on the same rhythm: at once, then every 15 s while the tab is visible (§4, §7).
import { pollWhileVisible } from '../behaviours/poll-while-visible.ts';
import { takeRefreshAnswer } from './pip-status-feed.ts';

const REFRESH_PATH = '/api/frontend/refresh';

export function watchPipStatus(): () => void {
  const check = async () => {
    try {
      const res = await fetch(REFRESH_PATH, { headers: { accept: 'application/json' } });
      if (res.ok) takeRefreshAnswer(await res.json());
    } catch {
      // §4 refresh failures are ignored; the next round asks again
    }
  };
  void check();
  return pollWhileVisible(check);
}
