// The place outside the route outlet where the podcast player bar and the video picture-in-picture live, so they keep
// playing across client navigations. It costs the plain article page next to nothing: the dock's code (its own
// chunk) loads only once something asks for it — an episode's play button, or a pip status that shows a video.
import { lazy, Suspense, useState } from 'react';

const MediaDock = lazy(() => import('./media-dock/media-dock.chunk.tsx').then((m) => ({ default: m.MediaDock })));

let wanted = false;
// The slot renders once per page (the root layout), so one setter is all there is to call.
let show = () => {};

/** Loads and mounts the dock (once). */
export function openMediaDock(): void {
  wanted = true;
  show();
}

export function MediaDockSlot() {
  const [on, setOn] = useState(wanted);
  show = () => setOn(true);
  return (
    on && (
      <Suspense fallback={null}>
        <MediaDock />
      </Suspense>
    )
  );
}
