// The shared 15 s data (§4, §7 GET /api/frontend/refresh, §9 15 s): one poller for the whole page, however many parts
// show its fields (the header's rates and weather, the strip of trending tags, the flood warning, a podcast's pip
// status…). Each part subscribes; the first subscriber starts the poll and the last one to leave stops it. It polls
// while the tab is visible, at once when the tab is shown again, one request at a time, and ignores failures
// silently (§4): subscribers keep what they show. Listeners receive the answer's raw JSON and read their own fields
// through a shared/ rule that checks them (shared/common-data.ts, shared/ticker-rates.ts). docs/bff-api.md describes
// this API for other features.
import { REFRESH_INTERVAL_MS, SITE_HEADER } from '../../shared/constants.ts';
import { pollWhileVisible } from './poll-while-visible.ts';

export const SHARED_REFRESH_PATH = '/api/frontend/refresh';

/** The publisher's answer as JSON (componentSetup, exchangesRates, weatherData, floodingData, pipStatus, trendingTags, widgets). */
export type SharedRefresh = Readonly<Record<string, unknown>>;
export type SharedRefreshListener = (data: SharedRefresh) => void;

const listeners = new Set<SharedRefreshListener>();
let latest: SharedRefresh | null = null;
let site: string | null = null;
let stopPolling: (() => void) | null = null;

async function poll(): Promise<void> {
  const asked = site;
  try {
    const res = await fetch(SHARED_REFRESH_PATH, { headers: asked ? { [SITE_HEADER]: asked } : {} });
    if (!res.ok) return;
    const data: unknown = await res.json();
    // An answer for a site the page has left since is not this page's.
    if (!data || typeof data !== 'object' || Array.isArray(data) || asked !== site) return;
    latest = data as SharedRefresh;
    for (const listener of [...listeners]) listener(latest);
  } catch {
    // §4 failures are ignored silently: the next poll tries again.
  }
}

function start(): void {
  stopPolling = pollWhileVisible(poll);
  // The page came with data as fresh as its render: the first poll is due one interval after the page loaded.
  if (performance.now() >= REFRESH_INTERVAL_MS && !document.hidden) void poll();
}

/**
 * Calls `listener` with every new answer while subscribed; returns the unsubscribe function. `opts.site` (a site slug)
 * names the site whose data the page shows (the header's parts set it; the host's root site otherwise); a change of
 * site polls at once.
 */
export function subscribeSharedRefresh(listener: SharedRefreshListener, opts: { site?: string } = {}): () => void {
  const siteChanged = opts.site !== undefined && opts.site !== site;
  if (siteChanged) {
    site = opts.site!;
    latest = null;
  }
  listeners.add(listener);
  if (!stopPolling) start();
  else if (siteChanged) void poll();
  else if (latest) listener(latest);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && stopPolling) {
      stopPolling();
      stopPolling = null;
    }
  };
}

/** The newest answer this page has polled, or null before the first poll. */
export function latestSharedRefresh(): SharedRefresh | null {
  return latest;
}
