// Request-wide values every component may need: the boot data, the site of the current path, and the clock.
import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { REFRESH_INTERVAL_MS } from '../shared/constants.ts';
import { resolveSite } from '../shared/sites/site-table.ts';
import type { SiteConfig } from '../shared/sites/site-config.ts';
import type { BootData } from '../shared/pages/boot-data.ts';

const BootContext = createContext<BootData | null>(null);

// The live clock (§4 relative date refresh: every 15 s) is a store the components that show a time subscribe to, not a
// context value. A context change reaches every Suspense boundary below that has not hydrated yet, and React renders
// such a boundary afresh on the client: a part still streaming in when the first tick came (the article's sidebar,
// last in the document) was then fetched a second time, and a part waiting for its lazily loaded code (a live blog's
// posts) lost the server HTML it reads back (client/restore-dom-backed.ts). A store update reaches only the mounted
// components that read it. Before the first tick, and while a part hydrates, the clock is the server's (boot.now), so
// relative dates match the server's HTML; React renders them again with the live time right after.
const clock = { now: 0, listeners: new Set<() => void>() };

function subscribeClock(listener: () => void): () => void {
  clock.listeners.add(listener);
  return () => clock.listeners.delete(listener);
}

function tick(): void {
  clock.now = Math.floor(Date.now() / 1000);
  for (const listener of clock.listeners) listener();
}

export function BootProvider({ boot, children }: { boot: BootData; children: ReactNode }) {
  useEffect(() => {
    tick();
    const id = setInterval(tick, REFRESH_INTERVAL_MS);
    return () => clearInterval(id);
  }, []);
  return <BootContext.Provider value={boot}>{children}</BootContext.Provider>;
}

export function useBoot(): BootData {
  const boot = useContext(BootContext);
  if (!boot) throw new Error('useBoot outside BootProvider');
  return boot;
}

/** Unix seconds: the server's clock while hydrating and before the first tick, then the live one. */
export function useNow(): number {
  const serverNow = useBoot().now;
  return useSyncExternalStore(
    subscribeClock,
    () => clock.now || serverNow,
    () => serverNow,
  );
}

export function useSite(): SiteConfig {
  const { siteDomain } = useBoot();
  const { pathname } = useLocation();
  return resolveSite(siteDomain, pathname);
}
