// The media dock (its own chunk, mounted by client/media-dock-slot.tsx on first use): the video picture-in-picture
// and the podcast player bar, fixed to the bottom of the viewport outside the route outlet. The page keeps room for
// it at its foot (--media-dock-height), so the last lines and the footer never hide behind it.
import { useEffect, useRef } from 'react';
import { keepFootRoom } from '../foot-room.ts';
import { PipDock } from '../pip/pip-dock.tsx';
import { PlayerBar } from '../player/player-bar.tsx';

export function MediaDock() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    return el ? keepFootRoom(el, '--media-dock-height') : undefined;
  }, []);
  return (
    <div className="media-dock" ref={ref}>
      <PipDock />
      <PlayerBar />
    </div>
  );
}
