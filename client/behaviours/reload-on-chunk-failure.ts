// §8 lazy chunk load failure: a route chunk that will not load (usually a deploy removed the old build's files)
// turns the navigation into a full page load of its target, which fetches the current build. A prefetch that fails
// while no navigation is under way is left alone; reloadOnce keeps a broken deploy from looping.
import { createPath, type Location, type RouteObject } from 'react-router';
import { reloadOnce } from './reload-once.ts';

export function reloadOnChunkFailure(routes: RouteObject[], pendingLocation: () => Location | null | undefined): void {
  for (const route of routes) {
    const lazy = route.lazy;
    if (typeof lazy === 'function') {
      route.lazy = async () => {
        try {
          return await lazy();
        } catch (err) {
          const target = pendingLocation();
          if (target) reloadOnce(createPath(target));
          throw err;
        }
      };
    }
    if (route.children) reloadOnChunkFailure(route.children, pendingLocation);
  }
}
