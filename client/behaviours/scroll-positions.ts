// Back/forward positions for client navigations: the router records one per history entry (applied by
// useNavigationScroll). Positions across full page loads (a reload, a return from another site) are the browser's
// own restoration, which we switch back on as the document is left and off again when it is shown.
import type { createBrowserRouter } from 'react-router';

export function keepScrollPositions(router: ReturnType<typeof createBrowserRouter>): void {
  const manual = (on: boolean) => () => {
    history.scrollRestoration = on ? 'manual' : 'auto';
  };
  manual(true)();
  addEventListener('pageshow', manual(true));
  addEventListener('pagehide', manual(false));
  router.enableScrollRestoration({}, () => scrollY);
}
