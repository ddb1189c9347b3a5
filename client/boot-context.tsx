// Request-wide values every component may need: the boot data, the site of the current path, and the clock.
import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { REFRESH_INTERVAL_MS } from '../shared/constants.ts';
import { resolveSite, type SiteConfig } from '../shared/sites.ts';
import type { BootData } from '../shared/pages/boot-data.ts';

const BootContext = createContext<BootData | null>(null);
const NowContext = createContext<number>(0);

export function BootProvider({ boot, children }: { boot: BootData; children: ReactNode }) {
  // The first render (server, and the browser's hydration) uses the server's clock so relative dates match;
  // after hydration the live clock takes over and ticks every 15 s (§4 relative date refresh).
  // Each tick is a transition: a part of the page still waiting to hydrate (a live blog's posts behind their lazily
  // loaded code) that reads the clock would otherwise be switched to client rendering by this update, which throws
  // away its server HTML, blanks it until the code arrives and loses what was read back from that HTML (the posts'
  // bodies, client/restore-dom-backed.ts). As a transition React hydrates those parts first and applies the new time
  // after.
  const [now, setNow] = useState(boot.now);
  useEffect(() => {
    const tick = () => startTransition(() => setNow(Math.floor(Date.now() / 1000)));
    tick();
    const id = setInterval(tick, REFRESH_INTERVAL_MS);
    return () => clearInterval(id);
  }, []);
  return (
    <BootContext.Provider value={boot}>
      <NowContext.Provider value={now}>{children}</NowContext.Provider>
    </BootContext.Provider>
  );
}

export function useBoot(): BootData {
  const boot = useContext(BootContext);
  if (!boot) throw new Error('useBoot outside BootProvider');
  return boot;
}

export function useNow(): number {
  return useContext(NowContext);
}

export function useSite(): SiteConfig {
  const { siteDomain } = useBoot();
  const { pathname } = useLocation();
  return resolveSite(siteDomain, pathname);
}
