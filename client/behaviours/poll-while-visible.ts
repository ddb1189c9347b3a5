// §4 live refreshes (article and front page): every 15 s while the page is visible, at once when it is shown again,
// never while it is hidden; the returned function stops it (the page was left).
import { REFRESH_INTERVAL_MS } from '../../shared/constants.ts';

export function pollWhileVisible(check: () => void): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
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
