// §4 ad slots live and die with the route: after every navigation the page's slots are initialised and watched,
// and the previous page's are destroyed. The watching code loads only when an ad service is configured.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useBoot } from '../boot-context.tsx';

export function useAdSlots(): void {
  const { ads } = useBoot();
  const { key } = useLocation();
  useEffect(() => {
    if (!ads) return;
    let stop: (() => void) | undefined;
    let left = false;
    void import('./watch-ad-slots.ts').then((m) => {
      if (!left) stop = m.watchAdSlots(document.body, ads);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [key, ads]);
}
