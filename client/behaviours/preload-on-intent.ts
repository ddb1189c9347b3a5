// Route preloading on intent: when a pointer rests on, or focus reaches, an internal link, its route chunks and its
// page data are fetched through the preload queue, so the click that usually follows navigates at once. The page
// data response is briefly cacheable (public, max-age), which lets the loader's own request reuse it.
import { matchRoutes, type RouteObject } from 'react-router';
import { createPreloadQueue } from './preload-queue.ts';

export function preloadOnIntent(routes: RouteObject[], pageDataPath: string): void {
  const queue = createPreloadQueue();
  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!link || link.origin !== location.origin || link.target || link.hasAttribute('download')) return;
    const path = link.pathname + link.search;
    if (path === location.pathname + location.search) return;
    const matches = matchRoutes(routes, link.pathname) ?? [];
    // Not one of our pages (a feed, a file): the catch-all route would only fetch a 404.
    if (!matches.length || matches[matches.length - 1].route.path === '*') return;
    queue.add(path, () =>
      Promise.all([
        ...matches.map((m) => (typeof m.route.lazy === 'function' ? m.route.lazy() : null)),
        fetch(`${pageDataPath}?path=${encodeURIComponent(path)}`, {
          headers: { accept: 'application/json' },
          priority: 'low',
        }),
      ]),
    );
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
}
