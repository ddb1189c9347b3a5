// The page's one podcast player: the state machine (shared/player-machine.ts) held at module level, so it outlives
// every route; an <audio> element that is nobody's child, so navigations never interrupt it; the remembered
// positions in local storage. Its code is its own chunk, loaded on the first play (client/player/player-access.ts).
// In the app, the bridge talks to it through dispatch, getPlayerReport and onPlayerStateChange
// (client/player/player-bridge.chunk.ts).
import {
  INITIAL_PLAYER_STATE,
  playerStep,
  reportChanged,
  reportOf,
  withPosition,
  type PlayerEffect,
  type PlayerEvent,
  type PlayerReport,
  type PlayerState,
  type RememberedPositions,
} from '../../shared/player-machine.ts';
import { PLAYER_POSITIONS_STORAGE_KEY } from '../../shared/podcast-constants.ts';

/** What carries out the machine's media effects: the page's audio element. */
interface PlayerOutput {
  run(effect: Exclude<PlayerEffect, { kind: 'save' | 'report' }>): void;
}

let state: PlayerState = INITIAL_PLAYER_STATE;
const listeners = new Set<() => void>();
const reporters = new Set<(report: PlayerReport) => void>();
let output: PlayerOutput | null = null;

function readPositions(): RememberedPositions {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(PLAYER_POSITIONS_STORAGE_KEY) ?? '[]');
    return Array.isArray(v)
      ? v.filter(
          (p): p is [number, number] =>
            Array.isArray(p) && p.length === 2 && typeof p[0] === 'number' && typeof p[1] === 'number',
        )
      : [];
  } catch {
    return [];
  }
}

function writePositions(positions: RememberedPositions): void {
  try {
    localStorage.setItem(PLAYER_POSITIONS_STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // private mode or a full storage: the reader just starts from the beginning next time
  }
}

/** The media events an <audio> element reports, as the machine's events. */
function audioOutput(): PlayerOutput {
  const audio = new Audio();
  audio.preload = 'metadata';
  // where a newly loaded episode starts: applied once its metadata is in (seeking earlier is not reliable)
  let startAt: number | null = null;
  const time = () => {
    if (startAt === null && audio.getAttribute('src'))
      dispatch({ type: 'media-time', position: audio.currentTime, duration: audio.duration });
  };
  audio.addEventListener('loadedmetadata', () => {
    if (startAt !== null) audio.currentTime = startAt;
    startAt = null;
    time();
  });
  audio.addEventListener('timeupdate', time);
  audio.addEventListener('playing', () => dispatch({ type: 'media-playing' }));
  // the element also pauses itself at the end; 'ended' says that
  audio.addEventListener('pause', () => audio.ended || dispatch({ type: 'media-paused' }));
  audio.addEventListener('ended', () => dispatch({ type: 'media-ended' }));
  audio.addEventListener('error', () => audio.getAttribute('src') && dispatch({ type: 'media-error' }));
  const play = () => {
    audio.play().catch((err: DOMException) => {
      // a newer load or pause cut this one short: not a refusal
      if (err.name !== 'AbortError') dispatch({ type: 'media-refused' });
    });
  };
  return {
    run(effect) {
      switch (effect.kind) {
        case 'load':
          startAt = effect.at > 0 ? effect.at : null;
          audio.src = effect.src;
          if (effect.play) play();
          else audio.load();
          break;
        case 'play':
          play();
          break;
        case 'pause':
          audio.pause();
          break;
        case 'seek':
          if (startAt !== null) startAt = effect.to;
          else audio.currentTime = effect.to;
          break;
        case 'unload':
          startAt = null;
          audio.pause();
          audio.removeAttribute('src');
          audio.load();
          break;
      }
    },
  };
}

export function dispatch(event: PlayerEvent): void {
  const before = state;
  const step = playerStep(state, event);
  state = step.state;
  let report = reportChanged(before, state);
  for (const effect of step.effects) {
    if (effect.kind === 'save') writePositions(effect.positions);
    else if (effect.kind === 'report') report = true;
    else (output ??= audioOutput()).run(effect);
  }
  if (state !== before) for (const l of listeners) l();
  if (report) {
    const r = reportOf(state);
    for (const cb of reporters) cb(r);
  }
}

export const getPlayerState = (): PlayerState => state;

/** The state as the player reports it (§4: status, episode, position, duration). */
export const getPlayerReport = (): PlayerReport => reportOf(state);

export function subscribePlayer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** §4 the state the player reports: on every change of status or episode, and in answer to ask-state. */
export function onPlayerStateChange(callback: (report: PlayerReport) => void): () => void {
  reporters.add(callback);
  return () => reporters.delete(callback);
}

dispatch({ type: 'restore', positions: readPositions() });
// A reload or a closed tab while an episode plays keeps its exact position (playing saves only every few seconds).
addEventListener('pagehide', () => {
  if (state.episode && state.status !== 'ended')
    writePositions(withPosition(state.positions, state.episode.id, state.position));
});
