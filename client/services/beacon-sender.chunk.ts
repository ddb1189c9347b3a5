// Our first-party analytics beacon (shared/analytics-beacon.ts), loaded only after the reader consented to analytics:
// one page view per page shown, and a support click (the reader-revenue property) when a link to the support page
// is followed, and an article read once its page has been visible for READ_DWELL_MS ('Legolvasottabb', decision 092).
// sendBeacon survives the page being left; fetch with keepalive where it is missing.
import { ANALYTICS_BEACON_PATH, type AnalyticsEvent } from '../../shared/analytics-beacon.ts';
import { SUPPORT_LINK_NEUTRAL_TOKEN } from '../../shared/constants.ts';
import { READ_DWELL_MS } from '../../shared/most-read.ts';

/** Visible time is counted in steps of this long: a hidden tab's time does not count toward a read. */
const READ_TICK_MS = 1000;

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

/**
 * On an article page, one read once the page has been visible for READ_DWELL_MS in all; the returned cleanup stops
 * counting when the reader leaves the page first.
 */
export function countRead(path: string): () => void {
  const article = Number(document.querySelector('.page--article [data-article-id]')?.getAttribute('data-article-id'));
  if (!Number.isSafeInteger(article) || article < 1) return () => undefined;
  let visibleMs = 0;
  const tick = setInterval(() => {
    if (document.visibilityState !== 'visible') return;
    visibleMs += READ_TICK_MS;
    if (visibleMs < READ_DWELL_MS) return;
    clearInterval(tick);
    send({ kind: 'read', path, article });
  }, READ_TICK_MS);
  return () => clearInterval(tick);
}
