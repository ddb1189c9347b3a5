// Our first-party analytics beacon (shared/analytics-beacon.ts), loaded only after the reader consented to analytics:
// one page view per page shown, and a support click (the reader-revenue property) when a link to the support page
// is followed. sendBeacon survives the page being left; fetch with keepalive where it is missing.
import { ANALYTICS_BEACON_PATH, type AnalyticsEvent } from '../../shared/analytics-beacon.ts';
import { SUPPORT_LINK_NEUTRAL_TOKEN } from '../../shared/constants.ts';

function send(event: AnalyticsEvent): void {
  const body = JSON.stringify(event);
  if (navigator.sendBeacon?.(ANALYTICS_BEACON_PATH, new Blob([body], { type: 'application/json' }))) return;
  void fetch(ANALYTICS_BEACON_PATH, {
    method: 'POST',
    body,
    keepalive: true,
    headers: { 'content-type': 'application/json' },
  }).catch(() => undefined);
}

let watchingSupportLinks = false;

/** A link to the support page (§4: also under the ad-blocker-safe token). */
function isSupportLink(href: string): boolean {
  const url = new URL(href, location.href);
  const first = url.pathname.split('/')[1];
  return url.origin === location.origin && (first === 'tamogatas' || first === SUPPORT_LINK_NEUTRAL_TOKEN);
}

export function countPageView(path: string): void {
  send({ kind: 'pageview', path });
  if (watchingSupportLinks) return;
  watchingSupportLinks = true;
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (link && isSupportLink(link.href)) send({ kind: 'support', path: location.pathname });
    },
    true,
  );
}
