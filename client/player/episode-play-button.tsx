// §4 play/pause per episode: the button on every episode card and episode article. It follows the shared player
// (playing here shows 'pause' on every card of the same episode, on any page) and loads the player on first use.
import { useSyncExternalStore } from 'react';
import type { PlayerEpisode } from '../../shared/player-machine.ts';
import { openMediaDock } from '../media-dock-slot.tsx';
import { loadPlayer, statusOf, subscribeToPlayer } from './player-access.ts';

export function EpisodePlayButton({ episode, large = false }: { episode: PlayerEpisode; large?: boolean }) {
  const status = useSyncExternalStore(
    subscribeToPlayer,
    () => statusOf(episode.id),
    () => 'idle',
  );
  const playing = status === 'playing' || status === 'loading';
  const toggle = () => {
    openMediaDock();
    void loadPlayer().then((p) => p.dispatch({ type: 'toggle', episode }));
  };
  return (
    <button
      type="button"
      className={`play-button${large ? ' play-button--large' : ''}${playing ? ' play-button--playing' : ''}`}
      aria-label={`${playing ? 'Szünet' : 'Lejátszás'}: ${episode.title}`}
      data-episode-id={episode.id}
      onClick={toggle}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        {playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" /> : <path d="M8 5.5v13l10.5-6.5z" />}
      </svg>
      {large && <span className="play-button__text">{playing ? 'Szünet' : 'Lejátszás'}</span>}
    </button>
  );
}
