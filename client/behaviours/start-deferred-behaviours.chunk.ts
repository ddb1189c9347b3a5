// Behaviours that need not be in the first-load JavaScript: the entry imports this module dynamically right after
// hydration. Header hiding, the §2.8 navigation scroll rules, the new-build watch, route preloading and the header
// search's loader. What the entry already has (the reload guard, the page-data path, the scroll hand-off)
// comes in as arguments: importing it here would split it into small shared chunks, which costs the first load more
// than it saves.
import type { createBrowserRouter, RouteObject } from 'react-router';
import { promptForConsent } from '../services/consent-prompt.ts';
import { guardSupportLinks } from '../services/support-link-guard.ts';
import { applyNavigationScroll } from './apply-navigation-scroll.ts';
import { keepArticlesOffline } from './offline-copies.ts';
import { watchForNewBuild } from './new-build-watch.ts';
import { preloadOnIntent } from './preload-on-intent.ts';
import type { navigationScroll } from './use-navigation-scroll.ts';
import { watchHeaderSearch } from './watch-header-search.ts';
import { watchHeaderVisibility } from './watch-header-visibility.ts';
import { watchPipStatus } from '../pip/watch-pip-status.ts';

export interface DeferredBehaviourDeps {
  router: ReturnType<typeof createBrowserRouter>;
  routes: RouteObject[];
  buildId: string;
  reload(href: string): boolean;
  pageDataPath: string;
  navigationScroll: typeof navigationScroll;
}

export function startDeferredBehaviours(deps: DeferredBehaviourDeps): void {
  deps.navigationScroll.handler = applyNavigationScroll;
  watchHeaderVisibility();
  watchForNewBuild(deps.router, deps.buildId, deps.reload);
  preloadOnIntent(deps.routes, deps.pageDataPath);
  // §4 the pip status; the shared 15 s refresh poller takes this over (client/pip/pip-status-feed.ts)
  watchPipStatus();
  // A reader who has not chosen yet is asked for consent now (nothing that needs it loaded before); the §4 ad-blocker
  // check keeps support links visible. Both run for every reader, so they are part of this chunk, not chunks of
  // their own (a request each).
  promptForConsent(deps.router);
  guardSupportLinks();
  watchHeaderSearch((to) => void deps.router.navigate(to));
  keepArticlesOffline(deps.router);
  // Lets browser tests (like data-hydrated) wait for these behaviours instead of guessing a delay.
  document.documentElement.dataset.behaviours = 'ready';
}
