// The render clock for parts that may hydrate late (lazily loaded modules, or a Suspense boundary that hydrates after
// the page's clock has moved on to the live one): hydration reads the server snapshot (the clock the server
// rendered with), and React then re-renders with the live clock. Outside hydration it is simply the live clock.
import { useSyncExternalStore } from 'react';
import { useBoot, useNow } from '../boot-context.tsx';

const noSubscription = () => () => {};

export function useHydrationNow(): number {
  const live = useNow();
  const boot = useBoot().now;
  return useSyncExternalStore(noSubscription, () => live, () => boot);
}
