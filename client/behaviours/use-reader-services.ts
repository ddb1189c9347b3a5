// The reader's services (consent, ads, analytics, social plugins, the mobile app's bridge) live in lazily loaded
// chunks (client/services/reader-services.chunk.ts): a plain article for a reader who has not consented and is not in the
// app loads none of their code (decision 008's budget). After each route change this asks for them only when the page
// is in the app (§4 isMobileApp) or the reader's stored choice allows something; a reader who has not chosen gets the
// consent dialog on the first interaction (client/behaviours/start-deferred-behaviours.chunk.ts), and the footer's button
// opens it at any time.
import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext, useLocation, type createBrowserRouter } from 'react-router';
import { CONSENT_STORAGE_KEY } from '../../shared/consent-key.ts';
import { MOBILE_APP_PARAM } from '../../shared/mobile-app-param.ts';

/** The browser's router, for the services (which load outside React). */
export const servicesRouter: { current?: ReturnType<typeof createBrowserRouter> } = {};

/** The services' chunk (one import site for the hook and the footer's button). */
export const readerServices = () => import('../services/reader-services.chunk.ts');

export function useReaderServices(): void {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const { key } = useLocation();
  useEffect(() => {
    servicesRouter.current = router;
    try {
      if (location.search.includes(MOBILE_APP_PARAM) || localStorage.getItem(CONSENT_STORAGE_KEY)?.includes('true'))
        void readerServices().then((m) => m.pageShown());
    } catch {
      // storage blocked: no stored choice to act on
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per navigation (its key); the router is the app's one
  }, [key]);
}
