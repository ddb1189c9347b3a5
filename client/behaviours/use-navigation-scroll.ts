// The window's scroll position after each client navigation, in place of React Router's <ScrollRestoration/>
// (whose reset-to-top would jump before the §2.8 list glide could start). The router records positions
// (keepScrollPositions in the entry); this effect runs once the new page is in the DOM and hands the decision to
// applyNavigationScroll, which arrives with the deferred behaviours; until then a navigation restores or goes to
// the top. The first load is left alone (the browser, or the router's restored position, has placed it).
import { useContext, useLayoutEffect, useRef } from 'react';
import { UNSAFE_DataRouterStateContext, useLocation, type Location } from 'react-router';

export type NavigationScrollHandler = (
  from: string | null,
  to: Location,
  restore: number | null,
  preventReset: boolean,
) => void;

export const navigationScroll: { handler: NavigationScrollHandler | null } = { handler: null };

export function useNavigationScroll(): void {
  const state = useContext(UNSAFE_DataRouterStateContext);
  const location = useLocation();
  const previous = useRef<string | null>(null);
  useLayoutEffect(() => {
    const from = previous.current;
    previous.current = location.pathname;
    const restore = state?.restoreScrollPosition;
    if (restore === false || restore === undefined) return;
    if (navigationScroll.handler) navigationScroll.handler(from, location, restore, !!state?.preventScrollReset);
    else scrollTo(0, restore ?? 0);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per navigation (its key); the state read is that navigation's
  }, [location.key]);
}
