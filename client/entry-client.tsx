// Browser entry: boots from the server's payloads, resolves the lazy route modules of the first page before
// hydrating (otherwise React Router would throw the server HTML away), then hydrates the whole document.
import './styles/site.css';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { BootProvider } from './boot-context.tsx';
import { ClientSecondary } from './client-secondary.ts';
import { HydrationPayloadContext } from './document.tsx';
import { clientPageLoader } from './client-page-loader.ts';
import type { BootData } from './page-data.ts';
import { buildRoutes } from './route-tree.tsx';
import { SecondaryContext } from './secondary-data.tsx';

const text = (id: string) => document.getElementById(id)?.textContent ?? 'null';
const payload = { boot: text('__boot'), router: text('__rr') };
const boot = JSON.parse(payload.boot) as BootData;
(window as unknown as { __staticRouterHydrationData: unknown }).__staticRouterHydrationData = JSON.parse(payload.router);

const routes = buildRoutes(() => clientPageLoader);

async function resolveInitialLazyRoutes(tree: RouteObject[]) {
  const matches = matchRoutes(tree, window.location) ?? [];
  await Promise.all(matches.map(async (m) => {
    const lazy = m.route.lazy;
    if (typeof lazy !== 'function') return;
    Object.assign(m.route, await lazy(), { lazy: undefined });
  }));
}

await resolveInitialLazyRoutes(routes);
const router = createBrowserRouter(routes);

hydrateRoot(
  document,
  <StrictMode>
    <SecondaryContext.Provider value={new ClientSecondary()}>
      <HydrationPayloadContext.Provider value={payload}>
        <BootProvider boot={boot}>
          <RouterProvider router={router} />
        </BootProvider>
      </HydrationPayloadContext.Provider>
    </SecondaryContext.Provider>
  </StrictMode>,
  {
    onRecoverableError(error) {
      console.error('hydration', error);
    },
  },
);
