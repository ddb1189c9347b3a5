// The page's side of articles that open offline (decision 088): it registers the site's service worker once the
// reader does something (this runs in the deferred behaviours, after load, so the first visit's script budget holds
// and the worker file is fetched then), and tells the worker about articles it did not see as documents.
import type { createBrowserRouter } from 'react-router';
import { ARTICLE_OG_TYPE, SERVICE_WORKER_URL, WORKER_MESSAGES } from '../../shared/offline-copies.ts';

/** The worker keeps what it sees as documents itself; a page shown another way is named to it here. */
function keepIfArticle(worker: ServiceWorker | null): void {
  const type = document.querySelector('meta[property="og:type"]')?.getAttribute('content');
  if (type !== ARTICLE_OG_TYPE) return;
  worker?.postMessage({ type: WORKER_MESSAGES.keep, url: window.location.href });
}

/** Whether the worker answered this page's own document request (then it has kept the page already). */
function documentCameThroughWorker(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return !!entry && entry.workerStart > 0;
}

export function keepArticlesOffline(router: ReturnType<typeof createBrowserRouter>): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register(SERVICE_WORKER_URL, { scope: '/' })
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      // The active worker, not `controller`: a worker that has just activated may not have claimed the page yet.
      const worker = () => registration.active;
      // A worker that has just taken over did not see this page's document.
      if (!documentCameThroughWorker()) keepIfArticle(worker());
      let shown = router.state.location.key;
      router.subscribe((state) => {
        if (state.navigation.state !== 'idle' || state.location.key === shown) return;
        shown = state.location.key;
        // After React has put the new page's head in place.
        setTimeout(() => keepIfArticle(worker()), 0);
      });
    })
    // Without a worker the site works as before; the reader only loses the offline copies.
    .catch((err: unknown) => console.warn('The service worker did not register:', err));
}
