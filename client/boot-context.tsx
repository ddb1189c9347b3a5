// Request-wide values every component may need: the boot data, the site of the current path, and the clock.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { REFRESH_INTERVAL_MS } from '../shared/constants.ts';
import { resolveSite, type SiteConfig } from '../shared/sites.ts';
import type { BootData } from '../shared/pages/boot-data.ts';

const BootContext = createContext<BootData | null>(null);
const NowContext = createContext<number>(0);

export function BootProvider({ boot, children }: { boot: BootData; children: ReactNode }) {
  // The first render (server, and the browser's hydration) uses the server's clock so relative dates match;
  // after hydration the live clock takes over and ticks every 15 s (§4 relative date refresh).
  const [now, setNow] = useState(boot.now);
  useEffect(() => {
    const tick = () => setNow(Math.floor(Date.now() / 1000));
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
