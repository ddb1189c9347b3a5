// §3 consent first, for a reader who has not chosen: on the first interaction the site's consent script (its path per
// site, from the boot data) loads and asks. Part of the deferred behaviours' chunk, not of the reader's services
// (client/services/reader-services.chunk.ts): a first visit loads only the dialog, and the services' chunk only once the
// reader has allowed something (decision 008's budget counts a first visit's first scroll). The services find the
// script already in the document (`data-consent`) and use it.
import type { createBrowserRouter } from 'react-router';
import { CONSENT_EVENT, CONSENT_STORAGE_KEY, CONSENT_VERSION } from '../../shared/consent-key.ts';
import { readerServices, servicesRouter } from '../behaviours/use-reader-services.ts';

/** True when the stored choice is one of this consent version (an older one is asked again, as the dialog does). */
function hasChosen(): boolean {
  try {
    return (
      (JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as { v?: unknown } | null)?.v === CONSENT_VERSION
    );
  } catch {
    return false;
  }
}

export function promptForConsent(router: ReturnType<typeof createBrowserRouter>): void {
  // The first interaction may come before hydration has handed the router to the services.
  servicesRouter.current ??= router;
  if (hasChosen() || document.querySelector('script[data-consent]')) return;
  const boot = JSON.parse(document.getElementById('__boot')?.textContent ?? 'null') as { consent?: string } | null;
  if (!boot?.consent) return;
  addEventListener(
    CONSENT_EVENT,
    () => {
      // The services load for what the reader allowed; a refusal of everything loads nothing more.
      if (localStorage.getItem(CONSENT_STORAGE_KEY)?.includes('true')) void readerServices().then((m) => m.pageShown());
    },
    { once: true },
  );
  const script = document.createElement('script');
  script.src = boot.consent;
  script.dataset.consent = '';
  document.head.append(script);
}
