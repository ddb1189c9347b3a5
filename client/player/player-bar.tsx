// The shared player's bar (§4 Podcast player): title and podcast (links), elapsed and total time, a seek bar,
// play/pause, 15-second skips and close. Every control is a labelled native control, so the keyboard and screen
// readers use it as they use any form; a status region announces what the player does.
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { PLAYER_SKIP_S } from '../../shared/podcast-constants.ts';
import type { PlayerState } from '../../shared/player-machine.ts';
import { clockTime, spokenTime } from '../../shared/play-time.ts';
import { dispatch, getPlayerState, subscribePlayer } from './player-store.chunk.ts';

/** What the status region says: it changes with the player's status only, never with the ticking position. */
export function announcementOf(state: PlayerState): string {
  const title = state.episode?.title ?? '';
  switch (state.status) {
    case 'loading':
      return `Betöltés: ${title}`;
    case 'playing':
      return `Lejátszás: ${title}`;
    case 'paused':
      return `Szünet: ${title}`;
    case 'stopped':
      return `Leállítva: ${title}`;
    case 'ended':
      return `Az adás véget ért: ${title}`;
    case 'error':
      return `Nem sikerült lejátszani: ${title}`;
    default:
      return '';
  }
}

export function PlayerBar() {
  const state = useSyncExternalStore(subscribePlayer, getPlayerState, getPlayerState);
  const { episode, status, position, duration } = state;
  const announcement = (
    <p className="visually-hidden" role="status">
      {announcementOf(state)}
    </p>
  );
  if (!episode) return announcement;
  const playing = status === 'playing' || status === 'loading';
  const total = Math.max(duration, position);
  const skip = (by: number) => dispatch({ type: 'seek', position: position + by });
  return (
    <section className={`player-bar player-bar--${status}`} aria-label="Podcast lejátszó" data-player-status={status}>
      {announcement}
      <PlayerControls playing={playing} skip={skip} />
      <div className="player-bar__info">
        <Link className="player-bar__title" to={episode.url}>
          {episode.title}
        </Link>
        <Link className="player-bar__podcast" to={episode.podcastUrl}>
          {episode.podcastName}
        </Link>
        {status === 'error' && <span className="player-bar__error">Nem sikerült betölteni az adást.</span>}
      </div>
      <PlayerProgress position={position} total={total} />
      <button
        type="button"
        className="player-bar__close"
        aria-label="Lejátszó bezárása"
        onClick={() => dispatch({ type: 'destroy' })}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z" />
        </svg>
      </button>
    </section>
  );
}

/** Back 15 s, play or pause, forward 15 s. */
function PlayerControls({ playing, skip }: { playing: boolean; skip(by: number): void }) {
  return (
    <div className="player-bar__controls">
      <button
        type="button"
        className="player-bar__skip"
        aria-label={`${PLAYER_SKIP_S} másodperc vissza`}
        onClick={() => skip(-PLAYER_SKIP_S)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M11 6V2L5 7l6 5V8a6 6 0 1 1-6 6H3a8 8 0 1 0 8-8z" />
        </svg>
      </button>
      <button
        type="button"
        className="player-bar__toggle"
        aria-label={playing ? 'Szünet' : 'Lejátszás'}
        onClick={() => dispatch({ type: 'toggle' })}
      >
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
          {playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" /> : <path d="M8 5.5v13l10.5-6.5z" />}
        </svg>
      </button>
      <button
        type="button"
        className="player-bar__skip"
        aria-label={`${PLAYER_SKIP_S} másodperc előre`}
        onClick={() => skip(PLAYER_SKIP_S)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M13 6V2l6 5-6 5V8a6 6 0 1 0 6 6h2a8 8 0 1 1-8-8z" />
        </svg>
      </button>
    </div>
  );
}

/** Elapsed time, the seek bar and the total. */
function PlayerProgress({ position, total }: { position: number; total: number }) {
  return (
    <div className="player-bar__progress">
      <span className="player-bar__time" aria-hidden="true">
        {clockTime(position)}
      </span>
      <input
        type="range"
        className="player-bar__seek"
        min={0}
        max={Math.max(1, Math.ceil(total))}
        step={1}
        value={Math.floor(position)}
        aria-label="Lejátszási pozíció"
        aria-valuetext={`${spokenTime(position)}, összesen ${spokenTime(total)}`}
        onChange={(e) => dispatch({ type: 'seek', position: Number(e.currentTarget.value) })}
      />
      <span className="player-bar__time" aria-hidden="true">
        {clockTime(total)}
      </span>
    </div>
  );
}
