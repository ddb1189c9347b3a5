// Browser entry: boots from the server's payloads, resolves the lazy route modules of the first page before
// hydrating (otherwise React Router would throw the server HTML away), then hydrates the whole document.
import './styles/site.css';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { reloadOnChunkFailure } from './behaviours/reload-on-chunk-failure.ts';
import { reloadOnce } from './behaviours/reload-once.ts';
import { keepScrollPositions } from './behaviours/scroll-positions.ts';
import { navigationScroll } from './behaviours/use-navigation-scroll.ts';
import { BootProvider } from './boot-context.tsx';
import { ClientSecondary } from './client-secondary.ts';
import { HydrationPayloadContext } from './document.tsx';
import { clientPageLoader } from './client-page-loader.ts';
import { restoreDomBackedFields } from './restore-dom-backed.ts';
import { PAGE_DATA_PATH } from '../shared/pages/page-data-endpoint.ts';
import type { BootData } from '../shared/pages/boot-data.ts';
import { buildRoutes } from './route-tree.tsx';
import { SecondaryContext } from './secondary-data.tsx';

const text = (id: string) => document.getElementById(id)?.textContent ?? 'null';
const payload = { boot: text('__boot'), router: text('__rr') };
const boot = JSON.parse(payload.boot) as BootData;
const hydration = JSON.parse(payload.router) as { loaderData?: Record<string, unknown> };
restoreDomBackedFields(hydration.loaderData);
(window as unknown as { __staticRouterHydrationData: unknown }).__staticRouterHydrationData = hydration;

const routes = buildRoutes(() => clientPageLoader);
let router: ReturnType<typeof createBrowserRouter> | undefined;
// §8: a route chunk that fails to load during a navigation reloads the page at the navigation's target.
reloadOnChunkFailure(routes, () => router?.state.navigation.location);

async function resolveInitialLazyRoutes(tree: RouteObject[]) {
  const matches = matchRoutes(tree, window.location) ?? [];
  await Promise.all(
    matches.map(async (m) => {
      const lazy = m.route.lazy;
      if (typeof lazy !== 'function') return;
      Object.assign(m.route, await lazy(), { lazy: undefined });
    }),
  );
}

// The first page's chunk failing means this HTML names files the server no longer has: load the page again.
await resolveInitialLazyRoutes(routes).catch((err: unknown) => {
  reloadOnce();
  throw err;
});
router = createBrowserRouter(routes);
keepScrollPositions(router);

// React reports recoverable hydration errors on the console itself (browser tests watch for them). Hydrating in a
// transition lets React yield to the browser every few milliseconds instead of one long task on a slow phone
// (Lighthouse's total blocking time); the server HTML is already on screen meanwhile.
startTransition(() => {
  hydrateRoot(
    document,
    <SecondaryContext.Provider value={new ClientSecondary()}>
      <HydrationPayloadContext.Provider value={payload}>
        <BootProvider boot={boot}>
          <RouterProvider router={router} />
        </BootProvider>
      </HydrationPayloadContext.Provider>
    </SecondaryContext.Provider>,
  );
});
// Header hiding, the navigation scroll rules, the new-build watch and route preloading can only matter once the
// reader does something (scrolls, points, types, navigates), so their code loads at the first such interaction,
// not with the page.
const INTERACTIONS = ['pointerdown', 'pointermove', 'keydown', 'scroll', 'wheel', 'touchstart', 'focusin'] as const;
function onFirstInteraction(run: () => void): void {
  const go = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, go, true);
    run();
  };
  for (const type of INTERACTIONS) window.addEventListener(type, go, { capture: true, passive: true });
}
onFirstInteraction(() => {
  import('./behaviours/start-deferred-behaviours.chunk.ts')
    .then((m) =>
      m.startDeferredBehaviours({
        router,
        routes,
        buildId: boot.buildId,
        reload: reloadOnce,
        pageDataPath: PAGE_DATA_PATH,
        navigationScroll,
      }),
    )
    // The page works without them (plain links, no header hiding): say what did not load, and carry on.
    .catch((err: unknown) => console.warn('The deferred behaviours did not load:', err));
});
