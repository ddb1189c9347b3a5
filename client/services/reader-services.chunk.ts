// The reader's services, loaded only when needed (client/behaviours/use-reader-services.ts): consent first, then for
// each page exactly what the reader allowed — the ad slots the page's build step placed (ads), one page view to our
// own analytics and, on an article kept open, one read (analytics), the social SDK where a social plugin shows (social) — and, in the mobile app's webview
// (§4 isMobileApp), the native bridge. Without a stored choice the site's consent script (§3, its path per site)
// loads and asks; nothing else loads before the reader answers. Withdrawing a purpose reloads the page, which is the
// only way to take third-party code that already ran back out of it.
import type { createBrowserRouter } from 'react-router';
import {
  CONSENT_API,
  CONSENT_EVENT,
  storedConsent,
  withdrawnPurposes,
  type ConsentApi,
  type ConsentPurpose,
} from '../../shared/consent.ts';
import { VISITED_TAGS_STORAGE_KEY } from '../../shared/ad-targeting.ts';
import { MOBILE_APP_PARAM } from '../../shared/mobile-app-param.ts';
import type { PageAds } from '../../shared/page-ads.ts';
import type { BootData } from '../../shared/pages/boot-data.ts';
import { SOCIAL_PLUGIN_CLASS } from '../../shared/social-sdk.ts';
import { servicesRouter } from '../behaviours/use-reader-services.ts';

type DataRouter = ReturnType<typeof createBrowserRouter>;

let boot: BootData | null = null;
/** The boot data the server wrote into the page (its script element stays in the document). */
function bootData(): BootData {
  return (boot ??= JSON.parse(document.getElementById('__boot')?.textContent ?? 'null') as BootData);
}

let choice = storedConsent();
/** The location key of the page whose services run, and what runs there. */
let shownKey: string | null = null;
let started = new Set<ConsentPurpose>();
const cleanups: (() => void)[] = [];
let bridge: Promise<void> | null = null;
let consentScript: Promise<ConsentApi | null> | null = null;

const consentApi = () => (window as unknown as Record<string, ConsentApi | undefined>)[CONSENT_API] ?? null;

/** Loads the site's consent script once (the first interaction may have added it already, consent-prompt.ts); resolves
 * to its API (null when it failed to load). */
function loadConsentScript(): Promise<ConsentApi | null> {
  return (consentScript ??= new Promise((resolve) => {
    if (consentApi()) return resolve(consentApi());
    const script =
      document.querySelector<HTMLScriptElement>('script[data-consent]') ?? document.createElement('script');
    script.addEventListener('load', () => resolve(consentApi()));
    script.addEventListener('error', () => resolve(null));
    if (script.isConnected) return;
    script.src = bootData().consent;
    script.dataset.consent = '';
    document.head.append(script);
  }));
}

function leafData(router: DataRouter): { ads?: PageAds } | null {
  const leaf = router.state.matches.at(-1);
  return leaf ? (router.state.loaderData[leaf.route.id] as { ads?: PageAds } | null) : null;
}

/** Starts, for the page on screen, each service the reader allowed that is not running there yet. */
function startAllowed(router: DataRouter): void {
  if (!choice) return;
  const key = shownKey;
  const current = () => shownKey === key;
  const { ads: adService, social } = bootData();
  if (choice.ads && !started.has('ads')) {
    started.add('ads');
    const ads = leafData(router)?.ads;
    if (adService && ads && Object.keys(ads.slots).length > 0) {
      void import('./ad-slot-loader.chunk.ts').then((m) => {
        if (current())
          cleanups.push(m.showAds(ads, adService, new URLSearchParams(location.search).has(MOBILE_APP_PARAM)));
      });
    }
  }
  if (choice.analytics && !started.has('analytics')) {
    started.add('analytics');
    void import('./beacon-sender.chunk.ts').then((m) => {
      if (!current()) return;
      m.countPageView(location.pathname);
      cleanups.push(m.countRead(location.pathname));
    });
  }
  if (choice.social && !started.has('social')) {
    started.add('social');
    if (social && document.querySelector(`.${SOCIAL_PLUGIN_CLASS}`)) {
      void import('./social-plugins.chunk.ts').then((m) => {
        if (current()) m.showSocialPlugins(social);
      });
    }
  }
}

/** The page on screen changed (or services were just asked for): stop the last page's, start this one's. */
export function pageShown(): void {
  const router = servicesRouter.current;
  if (!router) return;
  if (!bridge && new URLSearchParams(location.search).has(MOBILE_APP_PARAM)) {
    bridge = import('../app-bridge/app-bridge.chunk.ts').then((m) => {
      const send = m.nativeTransport();
      if (send) m.startAppBridge(router, bootData().publicOrigin, send);
    });
  }
  const key = router.state.location.key;
  if (key === shownKey) return;
  pageLeft();
  shownKey = key;
  if (!choice) void loadConsentScript();
  startAllowed(router);
}

function pageLeft(): void {
  for (const cleanup of cleanups.splice(0)) cleanup();
  started = new Set();
  shownKey = null;
}

/** The footer's link: the dialog, to make or change the choice. */
export function openConsent(): void {
  void loadConsentScript().then((api) => api?.open());
}

window.addEventListener(CONSENT_EVENT, () => {
  const next = storedConsent();
  if (withdrawnPurposes(choice, next).length > 0) {
    // What targeting remembered goes with the consent it was kept under.
    if (choice?.ads && !next?.ads) localStorage.removeItem(VISITED_TAGS_STORAGE_KEY);
    location.reload();
    return;
  }
  choice = next;
  const router = servicesRouter.current;
  if (!router) return;
  if (shownKey === null) pageShown();
  else startAllowed(router);
});
