// §4 live refreshes (article and front page): every 15 s while the page is visible, at once when it is shown again,
// never while it is hidden, and never a second check while one is still waiting for its answer; the returned
// function stops it (the page was left).
import { REFRESH_INTERVAL_MS } from '../../shared/constants.ts';

export function pollWhileVisible(run: () => Promise<void>): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  let busy = false;
  const check = () => {
    if (busy || document.hidden) return;
    busy = true;
    void run().finally(() => {
      busy = false;
    });
  };
  const start = () => {
    clearInterval(timer);
    timer = setInterval(check, REFRESH_INTERVAL_MS);
  };
  const onVisibility = () => {
    if (document.hidden) clearInterval(timer);
    else {
      check();
      start();
    }
  };
  if (!document.hidden) start();
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
