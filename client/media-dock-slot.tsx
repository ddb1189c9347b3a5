// The place outside the route outlet where the podcast player bar and the video picture-in-picture live, so they keep
// playing across client navigations. It costs the plain article page next to nothing: the dock's code (its own
// chunk) loads only once something asks for it — an episode's play button, or a pip status that shows a video.
import { lazy, Suspense, useSyncExternalStore } from 'react';

const MediaDock = lazy(() => import('./media-dock/media-dock.tsx').then((m) => ({ default: m.MediaDock })));

let wanted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Loads and mounts the dock (once). */
export function openMediaDock(): void {
  if (wanted) return;
  wanted = true;
  for (const l of listeners) l();
}

export function MediaDockSlot() {
  return useSyncExternalStore(subscribe, () => wanted, () => false) ? <Suspense fallback={null}><MediaDock /></Suspense> : null;
}
